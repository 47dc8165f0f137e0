/**
 * The case status machine: which order status may follow which, who may make the move, and whether the
 * move needs a reason. The spec lists the codes (section 4) but not the moves; these follow how an aligner
 * manufacturer works:
 * - The clinic (doctor, or the clinic admin acting for the clinic) owns the case data and the decisions about
 *   the patient: it submits, fixes a failed case, approves or rejects a plan, asks for production, confirms
 *   receipt, completes, ignores, restores and cancels.
 * - The factory owns the work: it reviews the case data (pass, or fail with a reason), designs and revises the
 *   plan, prices the production plan, records the payment (until real payment exists), produces, ships and may
 *   terminate production with a reason.
 * - A cancel (3) is the clinic's and only before production: once paid (22) the order is in the factory's
 *   production queue and only the factory can stop it, as production terminated (27).
 * - Every move that puts the case back in the other side's hands with bad news needs a reason the other side
 *   reads: failed (5), plan not passed (15), cancelled (3), production terminated (27).
 * - Ignored (29) parks a case the clinic is not pursuing; restoring it goes back to information to complete (1),
 *   because the data may be stale and the clinic resubmits it.
 * - After receipt (25) the clinic may ask for the next batch of steps (back to 20) or complete the treatment.
 * Each product line has its own table (registry below); a line without one refuses every move. Codes that
 * share a label with a used code (7, 11-13, 17, 30-39...) belong to other lines' flows and have no moves here.
 */
import { isOrderStatusCode, ORDER_STATUS_CODES, type OrderStatusCode } from '../order-status';
import type { ProductLineCode } from '../product-lines';

export const CASE_ROLES = ['doctor', 'clinicAdmin', 'factory'] as const;
export type CaseRole = (typeof CASE_ROLES)[number];

export type TransitionRule = {
  readonly to: OrderStatusCode;
  readonly roles: readonly CaseRole[];
  readonly reasonRequired: boolean;
};

/** For every status code, the moves out of it (none for terminal and unused codes). */
export type TransitionTable = Readonly<Record<OrderStatusCode, readonly TransitionRule[]>>;

export type TransitionCheck =
  { ok: true } | { ok: false; reason: 'not-allowed' | 'role-not-allowed' | 'reason-required' };

const CLINIC: readonly CaseRole[] = ['doctor', 'clinicAdmin'];
const FACTORY: readonly CaseRole[] = ['factory'];

const move = (to: OrderStatusCode, roles: readonly CaseRole[], reasonRequired = false): TransitionRule => ({
  to,
  roles,
  reasonRequired,
});

/** The aligner statuses before production, the only ones a clinic may cancel from. */
export const ALIGNER_CANCELLABLE_STATUSES: readonly OrderStatusCode[] = [1, 2, 4, 5, 6, 8, 10, 14, 15, 16, 20, 21];

const alignerMoves: Partial<Record<OrderStatusCode, readonly TransitionRule[]>> = {
  1: [move(2, CLINIC), move(29, CLINIC)], // submit; ignore a case the clinic is not pursuing
  2: [move(4, FACTORY), move(5, FACTORY, true)], // case data review
  4: [move(6, FACTORY)], // accepted into the design queue
  5: [move(2, CLINIC), move(29, CLINIC)], // the doctor fixes and resubmits, or gives up on it
  6: [move(8, FACTORY)], // plan designed (internal check before the doctor sees it)
  8: [move(10, FACTORY)], // plan published to the doctor
  10: [move(14, CLINIC), move(15, CLINIC, true)], // the doctor's plan review
  15: [move(16, FACTORY)], // the factory takes the rejection up
  16: [move(8, FACTORY)], // revised plan, published again through 8 -> 10
  14: [move(20, CLINIC)], // the doctor asks for production (steps to produce)
  20: [move(21, FACTORY)], // priced: the payment order is issued
  21: [move(22, FACTORY)], // payment recorded
  22: [move(23, FACTORY), move(27, FACTORY, true)], // released to production
  23: [move(24, FACTORY), move(27, FACTORY, true)], // shipped (carrier and tracking number)
  24: [move(25, CLINIC)], // receipt confirmed
  25: [move(26, CLINIC), move(20, CLINIC)], // complete, or ask for the next batch of steps
  29: [move(1, CLINIC)], // restored
};

function buildTable(
  moves: Partial<Record<OrderStatusCode, readonly TransitionRule[]>>,
  cancellable: readonly OrderStatusCode[],
): TransitionTable {
  const cancel = move(3, CLINIC, true);
  const entries = ORDER_STATUS_CODES.map((code) => {
    const rules = [...(moves[code] ?? []), ...(cancellable.includes(code) ? [cancel] : [])];
    return [code, Object.freeze(rules)] as const;
  });
  return Object.freeze(Object.fromEntries(entries) as Record<OrderStatusCode, readonly TransitionRule[]>);
}

/** Invisible aligners (product line 1). */
export const ALIGNER_TRANSITIONS: TransitionTable = buildTable(alignerMoves, ALIGNER_CANCELLABLE_STATUSES);

/** One table per product line; add a line's table here when its issue comes. */
const tablesByLine = new Map<number, TransitionTable>([[1 satisfies ProductLineCode, ALIGNER_TRANSITIONS]]);

export function transitionTable(line: number): TransitionTable | undefined {
  return tablesByLine.get(line);
}

function findRule(line: number, from: number, to: number): TransitionRule | undefined {
  const table = tablesByLine.get(line);
  if (!table || !isOrderStatusCode(from)) return undefined;
  return table[from].find((rule) => rule.to === to);
}

/** Whether the role may make the move at all (a reason may still be required: see checkTransition). */
export function canTransition(line: number, from: number, to: number, role: CaseRole): boolean {
  return findRule(line, from, to)?.roles.includes(role) ?? false;
}

/** The full check the server runs on every status change. */
export function checkTransition(
  line: number,
  from: number,
  to: number,
  role: CaseRole,
  { reason }: { reason?: string | null } = {},
): TransitionCheck {
  const rule = findRule(line, from, to);
  if (!rule) return { ok: false, reason: 'not-allowed' };
  if (!rule.roles.includes(role)) return { ok: false, reason: 'role-not-allowed' };
  if (rule.reasonRequired && !reason?.trim()) return { ok: false, reason: 'reason-required' };
  return { ok: true };
}

/** The statuses the role may move the case to from `from`, in table order (for buttons and menus). */
export function nextStatuses(line: number, from: number, role: CaseRole): OrderStatusCode[] {
  const table = tablesByLine.get(line);
  if (!table || !isOrderStatusCode(from)) return [];
  return table[from].filter((rule) => rule.roles.includes(role)).map((rule) => rule.to);
}

/** Whether the move needs a reason; false for a move that does not exist. */
export function reasonRequired(line: number, from: number, to: number): boolean {
  return findRule(line, from, to)?.reasonRequired ?? false;
}

/**
 * Stage restart (spec section 4): abandons the current stage and needs new case data. It is not a move of the table
 * (the case goes back to information to complete, 1, with the next stage number, and shows in the restarted tab).
 * The clinic may restart once the aligners of the stage are in the patient's hands (received, 25).
 */
const restartFromByLine = new Map<number, readonly OrderStatusCode[]>([[1, [25]]]);

export function canRestartStage(line: number, from: number, role: CaseRole): boolean {
  return (restartFromByLine.get(line) ?? []).some((status) => status === from) && CLINIC.includes(role);
}
