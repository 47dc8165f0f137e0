import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { ZTransitionRequest } from '../../../domain/orders/move-requests';
import { CaseErrorCode } from '../../../domain/cases/case-messages';
import { lineMove } from '../../../domain/cases/status-machine';
import { ORDER_STATUS } from '../../../domain/order-status';
import { isDedicatedMove } from '../../../domain/orders/moves';
import type { Database } from '../../db/schema';
import { serverLineOf } from '../../lines/server-lines';
import { caseError, caseRuleError } from './case-errors';
import { ATTACHMENT_PURPOSES, requireCaseFiles } from './case-files';
import { applyTransition, checkMove, findCase, type CaseActor, type OrderRow } from './transition';

export type TransitionInput = z.output<typeof ZTransitionRequest>;
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
 * plan decision is recorded on the current plan (the line takes an approved plan's figures in its `afterMove`); the
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
  const detail = defined.effects.includes('planDecision') ? await decidePlan(trx, order, input) : undefined;
  const updated = await applyTransition(trx, actor, order, { ...move, detail }, now);
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

/** The clinic's decision on the current plan, recorded on it; answers the move's event detail. */
async function decidePlan(trx: Trx, order: OrderRow, input: TransitionInput) {
  const plan = await currentPlan(trx, order);
  if (!plan) throw caseError(CaseErrorCode.planMissing);
  const approved = input.to === ORDER_STATUS.planPassed;
  await trx
    .updateTable('order_plans')
    .set({ decision: approved ? 'approved' : 'rejected', decision_reason: input.reason?.trim() || null })
    .where('id', '=', plan.id)
    .execute();
  return { planId: plan.id, revision: plan.revision };
}
