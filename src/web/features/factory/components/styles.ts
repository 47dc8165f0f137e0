/** Class names of the factory screens: touch targets are at least 44 px (min-h-11) and focus is visible. */
export const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

export const inputClass =
  'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 ' +
  'placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700 ' +
  'disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-red-600';

export const primaryButtonClass =
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-teal-700 px-5 text-base font-medium text-white ` +
  `hover:bg-teal-800 disabled:cursor-not-allowed disabled:bg-slate-400 ${focusRing}`;

export const secondaryButtonClass =
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-base ` +
  `font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-400 ${focusRing}`;

export const dangerButtonClass =
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-5 text-base font-medium text-white ` +
  `hover:bg-red-800 disabled:cursor-not-allowed disabled:bg-slate-400 ${focusRing}`;

export const linkClass = `inline-flex min-h-11 items-center font-medium text-teal-800 underline-offset-4 hover:underline ${focusRing}`;

export const cardClass = 'rounded-xl border border-slate-200 bg-white p-5';

export const errorTextClass = 'mt-1 text-sm text-red-700';
