import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { ZSubmitCaseRequest } from '../../../domain/lines/aligners/requests';
import { CLINIC_DRAFT_STATUSES } from '../../../domain/cases/case-tabs';
import { ORDER_STATUS } from '../../../domain/order-status';
import { ErrorCode } from '../../../domain/response-codes';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/envelope';
import {
  applyTransition,
  byClientId,
  checkCompanyMayOrder,
  factoryForNewOrder,
  findCase,
  orderTypeOf,
  recordEvent,
  statusConflict,
  type ClinicCaseActor,
  type OrderRow,
} from '../../modules/cases';
import { ALIGNER_LINE } from '../../../domain/lines/aligners/line';
import { caseDataColumns, checkCaseData } from './case-data-checks';
import { alignerCaseDataColumns, insertAlignerOrder, updateAlignerOrder } from './aligner-orders';

export type SubmitCaseInput = z.output<typeof ZSubmitCaseRequest>;
const ALIGNERS = ALIGNER_LINE.code;
const SUBMITTED = ORDER_STATUS.toBeReviewed;

/** 60012: the case has already moved past submission; the client opens that order instead. */
function alreadyOrdered(order: OrderRow): AppError {
  return new AppError(ErrorCode.alreadyOrdered, undefined, {
    extra: { orderId: order.id, orderType: orderTypeOf(order.product_line) },
  });
}

/**
 * A new case (to be reviewed, 2). Its client id is the outbox item's: a submit delivered again, even long after the
 * idempotency window, answers the case it made; two deliveries at the same moment meet at the (clinic_id, client_id)
 * unique index, one inserts and the other answers its row.
 */
async function createCase(trx: Transaction<Database>, actor: ClinicCaseActor, input: SubmitCaseInput, now: number) {
  const earlier = await byClientId(trx, actor.clinicId, input.clientId);
  if (earlier) return { order: earlier, isReplay: true };
  await checkCompanyMayOrder(trx, actor.clinicId);
  const patient = await checkCaseData(trx, actor, input.caseData, now);
  const inserted = await trx
    .insertInto('orders')
    .values({
      clinic_id: actor.clinicId,
      product_line: ALIGNERS,
      status: SUBMITTED,
      stage_no: 1,
      client_id: input.clientId,
      created_by: actor.userId,
      factory_id: await factoryForNewOrder(trx, actor.clinicId),
      ...caseDataColumns(input.caseData, patient, now),
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['clinic_id', 'client_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!inserted) return { order: (await byClientId(trx, actor.clinicId, input.clientId))!, isReplay: true };
  await insertAlignerOrder(trx, { order_id: inserted.id, ...alignerCaseDataColumns(input.caseData) });
  await recordEvent(trx, actor, inserted, { kind: 'created', from: null, to: SUBMITTED }, now);
  return { order: inserted, isReplay: false };
}

/**
 * The clinic's resubmission of a case it holds (information to complete 1, failed review 5) with the new case data.
 * A case that has moved past submission answers 60012; one still the clinic's but not in the status the device saw,
 * the 45005 conflict.
 */
async function resubmitCase(
  trx: Transaction<Database>,
  actor: ClinicCaseActor,
  input: SubmitCaseInput & { orderId: number },
  now: number,
) {
  const order = await findCase(trx, actor, input.orderId);
  await checkCompanyMayOrder(trx, actor.clinicId);
  if (!(CLINIC_DRAFT_STATUSES as readonly number[]).includes(order.status)) throw alreadyOrdered(order);
  if (input.expectedStatus !== order.status) throw await statusConflict(trx, order);
  const patient = await checkCaseData(trx, actor, input.caseData, now);
  const updated = await applyTransition(
    trx,
    actor,
    order,
    { to: SUBMITTED, expectedStatus: input.expectedStatus, set: caseDataColumns(input.caseData, patient, now) },
    now,
  );
  await updateAlignerOrder(trx, order.id, alignerCaseDataColumns(input.caseData));
  return { order: updated, isReplay: false };
}

export async function submitCase(
  trx: Transaction<Database>,
  actor: ClinicCaseActor,
  input: SubmitCaseInput,
  now = Date.now(),
): Promise<{ order: OrderRow; isReplay: boolean }> {
  const { orderId } = input;
  return orderId === undefined
    ? createCase(trx, actor, input, now)
    : resubmitCase(trx, actor, { ...input, orderId }, now);
}
