import { moveCode, type PermissionCode } from '../../../../domain/accounts/permissions';
import { lineStatusTable } from '../../../../domain/lines/registry';
import type { OrderStatusCode } from '../../../../domain/order-status';
import {
  FACTORY_ROLES,
  movesBy,
  movesFrom,
  type MoveDefinition,
  type MoveFields,
} from '../../../../domain/orders/moves';

/**
 * How the screen carries an action out: a confirmed plain change, a change with a reason, or the move's own form, by
 * its name in the table (`form.fields`: the core's, such as `shipment`, or the line's own), which the line's factory
 * view provides.
 */
export type FactoryActionForm = 'confirm' | 'reason' | MoveFields;

export type FactoryAction = {
  /** The move's action name (its line's status table); the line's factory view says it (`FactoryActionTexts`). */
  kind: string;
  /** The status the case moves to. */
  to: OrderStatusCode;
  form: FactoryActionForm;
  /** Whether it hands bad news back (shown apart, in red): the moves that need a reason. */
  isDestructive: boolean;
  /** How many photos may go with the reason (the table's `form.photos`; 0: none offered). */
  photos: number;
};

function formOf(move: MoveDefinition): FactoryActionForm {
  const { fields, reason } = move.form;
  return fields ?? (reason === 'required' ? 'reason' : 'confirm');
}

/**
 * The actions valid now: the moves of `nextStatuses` (from the server) that the table gives the factory from `status`,
 * and of those the ones whose desk's button the user has (`can`: the permission matrix's `desk:<desk>` codes;
 * docs/permissions.md; the server lists only those already).
 */
export function factoryActionsOf(
  productLine: number,
  status: number,
  nextStatuses: readonly number[],
  can: (code: PermissionCode) => boolean,
): FactoryAction[] {
  const table = lineStatusTable(productLine);
  if (!table) return [];
  const factoryMoves = new Set(movesBy(table, FACTORY_ROLES));
  return movesFrom(table, status)
    .filter((move) => factoryMoves.has(move) && nextStatuses.includes(move.to) && can(moveCode(move)))
    .map((move) => ({
      kind: move.action,
      to: move.to,
      form: formOf(move),
      isDestructive: move.form.reason === 'required',
      photos: move.form.photos,
    }));
}
