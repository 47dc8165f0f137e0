import { prerenderedMark } from '../../domain/prerendered';
import type { Locale } from '../../domain/locale';
import { hasLocalSession } from '../lib/session/session';

/**
 * True when `#root` holds the build's HTML of this very page in `locale` (the server puts it there for a visitor
 * without a session, server/http/static-web.ts): React then hydrates it rather than drawing the page again. Any other
 * start (a signed-in device, a query such as /login?type=2, another language on this device) renders afresh.
 */
export function holdsPrerenderedPage(container: HTMLElement, locale: Locale): boolean {
  return (
    container.dataset.prerendered === prerenderedMark(window.location.pathname, locale) &&
    window.location.search === '' &&
    !hasLocalSession()
  );
}

/**
 * Hands React what the user typed or ticked in the prerendered page before it was hydrated (on a slow line the form
 * is there seconds before its scripts): React keeps such a value on screen but not in its state, so the next render
 * would wipe it. Each changed field gets its change event again, the way React's own value tracking sees one: its
 * tracker first reads the value React rendered, the edited one is then set past it. The edits are all read first:
 * the first change event re-renders the form, which puts React's values back into the other fields. Run once the
 * page's hydration has committed.
 */
export function replayEditsBeforeHydration(container: HTMLElement): void {
  const fields = container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input, textarea, select',
  );
  const edits = [...fields].flatMap((field) => {
    if (field instanceof HTMLSelectElement) {
      const picked = field.value;
      const rendered = [...field.options].find((option) => option.defaultSelected)?.value ?? field.options[0]?.value;
      return picked === rendered ? [] : [() => replayPick(field, picked)];
    }
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // A radio the user left is seen through the one they picked (a click cannot clear a radio).
      const isEdited = field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked);
      return isEdited ? [() => replayClick(field)] : [];
    }
    const typed = field.value;
    return typed === field.defaultValue ? [] : [() => replayTyping(field, typed)];
  });
  for (const replay of edits) replay();
}

/** React's value first (its tracker reads it), then the typed one through the element's prototype, past the tracker. */
function replayTyping(field: HTMLInputElement | HTMLTextAreaElement, typed: string): void {
  field.value = field.defaultValue;
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A select has no value tracking in React: its change event is enough, once the pick is back in place. */
function replayPick(field: HTMLSelectElement, picked: string): void {
  field.value = picked;
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The click the user made, again: from React's value, which a click turns into theirs. */
function replayClick(field: HTMLInputElement): void {
  field.checked = field.defaultChecked;
  field.click();
}
