import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { ShareSource, Wallet } from '../../../domain/payments/methods';
import { paymentShares } from '../../../domain/payments/shares';
import type { Database } from '../../db/schema';
import { takeCoupon } from '../coupons';

/** A merchant order number: a prefix (CP clinic payment, OT outside receipt, RT remittance) and 24 random hex digits
 * (26 characters, inside the wallets' 6-32). */
export function newMerchantNo(prefix: 'CP' | 'OT' | 'RT'): string {
  return `${prefix}${randomBytes(12).toString('hex')}`;
}

/** Where the part of each order that the coupon and the balance leave is paid from. */
export type RestSource = Extract<ShareSource, 'wallet' | 'credit' | 'outside'>;

export type NewPayment = {
  clinicId: number;
  userId: number;
  merchantPrefix: 'CP' | 'RT';
  /** The provider column: a wallet provider's name, 'balance', 'credit' or 'transfer'. */
  provider: string;
  wallet: Wallet | null;
  /** The payment orders paid, with what is still due of each. */
  orders: readonly { id: number; dueCents: number }[];
  couponId: number | null;
  couponCents: number;
  /** The part the clinic's balance pays (held by the caller); 0 for credit and remittances. */
  balanceCents: number;
  restSource: RestSource;
  reason: string | null;
};

/**
 * A pending payment of payment orders (mergePay, quotaPay, a remittance), the one shape all three write: the payment
 * row, its coupon taken (once), and each order's shares by `paymentShares` (the rule the confirm page shows): the
 * coupon's part, the balance's, then the rest source's. An order with nothing to pay keeps one zero share, from the
 * balance when the rest is a wallet (a wallet is never asked for nothing), from the rest source otherwise.
 */
export async function insertPayment(
  trx: Transaction<Database>,
  payment: NewPayment,
  now: number,
): Promise<{ id: number; merchantNo: string }> {
  const due = payment.orders.reduce((sum, order) => sum + order.dueCents, 0);
  const total = due - payment.couponCents;
  const row = await trx
    .insertInto('payments')
    .values({
      clinic_id: payment.clinicId,
      merchant_no: newMerchantNo(payment.merchantPrefix),
      state: 'pending',
      provider: payment.provider,
      wallet: payment.wallet,
      total_cents: total,
      balance_cents: payment.balanceCents,
      wallet_cents: payment.restSource === 'wallet' ? total - payment.balanceCents : 0,
      coupon_claim_id: payment.couponId,
      coupon_cents: payment.couponCents,
      qr_payload: null,
      expires_at: null,
      provider_txn_id: null,
      reason: payment.reason,
      created_by: payment.userId,
      created_at: now,
      settled_at: null,
    })
    .returning(['id', 'merchant_no'])
    .executeTakeFirstOrThrow();
  if (payment.couponId !== null) await takeCoupon(trx, payment.couponId, row.id, now);

  const split = paymentShares(
    payment.orders.map((order) => ({ payId: order.id, dueCents: order.dueCents })),
    { balanceCents: payment.balanceCents, useBalance: payment.balanceCents > 0, couponCents: payment.couponCents },
  );
  const zeroSource: ShareSource = payment.restSource === 'wallet' ? 'balance' : payment.restSource;
  const shares = split.flatMap((share) => {
    const rows: { source: ShareSource; cents: number }[] = [];
    if (share.couponCents > 0) rows.push({ source: 'coupon', cents: share.couponCents });
    if (share.balanceCents > 0) rows.push({ source: 'balance', cents: share.balanceCents });
    if (share.walletCents > 0) rows.push({ source: payment.restSource, cents: share.walletCents });
    if (rows.length === 0) rows.push({ source: zeroSource, cents: 0 });
    return rows.map((one) => ({ payment_id: row.id, payment_order_id: share.payId, ...one, applied: null }));
  });
  await trx.insertInto('payment_shares').values(shares).execute();
  return { id: row.id, merchantNo: row.merchant_no };
}
