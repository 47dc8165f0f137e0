import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_PATHS, type TClaimableCoupon, type TUserCoupon } from '../../../domain/coupons/contracts';
import { ORDER_STATUS } from '../../../domain/order-status';
import {
  PAYMENT_PATHS,
  type TCombineCheck,
  type TPaymentView,
  type TRefundView,
} from '../../../domain/payments/contracts';
import type { TClinicQuota } from '../../../domain/payments/credit';
import type { TRemittanceView } from '../../../domain/payments/remittances';
import { DATABASE_KINDS } from '../../testing/test-database';
import { createCaseWorld, type CaseWorld } from '../cases/test-kit';
import { uploadedFile } from '../clinics/test-kit';
import { accountSum, clinicBalance } from '../money';
import { expectLedgerInvariants, orderStatusOf, paymentApi, sharesOf } from './test-kit';
import { orderPendingPayment } from '../../lines/aligners/testing/case-kit';

type Order = { orderId: number; payId: number };

/**
 * One clinic's money through the real server, in one sequence (issue 12's server story): an aligner plan payment and a
 * second order paid together with a coupon, part balance and part wallet; a third order by a bank remittance that
 * finance confirms; a partial refund back the way it was paid; a fourth order on credit terms, the credit used and
 * restored by a refund and a repayment. The ledger balances after every step.
 */
describe.each(DATABASE_KINDS)('a clinic’s payments, one story, on %s', (kind) => {
  let w: CaseWorld;
  let api: ReturnType<typeof paymentApi>;
  let plan: Order, second: Order, third: Order, fourth: Order;
  let claimed: TUserCoupon;
  let together: TPaymentView;

  const status = (order: Order) => orderStatusOf(w.app.db.kysely, order.orderId);
  const quota = async () => api.data<TClinicQuota>(await api.post(PAYMENT_PATHS.getClinicQuota, w.adminA.headers, {}));
  const unpaid = async () => api.data<number>(await api.post(PAYMENT_PATHS.unPayCount, w.adminA.headers, {}));

  beforeAll(async () => {
    w = await createCaseWorld(kind);
    api = paymentApi(w);
    plan = await orderPendingPayment(w, 3000.01, true);
    second = await orderPendingPayment(w, 1000);
    third = await orderPendingPayment(w, 480.5);
    fourth = await orderPendingPayment(w, 600);
  }, 90_000);
  afterAll(async () => w.t.close());

  it('1. finance issues a coupon of ¥100 off ¥3,000 and credits ¥1,500.50; the clinic claims the coupon', async () => {
    const now = Date.now();
    const coupon = api.data<TClaimableCoupon>(
      await api.post(
        COUPON_PATHS.create,
        w.factory.headers,
        {
          name: '100 off 3000',
          amount: 100,
          thresholdAmount: 3000,
          quota: 5,
          validFrom: now - 1000,
          validTo: now + 9e8,
        },
        randomUUID(),
      ),
    );
    claimed = api.data<TUserCoupon>(
      await api.post(COUPON_PATHS.receive.replace(':id', String(coupon.couponId)), w.adminA.headers, {}, randomUUID()),
    );
    expect(api.data<{ balanceAmount: number }>(await api.credit(w.clinicA, 1500.5)).balanceAmount).toBe(1500.5);
    expect(await unpaid()).toBe(4);
  });

  it('2. the plan payment and a second order together: the coupon by default, the balance, a wallet for the rest', async () => {
    const payIds = [plan.payId, second.payId];
    const check = api.data<TCombineCheck>(await api.post(PAYMENT_PATHS.combineCheck, w.adminA.headers, { payIds }));
    expect(check).toMatchObject({
      dueAmount: 4000.01,
      couponId: claimed.id,
      couponAmount: 100,
      payAmount: 3900.01,
      balanceAmount: 1500.5,
      walletAmount: 2399.51,
    });
    const body = { payIds, useBalance: true, wallet: 'wechat', couponId: claimed.id };
    together = api.data<TPaymentView>(await api.mergePay(w.adminA.headers, body));
    expect(together).toMatchObject({ state: 'pending', totalAmount: 3900.01, walletPartAmount: 2399.51 });
    api.data(await api.decide(together.qrPayload!, 'approve'));
    expect(api.data<TPaymentView>(await api.status(w.adminA.headers, together.paymentId)).state).toBe('paid');
    expect([await status(plan), await status(second)]).toEqual([ORDER_STATUS.paid, ORDER_STATUS.paid]);

    // The coupon by the dues 300001 : 100000 -> 7500, 2500; the balance by what is left, 292501 : 97500 -> 112538,
    // 37512; the wallet the rest.
    expect(await sharesOf(w.app.db.kysely, together.paymentId)).toEqual([
      [plan.payId, 'balance', 112538],
      [plan.payId, 'coupon', 7500],
      [plan.payId, 'wallet', 179963],
      [second.payId, 'balance', 37512],
      [second.payId, 'coupon', 2500],
      [second.payId, 'wallet', 59988],
    ]);
    expect(await clinicBalance(w.app.db.kysely, w.clinicA)).toBe(0);
    expect(await unpaid()).toBe(2);
    await expectLedgerInvariants(w.app.db.kysely);
  });

  it('3. the third order by bank remittance: it waits for finance, which confirms it once; the order is paid', async () => {
    const proofKey = await uploadedFile(w.app, w.adminA.id, 'remittance');
    const remittance = api.data<TRemittanceView>(
      await api.remit(w.adminA.headers, { payIds: [third.payId], amount: 480.5, proofKey }),
    );
    expect(remittance.state).toBe('submitted');
    expect(await status(third)).toBe(ORDER_STATUS.pendingPayment);
    expect(api.data<TRemittanceView>(await api.confirmRemittance(remittance.remittanceId)).state).toBe('confirmed');
    expect((await api.confirmRemittance(remittance.remittanceId)).statusCode).not.toBe(200);
    expect(await status(third)).toBe(ORDER_STATUS.paid);
    expect(await accountSum(w.app.db.kysely, 'orderPaid', third.payId)).toBe(48050);
    await expectLedgerInvariants(w.app.db.kysely);
  });

  it('4. a partial refund of the second order goes back the way it came; the coupon’s part stays', async () => {
    const refund = api.data<TRefundView>(
      await api.refund({ payId: second.payId, amount: 500, reason: 'Fewer aligners made' }),
    );
    // 50000 by the money shares 37512 : 59988 -> 19237 to the balance, 30763 to the wallet.
    expect(refund.parts).toEqual([
      { source: 'balance', amount: 192.37 },
      { source: 'wallet', amount: 307.63 },
    ]);
    expect(await clinicBalance(w.app.db.kysely, w.clinicA)).toBe(19237);
    // What the order counts as paid: its ¥1,000 (the coupon's ¥25 included) less the ¥500 refunded.
    expect(await accountSum(w.app.db.kysely, 'orderPaid', second.payId)).toBe(100000 - 50000);
    await expectLedgerInvariants(w.app.db.kysely);
  });

  it('5. the fourth order on credit terms: the credit is used, then restored by a refund and a repayment', async () => {
    api.data(await api.creditLimit(w.clinicA, 800));
    expect(api.data<TPaymentView>(await api.quotaPay(w.adminA.headers, { payIds: [fourth.payId] })).state).toBe('paid');
    expect(await status(fourth)).toBe(ORDER_STATUS.paid);
    expect(await quota()).toMatchObject({ limitAmount: 800, usedAmount: 600, remainingAmount: 200 });
    const refund = api.data<TRefundView>(await api.refund({ payId: fourth.payId, amount: 100, reason: 'Remake' }));
    expect(refund.parts).toEqual([{ source: 'credit', amount: 100 }]);
    expect(await quota()).toMatchObject({ usedAmount: 500, remainingAmount: 300 });
    const repaid = api.data<TClinicQuota>(
      await api.post(
        PAYMENT_PATHS.creditRepay,
        w.factory.headers,
        { clinicId: w.clinicA, amount: 500, reason: 'Bank transfer 42' },
        randomUUID(),
      ),
    );
    expect(repaid).toMatchObject({ usedAmount: 0, remainingAmount: 800 });
    expect(await unpaid()).toBe(0);
    await expectLedgerInvariants(w.app.db.kysely);
  });
});
