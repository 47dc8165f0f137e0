/** The class names every screen shares: touch targets are at least 44 px (min-h-11) and focus is always visible. */
export const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

export const inputClass =
  'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 ' +
  'placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700 ' +
  'disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-red-600';

/** What every button shares: the touch target, the text and the disabled cursor; each kind adds its colours. */
const buttonShape =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg text-base font-medium disabled:cursor-not-allowed';

export const primaryButtonClass = `${buttonShape} bg-teal-700 px-5 text-white hover:bg-teal-800 disabled:bg-slate-400 ${focusRing}`;

export const secondaryButtonClass =
  `${buttonShape} border border-slate-300 bg-white px-4 text-slate-700 hover:bg-slate-50 ` +
  `disabled:text-slate-400 ${focusRing}`;

/** The button that carries out a destructive decision (reject, refuse). */
export const dangerButtonClass = `${buttonShape} bg-red-700 px-5 text-white hover:bg-red-800 disabled:bg-slate-400 ${focusRing}`;

/** A destructive action offered beside others (delete a row, leave a clinic); it asks before it acts. */
export const dangerOutlineButtonClass = `${buttonShape} border border-red-200 bg-white px-4 text-red-700 hover:bg-red-50 disabled:text-slate-400 ${focusRing}`;

/** A link, or a button that reads as one; a disabled button looks disabled (grey, no underline on hover). */
export const linkClass = `inline-flex min-h-11 min-w-11 items-center font-medium text-teal-800 underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline ${focusRing}`;

export const cardClass = 'rounded-xl border border-slate-200 bg-white p-5';

export const labelClass = 'mb-1 block text-sm font-medium text-slate-800';

export const hintTextClass = 'mt-1 text-sm text-slate-600';

export const errorTextClass = 'mt-1 text-sm text-red-700';

/**
 * An underlined tab strip. Its tabs wrap onto a second line rather than scroll out of sight: a clipped strip gives no
 * hint that more tabs follow (issue 13, the personal center and the case list in Russian on a tablet).
 */
export const tabListClass = 'flex flex-wrap gap-x-1 border-b border-slate-200';

export function tabClass(isSelected: boolean): string {
  return `-mb-px inline-flex min-h-11 items-center gap-2 rounded-t-lg border-b-2 px-4 text-base font-medium ${focusRing} ${
    isSelected
      ? 'border-teal-700 text-teal-800'
      : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
  }`;
}
