import { useLingui } from '@lingui/react/macro';
import {
  CLINIC_ACTION_STATUSES,
  CLINIC_DRAFT_STATUSES,
  COMPLETED_STATUSES,
  IGNORED_STATUSES,
} from '../../../domain/cases/case-tabs';
import { isFailedStatus, ORDER_STATUS, orderStatusLabel, type OrderStatusWording } from '../../../domain/order-status';
import { Trans } from '@lingui/react/macro';
import { statusWordingOf } from '../../../domain/product-lines';

/** Who the case is waiting for, as the badge's colour says it (the words carry the meaning; the colour repeats it). */
export type CaseStatusGroup = 'clinicAction' | 'factoryWorking' | 'completed' | 'stopped' | 'ignored';

const TREATMENT_COMPLETED = ORDER_STATUS.treatmentCompleted;

const clinicAction = new Set<number>([...CLINIC_ACTION_STATUSES, ...CLINIC_DRAFT_STATUSES]);
const stopped = new Set<number>(COMPLETED_STATUSES.filter((status) => status !== TREATMENT_COMPLETED));
const ignored = new Set<number>(IGNORED_STATUSES);

export function caseStatusGroup(status: number): CaseStatusGroup {
  if (clinicAction.has(status)) return 'clinicAction';
  if (status === TREATMENT_COMPLETED) return 'completed';
  if (stopped.has(status)) return 'stopped';
  if (ignored.has(status)) return 'ignored';
  return 'factoryWorking';
}

const groupClasses: Record<CaseStatusGroup, string> = {
  clinicAction: 'bg-amber-50 text-amber-900 ring-amber-200',
  factoryWorking: 'bg-sky-50 text-sky-900 ring-sky-200',
  completed: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  stopped: 'bg-rose-50 text-rose-800 ring-rose-200',
  ignored: 'bg-slate-100 text-slate-700 ring-slate-200',
};

type CaseStatusBadgeProps = {
  status: number;
  /** The order's product line: it says which statuses it reads with their second wording (aligners: 26). */
  productLine: number;
  /** Overrides the line's wording where the status table has two (26, 42, 43). */
  wording?: OrderStatusWording;
  /** The reason given with the move to this status; a failed status always says it. */
  reason?: string | null;
};

/** A case's or order's status in a pill coloured by who it waits for; shared by the lists, the detail and the factory. */
export function CaseStatusBadge({ status, productLine, wording, reason }: CaseStatusBadgeProps) {
  const { i18n } = useLingui();
  const chosen = wording ?? statusWordingOf(productLine, status);
  const label = orderStatusLabel(status, chosen);
  const group = caseStatusGroup(status);
  const badge = (
    <span
      data-status-group={group}
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 first-letter:uppercase ${groupClasses[group]}`}
    >
      {label ? i18n._(label) : String(status)}
    </span>
  );
  const shownReason = isFailedStatus(status) ? reason?.trim() : '';
  if (!shownReason) return badge;
  return (
    <span className="inline-flex max-w-full flex-col items-start gap-1">
      {badge}
      <span className="line-clamp-3 text-sm break-words text-rose-800" data-testid="status-reason">
        <Trans>Reason: {shownReason}</Trans>
      </span>
    </span>
  );
}
