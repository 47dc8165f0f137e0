import { useId, type ReactNode } from 'react';
import { MISSING } from './case-labels';

/** A section of the prescription sheet; it is not split across printed pages. */
export function SummarySection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 break-inside-avoid flex-col gap-4 border-t border-slate-200 pt-4 *:min-w-0 print:border-black"
    >
      <h3 id={id} className="text-lg font-semibold text-slate-900 print:text-black">
        {title}
      </h3>
      {children}
    </section>
  );
}

export function Terms({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-3">{children}</dl>;
}

/** A label and its value; an empty value shows as "—". `isWide` gives free text the whole row. */
export function Term({ term, children, isWide = false }: { term: ReactNode; children?: ReactNode; isWide?: boolean }) {
  const isEmpty =
    children === undefined || children === null || (typeof children === 'string' && children.trim() === '');
  return (
    <div className={`flex min-w-0 flex-col gap-0.5 ${isWide ? 'sm:col-span-full' : ''}`}>
      <dt className="text-sm text-slate-600 print:text-black">{term}</dt>
      <dd className="text-base font-medium break-words whitespace-pre-wrap text-slate-900 print:text-black">
        {isEmpty ? MISSING : children}
      </dd>
    </div>
  );
}
