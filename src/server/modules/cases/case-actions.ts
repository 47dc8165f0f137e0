import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { ZCompleteRequest, ZProductionRequest, ZRestartRequest, ZTransitionRequest } from '../../../domain/cases/case-api';
import { caseMessages, CaseErrorCode } from '../../../domain/cases/case-messages';
import { produceStepsProblem } from '../../../domain/cases/production';
import type { Database } from '../../db/schema';
import { caseError } from './case-errors';
import { ATTACHMENT_PURPOSES, requireCaseFiles, requireOwnAddress } from './case-files';
import { applyTransition, checkMove, findCase, type CaseActor, type OrderRow } from './transition';

export type TransitionInput = z.output<typeof ZTransitionRequest>;
export type ProductionInput = z.output<typeof ZProductionRequest>;
export type CompleteInput = z.output<typeof ZCompleteRequest>;
export type RestartInput = z.output<typeof ZRestartRequest>;
type Trx = Transaction<Database>;

/**
 * Moves that carry more than a reason have their own call, so the generic transition refuses them (45002): the
 * submit (case data), the production request (steps, address), the completion (form), and the factory's plan upload,
 * payment order, payment record and shipment (H2's routes). Keyed `from>to`.
 */
const DEDICATED_MOVES: ReadonlySet<string> = new Set(['1>2', '5>2', '14>20', '25>20', '25>26', '6>8', '16>8', '20>21', '21>22', '23>24']);

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
 * A status change with a reason and attachments (both sides). Its side effects: the plan review (10 -> 14 / 15)
 * records the decision on the current plan, and an approval takes the plan's steps and price onto the order; the
 * receipt (24 -> 25) closes the open shipment.
 */
export async function transitionCase(trx: Trx, actor: CaseActor, input: TransitionInput, now = Date.now()): Promise<OrderRow> {
  const order = await findCase(trx, actor, input.orderId);
  const move = { to: input.to, expectedStatus: input.expectedStatus, reason: input.reason, attachments: input.attachments };
  await checkMove(trx, actor, order, move);
  if (DEDICATED_MOVES.has(`${order.status}>${input.to}`)) throw caseError(CaseErrorCode.transitionNotAllowed);
  await requireCaseFiles(trx, actor.userId, input.attachments, ATTACHMENT_PURPOSES);
  if (order.status === 10 && (input.to === 14 || input.to === 15)) {
    const plan = await currentPlan(trx, order);
    if (!plan) throw caseError(CaseErrorCode.planMissing);
    const approved = input.to === 14;
    await trx
      .updateTable('order_plans')
      .set({ decision: approved ? 'approved' : 'rejected', decision_reason: input.reason?.trim() || null })
      .where('id', '=', plan.id)
      .execute();
    const set = approved ? { total_up: plan.total_up, total_down: plan.total_down, plan_price_cents: plan.price_cents } : {};
    return applyTransition(trx, actor, order, { ...move, set, detail: { planId: plan.id, revision: plan.revision } }, now);
  }
  const updated = await applyTransition(trx, actor, order, move, now);
  if (order.status === 24 && input.to === 25) {
    await trx
      .updateTable('order_shipments')
      .set({ received_at: now })
      .where('order_id', '=', order.id)
      .where('received_at', 'is', null)
      .execute();
  }
  return updated;
}

/**
 * The doctor asks for a batch of aligners (plan passed 14 -> 20, or received 25 -> 20 for the next batch): the case
 * needs a plan, the steps follow the staged-case rule against what the plan has and what was produced (45009 with the
 * rule's message), and the aligners go to an address of the caller's.
 */
export async function requestProduction(trx: Trx, actor: CaseActor, input: ProductionInput, now = Date.now()): Promise<OrderRow> {
  const order = await findCase(trx, actor, input.orderId);
  const move = { to: 20, expectedStatus: input.expectedStatus, kind: 'production' as const };
  await checkMove(trx, actor, order, move);
  if (!(await currentPlan(trx, order))) throw caseError(CaseErrorCode.planMissing);
  const problem = produceStepsProblem(input.produceSteps, {
    finalPaid: order.final_paid === 1,
    totalSteps: { upSteps: order.total_up, downSteps: order.total_down },
    alreadySteps: { upSteps: order.produced_up, downSteps: order.produced_down },
  });
  if (problem) throw caseError(CaseErrorCode.stepsOutOfRange, caseMessages[problem]);
  await requireOwnAddress(trx, actor.userId, input.addressId);
  return applyTransition(
    trx,
    actor,
    order,
    {
      ...move,
      detail: { produceSteps: input.produceSteps, addressId: input.addressId, produceRemark: input.produceRemark },
      set: {
        pending_up: input.produceSteps.upSteps,
        pending_down: input.produceSteps.downSteps,
        pending_address_id: input.addressId,
      },
    },
    now,
  );
}

/** The doctor finishes the treatment (25 -> 26) with the completion form; retainers go to an address of the caller's. */
export async function completeCase(trx: Trx, actor: CaseActor, input: CompleteInput, now = Date.now()): Promise<OrderRow> {
  const order = await findCase(trx, actor, input.orderId);
  const { orderId: _orderId, expectedStatus, ...completion } = input;
  const move = { to: 26, expectedStatus, kind: 'completion' as const };
  await checkMove(trx, actor, order, move);
  if (completion.addressId !== null) await requireOwnAddress(trx, actor.userId, completion.addressId);
  return applyTransition(trx, actor, order, { ...move, detail: completion, set: { completion: JSON.stringify(completion) } }, now);
}

/**
 * Stage restart (25 -> 1 with the next stage number): the current stage is abandoned; the new one starts without a
 * plan, price, production counters, pending batch or final payment, and waits for new case data (restarted tab).
 * What was paid stays: it is money received for the case.
 */
export async function restartStage(trx: Trx, actor: CaseActor, input: RestartInput, now = Date.now()): Promise<OrderRow> {
  const order = await findCase(trx, actor, input.orderId);
  return applyTransition(
    trx,
    actor,
    order,
    {
      to: 1,
      expectedStatus: input.expectedStatus,
      reason: input.reason,
      isRestart: true,
      detail: { fromStage: order.stage_no, toStage: order.stage_no + 1 },
      set: {
        stage_no: order.stage_no + 1,
        plan_price_cents: null,
        due_cents: null,
        due_final: 0,
        final_paid: 0,
        total_up: 0,
        total_down: 0,
        produced_up: 0,
        produced_down: 0,
        pending_up: null,
        pending_down: null,
        pending_address_id: null,
      },
    },
    now,
  );
}
