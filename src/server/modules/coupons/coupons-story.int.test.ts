import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COUPON_PATHS,
  type TClaimableCoupon,
  type TCouponOrder,
  type TCouponUserPage,
  type TReceivePage,
  type TUserCoupon,
} from '../../../domain/coupons/contracts';
import { CouponErrorCode } from '../../../domain/coupons/coupon-messages';
import { ORDER_STATUS } from '../../../domain/order-status';
import {
  PAYMENT_PATHS,
  type TCombineCheck,
  type TPaymentView,
  type TRefundView,
} from '../../../domain/payments/contracts';
import { PaymentErrorCode } from '../../../domain/payments/payment-messages';
import { DATABASE_KINDS } from '../../testing/test-database';
import { createCaseWorld, orderApi, type CaseWorld } from '../cases/test-kit';
import { accountSum } from '../money';
import { expectLedgerInvariants, paymentApi, sharesOf } from '../payments/test-kit';
import { orderPendingPayment } from '../../lines/aligners/testing/case-kit';

type Order = { orderId: number; payId: number };
const DAY = 24 * 3600_000;

/**
 * Factory finance issues coupons; clinics claim them (once each, while period and quota last); a clinic pays two orders
 * with a coupon (threshold reached exactly; one cent below is refused), part balance and part wallet; a coupon is used
 * once, also when two payments race for it, and comes back when its payment closes; an expired coupon is refused; a
 * refund gives back money only (docs/payments.md, "Coupons").
 */
describe.each(DATABASE_KINDS)('coupons on %s', (kind) => {
  let w: CaseWorld;
  let api: ReturnType<typeof paymentApi>;
  const coupon: Record<'big' | 'small' | 'single' | 'stale' | 'fading', TClaimableCoupon> = {} as never;
  const claim: Partial<Record<keyof typeof coupon, TUserCoupon>> = {};
  let plan: Order, second: Order, third: Order, fourth: Order;

  const create = async (body: object, headers = w.factory.headers) =>
    api.post(COUPON_PATHS.create, headers, body, randomUUID());
  const receive = (id: number, headers = w.doctorA.headers, key = randomUUID()) =>
    api.post(COUPON_PATHS.receive.replace(':id', String(id)), headers, {}, key);
  const receiveCount = async (headers: Record<string, string>) =>
    api.data<number>(await w.app.inject({ method: 'GET', url: `/api/design${COUPON_PATHS.receiveCount}`, headers }));
  const mine = async (state: 'available' | 'used' | 'expired', headers = w.doctorA.headers) =>
    api.data<TCouponUserPage>(await api.post(COUPON_PATHS.couponUserPage, headers, { state }));
  const check = async (payIds: number[], couponId?: number | null) =>
    api.post(PAYMENT_PATHS.combineCheck, w.doctorA.headers, couponId === undefined ? { payIds } : { payIds, couponId });

  beforeAll(async () => {
    w = await createCaseWorld(kind);
    api = paymentApi(w);
    plan = await orderPendingPayment(w, 2000);
    second = await orderPendingPayment(w, 1000);
    third = await orderPendingPayment(w, 1999.99);
    fourth = await orderPendingPayment(w, 1000);
  }, 90_000);
  afterAll(async () => w.t.close());

  it('1. factory finance issues coupons; clinics may not; the form is checked', async () => {
    const now = Date.now();
    const period = { validFrom: now - 1000, validTo: now + 30 * DAY };
    coupon.big = api.data(
      await create({ name: '100 off 3000', amount: 100, thresholdAmount: 3000, quota: 5, ...period }),
    );
    coupon.small = api.data(await create({ name: '10 off', amount: 10, quota: 5, ...period }));
    coupon.single = api.data(await create({ name: 'Only one', amount: 5, quota: 1, ...period }));
    coupon.fading = api.data(await create({ name: 'Fading', amount: 20, quota: 5, ...period }));
    coupon.stale = api.data(
      await create({ name: 'Last month', amount: 50, quota: 5, validFrom: now - 60 * DAY, validTo: now - 30 * DAY }),
    );
    expect(coupon.big).toMatchObject({ amount: 100, thresholdAmount: 3000, quota: 5, remaining: 5 });
    expect(coupon.small.thresholdAmount).toBe(0);
    expect((await create({ name: 'x', amount: 1, quota: 1, ...period }, w.adminA.headers)).statusCode).toBe(403);
    expect((await create({ name: 'x', amount: 300, thresholdAmount: 300, quota: 1, ...period })).statusCode).toBe(400);
    expect((await create({ name: 'x', amount: 1, quota: 0, ...period })).statusCode).toBe(400);
    expect((await create({ name: 'x', amount: 1, quota: 1, validFrom: now, validTo: now })).statusCode).toBe(400);
  });

  it('2. claiming: once per clinic, while the period and the quota last; the claim entry counts what is left', async () => {
    expect(await receiveCount(w.doctorA.headers)).toBe(4);
    expect(await receiveCount(w.hiddenA.headers)).toBe(0);
    const page = api.data<TReceivePage>(await api.post(COUPON_PATHS.receivePage, w.doctorA.headers, {}));
    expect(page.list.map((row) => row.couponId).sort()).toEqual(
      [coupon.big, coupon.small, coupon.single, coupon.fading].map((c) => c.couponId).sort(),
    );
    const key = randomUUID();
    claim.big = api.data<TUserCoupon>(await receive(coupon.big.couponId, w.doctorA.headers, key));
    expect(claim.big).toMatchObject({ couponId: coupon.big.couponId, state: 'available', amount: 100, usedAt: null });
    expect(api.data<TUserCoupon>(await receive(coupon.big.couponId, w.doctorA.headers, key)).id).toBe(claim.big.id);
    expect((await receive(coupon.big.couponId, w.adminA.headers)).json().code).toBe(CouponErrorCode.alreadyClaimed);
    expect((await receive(coupon.big.couponId, w.hiddenA.headers)).statusCode).toBe(403);
    api.data(await receive(coupon.single.couponId, w.adminB.headers));
    const soldOut = await receive(coupon.single.couponId);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toMatchObject({ code: CouponErrorCode.couponSoldOut });
    expect((await receive(coupon.stale.couponId)).json().code).toBe(CouponErrorCode.couponExpired);
    expect((await receive(999_999)).statusCode).toBe(404);
    claim.small = api.data<TUserCoupon>(await receive(coupon.small.couponId));
    claim.fading = api.data<TUserCoupon>(await receive(coupon.fading.couponId));
    expect(await receiveCount(w.doctorA.headers)).toBe(0);
    expect((await mine('available')).list.map((row) => row.id)).toEqual([
      claim.big.id,
      claim.small.id,
      claim.fading.id,
    ]);
    const hidden = await mine('available', w.hiddenA.headers);
    expect(hidden.list[0]).not.toHaveProperty('amount');
    await expectLedgerInvariants(w.app.db.kysely);
  });

  it('3. a claimed coupon past its period is listed as expired and refused', async () => {
    await w.app.db.kysely
      .updateTable('coupons')
      .set({ valid_to: Date.now() - 1 })
      .where('id', '=', coupon.fading.couponId)
      .execute();
    expect((await mine('expired')).list.map((row) => row.id)).toEqual([claim.fading!.id]);
    expect((await check([plan.payId], claim.fading!.id)).json().code).toBe(CouponErrorCode.couponExpired);
    const refused = await api.mergePay(w.doctorA.headers, {
      payIds: [plan.payId],
      wallet: 'wechat',
      couponId: claim.fading!.id,
    });
    expect(refused.json().code).toBe(CouponErrorCode.couponExpired);
    expect((await check([plan.payId], claim.big!.id)).json().code).toBe(CouponErrorCode.belowThreshold);
    expect((await check([plan.payId], 999_999)).statusCode).toBe(404);
  });

  it('4. one cent below the threshold: not usable, "add 0.01"; the best usable coupon is picked instead', async () => {
    const answer = api.data<TCombineCheck>(await check([third.payId, fourth.payId]));
    expect(answer).toMatchObject({
      dueAmount: 2999.99,
      couponId: claim.small!.id,
      couponAmount: 10,
      payAmount: 2989.99,
      walletAmount: 2989.99,
    });
    expect(answer.coupons).toEqual([
      expect.objectContaining({ id: claim.small!.id, usable: true, discountAmount: 10, shortfallAmount: null }),
      expect.objectContaining({ id: claim.big!.id, usable: false, discountAmount: 0, shortfallAmount: 0.01 }),
    ]);
    expect(api.data<TCombineCheck>(await check([third.payId, fourth.payId], null))).toMatchObject({
      couponId: null,
      couponAmount: 0,
      payAmount: 2999.99,
    });
    const order = api.data<TCouponOrder>(
      await api.post(COUPON_PATHS.order, w.doctorA.headers, { payIds: [third.payId, fourth.payId] }),
    );
    expect(order.bestId).toBe(claim.small!.id);
    const refused = await api.mergePay(w.doctorA.headers, {
      payIds: [third.payId, fourth.payId],
      wallet: 'wechat',
      couponId: claim.big!.id,
    });
    expect(refused.json().code).toBe(CouponErrorCode.belowThreshold);
    expect(await w.app.db.kysely.selectFrom('payments').select('id').execute()).toEqual([]);
  });

  it('5. two payments race for one coupon: one takes it, the other is refused; a closed payment gives it back', async () => {
    const answers = await Promise.all(
      [third, fourth].map((order) =>
        api.mergePay(w.doctorA.headers, { payIds: [order.payId], wallet: 'alipay', couponId: claim.small!.id }),
      ),
    );
    const won = answers.filter((answer) => answer.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(answers.find((answer) => answer.statusCode !== 200)!.json()).toMatchObject({
      code: CouponErrorCode.couponUsed,
    });
    const payment = api.data<TPaymentView>(won[0]!);
    expect(payment).toMatchObject({ state: 'pending', couponId: claim.small!.id, couponAmount: 10 });
    expect((await mine('used')).list.map((row) => row.id)).toEqual([claim.small!.id]);
    await expectLedgerInvariants(w.app.db.kysely);
    api.data(await api.decide(payment.qrPayload!, 'decline'));
    expect(api.data<TPaymentView>(await api.status(w.doctorA.headers, payment.paymentId)).state).toBe('closed');
    expect((await mine('used')).list).toEqual([]);
    expect((await mine('available')).list.map((row) => row.id)).toContain(claim.small!.id);
    await expectLedgerInvariants(w.app.db.kysely);
  });

  let paid: TPaymentView;
  it('6. exactly at the threshold: two orders paid with the coupon, part balance and part wallet, the discount split', async () => {
    api.data(await api.credit(w.clinicA, 1000));
    const answer = api.data<TCombineCheck>(await check([plan.payId, second.payId]));
    expect(answer).toMatchObject({
      dueAmount: 3000,
      couponId: claim.big!.id,
      couponAmount: 100,
      payAmount: 2900,
      balanceAmount: 1000,
      walletAmount: 1900,
    });
    const body = { payIds: [plan.payId, second.payId], useBalance: true, wallet: 'wechat', couponId: claim.big!.id };
    paid = api.data<TPaymentView>(await api.mergePay(w.doctorA.headers, body));
    expect(paid).toMatchObject({
      state: 'pending',
      totalAmount: 2900,
      couponAmount: 100,
      balancePartAmount: 1000,
      walletPartAmount: 1900,
    });
    // The coupon waits with its payment: another payment may not take it meanwhile.
    const again = await api.mergePay(w.doctorA.headers, {
      payIds: [third.payId],
      wallet: 'wechat',
      couponId: claim.big!.id,
    });
    expect(again.json().code).toBe(CouponErrorCode.couponUsed);
    api.data(await api.decide(paid.qrPayload!, 'approve'));
    expect(api.data<TPaymentView>(await api.status(w.doctorA.headers, paid.paymentId)).state).toBe('paid');
    for (const { orderId } of [plan, second]) {
      const detail = (await orderApi(w.app).detail(orderId, w.doctorA.headers)).json().data as { status: number };
      expect(detail.status).toBe(ORDER_STATUS.paid);
    }
    // 10000 off by the dues 200000 : 100000 -> 6667 and 3333; 100000 of balance by what is left, 193333 : 96667 ->
    // 66667 (66666.55…, the larger remainder) and 33333; the wallet the rest.
    expect(await sharesOf(w.app.db.kysely, paid.paymentId)).toEqual([
      [plan.payId, 'balance', 66667],
      [plan.payId, 'coupon', 6667],
      [plan.payId, 'wallet', 126666],
      [second.payId, 'balance', 33333],
      [second.payId, 'coupon', 3333],
      [second.payId, 'wallet', 63334],
    ]);
    expect(await accountSum(w.app.db.kysely, 'coupon', claim.big!.id)).toBe(-10000);
    expect((await mine('used')).list).toEqual([expect.objectContaining({ id: claim.big!.id, state: 'used' })]);
    await expectLedgerInvariants(w.app.db.kysely);
  });

  it('7. a used coupon is refused for any other payment', async () => {
    await w.app.db.kysely
      .updateTable('coupons')
      .set({ threshold_cents: 0 })
      .where('id', '=', coupon.big.couponId)
      .execute();
    const refused = await api.mergePay(w.doctorA.headers, {
      payIds: [third.payId],
      wallet: 'wechat',
      couponId: claim.big!.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(CouponErrorCode.couponUsed);
    expect(api.data<TCombineCheck>(await check([third.payId])).coupons.map((option) => option.id)).not.toContain(
      claim.big!.id,
    );
  });

  it('8. refunds give back money only: the discount stays, even below the threshold', async () => {
    const part = api.data<TRefundView>(await api.refund({ payId: plan.payId, amount: 1000, reason: 'Fewer aligners' }));
    expect(part).toMatchObject({ amount: 1000, paidAmount: 1000 });
    expect(part.parts.map((p) => p.source).sort()).toEqual(['balance', 'wallet']);
    // What is left in money: 1933.33 - 1000; the 66.67 of the coupon is not refunded.
    expect((await api.refund({ payId: plan.payId, amount: 933.34, reason: 'Too much' })).json().code).toBe(
      PaymentErrorCode.refundBeyondPaid,
    );
    const rest = api.data<TRefundView>(await api.refund({ payId: plan.payId, reason: 'Order stopped' }));
    expect(rest).toMatchObject({ amount: 933.33, paidAmount: 66.67 });
    expect((await api.refund({ payId: plan.payId, reason: 'Again' })).json().code).toBe(
      PaymentErrorCode.refundBeyondPaid,
    );
    expect((await mine('used')).list.map((row) => row.id)).toEqual([claim.big!.id]);
    await expectLedgerInvariants(w.app.db.kysely);
  });
});
