import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { ZCompleteRequest, ZProductionRequest, ZRestartRequest } from '../../../domain/lines/aligners/requests';
import { caseMessages, CaseErrorCode } from '../../../domain/cases/case-messages';
import { produceStepsProblem } from '../../../domain/lines/aligners/production';
import { ORDER_STATUS } from '../../../domain/order-status';
import type { Database } from '../../db/schema';
import {
  applyTransition,
  caseError,
  checkMove,
  currentPlan,
  findCase,
  formTargetOf,
  requireOwnAddress,
  type CaseActor,
  type OrderRow,
} from '../../modules/cases';
import { cancelOpenPaymentOrders, orderMoney } from '../../modules/money';
import { ALIGNER_STAGE_RESET, findAlignerOrder, updateAlignerOrder } from './aligner-orders';

export type ProductionInput = z.output<typeof ZProductionRequest>;
export type CompleteInput = z.output<typeof ZCompleteRequest>;
export type RestartInput = z.output<typeof ZRestartRequest>;
type Trx = Transaction<Database>;

/**
 * The doctor asks for a batch of aligners (plan passed 14 -> 20, or received 25 -> 20 for the next batch): the case
 * needs a plan, the steps follow the staged-case rule against what the plan has and what was produced (45009 with the
 * rule's message), and the aligners go to an address of the caller's.
 */
export async function requestProduction(trx: Trx, actor: CaseActor, input: ProductionInput, now = Date.now()): Promise<OrderRow> {
  const order = await findCase(trx, actor, input.orderId);
  const move = { to: formTargetOf(order, 'production'), expectedStatus: input.expectedStatus, kind: 'production' as const };
  await checkMove(trx, actor, order, move);
  if (!(await currentPlan(trx, order))) throw caseError(CaseErrorCode.planMissing);
  const aligner = await findAlignerOrder(trx, order.id);
  const problem = produceStepsProblem(input.produceSteps, {
    finalPaid: (await orderMoney(trx, order)).planPaid,
    totalSteps: { upSteps: aligner.total_up, downSteps: aligner.total_down },
    alreadySteps: { upSteps: aligner.produced_up, downSteps: aligner.produced_down },
  });
  if (problem) throw caseError(CaseErrorCode.stepsOutOfRange, caseMessages[problem]);
  await requireOwnAddress(trx, actor.userId, input.addressId);
  const updated = await applyTransition(
    trx,
    actor,
    order,
    { ...move, detail: { produceSteps: input.produceSteps, addressId: input.addressId, produceRemark: input.produceRemark } },
    now,
  );
  await updateAlignerOrder(trx, order.id, {
    pending_up: input.produceSteps.upSteps,
    pending_down: input.produceSteps.downSteps,
    pending_address_id: input.addressId,
  });
  return updated;
}

/** The doctor finishes the treatment (25 -> 26) with the completion form; retainers go to an address of the caller's. */
export async function completeCase(trx: Trx, actor: CaseActor, input: CompleteInput, now = Date.now()): Promise<OrderRow> {
  const order = await findCase(trx, actor, input.orderId);
  const { orderId: _orderId, expectedStatus, ...completion } = input;
  const move = { to: formTargetOf(order, 'completion'), expectedStatus, kind: 'completion' as const };
  await checkMove(trx, actor, order, move);
  if (completion.addressId !== null) await requireOwnAddress(trx, actor.userId, completion.addressId);
  const updated = await applyTransition(trx, actor, order, { ...move, detail: completion }, now);
  await updateAlignerOrder(trx, order.id, { completion: JSON.stringify(completion) });
  return updated;
}

/**
 * Stage restart (25 -> 1 with the next stage number): the current stage is abandoned; the new one starts without a
 * plan, price, production counters, pending batch or final payment (the plan paid in full is the stage's), and waits
 * for new case data (restarted tab). What was still due is cancelled; what was paid stays: it is money received for
 * the case.
 */
export async function restartStage(trx: Trx, actor: CaseActor, input: RestartInput, now = Date.now()): Promise<OrderRow> {
  const order = await findCase(trx, actor, input.orderId);
  const updated = await applyTransition(
    trx,
    actor,
    order,
    {
      to: ORDER_STATUS.informationToComplete,
      expectedStatus: input.expectedStatus,
      reason: input.reason,
      isRestart: true,
      detail: { fromStage: order.stage_no, toStage: order.stage_no + 1 },
      set: { stage_no: order.stage_no + 1 },
    },
    now,
  );
  await updateAlignerOrder(trx, order.id, ALIGNER_STAGE_RESET);
  await cancelOpenPaymentOrders(trx, order.id, now);
  return updated;
}
