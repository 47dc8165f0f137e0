import type { Transaction } from 'kysely';
import { fromCents, splitCents, toCents } from '../../../domain/money';
import type { TRefundRequest, TRefundView } from '../../../domain/payments/contracts';
import { isMoneySource, type MoneySource } from '../../../domain/payments/methods';
import { PaymentErrorCode } from '../../../domain/payments/payment-messages';
import type { Database } from '../../db/schema';
import { lockClinic } from '../clinics';
import { accountSum, postMovement, type LedgerEntry } from '../money';
import { paymentError } from './payment-errors';
import type { PaymentProvider } from './provider';

/** Where a refund part goes back to, by the source of the share it came from. */
const REFUND_ACCOUNT: Record<MoneySource, (clinicId: number) => Pick<LedgerEntry, 'account' | 'subjectId'>> = {
  balance: (clinicId) => ({ account: 'clinicBalance', subjectId: clinicId }),
  wallet: () => ({ account: 'wallet', subjectId: 0 }),
  outside: () => ({ account: 'outside', subjectId: 0 }),
  credit: (clinicId) => ({ account: 'clinicCredit', subjectId: clinicId }),
};

/**
 * The ledger entries giving the refund parts back: each to its source, except that a credit part gives back at most
 * the credit the clinic still uses (it may have repaid meanwhile); the rest of it goes to the clinic's balance
 * (docs/payments.md, "Credit terms").
 */
async function refundEntries(
  trx: Transaction<Database>,
  clinicId: number,
  parts: readonly { source: MoneySource; cents: number }[],
): Promise<LedgerEntry[]> {
  let creditUsed = -(await accountSum(trx, 'clinicCredit', clinicId));
  return parts.flatMap((part) => {
    if (part.source !== 'credit') return [{ ...REFUND_ACCOUNT[part.source](clinicId), cents: part.cents }];
    const toCredit = Math.max(0, Math.min(part.cents, creditUsed));
    creditUsed -= toCredit;
    return [
      { ...REFUND_ACCOUNT.credit(clinicId), cents: toCredit },
      { account: 'clinicBalance', subjectId: clinicId, cents: part.cents - toCredit },
    ];
  });
}

/**
 * Factory finance refunds a payment order, whole (no amount: all that is left of what was paid) or in part, never
 * beyond what the ledger says it was paid. The money goes back the way it came: the shares that paid the order,
 * newest payment first, each up to what is left of it; within one payment split between its sources (balance,
 * wallet) by what is left of each, largest remainder (splitCents). A wallet's part is refunded through its
 * provider. A coupon's discount is not money and is never given back: a refund is bounded by what was paid in money,
 * whether or not it drops the order below the coupon's threshold. The payment order and the order keep their status
 * (docs/payments.md, "Refunds" and "Coupons").
 */
export async function refundPaymentOrder(
  trx: Transaction<Database>,
  provider: PaymentProvider,
  actor: { userId: number },
  input: Pick<TRefundRequest, 'payId' | 'amount' | 'reason'>,
  now: number,
): Promise<TRefundView> {
  const located = await trx
    .selectFrom('payment_orders')
    .innerJoin('orders', 'orders.id', 'payment_orders.order_id')
    .select(['orders.clinic_id'])
    .where('payment_orders.id', '=', input.payId)
    .executeTakeFirst();
  if (!located) throw paymentError(PaymentErrorCode.payOrderNotFound);
  const clinicId = located.clinic_id;
  await lockClinic(trx, clinicId);
  const paid = await accountSum(trx, 'orderPaid', input.payId);
  const discounted = await trx
    .selectFrom('payment_shares')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('cents'), eb.lit(0)).as('cents'))
    .where('payment_order_id', '=', input.payId)
    .where('source', '=', 'coupon')
    .where('applied', '=', 1)
    .executeTakeFirstOrThrow();
  const paidInMoney = paid - Number(discounted.cents);
  const cents = input.amount === undefined ? paidInMoney : toCents(input.amount);
  if (cents <= 0 || cents > paidInMoney) throw paymentError(PaymentErrorCode.refundBeyondPaid);

  const shares = await trx
    .selectFrom('payment_shares')
    .innerJoin('payments', 'payments.id', 'payment_shares.payment_id')
    .select([
      'payment_shares.id',
      'payment_shares.payment_id',
      'payment_shares.source',
      'payment_shares.cents',
      'payments.merchant_no',
      (eb) =>
        eb
          .selectFrom('refund_parts')
          .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('refund_parts.cents'), inner.lit(0)).as('taken'))
          .whereRef('refund_parts.share_id', '=', 'payment_shares.id')
          .as('taken'),
    ])
    .where('payment_shares.payment_order_id', '=', input.payId)
    .where('payment_shares.applied', '=', 1)
    .where('payment_shares.source', '<>', 'coupon')
    .orderBy('payment_shares.payment_id', 'desc')
    .orderBy('payment_shares.id')
    .execute();

  const refund = await trx
    .insertInto('refunds')
    .values({ payment_order_id: input.payId, cents, reason: input.reason, created_by: actor.userId, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();

  const parts: { shareId: number; source: MoneySource; cents: number; merchantNo: string }[] = [];
  let left = cents;
  const paymentIds = [...new Set(shares.map((share) => share.payment_id))];
  for (const paymentId of paymentIds) {
    if (left === 0) break;
    const ofPayment = shares
      .filter((share) => share.payment_id === paymentId)
      .map((share) => ({ ...share, remaining: Number(share.cents) - Number(share.taken ?? 0) }))
      .filter((share) => share.remaining > 0);
    const remaining = ofPayment.reduce((sum, share) => sum + share.remaining, 0);
    if (remaining === 0) continue;
    const take = Math.min(left, remaining);
    const split = splitCents(
      take,
      ofPayment.map((share) => share.remaining),
    );
    ofPayment.forEach((share, index) => {
      if (split[index]! > 0 && isMoneySource(share.source))
        parts.push({ shareId: share.id, source: share.source, cents: split[index]!, merchantNo: share.merchant_no });
    });
    left -= take;
  }
  // The shares of a payment order add up to what it was paid (every orderPaid entry comes from one), so none is left.
  if (left !== 0) throw new Error(`Refund ${refund.id}: ${left} cents found in no share`);

  await trx
    .insertInto('refund_parts')
    .values(parts.map((part) => ({ refund_id: refund.id, share_id: part.shareId, cents: part.cents })))
    .execute();
  await postMovement(
    trx,
    {
      kind: 'refund',
      clinicId,
      refundId: refund.id,
      reason: input.reason,
      createdBy: actor.userId,
      entries: [
        { account: 'orderPaid', subjectId: input.payId, cents: -cents },
        ...(await refundEntries(trx, clinicId, parts)),
      ],
    },
    now,
  );
  for (const part of parts.filter((candidate) => candidate.source === 'wallet'))
    await provider.refund({
      merchantNo: part.merchantNo,
      refundNo: `RF${refund.id}S${part.shareId}`,
      amountFen: part.cents,
    });

  const bySource = new Map<MoneySource, number>();
  for (const part of parts) bySource.set(part.source, (bySource.get(part.source) ?? 0) + part.cents);
  return {
    refundId: refund.id,
    payId: input.payId,
    amount: fromCents(cents),
    parts: [...bySource].map(([source, sum]) => ({ source, amount: fromCents(sum) })),
    paidAmount: fromCents(paid - cents),
  };
}
