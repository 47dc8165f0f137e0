import type { ExpressionBuilder, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { Principal } from '../../auth/auth-plugin';
import { AppError } from '../../http/envelope';
import { ErrorCode } from '../../../domain/response-codes';
import {
  canRestartStage,
  checkTransition,
  factoryRoleMayMove,
  formTarget,
  lineMove,
  nextStatuses,
  type CaseRole,
} from '../../../domain/cases/status-machine';
import type { OrderStatusCode } from '../../../domain/order-status';
import type { MoveFields } from '../../../domain/orders/moves';
import { CaseErrorCode, caseErrorMessages, factoryDeskRefusedMessage } from '../../../domain/cases/case-messages';
import type { FactoryRole } from '../../../domain/accounts/factory-roles';
import { grants, moveCode, personasOf, type Persona } from '../../../domain/accounts/permissions';
import type { TCaseConflict } from '../../../domain/orders/events';
import type { OrderTable } from './tables';
import { PaymentErrorCode, paymentErrorMessages } from '../../../domain/payments/payment-messages';
import { hasOpenPaymentOrder } from '../money';

/**
 * The one place a case's status changes. Every change:
 * - is checked against the product line's status machine for the caller's role (and its reason rule);
 * - is based on the status the caller saw (`expectedStatus`): the update is conditional on it, so of two concurrent
 *   changes one wins and the other answers 45005 with the case as it is now, whatever the interleaving;
 * - writes an `order_events` row (who, when, from, to, reason, attachments, detail), kept forever;
 * - leaves a reminder for the clinic when the line's table says so (every move the factory makes).
 */

export type OrderRow = Selectable<OrderTable>;
export type CaseSide = 'clinic' | 'factory';
/**
 * `factoryRole`: a factory user's role at their factory; `factoryId`: that factory, whose cases are the only ones they
 * see (null on the clinic's side and for former factory staff). `personas`: who the actor is in the permission matrix
 * (src/domain/accounts/permissions.ts), which decides the moves of their side they may make (a nurse does not cancel,
 * a designer does not record payments).
 */
export type CaseActor = {
  userId: number;
  role: CaseRole;
  side: CaseSide;
  clinicId: number | null;
  factoryRole: FactoryRole | null;
  personas: readonly Persona[];
  factoryId: number | null;
};
type Db = Kysely<Database> | Transaction<Database>;

/** The caller as the status machine sees them; a clinic user without a clinic is refused. */
export function caseActorOf(principal: Principal): CaseActor {
  const personas = personasOf(principal);
  if (principal.isFactory) {
    return {
      userId: principal.userId,
      role: 'factory',
      side: 'factory',
      clinicId: null,
      factoryRole: principal.factoryRole,
      factoryId: principal.factoryId,
      personas,
    };
  }
  if (principal.clinicId === null || principal.role === null) throw new AppError(ErrorCode.forbidden);
  return {
    userId: principal.userId,
    role: principal.role === 'admin' ? 'clinicAdmin' : 'doctor',
    side: 'clinic',
    clinicId: principal.clinicId,
    factoryRole: null,
    personas,
    factoryId: null,
  };
}

export function caseNotFound(): AppError {
  return new AppError(CaseErrorCode.caseNotFound, caseErrorMessages[CaseErrorCode.caseNotFound]);
}

/**
 * The case, if the actor may see it: a clinic sees its own cases, a factory user their factory's (and any not yet
 * assigned: `factoryScope`). Otherwise 404.
 */
export async function findCase(db: Db, actor: CaseActor, orderId: number): Promise<OrderRow> {
  let query = db.selectFrom('orders').selectAll().where('id', '=', orderId);
  if (actor.side === 'clinic') query = query.where('clinic_id', '=', actor.clinicId ?? -1);
  else query = query.where(factoryScope(actor));
  const row = await query.executeTakeFirst();
  if (!row) throw caseNotFound();
  return row;
}

/**
 * The orders a factory-side actor sees: their factory's, and those assigned to no factory (placed before any factory
 * existed), so nothing is lost. A factory user without a factory (former staff) sees the unassigned ones only.
 */
export function factoryScope(actor: Pick<CaseActor, 'factoryId'>) {
  return (eb: ExpressionBuilder<Database, 'orders'>) =>
    eb.or([eb('orders.factory_id', 'is', null), eb('orders.factory_id', '=', actor.factoryId ?? -1)]);
}

export type TransitionInput = {
  to: number;
  expectedStatus: number;
  reason?: string | null;
  /** Object keys, already checked by the caller to be completed uploads of the actor. */
  attachments?: readonly string[];
  kind?: EventKind;
  detail?: Record<string, unknown>;
  /** Further columns changed with the status (production counters, plan price...). */
  set?: Omit<Updateable<OrderTable>, 'id' | 'status' | 'updated_at'>;
  /** Skip the status-machine check (stage restart, which is its own rule: see restartStage). */
  isRestart?: boolean;
  /** False for an intermediate move of a compound change (a plan goes 6 -> 8 -> 10: the clinic hears of it once). */
  remind?: boolean;
};

export type EventKind =
  'created' | 'status' | 'restart' | 'plan' | 'production' | 'payment' | 'shipment' | 'completion' | 'reassign';

/** 45005: the case is not in the status the change was based on. `data` says what it is now and what moved it. */
export async function statusConflict(db: Db, order: OrderRow): Promise<AppError> {
  const last = await db
    .selectFrom('order_events')
    .innerJoin('users', 'users.id', 'order_events.actor_user_id')
    .select([
      'order_events.id',
      'order_events.kind',
      'order_events.from_status',
      'order_events.to_status',
      'order_events.stage_no',
      'order_events.actor_side',
      'order_events.reason',
      'order_events.detail',
      'order_events.created_at',
      'users.name as actor_name',
    ])
    .where('order_events.order_id', '=', order.id)
    .orderBy('order_events.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const data: TCaseConflict = {
    orderId: order.id,
    status: order.status,
    stageNo: order.stage_no,
    lastEvent: last
      ? {
          id: last.id,
          kind: last.kind as EventKind,
          fromStatus: last.from_status,
          toStatus: last.to_status,
          stageNo: last.stage_no,
          actorName: last.actor_name,
          actorSide: last.actor_side,
          reason: last.reason,
          attachments: [],
          detail: JSON.parse(last.detail) as Record<string, unknown>,
          createdAt: last.created_at,
        }
      : null,
  };
  return new AppError(CaseErrorCode.statusConflict, caseErrorMessages[CaseErrorCode.statusConflict], { data });
}

function refusal(code: CaseErrorCode): AppError {
  return new AppError(code, caseErrorMessages[code]);
}

/** The status the line's move with its own form goes to (its call's target); a line without that move refuses it. */
export function formTargetOf(order: Pick<OrderRow, 'product_line' | 'status'>, fields: MoveFields): OrderStatusCode {
  const to = formTarget(order.product_line, fields, order.status);
  if (to === undefined) throw refusal(CaseErrorCode.transitionNotAllowed);
  return to;
}

/**
 * Whether the actor's role makes the move (permission matrix, `moveCode`): on the factory's side their desk's moves
 * (the same rule as factoryRoleMayMove), on the clinic's side by the kind of decision (a nurse confirms a receipt only).
 */
function deskAllows(actor: CaseActor, line: number, from: number, to: number): boolean {
  const move = lineMove(line, from, to);
  if (!move) return false;
  if (actor.side === 'factory' && !factoryRoleMayMove(line, from, to, actor.factoryRole)) return false;
  return grants(actor.personas, moveCode(move));
}

/** Whether the actor may restart the stage now: the line's table, then the matrix (a clinical decision). */
export function actorMayRestart(actor: CaseActor, order: Pick<OrderRow, 'product_line' | 'status'>): boolean {
  const restart = canRestartStage(order.product_line, order.status, actor.role);
  return restart && grants(actor.personas, 'order:decide');
}

/** The statuses the actor may move the case to now (the screen's buttons): the machine's, then the actor's desk's. */
export function actorNextStatuses(
  actor: CaseActor,
  order: Pick<OrderRow, 'product_line' | 'status'>,
): OrderStatusCode[] {
  return nextStatuses(order.product_line, order.status, actor.role).filter((to) =>
    deskAllows(actor, order.product_line, order.status, to),
  );
}

/**
 * Checks the move against the machine; throws the matching refusal. A stale `expectedStatus` is a conflict. An order
 * with a payment order waiting (a price difference) does not leave the factory (46070).
 */

export async function checkMove(db: Db, actor: CaseActor, order: OrderRow, input: TransitionInput): Promise<void> {
  if (order.status !== input.expectedStatus) throw await statusConflict(db, order);
  if (input.isRestart) {
    if (!canRestartStage(order.product_line, order.status, actor.role))
      throw refusal(CaseErrorCode.transitionNotAllowed);
    if (!actorMayRestart(actor, order)) throw refusal(CaseErrorCode.transitionRoleNotAllowed);
    if (!input.reason?.trim()) throw refusal(CaseErrorCode.transitionReasonRequired);
    return;
  }
  const check = checkTransition(order.product_line, order.status, input.to, actor.role, { reason: input.reason });
  if (check.ok) {
    if (!deskAllows(actor, order.product_line, order.status, input.to)) {
      if (actor.side === 'factory')
        throw new AppError(CaseErrorCode.transitionRoleNotAllowed, factoryDeskRefusedMessage);
      throw refusal(CaseErrorCode.transitionRoleNotAllowed);
    }
    if (
      lineMove(order.product_line, order.status, input.to)?.leavesFactory &&
      (await hasOpenPaymentOrder(db, order.id))
    )
      throw new AppError(
        PaymentErrorCode.unpaidBeforeShipping,
        paymentErrorMessages[PaymentErrorCode.unpaidBeforeShipping],
      );
    return;
  }
  throw refusal(
    check.reason === 'not-allowed'
      ? CaseErrorCode.transitionNotAllowed
      : check.reason === 'role-not-allowed'
        ? CaseErrorCode.transitionRoleNotAllowed
        : CaseErrorCode.transitionReasonRequired,
  );
}

/** Records an event (also used for the creation event, which has no `from`). */
export async function recordEvent(
  db: Db,
  actor: Pick<CaseActor, 'userId' | 'side'>,
  order: Pick<OrderRow, 'id' | 'stage_no'>,
  event: {
    kind: EventKind;
    from: number | null;
    to: number;
    reason?: string | null;
    attachments?: readonly string[];
    detail?: Record<string, unknown>;
  },
  now: number,
): Promise<void> {
  await db
    .insertInto('order_events')
    .values({
      order_id: order.id,
      kind: event.kind,
      from_status: event.from,
      to_status: event.to,
      stage_no: order.stage_no,
      actor_user_id: actor.userId,
      actor_side: actor.side,
      reason: event.reason?.trim() || null,
      attachments: JSON.stringify(event.attachments ?? []),
      detail: JSON.stringify(event.detail ?? {}),
      created_at: now,
    })
    .execute();
}

/** A reminder for the clinic's side of the case (today: the doctor who created it) when the factory acted. */
export async function remindClinic(
  db: Db,
  order: Pick<OrderRow, 'id' | 'clinic_id' | 'created_by'>,
  kind: string,
  detail: Record<string, unknown>,
  now: number,
): Promise<void> {
  await db
    .insertInto('notifications')
    .values({
      user_id: order.created_by,
      clinic_id: order.clinic_id,
      kind,
      order_id: order.id,
      detail: JSON.stringify(detail),
      read_at: null,
      created_at: now,
    })
    .execute();
}

/**
 * Moves the case (inside the caller's transaction): checks, conditional update, event, reminder. Returns the row as
 * it is after the change.
 */
export async function applyTransition(
  trx: Transaction<Database>,
  actor: CaseActor,
  order: OrderRow,
  input: TransitionInput,
  now: number = Date.now(),
): Promise<OrderRow> {
  await checkMove(trx, actor, order, input);
  const result = await trx
    .updateTable('orders')
    .set({ ...input.set, status: input.to, updated_at: now })
    .where('id', '=', order.id)
    .where('status', '=', input.expectedStatus)
    .where('stage_no', '=', order.stage_no)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw await statusConflict(trx, await findCase(trx, actor, order.id));
  const updated = await findCase(trx, actor, order.id);
  await recordEvent(
    trx,
    actor,
    updated,
    {
      kind: input.kind ?? (input.isRestart ? 'restart' : 'status'),
      from: order.status,
      to: input.to,
      reason: input.reason,
      attachments: input.attachments,
      detail: input.detail,
    },
    now,
  );
  if (input.remind !== false && lineMove(order.product_line, order.status, input.to)?.effects.includes('remindClinic'))
    await remindClinic(
      trx,
      updated,
      'case-status',
      { fromStatus: order.status, toStatus: input.to, reason: input.reason?.trim() || null },
      now,
    );
  return updated;
}

/**
 * The payment's move: once an order's payment order is paid in full through the portal, the order takes its line's
 * payment move (the table's move with the `payment` form, pending payment to paid) on behalf of the clinic user who
 * paid, with a `payment` event on the timeline. The payment is the authority, so no role is checked; the table still
 * says where the order goes and from where. An order not at the move's start (already moved on) stays as it is.
 * Answers whether it moved.
 */
export async function applyPaymentMove(
  trx: Transaction<Database>,
  orderId: number,
  payer: { userId: number },
  detail: Record<string, unknown>,
  now: number,
): Promise<boolean> {
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const to = formTarget(order.product_line, 'payment', order.status);
  if (to === undefined || !lineMove(order.product_line, order.status, to)) return false;
  const result = await trx
    .updateTable('orders')
    .set({ status: to, updated_at: now })
    .where('id', '=', order.id)
    .where('status', '=', order.status)
    .where('stage_no', '=', order.stage_no)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await recordEvent(
    trx,
    { userId: payer.userId, side: 'clinic' },
    order,
    { kind: 'payment', from: order.status, to, detail },
    now,
  );
  return true;
}
