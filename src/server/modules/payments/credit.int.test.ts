import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSession } from '../../../domain/accounts/sign-in';
import { ORDER_STATUS } from '../../../domain/order-status';
import { PAYMENT_PATHS, type TPaymentView, type TRefundView } from '../../../domain/payments/contracts';
import type { TClinicQuota } from '../../../domain/payments/credit';
import { PaymentErrorCode } from '../../../domain/payments/payment-messages';
import { migrateTo } from '../../db/migrate';
import { DATABASE_KINDS } from '../../testing/test-database';
import { createCaseWorld, type CaseWorld } from '../cases/test-kit';
import { expectLedgerInvariants, orderStatusOf, paymentApi } from './test-kit';
import { orderPendingPayment } from '../../lines/aligners/testing/case-kit';

/**
 * Credit terms (docs/payments.md, "Credit terms"): factory finance grants a limit, the clinic pays two orders on
 * credit (they move on), a payment beyond what is left is refused and changes nothing (exactly the remaining passes,
 * a cent more not), a refund and a repayment give the credit back, and the ledger balances throughout.
 */
describe.each(DATABASE_KINDS)('credit terms on %s', (kind) => {
  let w: CaseWorld;
  let api: ReturnType<typeof paymentApi>;
  let first: { orderId: number; payId: number };
  let second: { orderId: number; payId: number };
  let third: { orderId: number; payId: number };

  const quota = async (headers = w.doctorA.headers) =>
    api.data<TClinicQuota>(await api.post(PAYMENT_PATHS.getClinicQuota, headers, {}));
  const quotaPay = (body: object, headers = w.doctorA.headers, key = randomUUID()) => api.quotaPay(headers, body, key);
  const setLimit = (limit: number, clinicId = w.clinicA) => api.creditLimit(clinicId, limit);
  const repay = (amount: number) =>
    api.post(
      PAYMENT_PATHS.creditRepay,
      w.factory.headers,
      { clinicId: w.clinicA, amount, reason: 'Bank transfer 42' },
      randomUUID(),
    );
  const orderStatus = (orderId: number) => orderStatusOf(w.app.db.kysely, orderId);
  const sessionOf = async (headers: Record<string, string>) =>
    (await w.app.inject({ method: 'POST', url: '/api/tenant/account/info', headers })).json().data as TSession;

  beforeAll(async () => {
    w = await createCaseWorld(kind);
    api = paymentApi(w);
    first = await orderPendingPayment(w, 300.25);
    second = await orderPendingPayment(w, 199.75);
    third = await orderPendingPayment(w, 500.01);
  }, 60_000);
  afterAll(async () => w.t.close());

  it('without a limit: no quota permission, and paying on credit is refused', async () => {
    expect(await quota()).toMatchObject({
      hasQuota: false,
      limitAmount: 0,
      usedAmount: 0,
      remainingAmount: 0,
      movements: [],
    });
    expect((await sessionOf(w.adminA.headers)).hasQuotaPermission).toBe(false);
    const refused = await quotaPay({ payIds: [first.payId] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(PaymentErrorCode.creditNotGranted);
  });

  it('factory finance grants a limit: the clinic has the quota permission; hidden-price staff cannot pay', async () => {
    const granted = api.data<TClinicQuota>(await setLimit(1000));
    expect(granted).toMatchObject({
      clinicId: w.clinicA,
      hasQuota: true,
      limitAmount: 1000,
      usedAmount: 0,
      remainingAmount: 1000,
    });
    expect((await sessionOf(w.adminA.headers)).hasQuotaPermission).toBe(true);
    expect((await sessionOf(w.adminB.headers)).hasQuotaPermission).toBe(false);
    expect((await quotaPay({ payIds: [first.payId] }, w.hiddenA.headers)).statusCode).toBe(403);
    expect(
      (await api.post(PAYMENT_PATHS.creditLimit, w.doctorA.headers, { clinicId: w.clinicA, limit: 5 }, randomUUID()))
        .statusCode,
    ).toBe(403);
  });

  it('pays two orders on credit: both paid, they move on, the credit is used; a second payment answers 46002', async () => {
    const key = randomUUID();
    const paid = api.data<TPaymentView>(
      await quotaPay({ payIds: [first.payId, second.payId] }, w.doctorA.headers, key),
    );
    expect(paid).toMatchObject({
      state: 'paid',
      totalAmount: 500,
      payIds: [first.payId, second.payId],
      orderIds: [first.orderId, second.orderId],
    });
    expect(await orderStatus(first.orderId)).not.toBe(ORDER_STATUS.pendingPayment);
    expect(await orderStatus(second.orderId)).not.toBe(ORDER_STATUS.pendingPayment);
    // The same key answers the first answer; another key is told the orders are paid.
    expect(
      api.data<TPaymentView>(await quotaPay({ payIds: [first.payId, second.payId] }, w.doctorA.headers, key)).paymentId,
    ).toBe(paid.paymentId);
    expect((await quotaPay({ payIds: [first.payId] })).json().code).toBe(PaymentErrorCode.orderAlreadyPaid);
    expect(await quota()).toMatchObject({ limitAmount: 1000, usedAmount: 500, remainingAmount: 500 });
    await expectLedgerInvariants(w.app.db.kysely);
  });

  it('refuses one cent beyond the remaining limit, changing nothing; exactly the remaining passes', async () => {
    const before = await quota();
    const refused = await quotaPay({ payIds: [third.payId] });
    expect(refused.json()).toMatchObject({
      code: PaymentErrorCode.creditLimitExceeded,
      data: { remainingAmount: 500 },
    });
    expect(refused.json().msg).toContain('remaining credit');
    expect(await quota()).toEqual(before);
    expect(await orderStatus(third.orderId)).toBe(ORDER_STATUS.pendingPayment);
    api.data(await setLimit(1000.01));
    expect(api.data<TPaymentView>(await quotaPay({ payIds: [third.payId] })).state).toBe('paid');
    expect(await quota()).toMatchObject({ usedAmount: 1000.01, remainingAmount: 0 });
  });

  it('a refund gives the credit back; a repayment too, never beyond what is used', async () => {
    const refund = api.data<TRefundView>(await api.refund({ payId: second.payId, amount: 99.75, reason: 'Remake' }));
    expect(refund.parts).toEqual([{ source: 'credit', amount: 99.75 }]);
    expect(await quota()).toMatchObject({ usedAmount: 900.26, remainingAmount: 99.75 });
    expect((await repay(900.27)).json().code).toBe(PaymentErrorCode.repaymentBeyondUsed);
    expect(api.data<TClinicQuota>(await repay(900.26))).toMatchObject({ usedAmount: 0, remainingAmount: 1000.01 });
    const movements = (await quota()).movements;
    expect(movements.map((movement) => [movement.kind, movement.amount])).toEqual([
      ['repayment', 900.26],
      ['refund', 99.75],
      ['payment', -500.01],
      ['payment', -500],
    ]);
    await expectLedgerInvariants(w.app.db.kysely);
  });

  it('a refund of credit already repaid goes to the balance; a lowered limit leaves nothing to use', async () => {
    api.data(await api.refund({ payId: first.payId, amount: 0.25, reason: 'Overcharge' }));
    expect(await quota()).toMatchObject({ usedAmount: 0, balanceAmount: 0.25 });
    api.data(await setLimit(0));
    expect(await quota()).toMatchObject({ hasQuota: false, remainingAmount: 0 });
    expect((await sessionOf(w.adminA.headers)).hasQuotaPermission).toBe(false);
    await expectLedgerInvariants(w.app.db.kysely);
  });

  // Last: it drops the limits. Migration 0039 reverts (its table goes) and applies again.
  it('migration 0039 reverts and applies again', async () => {
    const migrate = (target: string | undefined) => migrateTo(w.t.database.db, target, w.t.database.schema);
    expect(await migrate('0038-pay-security')).toContain('0039-clinic-credit');
    expect(await migrate(undefined)).toContain('0039-clinic-credit');
    expect(await quota()).toMatchObject({ hasQuota: false, limitAmount: 0 });
  });
});
