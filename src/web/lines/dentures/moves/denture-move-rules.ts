import { moveCode, type PermissionCode } from '../../../../domain/accounts/permissions';
import { DENTURE_STATUS_TABLE, type DentureClinicAction } from '../../../../domain/lines/dentures/statuses';
import { CLINIC_ROLES, movesBy, type MoveDefinition } from '../../../../domain/orders/moves';

/**
 * What the clinic may do with a fixed-denture order now: the clinic's moves of the line's status table out of the
 * order's status, offered only when the server lists their target for the caller (`nextStatuses`) and the user's
 * role has the button, so the page never offers a move the server would refuse. The table's `submit` is "edit and
 * resubmit" here (the wizard, isEdit). Besides the table, feedback on production or shipping (a comment with up to 9
 * images) is offered while the order is at the production stage.
 */
export type DentureMoveAction = Exclude<DentureClinicAction, 'submit'>;
export type DentureActionKind = DentureMoveAction | 'resubmit' | 'productionFeedback';

const clinicMoves = movesBy(DENTURE_STATUS_TABLE, CLINIC_ROLES);

export function dentureMove(action: DentureClinicAction): MoveDefinition {
  const move = clinicMoves.find((candidate) => candidate.action === action);
  if (!move) throw new Error(`No clinic move ${action} in the fixed-denture status table`);
  return move;
}

type OrderFacts = { status: number; nextStatuses: readonly number[] };

/** Whether the table's move is possible for the order as it is now. */
export function isMoveAllowed(action: DentureClinicAction, order: OrderFacts): boolean {
  const move = dentureMove(action);
  return (move.from as readonly number[]).includes(order.status) && order.nextStatuses.includes(move.to);
}

/** The button permission of feedback on production or shipping (a comment any clinic member may write). */
const FEEDBACK_CODE: PermissionCode = 'order:receive';

function isAtProduction(status: number): boolean {
  return DENTURE_STATUS_TABLE.statuses[status as keyof typeof DENTURE_STATUS_TABLE.statuses]?.planStage.stage === 'production';
}

/** The actions to offer, in the table's order (the screen's), feedback on production last. */
export function dentureActionsOf(
  order: OrderFacts,
  can: (code: PermissionCode) => boolean = () => true,
): DentureActionKind[] {
  const moves: DentureActionKind[] = clinicMoves
    .filter((move) => isMoveAllowed(move.action as DentureClinicAction, order) && can(moveCode(move)))
    .map((move) => (move.action === 'submit' ? 'resubmit' : (move.action as DentureMoveAction)));
  return isAtProduction(order.status) && can(FEEDBACK_CODE) ? [...moves, 'productionFeedback'] : moves;
}
