import type { ReactNode } from 'react';

type FormAlertProps = {
  children: ReactNode;
  tone?: 'error' | 'warning' | 'info' | 'success';
  /** `sm` where the form around it is compact (the sign-in card, a dialog's grid). */
  size?: 'sm' | 'base';
  id?: string;
  /** Defaults to an alert for an error and a status for the rest, announced as it appears; a ticking countdown is a `timer`. */
  role?: 'alert' | 'status' | 'timer';
  /** Classes for the alert's place in the layout (a grid span, say). */
  className?: string;
};

const toneClasses = {
  error: 'border-red-200 bg-red-50 text-red-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  info: 'border-slate-200 bg-slate-50 text-slate-800',
  success: 'border-teal-200 bg-teal-50 text-teal-900',
};

const sizeClasses = { sm: 'text-sm', base: 'text-base' };

/** A message about the whole form or page (the server could not be reached, the account is locked, it was saved…). */
export function FormAlert({ children, tone = 'error', size = 'base', id, role, className }: FormAlertProps) {
  return (
    <div
      id={id}
      role={role ?? (tone === 'error' ? 'alert' : 'status')}
      className={`rounded-lg border px-4 py-3 ${sizeClasses[size]} ${toneClasses[tone]}${className ? ` ${className}` : ''}`}
    >
      {children}
    </div>
  );
}
