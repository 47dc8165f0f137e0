/**
 * The case status machine: which order status may follow which, who may make the move, and whether the move needs a
 * reason. It is read from each product line's status table (src/domain/lines/<line>/statuses.ts, registered in
 * src/domain/lines/registry.ts), where every move is written once with its meaning; a line without a table refuses
 * every move. Codes of the spec's table that no line uses have no moves.
 */
import { mayWorkAtDesk, type FactoryRole } from '../accounts/factory-roles';
import { isOrderStatusCode, ORDER_STATUS_CODES, type OrderStatusCode } from '../order-status';
import {
  findMove,
  movesFrom,
  type CaseRole,
  type MoveDefinition,
  type MoveFields,
  type StatusTable,
} from '../orders/moves';
import { lineStatusTable } from '../lines/registry';

export { CASE_ROLES, type CaseRole } from '../orders/moves';

export type TransitionRule = {
  readonly to: OrderStatusCode;
  readonly roles: readonly CaseRole[];
  readonly reasonRequired: boolean;
};

/** For every status code, the moves out of it (none for terminal and unused codes). */
export type TransitionTable = Readonly<Record<OrderStatusCode, readonly TransitionRule[]>>;

export type TransitionCheck =
  { ok: true } | { ok: false; reason: 'not-allowed' | 'role-not-allowed' | 'reason-required' };

/** A line's status table as the machine reads it: per status code, the moves out of it in table order. */
export function transitionTableOf(table: StatusTable): TransitionTable {
  const entries = ORDER_STATUS_CODES.map((code) => {
    const rules = movesFrom(table, code).map((move): TransitionRule =>
      Object.freeze({ to: move.to, roles: move.by, reasonRequired: move.form.reason === 'required' }),
    );
    return [code, Object.freeze(rules)] as const;
  });
  return Object.freeze(Object.fromEntries(entries) as Record<OrderStatusCode, readonly TransitionRule[]>);
}

/** The move of the line's table from `from` to `to`, with its meaning (form, effects). */
export function lineMove(line: number, from: number, to: number): MoveDefinition | undefined {
  const table = lineStatusTable(line);
  return table && isOrderStatusCode(from) ? findMove(table, from, to) : undefined;
}

/**
 * Where the line's move with its own form goes (the target of that form's call); undefined if the line has none. When
 * two moves share a form (a try-in and a custom tray both leave as a parcel), the one that leaves `from` is meant.
 */
export function formTarget(line: number, fields: MoveFields, from?: number): OrderStatusCode | undefined {
  const moves = lineStatusTable(line)?.moves.filter((move) => move.form.fields === fields) ?? [];
  const leaving = moves.find((move) => from !== undefined && (move.from as readonly number[]).includes(from));
  return (leaving ?? moves[0])?.to;
}

/** Whether the role may make the move at all (a reason may still be required: see checkTransition). */
export function canTransition(line: number, from: number, to: number, role: CaseRole): boolean {
  return lineMove(line, from, to)?.by.includes(role) ?? false;
}

/** The full check the server runs on every status change. */
export function checkTransition(
  line: number,
  from: number,
  to: number,
  role: CaseRole,
  { reason }: { reason?: string | null } = {},
): TransitionCheck {
  const move = lineMove(line, from, to);
  if (!move) return { ok: false, reason: 'not-allowed' };
  if (!move.by.includes(role)) return { ok: false, reason: 'role-not-allowed' };
  if (move.form.reason === 'required' && !reason?.trim()) return { ok: false, reason: 'reason-required' };
  return { ok: true };
}

/** The statuses the role may move the case to from `from`, in table order (for buttons and menus). */
export function nextStatuses(line: number, from: number, role: CaseRole): OrderStatusCode[] {
  const table = lineStatusTable(line);
  if (!table) return [];
  return movesFrom(table, from)
    .filter((move) => move.by.includes(role))
    .map((move) => move.to);
}

/** Whether the move needs a reason; false for a move that does not exist. */
export function reasonRequired(line: number, from: number, to: number): boolean {
  return lineMove(line, from, to)?.form.reason === 'required';
}

/**
 * Stage restart (spec section 4): abandons the current stage and needs new case data. It is not a move of the machine
 * (the case goes back to the restart's `to` with the next stage number, and shows in the restarted tab); the line's
 * table says from where and who.
 */
export function canRestartStage(line: number, from: number, role: CaseRole): boolean {
  const restart = lineStatusTable(line)?.restart;
  return !!restart && (restart.from as readonly number[]).includes(from) && restart.by.includes(role);
}

/**
 * Whether a factory user in `factoryRole` may make the move of the line from `from` to `to` (the move's desk: see
 * domain/accounts/factory-roles.ts). The clinic's moves and moves the line does not have are not the desk's to say.
 */
export function factoryRoleMayMove(line: number, from: number, to: number, factoryRole: FactoryRole | null): boolean {
  return mayWorkAtDesk(factoryRole, lineMove(line, from, to)?.desk);
}
