import type { Transaction } from 'kysely';
import { toCents } from '../../../domain/money';
import type { TPayOrderDetail, TPriceDifferenceRequest } from '../../../domain/payments/contracts';
import { PAYMENT_KIND } from '../../../domain/payments/kinds';
import { PaymentErrorCode } from '../../../domain/payments/payment-messages';
import type { Database } from '../../db/schema';
import { findCase, remindClinic, type CaseActor } from '../cases';
import { lockClinic } from '../clinics';
import { addPaymentOrder } from '../money';
import { paymentError } from './payment-errors';
import { payOrderDetail } from './unpaid';

/**
 * Factory finance asks a paid order's clinic for a price difference (payment kind 9; docs/payments.md, "Price
 * differences"): what the work now costs beyond what was paid (an abutment changed in production, an extra unit, a
 * substitute analog kept), with the reason the clinic reads in its unpaid list and its reminders. Only of an order
 * that has been paid and has nothing else waiting to be paid (46071). Until it is paid the order does not leave the
 * factory (46070, the core's check of the shipping moves). The clinic pays it like any payment order.
 */
export async function issuePriceDifference(
  trx: Transaction<Database>,
  actor: CaseActor,
  input: Pick<TPriceDifferenceRequest, 'orderId' | 'amount' | 'reason'>,
  now: number,
): Promise<TPayOrderDetail> {
  const order = await findCase(trx, actor, input.orderId);
  await lockClinic(trx, order.clinic_id);
  const states = await trx.selectFrom('payment_orders').select('status').where('order_id', '=', order.id).execute();
  if (!states.some((row) => row.status === 'paid') || states.some((row) => row.status === 'open'))
    throw paymentError(PaymentErrorCode.priceDifferenceNotPaid);
  const reason = input.reason.trim();
  const payId = await addPaymentOrder(
    trx,
    {
      orderId: order.id,
      stageNo: order.stage_no,
      kind: PAYMENT_KIND.priceDifference,
      settlesPlan: false,
      amountCents: toCents(input.amount),
      createdBy: actor.userId,
      note: reason,
    },
    now,
  );
  await remindClinic(trx, order, 'price-difference', { reason }, now);
  return payOrderDetail(trx, payId);
}
