import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { ZIssuePaymentRequest } from '../../../domain/orders/move-requests';
import { toCents } from '../../../domain/money';
import { PAYMENT_KIND } from '../../../domain/payments/kinds';
import type { Database } from '../../db/schema';
import { applyTransition, checkMove, findCase, formTargetOf, type CaseActor, type OrderRow } from '../../modules/cases';
import { factoryRuleError } from '../../modules/factory-cases';
import { addPaymentOrder, orderMoney } from '../../modules/money';

export type IssuePaymentInput = z.infer<typeof ZIssuePaymentRequest>;

/** The aligners' payment kind (spec section 4): every batch is a payment toward the plan. */
const PLAN_PAYMENT = PAYMENT_KIND.planPayment;

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
