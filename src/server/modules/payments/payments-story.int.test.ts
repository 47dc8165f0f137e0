import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../domain/order-status';
import {
  PAYMENT_PATHS,
  type TCombineCheck,
  type TPaymentView,
  type TRefundView,
  type TUnPayList,
  type TWalletNotification,
} from '../../../domain/payments/contracts';
import { PaymentErrorCode } from '../../../domain/payments/payment-messages';
import { DATABASE_KINDS } from '../../testing/test-database';
import { createCaseWorld, orderApi, type CaseWorld } from '../cases/test-kit';
import { timelineOf } from '../../lines/aligners/testing/factory-kit';
import { expectLedgerInvariants, paymentApi, sharesOf } from './test-kit';
import { orderPendingPayment } from '../../lines/aligners/testing/case-kit';

/**
 * A clinic pays two orders at once, an aligner plan payment and a second order, part from its balance and part from a
 * wallet, through the real server; the wallet's payer approves; both orders move on to paid with the payment on their
 * timelines; then factory finance refunds part of one, back the way it was paid.
 */
describe.each(DATABASE_KINDS)('paying two orders together, part balance and part wallet, on %s', (kind) => {
  let w: CaseWorld;
  let api: ReturnType<typeof paymentApi>;
  let plan: { orderId: number; payId: number };
  let second: { orderId: number; payId: number };
  let payment: TPaymentView;
  let notification: TWalletNotification;

  beforeAll(async () => {
    w = await createCaseWorld(kind);
    api = paymentApi(w);
    plan = await orderPendingPayment(w, 3000.01, true);
    second = await orderPendingPayment(w, 1000);
  }, 60_000);
  afterAll(async () => w.t.close());

  it('1. lists both unpaid orders; staff whose prices are hidden see them without any amount and cannot pay', async () => {
    const list = api.data<TUnPayList>(await api.post(PAYMENT_PATHS.unPayList, w.doctorA.headers, {}));
    expect(list.total).toBe(2);
    expect(list.list.map((row) => [row.payId, row.amount, row.dueAmount, row.paymentWaiting])).toEqual([
      [second.payId, 1000, 1000, false],
      [plan.payId, 3000.01, 3000.01, false],
    ]);
    expect(api.data<number>(await api.post(PAYMENT_PATHS.unPayCount, w.doctorA.headers, {}))).toBe(2);
    // The confirm page opened by its address asks for its orders by their ids.
    const one = api.data<TUnPayList>(
      await api.post(PAYMENT_PATHS.unPayList, w.doctorA.headers, { payIds: [plan.payId, 999_999] }),
    );
    expect(one.list.map((row) => row.payId)).toEqual([plan.payId]);
    expect((await api.post(PAYMENT_PATHS.unPayList, w.doctorA.headers, { payIds: [] })).statusCode).toBe(400);
    const hidden = api.data<TUnPayList>(await api.post(PAYMENT_PATHS.unPayList, w.hiddenA.headers, {}));
    expect(hidden.list[0]).not.toHaveProperty('amount');
    expect(hidden.list[0]).not.toHaveProperty('dueAmount');
    const refused = await api.mergePay(w.hiddenA.headers, { payIds: [plan.payId], useBalance: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toContain('Prices are hidden');
    expect(
      await api
        .post(PAYMENT_PATHS.unPayList, w.adminB.headers, {})
        .then((answer) => api.data<TUnPayList>(answer).total),
    ).toBe(0);
    const otherClinic = await api.mergePay(w.adminB.headers, { payIds: [plan.payId], useBalance: true });
    expect(otherClinic.json().code).toBe(PaymentErrorCode.payOrderNotFound);
  });

  it('2. the balance alone is not enough: insufficient balance, choose another method', async () => {
    api.data(await api.credit(w.clinicA, 1500.5));
    const check = api.data<TCombineCheck>(
      await api.post(PAYMENT_PATHS.combineCheck, w.doctorA.headers, { payIds: [plan.payId, second.payId] }),
    );
    expect(check).toEqual({
      dueAmount: 4000.01,
      coupons: [],
      couponId: null,
      couponAmount: 0,
      payAmount: 4000.01,
      balanceAmount: 1500.5,
      balanceCovers: false,
      walletAmount: 2499.51,
      payType: null,
    });
    const refused = await api.mergePay(w.doctorA.headers, { payIds: [plan.payId, second.payId], useBalance: true });
    expect(refused.json()).toMatchObject({ code: PaymentErrorCode.insufficientBalance });
    expect(refused.json().msg).toContain('Insufficient balance');
    api.data(await api.post(PAYMENT_PATHS.savePayType, w.doctorA.headers, { payType: 'wechat' }, randomUUID()));
  });

  it('3. balance plus wallet: the balance part is held, a QR code waits two hours, a second payment is refused', async () => {
    const key = randomUUID();
    payment = api.data<TPaymentView>(
      await api.mergePay(
        w.doctorA.headers,
        { payIds: [plan.payId, second.payId], useBalance: true, wallet: 'wechat' },
        key,
      ),
    );
    expect(payment).toMatchObject({
      state: 'pending',
      totalAmount: 4000.01,
      balancePartAmount: 1500.5,
      walletPartAmount: 2499.51,
      wallet: 'wechat',
    });
    expect(payment.merchantNo).toMatch(/^[A-Za-z0-9_-]{6,32}$/);
    expect(payment.expiresAt! - Date.now()).toBeGreaterThan(2 * 3600_000 - 60_000);
    // A retry with the same key answers the first payment; another device paying one of them is refused.
    const retry = await api.mergePay(
      w.doctorA.headers,
      { payIds: [plan.payId, second.payId], useBalance: true, wallet: 'wechat' },
      key,
    );
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(api.data<TPaymentView>(retry).paymentId).toBe(payment.paymentId);
    expect((await api.mergePay(w.adminA.headers, { payIds: [second.payId], wallet: 'alipay' })).json().code).toBe(
      PaymentErrorCode.paymentInProgress,
    );
    const check = api.data<TCombineCheck>(
      await api.post(PAYMENT_PATHS.combineCheck, w.doctorA.headers, { payIds: [second.payId] }),
    );
    expect(check).toMatchObject({ balanceAmount: 0, payType: 'wechat' });
  });

  it('4. the payer approves; the signed notification pays both orders once, however often it comes', async () => {
    notification = api.data<{ notification: TWalletNotification }>(
      await api.decide(payment.qrPayload!, 'approve'),
    ).notification;
    expect(notification).toMatchObject({ merchantNo: payment.merchantNo, amountFen: 249951, state: 'SUCCESS' });
    for (let i = 0; i < 2; i++) api.data(await api.notify(notification));
    const forged = await api.notify({ ...notification, amountFen: 1 });
    expect(forged.json().code).toBe(PaymentErrorCode.notificationInvalid);

    const paid = api.data<TPaymentView>(await api.status(w.doctorA.headers, payment.paymentId));
    expect(paid).toMatchObject({
      state: 'paid',
      qrPayload: null,
      orderIds: [plan.orderId, second.orderId].sort((a, b) => a - b),
    });
    for (const { orderId } of [plan, second]) {
      const detail = (await orderApi(w.app).detail(orderId, w.doctorA.headers)).json().data as { status: number };
      expect(detail.status).toBe(ORDER_STATUS.paid);
      const timeline = await timelineOf(w, orderId);
      expect(timeline.at(-1)).toMatchObject({
        kind: 'payment',
        from: ORDER_STATUS.pendingPayment,
        to: ORDER_STATUS.paid,
        side: 'clinic',
      });
    }
    expect(api.data<number>(await api.post(PAYMENT_PATHS.unPayCount, w.doctorA.headers, {}))).toBe(0);
    // Another device that still shows the old list: the order is already paid.
    const late = await api.mergePay(w.adminA.headers, { payIds: [second.payId], wallet: 'alipay' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: PaymentErrorCode.orderAlreadyPaid });
    expect(late.json().msg).toContain('already been paid');
    await expectLedgerInvariants(w.app.db.kysely);
  });

  it('5. shares: each order paid its part of the balance by largest remainder, the wallet the rest', async () => {
    // 150050 cents of balance split by the dues 300001 : 100000 -> 112538 (112537.9…) and 37512 (37512.1…).
    expect(await sharesOf(w.app.db.kysely, payment.paymentId)).toEqual([
      [plan.payId, 'balance', 112538],
      [plan.payId, 'wallet', 187463],
      [second.payId, 'balance', 37512],
      [second.payId, 'wallet', 62488],
    ]);
  });

  it('6. finance refunds part of the second order back the way it came, never beyond what was paid', async () => {
    const refund = api.data<TRefundView>(
      await api.refund({ payId: second.payId, amount: 500, reason: 'Fewer aligners made' }),
    );
    expect(refund).toMatchObject({ amount: 500, paidAmount: 500 });
    // 50000 split by what is left of the shares, 37512 : 62488 -> 18756 to the balance, 31244 to the wallet.
    expect(refund.parts).toEqual([
      { source: 'balance', amount: 187.56 },
      { source: 'wallet', amount: 312.44 },
    ]);
    const beyond = await api.refund({ payId: second.payId, amount: 500.01, reason: 'Too much' });
    expect(beyond.json().code).toBe(PaymentErrorCode.refundBeyondPaid);
    const rest = api.data<TRefundView>(await api.refund({ payId: second.payId, reason: 'Order stopped' }));
    expect(rest).toMatchObject({ amount: 500, paidAmount: 0 });
    expect((await api.refund({ payId: second.payId, reason: 'Again' })).json().code).toBe(
      PaymentErrorCode.refundBeyondPaid,
    );
    // Both refunds' balance parts are back in the balance: 187.56 + 187.56, and a cent credited after.
    expect(api.data<{ balanceAmount: number }>(await api.credit(w.clinicA, 0.01)).balanceAmount).toBe(375.13);
    await expectLedgerInvariants(w.app.db.kysely);
  });
});
