import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OrderStatusCode } from '../order-status';
import { statusesPlaced } from '../lines/registry';
import type { CaseTab, StatusPlace } from '../orders/moves';

/**
 * The tabs of /caseList (spec section 4). The spec names them, not what they hold; every case is in exactly one, the
 * one its product line's status table places its status in:
 * - pending: the case waits for the clinic's decision (review the plan, ask for production, pay, confirm receipt,
 *   finish or order the next batch);
 * - toSubmit: the case data is the clinic's to complete (information to complete, or failed review), first stage;
 * - inTreatment: the factory is working on it (review, design, revision, production, shipping);
 * - completed: finished one way or another (treatment completed, cancelled, production terminated);
 * - ignored: parked by the clinic (29); it can be restored;
 * - restarted: a stage restart abandoned the previous stage and the new case data is the clinic's to complete
 *   (status 1 or 5 with a stage number above 1). Once resubmitted it moves on like any other case.
 */
export { CASE_TABS, type CaseTab } from '../orders/moves';

export const CASE_TAB_LABELS: Record<CaseTab, MessageDescriptor> = {
  pending: msg({ context: 'case tab', message: 'Pending' }),
  toSubmit: msg({ context: 'case tab', message: 'To submit' }),
  inTreatment: msg({ context: 'case tab', message: 'In treatment' }),
  completed: msg({ context: 'case tab', message: 'Completed' }),
  ignored: msg({ context: 'case tab', message: 'Ignored' }),
  restarted: msg({ context: 'case tab', message: 'Restarted' }),
};

/** The statuses the product lines place in a tab (every line's status table says where each of its statuses is listed). */
const statusesIn = (tab: StatusPlace['tab']) => statusesPlaced((place) => place.tab === tab);

/** The clinic's to-do statuses (pending tab; also the worktable's "needs your action" counts). */
export const CLINIC_ACTION_STATUSES: readonly OrderStatusCode[] = statusesIn('pending');
/** Statuses where the case data is the clinic's to (re)submit. */
export const CLINIC_DRAFT_STATUSES: readonly OrderStatusCode[] = statusesIn('toSubmit');
export const COMPLETED_STATUSES: readonly OrderStatusCode[] = statusesIn('completed');
export const IGNORED_STATUSES: readonly OrderStatusCode[] = statusesIn('ignored');
/** The factory's side of the work. */
export const IN_TREATMENT_STATUSES: readonly OrderStatusCode[] = statusesIn('inTreatment');

export type CaseTabFilter = { statuses: readonly OrderStatusCode[]; stage?: 'first' | 'later' };

/** What the server filters by for a tab: statuses, and for the two draft tabs the stage number. */
export const CASE_TAB_FILTERS: Record<CaseTab, CaseTabFilter> = {
  pending: { statuses: CLINIC_ACTION_STATUSES },
  toSubmit: { statuses: CLINIC_DRAFT_STATUSES, stage: 'first' },
  inTreatment: { statuses: IN_TREATMENT_STATUSES },
  completed: { statuses: COMPLETED_STATUSES },
  ignored: { statuses: IGNORED_STATUSES },
  restarted: { statuses: CLINIC_DRAFT_STATUSES, stage: 'later' },
};

/** The tab a case is in. */
export function caseTabOf(status: number, stageNo: number): CaseTab {
  if ((CLINIC_DRAFT_STATUSES as readonly number[]).includes(status)) return stageNo > 1 ? 'restarted' : 'toSubmit';
  if ((CLINIC_ACTION_STATUSES as readonly number[]).includes(status)) return 'pending';
  if ((COMPLETED_STATUSES as readonly number[]).includes(status)) return 'completed';
  if ((IGNORED_STATUSES as readonly number[]).includes(status)) return 'ignored';
  return 'inTreatment';
}
