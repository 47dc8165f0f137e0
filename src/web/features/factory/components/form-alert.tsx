import type { ReactNode } from 'react';

type FormAlertProps = { children: ReactNode; tone?: 'error' | 'warning' | 'info' | 'success' };

const toneClasses = {
  error: 'border-red-200 bg-red-50 text-red-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  info: 'border-slate-200 bg-slate-50 text-slate-800',
  success: 'border-teal-200 bg-teal-50 text-teal-900',
};

/** A message about the whole form or page, announced as it appears (an error as an alert, the rest as a status). */
export function FormAlert({ children, tone = 'error' }: FormAlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-4 py-3 text-base ${toneClasses[tone]}`}
    >
      {children}
    </div>
  );
}
