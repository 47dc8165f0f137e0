import type { TCaseDetail } from '../../../../domain/cases/case-api';

/**
 * What the caller may do with the case now. Derived only from what the server said (`nextStatuses` for the caller's
 * role, `canRestart`), so the page never offers a move the server would refuse.
 */
export type DetailActionKind =
  | 'continueEditing'
  | 'approvePlan'
  | 'rejectPlan'
  | 'requestProduction'
  | 'confirmReceipt'
  | 'complete'
  | 'restart'
  | 'restore'
  | 'ignore'
  | 'cancel';

/** The status each plain move goes to (the forms' moves are here too: production 20, completion 26). */
export const ACTION_TARGETS = {
  approvePlan: 14,
  rejectPlan: 15,
  requestProduction: 20,
  confirmReceipt: 25,
  complete: 26,
  restore: 1,
  ignore: 29,
  cancel: 3,
} as const satisfies Partial<Record<DetailActionKind, number>>;

type DetailFacts = Pick<TCaseDetail, 'status' | 'nextStatuses' | 'canRestart'>;

/** Which of the moves out of `from` an action is: each is offered only from the status where it means that. */
const ACTION_SOURCES: Record<Exclude<DetailActionKind, 'restart' | 'continueEditing'>, readonly number[]> = {
  approvePlan: [10],
  rejectPlan: [10],
  requestProduction: [14, 25],
  confirmReceipt: [24],
  complete: [25],
  restore: [29],
  // Ignore and cancel come from any status the server allows them from.
  ignore: [],
  cancel: [],
};

/** Whether the action is possible for the case as it is now (also used to tell an open form it went stale). */
export function isActionAllowed(kind: DetailActionKind, detail: DetailFacts): boolean {
  if (kind === 'restart') return detail.canRestart;
  // The wizard resubmits a case in 1 or 5 (a move to 2).
  if (kind === 'continueEditing') return [1, 5].includes(detail.status) && detail.nextStatuses.includes(2);
  const sources = ACTION_SOURCES[kind];
  return (
    (sources.length === 0 || sources.includes(detail.status)) && detail.nextStatuses.includes(ACTION_TARGETS[kind])
  );
}

const ORDER: readonly DetailActionKind[] = [
  'continueEditing',
  'approvePlan',
  'rejectPlan',
  'requestProduction',
  'confirmReceipt',
  'complete',
  'restart',
  'restore',
  'ignore',
  'cancel',
];

/** The actions to offer, the main ones first. */
export function detailActionsOf(detail: DetailFacts): DetailActionKind[] {
  return ORDER.filter((kind) => isActionAllowed(kind, detail));
}

/** The wizard, opened on this case (continue editing, or new case data after a stage restart). */
export function caseWizardPath(orderId: number): string {
  return `/confirmOrder?type=1&orderId=${orderId}`;
}
