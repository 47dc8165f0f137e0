import { useId, type ReactNode } from 'react';
import { cardClass } from '../../../components/ui/styles';

/** A titled card of an order's page. */
export function SectionCard({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={`${cardClass} min-w-0`} data-testid={testId}>
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 grid gap-3">{children}</div>
    </section>
  );
}
