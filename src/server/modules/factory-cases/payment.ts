import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { ZIssuePaymentRequest, ZRecordPaymentRequest } from '../../../domain/orders/move-requests';
import { fromCents, toCents } from '../../../domain/money';
import type { Database } from '../../db/schema';
import { addPaymentOrder, openPaymentOrder, orderMoney, settlePaymentOrder } from '../money';
import { recordOutsideReceipt } from '../payments';
import { PAYMENT_KIND } from '../../../domain/payments/kinds';
import { applyTransition, checkMove, findCase, formTargetOf, type CaseActor, type OrderRow } from '../cases';
import { factoryRuleError } from './factory-messages';

export type IssuePaymentInput = z.infer<typeof ZIssuePaymentRequest>;
export type RecordPaymentInput = z.infer<typeof ZRecordPaymentRequest>;

/** The aligners' payment kind (spec section 4): every batch is a payment toward the plan. */
const PLAN_PAYMENT = PAYMENT_KIND.planPayment;

/** The ledger's reason for money the factory recorded without a reference. */
const OUTSIDE_RECEIPT_REASON = 'received outside the portal';

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
 * 21 -> 22: money for the order arrived outside the portal (a remittance, cash), recorded by the factory; clinics pay
 * in the portal through the payments module (mergePay), which makes the same move. What is still due of the open
 * payment order is a ledger movement from `outside` with the reference as its reason; the payment order is paid; a
 * final payment marks the plan paid in full, which lifts the staged-case limit on later batches.
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
  if (due) {
    await recordOutsideReceipt(
      trx,
      { paymentOrderId: due.id, clinicId: order.clinic_id, userId: actor.userId, reason: input.reference || OUTSIDE_RECEIPT_REASON },
      now,
    );
    await settlePaymentOrder(trx, due.id, input.reference, now);
  }
  return updated;
}
