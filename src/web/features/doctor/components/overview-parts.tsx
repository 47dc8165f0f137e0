import type { ReactNode } from 'react';
import { cardClass } from '../../../components/ui/styles';

type OverviewSectionProps = {
  headingId: string;
  title: ReactNode;
  /** What the section says when it has nothing to show (null: it has something). */
  empty?: ReactNode;
  children: ReactNode;
};

/** One of the three sections of /userDoctor: its heading, what it says when empty, then a card per clinic. */
export function OverviewSection({ headingId, title, empty = null, children }: OverviewSectionProps) {
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {empty ? <p className="text-slate-600">{empty}</p> : null}
      {children}
    </section>
  );
}

/** A clinic's part of a section: a card named for screen readers (`label`), headed by the clinic's name. */
export function ClinicCard({
  label,
  clinicName,
  children,
}: {
  label: string;
  clinicName: string;
  children: ReactNode;
}) {
  return (
    <article aria-label={label} className={`${cardClass} grid gap-3`}>
      <h3 className="text-lg font-semibold text-slate-900">{clinicName}</h3>
      {children}
    </article>
  );
}
