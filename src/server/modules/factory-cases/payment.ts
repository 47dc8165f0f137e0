import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { ZIssuePaymentRequest, ZRecordPaymentRequest } from '../../../domain/orders/move-requests';
import { fromCents, toCents } from '../../../domain/money';
import type { Database } from '../../db/schema';
import { addPaymentOrder, openPaymentOrder, orderMoney, settlePaymentOrder } from '../money';
import { applyTransition, checkMove, findCase, formTargetOf, type CaseActor, type OrderRow } from '../cases';
import { factoryRuleError } from './factory-messages';

export type IssuePaymentInput = z.infer<typeof ZIssuePaymentRequest>;
export type RecordPaymentInput = z.infer<typeof ZRecordPaymentRequest>;

/** The aligners' payment kind (spec section 4): every batch is a payment toward the plan. */
const PLAN_PAYMENT = 1;

/** 20 -> 21: the factory prices the batch the doctor asked for; `finalPayment` says it settles the whole plan. */
export async function issuePaymentOrder(
  trx: Transaction<Database>,
  actor: CaseActor,
  input: IssuePaymentInput,
  now: number,
): Promise<OrderRow> {
  const order = await findCase(trx, actor, input.orderId);
  await checkMove(trx, actor, order, { to: formTargetOf(order, 'paymentOrder'), expectedStatus: input.expectedStatus });
  if (input.amount === 0 && !(await orderMoney(trx, order)).planPaid) throw factoryRuleError('paymentZeroBeforeFinal');
  const updated = await applyTransition(
    trx,
    actor,
    order,
    {
      to: formTargetOf(order, 'paymentOrder'),
      expectedStatus: input.expectedStatus,
      kind: 'payment',
      detail: { amount: input.amount, finalPayment: input.finalPayment },
    },
    now,
  );
  await addPaymentOrder(
    trx,
    {
      orderId: order.id,
      stageNo: order.stage_no,
      kind: PLAN_PAYMENT,
      settlesPlan: input.finalPayment,
      amountCents: toCents(input.amount),
      createdBy: actor.userId,
    },
    now,
  );
  return updated;
}

/**
 * 21 -> 22: the payment arrived (recorded by the factory until real payment exists). The open payment order is paid;
 * a final payment marks the plan paid in full, which lifts the staged-case limit on later batches.
 */
export async function recordPayment(
  trx: Transaction<Database>,
  actor: CaseActor,
  input: RecordPaymentInput,
  now: number,
): Promise<OrderRow> {
  const order = await findCase(trx, actor, input.orderId);
  const due = await openPaymentOrder(trx, order.id);
  const updated = await applyTransition(
    trx,
    actor,
    order,
    {
      to: formTargetOf(order, 'payment'),
      expectedStatus: input.expectedStatus,
      kind: 'payment',
      detail: {
        amount: fromCents(Number(due?.amount_cents ?? 0)),
        finalPayment: due?.settles_plan === 1,
        reference: input.reference,
      },
    },
    now,
  );
  if (due) await settlePaymentOrder(trx, due.id, input.reference, now);
  return updated;
}
