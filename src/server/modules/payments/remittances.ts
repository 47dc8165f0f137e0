import type { Kysely, Transaction } from 'kysely';
import { fromCents, toCents } from '../../../domain/money';
import { PaymentErrorCode } from '../../../domain/payments/payment-messages';
import { accountNameMatches, normalizeAccountNo } from '../../../domain/payments/remittance-names';
import type { TRemittanceSubmit } from '../../../domain/payments/remittances';
import type { Database } from '../../db/schema';
import { lockClinic, requireUploadedFiles } from '../clinics';
import { couponDiscountFor } from '../coupons';
import { insertPayment } from './new-payment';
import { paymentError } from './payment-errors';
import { closePayment, payableOrders, pendingPaymentsOf, settlePayment, type Payer } from './payments';

/** The provider name of a remittance's payment: no wallet is asked about it; factory finance settles it. */
export const TRANSFER_PROVIDER = 'transfer';

type Submitted = Omit<TRemittanceSubmit, 'payerAccountNo'> & { payerAccountNo: string };

/**
 * The clinic records a bank remittance of payment orders (docs/payments.md, "Corporate transfer and bank
 * remittance"). Under the clinic's lock, like mergePay: the orders must be payable and held by no waiting payment
 * (46004); the payer account's name must be the clinic's (46060); the amount exactly what is due less the coupon
 * (46061); the proof an image the payer uploaded for it (46065). It makes a pending payment from `outside` that holds
 * the orders (and the coupon) until finance confirms or rejects it, and the remittance row that describes it.
 */
export async function submitRemittance(
  trx: Transaction<Database>,
  payer: Payer,
  input: Submitted,
  now: number,
): Promise<number> {
  await lockClinic(trx, payer.clinicId);
  const clinic = await trx
    .selectFrom('clinics')
    .select('name')
    .where('id', '=', payer.clinicId)
    .executeTakeFirstOrThrow();
  const orders = await payableOrders(trx, payer.clinicId, input.payIds);
  if ((await pendingPaymentsOf(trx, input.payIds)).length > 0) throw paymentError(PaymentErrorCode.paymentInProgress);
  if (!accountNameMatches(input.payerAccountName, clinic.name))
    throw paymentError(PaymentErrorCode.remittanceNameMismatch, { values: { clinicName: clinic.name } });

  const due = orders.reduce((sum, order) => sum + order.dueCents, 0);
  const couponId = input.couponId ?? null;
  const discount = couponId === null ? 0 : await couponDiscountFor(trx, payer.clinicId, couponId, due, now);
  const total = due - discount;
  if (toCents(input.amount) !== total)
    throw paymentError(PaymentErrorCode.remittanceAmountMismatch, {
      values: { payAmount: fromCents(total).toFixed(2) },
    });
  await requireUploadedFiles(trx, [{ key: input.proofKey, purpose: 'remittance' }], `user:${payer.userId}`, () =>
    paymentError(PaymentErrorCode.remittanceProofMissing),
  );

  const payment = await insertPayment(
    trx,
    {
      clinicId: payer.clinicId,
      userId: payer.userId,
      merchantPrefix: 'RT',
      provider: TRANSFER_PROVIDER,
      wallet: null,
      orders,
      couponId,
      couponCents: discount,
      balanceCents: 0,
      restSource: 'outside',
      reason: `Bank remittance from ${input.payerBank} ${input.payerAccountNo}`.slice(0, 500),
    },
    now,
  );

  const remittance = await trx
    .insertInto('remittances')
    .values({
      clinic_id: payer.clinicId,
      payment_id: payment.id,
      state: 'submitted',
      payer_account_name: input.payerAccountName.trim(),
      payer_account_no: normalizeAccountNo(input.payerAccountNo),
      payer_bank: input.payerBank.trim(),
      amount_cents: total,
      remitted_on: input.remittedOn,
      proof_key: input.proofKey,
      reject_reason: null,
      submitted_by: payer.userId,
      submitted_at: now,
      decided_by: null,
      decided_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return remittance.id;
}

/**
 * Factory finance decides a submitted remittance, once: the state moves from `submitted` under a gate, so a second
 * decision (another tab, another person) is refused with 46063. Confirmed: its payment is settled like any other (the
 * orders are paid from `outside`, take their payment move; a share of an order paid otherwise meanwhile goes to the
 * clinic's balance). Rejected: its payment closes (the orders are free again, the coupon unused) and the clinic sees
 * the reason.
 */
export async function decideRemittance(
  trx: Transaction<Database>,
  remittanceId: number,
  decision: { userId: number; confirm: true } | { userId: number; confirm: false; reason: string },
  now: number,
): Promise<void> {
  const found = await trx
    .selectFrom('remittances')
    .select(['clinic_id', 'payment_id'])
    .where('id', '=', remittanceId)
    .executeTakeFirst();
  if (!found) throw paymentError(PaymentErrorCode.remittanceNotFound);
  await lockClinic(trx, found.clinic_id);
  const gate = await trx
    .updateTable('remittances')
    .set({
      state: decision.confirm ? 'confirmed' : 'rejected',
      reject_reason: decision.confirm ? null : decision.reason,
      decided_by: decision.userId,
      decided_at: now,
    })
    .where('id', '=', remittanceId)
    .where('state', '=', 'submitted')
    .executeTakeFirst();
  if (Number(gate.numUpdatedRows) !== 1) throw paymentError(PaymentErrorCode.remittanceDecided);
  const isDone = decision.confirm
    ? await settlePayment(trx, found.payment_id, null, now)
    : await closePayment(trx, found.payment_id, now);
  if (!isDone) throw paymentError(PaymentErrorCode.remittanceDecided);
}

/** The order ids a remittance pays (for factory finance's scope check). */
export async function ordersOfRemittance(
  db: Kysely<Database> | Transaction<Database>,
  remittanceId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('remittances')
    .innerJoin('payment_shares', 'payment_shares.payment_id', 'remittances.payment_id')
    .innerJoin('payment_orders', 'payment_orders.id', 'payment_shares.payment_order_id')
    .select('payment_orders.order_id')
    .where('remittances.id', '=', remittanceId)
    .execute();
  if (rows.length === 0) throw paymentError(PaymentErrorCode.remittanceNotFound);
  return [...new Set(rows.map((row) => row.order_id))];
}

/**
 * The reference a clinic writes in its transfer's remark: fixed per clinic (known before any remittance is recorded,
 * unlike the remittance's own number), so finance can tell whose money a bank statement line is.
 */
export function transferReference(clinicId: number): string {
  return `CUSPID-C${String(clinicId).padStart(6, '0')}`;
}
