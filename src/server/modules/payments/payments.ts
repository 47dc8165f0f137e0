import type { Kysely, Selectable, Transaction } from 'kysely';
import { fromCents } from '../../../domain/money';
import type { TCouponOrder } from '../../../domain/coupons/contracts';
import type { TCombineCheck, TMergePayRequest, TPaymentView } from '../../../domain/payments/contracts';
import { PAYMENT_METHODS, PAYMENT_QR_VALIDITY_MS, type PaymentMethod } from '../../../domain/payments/methods';
import { PaymentErrorCode } from '../../../domain/payments/payment-messages';
import type { Database } from '../../db/schema';
import { lockClinic } from '../clinics';
import { couponDiscountFor, couponOptions, releaseCoupon } from '../coupons';
import { applyPaymentMove } from '../cases';
import { clinicBalance, paidByPaymentOrder, postMovement, type LedgerEntry } from '../money';
import { insertPayment } from './new-payment';
import { paymentError } from './payment-errors';
import { settlePaymentOrder } from '../money';
import type { PaymentProvider, ProviderOrderState } from './provider';
import type { PaymentTable } from './tables';

type Db = Kysely<Database> | Transaction<Database>;
export type PaymentRow = Selectable<PaymentTable>;

/** Who pays: a clinic user whose prices are shown (the route refuses the others). */
export type Payer = { userId: number; clinicId: number };

export type Payable = { id: number; orderId: number; amountCents: number; dueCents: number };

/** The caller's clinic's open payment orders among `payIds`, with what is due of each; refuses any other. */
export async function payableOrders(db: Db, clinicId: number, payIds: readonly number[]): Promise<Payable[]> {
  const rows = await db
    .selectFrom('payment_orders')
    .innerJoin('orders', 'orders.id', 'payment_orders.order_id')
    .select(['payment_orders.id', 'payment_orders.order_id', 'payment_orders.amount_cents', 'payment_orders.status'])
    .where('payment_orders.id', 'in', payIds)
    .where('orders.clinic_id', '=', clinicId)
    .orderBy('payment_orders.id')
    .execute();
  if (rows.length !== payIds.length || rows.some((row) => row.status === 'cancelled'))
    throw paymentError(PaymentErrorCode.payOrderNotFound);
  if (rows.some((row) => row.status === 'paid')) throw paymentError(PaymentErrorCode.orderAlreadyPaid);
  const paid = await paidByPaymentOrder(db, payIds);
  return rows.map((row) => {
    const dueCents = Number(row.amount_cents) - (paid.get(row.id) ?? 0);
    if (dueCents < 0) throw paymentError(PaymentErrorCode.orderAlreadyPaid);
    return { id: row.id, orderId: row.order_id, amountCents: Number(row.amount_cents), dueCents };
  });
}

/** Pending payments that take any of these payment orders. */
export async function pendingPaymentsOf(db: Db, payIds: readonly number[]): Promise<PaymentRow[]> {
  if (payIds.length === 0) return [];
  return db
    .selectFrom('payments')
    .selectAll()
    .where('state', '=', 'pending')
    .where('id', 'in', (eb) =>
      eb.selectFrom('payment_shares').select('payment_id').where('payment_order_id', 'in', payIds),
    )
    .orderBy('id')
    .execute();
}

/**
 * combineCheck: what paying these payment orders takes, the clinic's coupons for it and what the balance covers of
 * the rest. `couponId` omitted: the best usable coupon is taken off; null: none; an id: that one (refused if it
 * cannot pay this payment, as mergePay would refuse it).
 */
export async function combineCheck(
  db: Db,
  payer: Payer,
  payIds: readonly number[],
  now: number,
  couponId?: number | null,
): Promise<TCombineCheck> {
  const orders = await payableOrders(db, payer.clinicId, payIds);
  const due = orders.reduce((sum, order) => sum + order.dueCents, 0);
  const coupons = await couponOptions(db, payer.clinicId, due, now);
  const chosen = couponId === undefined ? (coupons.best?.id ?? null) : couponId;
  const discount = chosen === null ? 0 : await couponDiscountFor(db, payer.clinicId, chosen, due, now);
  const toPay = due - discount;
  const balance = await clinicBalance(db, payer.clinicId);
  const preference = await db
    .selectFrom('payment_preferences')
    .select('pay_type')
    .where('user_id', '=', payer.userId)
    .where('clinic_id', '=', payer.clinicId)
    .executeTakeFirst();
  const payType = PAYMENT_METHODS.find((method) => method === preference?.pay_type) ?? null;
  return {
    dueAmount: fromCents(due),
    coupons: coupons.list,
    couponId: chosen,
    couponAmount: fromCents(discount),
    payAmount: fromCents(toPay),
    balanceAmount: fromCents(balance),
    balanceCovers: balance >= toPay,
    walletAmount: fromCents(Math.max(0, toPay - balance)),
    payType,
  };
}

/** coupon/order: the clinic's coupons for a payment of these payment orders, and the one picked by default. */
export async function couponsForPayment(
  db: Db,
  payer: Payer,
  payIds: readonly number[],
  now: number,
): Promise<TCouponOrder> {
  const orders = await payableOrders(db, payer.clinicId, payIds);
  const options = await couponOptions(
    db,
    payer.clinicId,
    orders.reduce((sum, order) => sum + order.dueCents, 0),
    now,
  );
  return { list: options.list, bestId: options.best?.id ?? null };
}

/** savePayType: the method the user chose, offered first next time. */
export async function savePayType(
  trx: Transaction<Database>,
  payer: Payer,
  payType: PaymentMethod,
  now: number,
): Promise<void> {
  await trx
    .insertInto('payment_preferences')
    .values({ user_id: payer.userId, clinic_id: payer.clinicId, pay_type: payType, updated_at: now })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'clinic_id']).doUpdateSet({ pay_type: payType, updated_at: now }),
    )
    .execute();
}

/**
 * mergePay: one payment of the payment orders, by the balance, a wallet, or the balance first and a wallet for the
 * rest. Serialised per clinic, so of two payers of the same orders one pays and the other is told they are paid
 * (46002); while a wallet payment of them waits, another payment of them is refused (46004), except the same payment
 * asked again (another tab, a lost answer), which answers the waiting one. Each order's share of the balance part is
 * its largest-remainder part (paymentShares, the rule the page shows); the wallet pays the rest of each. The balance part is held
 * until the wallet pays (then it pays the orders) or the code closes (then it goes back to the balance). A claimed
 * coupon (`couponId`) is checked against the whole total, taken by this payment (once), and its discount split
 * across the orders first by what is due of each (largest remainder): the balance and the wallet pay what is left.
 */
export async function mergePay(
  trx: Transaction<Database>,
  provider: PaymentProvider,
  payer: Payer,
  input: Pick<TMergePayRequest, 'payIds' | 'useBalance' | 'wallet' | 'couponId'>,
  now: number,
): Promise<TPaymentView> {
  await lockClinic(trx, payer.clinicId);
  const orders = await payableOrders(trx, payer.clinicId, input.payIds);
  const waiting = await pendingPaymentsOf(trx, input.payIds);
  if (waiting.length > 0) {
    const same = waiting.length === 1 ? waiting[0]! : null;
    // A waiting remittance (provider 'transfer') is never "the same payment asked again": it waits for finance.
    if (
      same &&
      same.provider === provider.name &&
      same.wallet === (input.wallet ?? null) &&
      (await sharesCover(trx, same.id, input.payIds))
    )
      return paymentView(trx, same.id);
    throw paymentError(PaymentErrorCode.paymentInProgress);
  }

  const dues = orders.map((order) => order.dueCents);
  const due = dues.reduce((sum, cents) => sum + cents, 0);
  const couponId = input.couponId ?? null;
  const discount = couponId === null ? 0 : await couponDiscountFor(trx, payer.clinicId, couponId, due, now);
  const total = due - discount;
  const balance = input.useBalance ? await clinicBalance(trx, payer.clinicId) : 0;
  if (input.useBalance && !input.wallet && balance < total) throw paymentError(PaymentErrorCode.insufficientBalance);
  const balancePart = input.useBalance ? Math.min(Math.max(balance, 0), total) : 0;
  const walletPart = total - balancePart;
  const wallet = walletPart > 0 ? (input.wallet ?? null) : null;

  const payment = await insertPayment(
    trx,
    {
      clinicId: payer.clinicId,
      userId: payer.userId,
      merchantPrefix: 'CP',
      provider: wallet ? provider.name : 'balance',
      wallet,
      orders,
      couponId,
      couponCents: discount,
      balanceCents: balancePart,
      restSource: 'wallet',
      reason: null,
    },
    now,
  );
  await postMovement(
    trx,
    {
      kind: 'hold',
      clinicId: payer.clinicId,
      paymentId: payment.id,
      createdBy: payer.userId,
      entries: [
        { account: 'clinicBalance', subjectId: payer.clinicId, cents: -balancePart },
        { account: 'paymentHold', subjectId: payment.id, cents: balancePart },
      ],
    },
    now,
  );

  if (walletPart === 0) {
    await settlePayment(trx, payment.id, null, now);
  } else {
    const expiresAt = now + PAYMENT_QR_VALIDITY_MS;
    const { qrPayload } = await provider.createOrder({
      merchantNo: payment.merchantNo,
      amountFen: walletPart,
      wallet: wallet!,
      description: `Cuspid ${orders.map((order) => order.orderId).join(',')}`.slice(0, 100),
      expiresAt,
    });
    await trx
      .updateTable('payments')
      .set({ qr_payload: qrPayload, expires_at: expiresAt })
      .where('id', '=', payment.id)
      .execute();
  }
  return paymentView(trx, payment.id);
}

async function sharesCover(db: Db, paymentId: number, payIds: readonly number[]): Promise<boolean> {
  const rows = await db
    .selectFrom('payment_shares')
    .select('payment_order_id')
    .where('payment_id', '=', paymentId)
    .execute();
  const covered = new Set(rows.map((row) => row.payment_order_id));
  return covered.size === payIds.length && payIds.every((id) => covered.has(id));
}

/**
 * The payment is paid (by the balance alone, its wallet said so, or finance confirmed its remittance): exactly once,
 * gated on it still pending. Each
 * share pays its payment order while that is still open; a share of an order paid otherwise in the meantime (the
 * factory recorded money received outside) is credited to the clinic's balance instead. An order paid in full
 * takes its line's payment move (pending payment to paid). Answers whether this call settled it.
 */
export async function settlePayment(
  trx: Transaction<Database>,
  paymentId: number,
  providerTxnId: string | null,
  now: number,
): Promise<boolean> {
  const gate = await trx
    .updateTable('payments')
    .set({ state: 'paid', settled_at: now, provider_txn_id: providerTxnId })
    .where('id', '=', paymentId)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  if (Number(gate.numUpdatedRows) !== 1) return false;
  const payment = await trx.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
  const shares = await trx
    .selectFrom('payment_shares')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .orderBy('id')
    .execute();
  const payIds = [...new Set(shares.map((share) => share.payment_order_id))];
  const orders = await trx.selectFrom('payment_orders').selectAll().where('id', 'in', payIds).execute();
  const isOpen = new Set(orders.filter((order) => order.status === 'open').map((order) => order.id));

  const entries: LedgerEntry[] = [];
  for (const share of shares) {
    const cents = Number(share.cents);
    // A coupon's discount (or credit) of an order paid otherwise meanwhile was never the clinic's money: it is just not given.
    if ((share.source !== 'coupon' && share.source !== 'credit') || isOpen.has(share.payment_order_id))
      entries.push(
        share.source === 'balance'
          ? { account: 'paymentHold', subjectId: paymentId, cents: -cents }
          : share.source === 'coupon'
            ? { account: 'coupon', subjectId: payment.coupon_claim_id!, cents: -cents }
            : share.source === 'credit'
              ? { account: 'clinicCredit', subjectId: payment.clinic_id, cents: -cents }
              : { account: share.source === 'outside' ? 'outside' : 'wallet', subjectId: 0, cents: -cents },
        isOpen.has(share.payment_order_id)
          ? { account: 'orderPaid', subjectId: share.payment_order_id, cents }
          : { account: 'clinicBalance', subjectId: payment.clinic_id, cents },
      );
    await trx
      .updateTable('payment_shares')
      .set({ applied: isOpen.has(share.payment_order_id) ? 1 : 0 })
      .where('id', '=', share.id)
      .execute();
  }
  await postMovement(
    trx,
    { kind: 'payment', clinicId: payment.clinic_id, paymentId, createdBy: payment.created_by, entries },
    now,
  );

  const paid = await paidByPaymentOrder(trx, payIds);
  for (const order of orders) {
    if (!isOpen.has(order.id) || (paid.get(order.id) ?? 0) < Number(order.amount_cents)) continue;
    await settlePaymentOrder(trx, order.id, payment.merchant_no, now);
    await applyPaymentMove(
      trx,
      order.order_id,
      { userId: payment.created_by },
      {
        amount: fromCents(Number(order.amount_cents)),
        finalPayment: order.settles_plan === 1,
        reference: payment.merchant_no,
      },
      now,
    );
  }
  return true;
}

/**
 * The wallet closed the payment (expired, declined): once, gated on it still pending; its held balance goes back and
 * its coupon is unused again.
 */
export async function closePayment(trx: Transaction<Database>, paymentId: number, now: number): Promise<boolean> {
  const gate = await trx
    .updateTable('payments')
    .set({ state: 'closed', settled_at: now })
    .where('id', '=', paymentId)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  if (Number(gate.numUpdatedRows) !== 1) return false;
  const payment = await trx.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
  const held = Number(payment.balance_cents);
  await releaseCoupon(trx, paymentId);
  await postMovement(
    trx,
    {
      kind: 'release',
      clinicId: payment.clinic_id,
      paymentId,
      entries: [
        { account: 'paymentHold', subjectId: paymentId, cents: -held },
        { account: 'clinicBalance', subjectId: payment.clinic_id, cents: held },
      ],
    },
    now,
  );
  return true;
}

/**
 * What the wallet says of a payment, applied (a notification, or the answer to a status query): paid settles a
 * pending payment; paid after the payment was closed credits the wallet's money to the clinic's balance (never lost,
 * never paying an order twice); closed closes a pending one. Anything else changes nothing, so a repeated, late or
 * reordered word is harmless. An amount other than the wallet part is refused.
 */
export async function applyProviderState(
  trx: Transaction<Database>,
  paymentId: number,
  word: ProviderOrderState,
  now: number,
): Promise<void> {
  const found = await trx
    .selectFrom('payments')
    .select('clinic_id')
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  await lockClinic(trx, found.clinic_id);
  const payment = await trx.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
  if (word.state === 'pending') return;
  if (word.state === 'closed') {
    await closePayment(trx, paymentId, now);
    return;
  }
  if (word.amountFen !== Number(payment.wallet_cents)) throw paymentError(PaymentErrorCode.notificationInvalid);
  if (payment.state === 'pending') {
    await settlePayment(trx, paymentId, word.providerTxnId, now);
    return;
  }
  if (payment.state !== 'closed') return;
  const late = await trx
    .updateTable('payments')
    .set({ state: 'paidToBalance', provider_txn_id: word.providerTxnId })
    .where('id', '=', paymentId)
    .where('state', '=', 'closed')
    .executeTakeFirst();
  if (Number(late.numUpdatedRows) !== 1) return;
  await postMovement(
    trx,
    {
      kind: 'lateWalletToBalance',
      clinicId: payment.clinic_id,
      paymentId,
      entries: [
        { account: 'wallet', subjectId: 0, cents: -word.amountFen },
        { account: 'clinicBalance', subjectId: payment.clinic_id, cents: word.amountFen },
      ],
    },
    now,
  );
}

/**
 * Asks the wallet about a pending payment (no notification came) and applies its answer; a code past its time is
 * closed at the wallet first, whose answer is final (paid if the payer won the race). Runs the wallet call outside
 * any transaction.
 */
export async function refreshPayment(
  db: Kysely<Database>,
  provider: PaymentProvider,
  paymentId: number,
  now: number,
): Promise<void> {
  const payment = await db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
  if (!payment || payment.state !== 'pending' || payment.provider !== provider.name) return;
  let word = await provider.queryOrder(payment.merchant_no);
  if (word.state === 'pending' && payment.expires_at !== null && now >= Number(payment.expires_at))
    word = await provider.closeOrder(payment.merchant_no);
  if (word.state === 'pending') return;
  await db.transaction().execute((trx) => applyProviderState(trx, paymentId, word, now));
}

/** Refreshes the expired pending payments of these payment orders, so a new payment of them is not refused for one. */
export async function refreshExpired(
  db: Kysely<Database>,
  provider: PaymentProvider,
  payIds: readonly number[],
  now: number,
): Promise<void> {
  for (const payment of await pendingPaymentsOf(db, payIds))
    if (payment.expires_at !== null && now >= Number(payment.expires_at))
      await refreshPayment(db, provider, payment.id, now);
}

/** A payment as its payer sees it. */
export async function paymentView(db: Db, paymentId: number): Promise<TPaymentView> {
  const payment = await db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
  const shares = await db
    .selectFrom('payment_shares')
    .innerJoin('payment_orders', 'payment_orders.id', 'payment_shares.payment_order_id')
    .select([
      'payment_shares.payment_order_id',
      'payment_shares.applied',
      'payment_orders.order_id',
      'payment_orders.status',
    ])
    .where('payment_shares.payment_id', '=', paymentId)
    .orderBy('payment_shares.payment_order_id')
    .execute();
  const payIds = [...new Set(shares.map((share) => share.payment_order_id))];
  const orderIds = [
    ...new Set(shares.filter((share) => share.applied === 1 && share.status === 'paid').map((share) => share.order_id)),
  ];
  return {
    paymentId: payment.id,
    merchantNo: payment.merchant_no,
    state: payment.state,
    totalAmount: fromCents(Number(payment.total_cents)),
    couponId: payment.coupon_claim_id,
    couponAmount: fromCents(Number(payment.coupon_cents)),
    balancePartAmount: fromCents(Number(payment.balance_cents)),
    walletPartAmount: fromCents(Number(payment.wallet_cents)),
    wallet: payment.wallet === 'wechat' || payment.wallet === 'alipay' ? payment.wallet : null,
    qrPayload: payment.state === 'pending' ? payment.qr_payload : null,
    expiresAt: payment.expires_at === null ? null : Number(payment.expires_at),
    payIds,
    orderIds,
  };
}

/** The caller's clinic's payment, or 46007. */
export async function findClinicPayment(db: Db, clinicId: number, paymentId: number): Promise<PaymentRow> {
  const payment = await db
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', paymentId)
    .where('clinic_id', '=', clinicId)
    .executeTakeFirst();
  if (!payment) throw paymentError(PaymentErrorCode.paymentNotFound);
  return payment;
}

/** The payment a wallet notification names, of that wallet; undefined for any other. */
export function findWalletPayment(db: Db, providerName: string, merchantNo: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('merchant_no', '=', merchantNo)
    .where('provider', '=', providerName)
    .executeTakeFirst();
}
