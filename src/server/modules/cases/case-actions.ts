import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { ZCompleteRequest, ZProductionRequest, ZRestartRequest } from '../../../domain/lines/aligners/requests';
import type { ZTransitionRequest } from '../../../domain/orders/move-requests';
import { caseMessages, CaseErrorCode } from '../../../domain/cases/case-messages';
import { produceStepsProblem } from '../../../domain/cases/production';
import { lineMove } from '../../../domain/cases/status-machine';
import { ORDER_STATUS } from '../../../domain/order-status';
import { isDedicatedMove } from '../../../domain/orders/moves';
import type { Database } from '../../db/schema';
import { ALIGNER_STAGE_RESET, findAlignerOrder, updateAlignerOrder } from '../../lines/aligners/aligner-orders';
import { serverLineOf } from '../../lines/registry';
import { cancelOpenPaymentOrders, orderMoney } from '../money';
import { caseError, caseRuleError } from './case-errors';
import { ATTACHMENT_PURPOSES, requireCaseFiles, requireOwnAddress } from './case-files';
import { applyTransition, checkMove, findCase, formTargetOf, type CaseActor, type OrderRow } from './transition';

export type TransitionInput = z.output<typeof ZTransitionRequest>;
export type ProductionInput = z.output<typeof ZProductionRequest>;
export type CompleteInput = z.output<typeof ZCompleteRequest>;
export type RestartInput = z.output<typeof ZRestartRequest>;
type Trx = Transaction<Database>;

/** The current plan: the newest of the case's current stage. */
export async function currentPlan(db: Kysely<Database>, order: OrderRow) {
  return db
    .selectFrom('order_plans')
    .selectAll()
    .where('order_id', '=', order.id)
    .where('stage_no', '=', order.stage_no)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * A status change with a reason and attachments (both sides). Its side effects, as the line's table names them: the
 * plan decision is recorded on the current plan, and an approval takes the plan's steps and price onto the order; the
 * receipt closes the open shipment.
 */
export async function transitionCase(trx: Trx, actor: CaseActor, input: TransitionInput, now = Date.now()): Promise<OrderRow> {
  const order = await findCase(trx, actor, input.orderId);
  const move = { to: input.to, expectedStatus: input.expectedStatus, reason: input.reason, attachments: input.attachments };
  await checkMove(trx, actor, order, move);
  // Moves that carry more than a reason have their own call (the line's table names their form), so this refuses them.
  const defined = lineMove(order.product_line, order.status, input.to);
  if (!defined || isDedicatedMove(defined)) throw caseError(CaseErrorCode.transitionNotAllowed);
  // The table's form says whether photos may go with the reason (the request's own limit is the most any form takes).
  if (input.attachments.length > defined.form.photos) throw caseRuleError('photosNotTaken');
  await requireCaseFiles(trx, actor.userId, input.attachments, ATTACHMENT_PURPOSES);
  // The line's own say (its order data decides some steps), and its own effects after the move.
  const line = serverLineOf(order.product_line);
  await line?.checkMove?.(trx, order, defined);
  if (defined.effects.includes('planDecision')) {
    const plan = await currentPlan(trx, order);
    if (!plan) throw caseError(CaseErrorCode.planMissing);
    const approved = input.to === ORDER_STATUS.planPassed;
    await trx
      .updateTable('order_plans')
      .set({ decision: approved ? 'approved' : 'rejected', decision_reason: input.reason?.trim() || null })
      .where('id', '=', plan.id)
      .execute();
    const reviewed = await applyTransition(trx, actor, order, { ...move, detail: { planId: plan.id, revision: plan.revision } }, now);
    if (approved)
      await updateAlignerOrder(trx, order.id, { total_up: plan.total_up, total_down: plan.total_down, plan_price_cents: plan.price_cents });
    return reviewed;
  }
  const updated = await applyTransition(trx, actor, order, move, now);
  if (defined.effects.includes('shipmentReceived')) {
    await trx
      .updateTable('order_shipments')
      .set({ received_at: now })
      .where('order_id', '=', order.id)
      .where('received_at', 'is', null)
      .execute();
  }
  await line?.afterMove?.(trx, actor, updated, defined, now);
  return updated;
}

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
