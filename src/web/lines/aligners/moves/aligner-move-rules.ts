import { moveCode, type PermissionCode } from '../../../../domain/accounts/permissions';
import type { TCaseDetail } from '../../../../domain/lines/aligners/detail';
import { ALIGNER_STATUS_TABLE, type AlignerClinicAction } from '../../../../domain/lines/aligners/statuses';
import type { OrderStatusCode } from '../../../../domain/order-status';
import { CLINIC_ROLES, movesBy, type MoveDefinition, type MoveForm } from '../../../../domain/orders/moves';
import { PRODUCT_LINE_CODE } from '../../../../domain/product-lines';

/**
 * What the caller may do with the case now: the clinic's moves of the aligner status table, plus the stage restart.
 * Offered only from the statuses the table starts them from and only when the server lists their target for the
 * caller (`nextStatuses`, `canRestart`), so the page never offers a move the server would refuse. The table's `submit`
 * is "continue editing" here: it opens the wizard, which resubmits the case.
 */
export type DetailActionKind = Exclude<AlignerClinicAction, 'submit'> | 'continueEditing' | 'restart';
type MoveKind = Exclude<DetailActionKind, 'restart'>;

const clinicMoves = movesBy(ALIGNER_STATUS_TABLE, CLINIC_ROLES);

function moveOf(kind: MoveKind): MoveDefinition {
  const action = kind === 'continueEditing' ? 'submit' : kind;
  const move = clinicMoves.find((candidate) => candidate.action === action);
  if (!move) throw new Error(`No clinic move ${action} in the aligner status table`);
  return move;
}

/** The move's definition; the restart's is the table's restart. */
function definitionOf(kind: DetailActionKind): MoveDefinition {
  if (kind !== 'restart') return moveOf(kind);
  const { restart } = ALIGNER_STATUS_TABLE;
  if (!restart) throw new Error('No stage restart in the aligner status table');
  return restart;
}

/** The status a move goes to. */
export function actionTarget(kind: MoveKind): OrderStatusCode {
  return moveOf(kind).to;
}

/** The move's form as the table defines it: whether it asks for a reason, how many photos may go with it. */
export function actionForm(kind: DetailActionKind): MoveForm {
  return definitionOf(kind).form;
}

type DetailFacts = Pick<TCaseDetail, 'status' | 'nextStatuses' | 'canRestart'>;

/** Whether the action is possible for the case as it is now (also used to tell an open form it went stale). */
export function isActionAllowed(kind: DetailActionKind, detail: DetailFacts): boolean {
  if (kind === 'restart') return detail.canRestart;
  const move = moveOf(kind);
  return (move.from as readonly number[]).includes(detail.status) && detail.nextStatuses.includes(move.to);
}

/** The order the buttons show in, the main ones first (what each means is the table's). */
export const DETAIL_ACTION_ORDER = [
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
] as const satisfies readonly DetailActionKind[];

/** The button permission an action needs (the permission matrix; a restart is a clinical decision). */
export function actionCode(kind: DetailActionKind): PermissionCode {
  return kind === 'restart' ? 'order:decide' : moveCode(moveOf(kind));
}

/** The actions to offer, the main ones first: possible now, and the user's role has the button (`can`). */
export function detailActionsOf(
  detail: DetailFacts,
  can: (code: PermissionCode) => boolean = () => true,
): DetailActionKind[] {
  return DETAIL_ACTION_ORDER.filter((kind) => isActionAllowed(kind, detail) && can(actionCode(kind)));
}

/** The wizard, opened on this case (continue editing, or new case data after a stage restart). */
export function caseWizardPath(orderId: number): string {
  return `/confirmOrder?type=${PRODUCT_LINE_CODE.invisible}&orderId=${orderId}`;
}
