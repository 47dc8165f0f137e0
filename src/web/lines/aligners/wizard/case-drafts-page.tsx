import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { CASE_WIZARD_STEPS } from '../../../../domain/lines/aligners/case-data';
import { formatAge, formatAsOf } from '../../../components/cases/time-ago';
import { confirm } from '../../../components/ui/confirm/confirm-store';
import { dangerOutlineButtonClass, primaryButtonClass, secondaryButtonClass } from '../../../components/ui/styles';
import { toast } from '../../../components/ui/toast/toast-store';
import { deleteDraft } from '../../../lib/offline/drafts';
import { reportQuotaError } from '../../../lib/offline/storage-persistence';
import { useUserDatabase } from '../../../lib/offline/user-database-context';
import { Can } from '../../../lib/session/can';
import { readCaseDrafts, removeSentDrafts, type CaseDraftRow } from './case-drafts';
import { STEP_LABELS } from './step-labels';
import { CASE_WIZARD_PATH } from '../../../features/cases/wizard/wizard-draft';
import { wizardPathOf } from './aligner-draft';

function SubmitStateText({ row }: { row: CaseDraftRow }) {
  switch (row.submit.kind) {
    case 'waiting':
      return (
        <span className="rounded-full bg-teal-50 px-2 py-0.5 text-sm text-teal-900">
          <Trans>Submitted, waiting to sync</Trans>
        </span>
      );
    case 'attention':
      return (
        <span className="rounded-full bg-amber-50 px-2 py-0.5 text-sm text-amber-900">
          <Trans>Submitted, needs attention</Trans>
        </span>
      );
    default:
      return (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm text-slate-700">
          <Trans>Not submitted</Trans>
        </span>
      );
  }
}

function DraftCard({ row, now }: { row: CaseDraftRow; now: number }) {
  const { i18n, t } = useLingui();
  const db = useUserDatabase();
  const { draft } = row;
  const patientName = draft.patient?.name ?? '';
  const reachedStep = CASE_WIZARD_STEPS[Math.min(draft.reached, CASE_WIZARD_STEPS.length - 1)] ?? 'basic';
  const isQueued = row.submit.kind === 'waiting';

  async function onDelete() {
    const isConfirmed = await confirm({
      title: msg`Delete this draft?`,
      body: patientName
        ? t`The case draft of ${patientName} is deleted from this device.`
        : msg`The case draft is deleted from this device.`,
      confirmLabel: msg`Delete`,
      tone: 'danger',
    });
    if (!isConfirmed) return;
    try {
      await deleteDraft(db, row.key);
      toast.success(msg`The draft was deleted.`);
    } catch (error) {
      if (!reportQuotaError(error)) toast.error(msg`The draft could not be deleted.`);
    }
  }

  return (
    <li
      className="flex flex-wrap items-center gap-x-5 gap-y-2 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="case-draft"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-base font-medium text-slate-900" data-testid="case-draft-patient">
          {patientName || <Trans>No patient chosen yet</Trans>}
          {draft.orderId !== null ? (
            <span className="ms-2 text-sm font-normal text-slate-600">
              <Trans>Resubmission of case {draft.orderId}</Trans>
            </span>
          ) : null}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span>
            <Trans>
              Last change{' '}
              <time
                dateTime={new Date(row.updatedAt).toISOString()}
                title={formatAsOf(row.updatedAt, now, i18n.locale)}
              >
                {formatAge(row.updatedAt, now, i18n.locale)}
              </time>
            </Trans>
          </span>
          <span data-testid="case-draft-step">
            <Trans>Step reached: {i18n._(STEP_LABELS[reachedStep])}</Trans>
          </span>
          <SubmitStateText row={row} />
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Can code="case:create">
          <Link href={wizardPathOf(draft)} className={primaryButtonClass} data-testid="case-draft-open">
            <Trans>Open</Trans>
          </Link>
        </Can>
        <button
          type="button"
          className={dangerOutlineButtonClass}
          onClick={() => void onDelete()}
          disabled={isQueued}
          title={isQueued ? t`It was submitted and waits to be sent: see the sync panel.` : undefined}
          data-testid="case-draft-delete"
        >
          <Trans>Delete</Trans>
        </button>
      </div>
    </li>
  );
}

/**
 * /caseDrafts, the temporary storage box: the aligner case drafts on this device that the server has not received
 * yet, newest change first; open one to go on (whoever may create cases: case:create), or delete it. Works offline
 * (it is all on the device).
 */
export function CaseDraftsPage() {
  const db = useUserDatabase();
  const rows = useLiveQuery(() => readCaseDrafts(db), [db]);
  // The ages are as of opening the page (the list itself stays live).
  const [now] = useState(Date.now);

  useEffect(() => {
    void removeSentDrafts(db).catch(() => 0);
  }, [db]);

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Temporary storage box</Trans>
        </h1>
        <Can code="case:create">
          <Link href={`${CASE_WIZARD_PATH}?type=1`} className={secondaryButtonClass}>
            <Trans>New aligner case</Trans>
          </Link>
        </Can>
      </header>
      {rows === undefined ? null : rows.length === 0 ? (
        <p className="text-slate-600" data-testid="case-drafts-empty">
          <Trans>No case drafts on this device.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {rows.map((row) => (
            <DraftCard key={row.key} row={row} now={now} />
          ))}
        </ul>
      )}
    </div>
  );
}
