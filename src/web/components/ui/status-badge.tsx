import type { ReactNode } from 'react';

export type StatusTone = 'neutral' | 'pending' | 'success' | 'danger';

const toneClasses: Record<StatusTone, string> = {
  neutral: 'bg-slate-100 text-slate-800',
  pending: 'bg-amber-50 text-amber-900 ring-1 ring-amber-200',
  success: 'bg-teal-50 text-teal-900 ring-1 ring-teal-200',
  danger: 'bg-red-50 text-red-800 ring-1 ring-red-200',
};

/** A status word in a coloured pill; the word itself carries the meaning, the colour only repeats it. */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium ${toneClasses[tone]}`}>
      {children}
    </span>
  );
}
