import type { ReactNode } from 'react';

/** One fact of the case in a description list: the term over its value. */
export function DetailFact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="text-base font-medium text-slate-900">{children}</dd>
    </div>
  );
}
