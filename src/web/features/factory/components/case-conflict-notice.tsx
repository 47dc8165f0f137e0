import { Trans, useLingui } from '@lingui/react/macro';
import type { TCaseConflict } from '../../../../domain/cases/case-api';
import { CaseSide, caseStatusText, CaseTime } from '../../../components/cases/case-timeline';
import { FormAlert } from '../../../components/ui/form-alert';

/** A change refused because the case had moved on (45005): what it is now, who moved it, when and why. */
export function CaseConflictNotice({ conflict, onDismiss }: { conflict: TCaseConflict; onDismiss: () => void }) {
  const { i18n } = useLingui();
  const status = caseStatusText(i18n, conflict.status);
  const event = conflict.lastEvent;
  const actor = event?.actorName ?? '';
  const reason = event?.reason ?? '';
  return (
    <FormAlert tone="warning" role="alert">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <p className="font-medium">
            <Trans>Nothing was changed: this case changed meanwhile and is now “{status}”.</Trans>
          </p>
          {event ? (
            <p>
              <Trans>
                Changed by {actor} (<CaseSide side={event.actorSide} />) at <CaseTime at={event.createdAt} />.
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
