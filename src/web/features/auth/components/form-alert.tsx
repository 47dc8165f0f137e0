import type { ReactNode } from 'react';

type FormAlertProps = {
  children: ReactNode;
  tone?: 'error' | 'warning' | 'info';
  id?: string;
  /** Defaults to an alert (a status for info), announced as it appears; a ticking countdown is a `timer`. */
  role?: 'alert' | 'status' | 'timer';
};

const toneClasses = {
  error: 'border-red-200 bg-red-50 text-red-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  info: 'border-teal-200 bg-teal-50 text-teal-900',
};

/** A message about the whole form or page (the server could not be reached, the account is locked…). */
export function FormAlert({ children, tone = 'error', id, role }: FormAlertProps) {
  return (
    <div id={id} role={role ?? (tone === 'info' ? 'status' : 'alert')} className={`rounded-lg border px-4 py-3 text-sm ${toneClasses[tone]}`}>
      {children}
    </div>
  );
}
