import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_PATHS } from '../../../domain/orders/paths';
import { REMINDER_PATHS } from '../../../domain/orders/reminders';
import { ORDER_STATUS } from '../../../domain/order-status';
import { PAYMENT_PATHS, type TPayOrderDetail, type TUnPayList } from '../../../domain/payments/contracts';
import { PAYMENT_KIND } from '../../../domain/payments/kinds';
import { PaymentErrorCode } from '../../../domain/payments/payment-messages';
import { migrateTo } from '../../db/migrate';
import { DATABASE_KINDS } from '../../testing/test-database';
import { nextWorkingDayOnServer } from '../calendar';
import { createCaseWorld, orderApi, type CaseWorld } from '../cases/test-kit';
import { setOrder } from '../../lines/aligners/testing/case-kit';
import { expectLedgerInvariants, orderStatusOf, paymentApi } from './test-kit';
import { orderPendingPayment } from '../../lines/aligners/testing/case-kit';

const REASON = 'Abutment changed to a titanium base in production';

/**
 * A price difference (payment kind 9; docs/payments.md, "Price differences"): factory finance asks it of a paid order
 * with the reason; the clinic reads it in its unpaid list and reminders and pays it like any payment order; until it
 * is paid the order does not leave the factory, and the order's status does not move when it is paid.
 */
describe.each(DATABASE_KINDS)('a price difference on %s', (kind) => {
  let w: CaseWorld;
  let api: ReturnType<typeof paymentApi>;
  let order: { orderId: number; payId: number };

  const ask = (body: object, headers = w.factory.headers, key = randomUUID()) =>
    api.post(PAYMENT_PATHS.priceDifference, headers, body, key);
  const status = () => orderStatusOf(w.app.db.kysely, order.orderId);
  const ship = async () =>
    orderApi(w.app).post(CASE_PATHS.factoryShip, w.factory.headers, {
      orderId: order.orderId,
      expectedStatus: ORDER_STATUS.productionOrderOut,
      carrier: 'SF Express',
      trackingNo: 'SF1234567890',
      estimatedDelivery: await nextWorkingDayOnServer(
        w.app.db.kysely,
        new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString().slice(0, 10),
      ),
    });

  beforeAll(async () => {
    w = await createCaseWorld(kind);
    api = paymentApi(w);
    order = await orderPendingPayment(w, 1200);
  }, 60_000);
  afterAll(async () => w.t.close());

  it('is refused before the order is paid, and its form is checked', async () => {
    const early = await ask({ orderId: order.orderId, amount: 300, reason: REASON });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe(PaymentErrorCode.priceDifferenceNotPaid);
    expect((await ask({ orderId: order.orderId, amount: 0, reason: REASON })).statusCode).toBe(400);
    expect((await ask({ orderId: order.orderId, amount: 300, reason: ' ' })).statusCode).toBe(400);
    expect((await ask({ orderId: order.orderId, amount: 300, reason: REASON }, w.adminA.headers)).statusCode).toBe(403);
  });

  it('is asked of the paid order in production, with the reason the clinic reads', async () => {
    api.data(await api.credit(w.clinicA, 2000));
    api.data(await api.mergePay(w.doctorA.headers, { payIds: [order.payId], useBalance: true }));
    expect(await status()).toBe(ORDER_STATUS.paid);
    const released = await orderApi(w.app).post(CASE_PATHS.transition, w.factory.headers, {
      orderId: order.orderId,
      expectedStatus: ORDER_STATUS.paid,
      to: ORDER_STATUS.productionOrderOut,
    });
    expect(released.statusCode, released.body).toBe(200);
    // The batch the doctor asked for is made (the production request is not what this test is about).
    await setOrder(w.app, order.orderId, { pending_up: 5, pending_down: 5 });

    const key = randomUUID();
    const issued = api.data<TPayOrderDetail>(
      await ask({ orderId: order.orderId, amount: 300.5, reason: REASON }, undefined, key),
    );
    expect(issued).toMatchObject({
      orderId: order.orderId,
      kind: PAYMENT_KIND.priceDifference,
      state: 'open',
      amount: 300.5,
      paidAmount: 0,
      note: REASON,
    });
    // The same key answers the same price difference; another is refused while this one is open.
    expect(
      api.data<TPayOrderDetail>(await ask({ orderId: order.orderId, amount: 300.5, reason: REASON }, undefined, key))
        .payId,
    ).toBe(issued.payId);
    expect((await ask({ orderId: order.orderId, amount: 10, reason: 'Again' })).json().code).toBe(
      PaymentErrorCode.priceDifferenceNotPaid,
    );

    const list = api.data<TUnPayList>(await api.post(PAYMENT_PATHS.unPayList, w.doctorA.headers, {}));
    expect(list.list).toEqual([
      expect.objectContaining({
        payId: issued.payId,
        kind: PAYMENT_KIND.priceDifference,
        dueAmount: 300.5,
        note: REASON,
      }),
    ]);
    const reminders = await w.app.inject({
      method: 'POST',
      url: `/api/order${REMINDER_PATHS.list}`,
      headers: w.doctorA.headers,
      payload: {},
    });
    expect(reminders.body).toContain(`a price difference waits to be paid (payment orders). Reason: ${REASON}`);
  });

  it('keeps the order in the factory until it is paid; paying it moves no status; then it ships', async () => {
    const refused = await ship();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: PaymentErrorCode.unpaidBeforeShipping });
    expect(refused.json().msg).toContain('price difference');
    expect(await status()).toBe(ORDER_STATUS.productionOrderOut);

    const list = api.data<TUnPayList>(await api.post(PAYMENT_PATHS.unPayList, w.doctorA.headers, {}));
    const payId = list.list[0]!.payId;
    api.data(await api.mergePay(w.doctorA.headers, { payIds: [payId], useBalance: true }));
    expect(await status()).toBe(ORDER_STATUS.productionOrderOut);
    expect(api.data<number>(await api.post(PAYMENT_PATHS.unPayCount, w.doctorA.headers, {}))).toBe(0);

    const shipped = await ship();
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(await status()).toBe(ORDER_STATUS.inTransit);
    await expectLedgerInvariants(w.app.db.kysely);
  });

  // Last: migration 0041 reverts (the note column goes) and applies again.
  it('migration 0041 reverts and applies again', async () => {
    const migrate = (target: string | undefined) => migrateTo(w.t.database.db, target, w.t.database.schema);
    expect(await migrate('0040-remittances')).toContain('0041-payment-order-notes');
    expect(await migrate(undefined)).toContain('0041-payment-order-notes');
    const row = await w.app.db.kysely.selectFrom('payment_orders').select('note').executeTakeFirstOrThrow();
    expect(row.note).toBeNull();
  });
});
