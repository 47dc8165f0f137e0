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

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const FIELDS = 'input, textarea, select';

/**
 * Hands React what the user typed, ticked or picked in the prerendered page before it was hydrated (on a slow line
 * the form is there seconds before its scripts). React keeps such a value on screen but not in its state, so the next
 * render wipes it, and its hydration of a select can put the rendered option back. So the edits are noted as they
 * happen, from when this is called (before hydrating: what the DOM holds by then, then every input and change event)
 * until the returned function runs, once the page's hydration has committed: it sends each noted field its change
 * event again, the way React's own value tracking sees one (its tracker first reads React's value, the user's is then
 * set past it).
 */
export function noteEditsBeforeHydration(container: HTMLElement): () => void {
  const replays = new Map<Field, () => void>();
  const note = (field: Field) => replays.set(field, replayOf(field));
  // Every field as it is: a replay does nothing where the value is still the one React rendered.
  container.querySelectorAll<Field>(FIELDS).forEach(note);
  // Registered before React's root listeners, so React never sees these events: it would queue one that reaches a
  // part not yet hydrated and replay it later, reading a value its own render had put back (a pick of another language
  // came back as the old one).
  const onEdit = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.matches(FIELDS)) return;
    event.stopImmediatePropagation();
    note(event.target as Field);
  };
  container.addEventListener('input', onEdit, true);
  container.addEventListener('change', onEdit, true);
  return () => {
    container.removeEventListener('input', onEdit, true);
    container.removeEventListener('change', onEdit, true);
    for (const replay of replays.values()) replay();
  };
}

// No radio in a prerendered page yet: one would need its group's pick replayed, not each button's state.
const isCheckbox = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && field.type === 'checkbox';

/** The option the HTML selected, which React's state holds until told otherwise. */
const renderedOption = (field: HTMLSelectElement) =>
  [...field.options].find((option) => option.defaultSelected)?.value ?? field.options[0]?.value;

/** The user's value as it is now, and how to hand it to React later. */
function replayOf(field: Field): () => void {
  if (field instanceof HTMLSelectElement) {
    const picked = field.value;
    return () => {
      if (picked === renderedOption(field)) return;
      field.value = picked;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  if (isCheckbox(field)) {
    const isChecked = field.checked;
    return () => {
      if (isChecked === field.defaultChecked) return;
      field.checked = !isChecked;
      field.click();
    };
  }
  const typed = field.value;
  return () => {
    if (typed === field.defaultValue) return;
    field.value = field.defaultValue;
    const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
}
