import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { Principal } from '../../auth/auth-plugin';
import { AppError } from '../../http/envelope';
import { ErrorCode } from '../../../domain/response-codes';
import { canRestartStage, checkTransition, type CaseRole } from '../../../domain/cases/status-machine';
import { CaseErrorCode, caseErrorMessages } from '../../../domain/cases/case-messages';
import type { TCaseConflict } from '../../../domain/cases/case-api';
import type { OrderTable } from './tables';

/**
 * The one place a case's status changes. Every change:
 * - is checked against the product line's status machine for the caller's role (and its reason rule);
 * - is based on the status the caller saw (`expectedStatus`): the update is conditional on it, so of two concurrent
 *   changes one wins and the other answers 45005 with the case as it is now, whatever the interleaving;
 * - writes an `order_events` row (who, when, from, to, reason, attachments, detail), kept forever;
 * - leaves a reminder for the clinic when the factory made it.
 */

export type OrderRow = Selectable<OrderTable>;
export type CaseSide = 'clinic' | 'factory';
export type CaseActor = { userId: number; role: CaseRole; side: CaseSide; clinicId: number | null };
type Db = Kysely<Database> | Transaction<Database>;

/** The caller as the status machine sees them; a clinic user without a clinic is refused. */
export function caseActorOf(principal: Principal): CaseActor {
  if (principal.isFactory) return { userId: principal.userId, role: 'factory', side: 'factory', clinicId: null };
  if (principal.clinicId === null || principal.role === null) throw new AppError(ErrorCode.forbidden);
  return {
    userId: principal.userId,
    role: principal.role === 'admin' ? 'clinicAdmin' : 'doctor',
    side: 'clinic',
    clinicId: principal.clinicId,
  };
}

export function caseNotFound(): AppError {
  return new AppError(CaseErrorCode.caseNotFound, caseErrorMessages[CaseErrorCode.caseNotFound]);
}

/** The case, if the actor may see it: a clinic sees its own cases, the factory sees every case. Otherwise 404. */
export async function findCase(db: Db, actor: CaseActor, orderId: number): Promise<OrderRow> {
  let query = db.selectFrom('orders').selectAll().where('id', '=', orderId);
  if (actor.side === 'clinic') query = query.where('clinic_id', '=', actor.clinicId ?? -1);
  const row = await query.executeTakeFirst();
  if (!row) throw caseNotFound();
  return row;
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

export type EventKind = 'created' | 'status' | 'restart' | 'plan' | 'production' | 'payment' | 'shipment' | 'completion';

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

/** Checks the move against the machine; throws the matching refusal. A stale `expectedStatus` is a conflict. */
export async function checkMove(db: Db, actor: CaseActor, order: OrderRow, input: TransitionInput): Promise<void> {
  if (order.status !== input.expectedStatus) throw await statusConflict(db, order);
  if (input.isRestart) {
    if (!canRestartStage(order.product_line, order.status, actor.role)) throw refusal(CaseErrorCode.transitionNotAllowed);
    if (!input.reason?.trim()) throw refusal(CaseErrorCode.transitionReasonRequired);
    return;
  }
  const check = checkTransition(order.product_line, order.status, input.to, actor.role, { reason: input.reason });
  if (check.ok) return;
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
  actor: CaseActor,
  order: Pick<OrderRow, 'id' | 'stage_no'>,
  event: { kind: EventKind; from: number | null; to: number; reason?: string | null; attachments?: readonly string[]; detail?: Record<string, unknown> },
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
    .values({ user_id: order.created_by, clinic_id: order.clinic_id, kind, order_id: order.id, detail: JSON.stringify(detail), read_at: null, created_at: now })
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
  if (actor.side === 'factory' && input.remind !== false)
    await remindClinic(trx, updated, 'case-status', { fromStatus: order.status, toStatus: input.to, reason: input.reason?.trim() || null }, now);
  return updated;
}
