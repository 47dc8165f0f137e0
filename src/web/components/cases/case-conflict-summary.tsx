import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TCaseConflict } from '../../../domain/orders/events';
import { FormAlert } from '../ui/form-alert';
import { CaseSide, caseStatusText, CaseTime } from './case-timeline';
import { formatAge } from './time-ago';

type CaseConflictSummaryProps = {
  conflict: TCaseConflict;
  /** The order's line: its wording of the status. */
  productLine: number;
  /** The first line (a `<p>`): what was refused and what the case is now, given the status as text. */
  headline: (status: string) => ReactNode;
  /** How the last change is dated: its time and the side that made it (case pages), or its age (a list's alert). */
  when?: 'time' | 'age';
  reasonClassName?: string;
};

/** A change refused because the case had moved on (45005): what it is now, who moved it, when and why. */
export function CaseConflictSummary({
  conflict,
  productLine,
  headline,
  when = 'time',
  reasonClassName,
}: CaseConflictSummaryProps) {
  const { i18n } = useLingui();
  // The age as of when the refusal arrived (the alert is read at once and then dismissed).
  const [shownAt] = useState(() => Date.now());
  const event = conflict.lastEvent;
  const actor = event?.actorName ?? '';
  const reason = event?.reason ?? '';
  const age = event && when === 'age' ? formatAge(event.createdAt, shownAt, i18n.locale) : '';
  return (
    <>
      {headline(caseStatusText(i18n, conflict.status, productLine))}
      {event ? (
        <p>
          {when === 'age' ? (
            <Trans>
              Changed by {actor}, {age}.
            </Trans>
          ) : (
            <Trans>
              Changed by {actor} (<CaseSide side={event.actorSide} />) at <CaseTime at={event.createdAt} />.
            </Trans>
          )}
        </p>
      ) : null}
      {reason ? (
        <p className={reasonClassName}>
          <Trans>Reason: {reason}</Trans>
        </p>
      ) : null}
    </>
  );
}

/** The conflict as an inline warning with a Dismiss button (lists and case pages that stay where they are). */
export function CaseConflictAlert({ onDismiss, ...summary }: CaseConflictSummaryProps & { onDismiss: () => void }) {
  return (
    <FormAlert tone="warning" role="alert">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CaseConflictSummary {...summary} />
        </div>
        <button
          type="button"
          onClick={onDismiss}
          className="min-h-11 rounded-lg px-3 text-sm font-medium text-amber-900 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          <Trans>Dismiss</Trans>
        </button>
      </div>
    </FormAlert>
  );
}
