import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TCaseConflict } from '../../../../domain/cases/case-api';
import { orderStatusLabel } from '../../../../domain/order-status';
import { formatAge } from '../../../components/cases/time-ago';
import { FormAlert } from '../../../components/ui/form-alert';

type CaseListConflictProps = { conflict: TCaseConflict; patientName: string; onDismiss: () => void };

/** A restore refused because the case had moved on (45005): what it is now, who moved it, when and why. */
export function CaseListConflict({ conflict, patientName, onDismiss }: CaseListConflictProps) {
  const { i18n } = useLingui();
  // The age as of when the refusal arrived (the alert is read at once and then dismissed).
  const [shownAt] = useState(() => Date.now());
  const label = orderStatusLabel(conflict.status, conflict.status === 26 ? 'secondary' : 'primary');
  const status = label ? i18n._(label) : String(conflict.status);
  const event = conflict.lastEvent;
  const actor = event?.actorName ?? '';
  const age = event ? formatAge(event.createdAt, shownAt, i18n.locale) : '';
  const reason = event?.reason ?? '';
  return (
    <FormAlert tone="warning" role="alert">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <p className="font-medium">
            <Trans>
              The case of {patientName} was not restored: it changed meanwhile and is now “{status}”.
            </Trans>
          </p>
          {event ? (
            <p>
              <Trans>
                Changed by {actor}, {age}.
              </Trans>
            </p>
          ) : null}
          {reason ? (
            <p>
              <Trans>Reason: {reason}</Trans>
            </p>
          ) : null}
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
