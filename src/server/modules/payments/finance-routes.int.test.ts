import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_PATHS, type TOrderPayments, type TPaymentView } from '../../../domain/payments/contracts';
import { DATABASE_KINDS } from '../../testing/test-database';
import { createCaseWorld, type CaseWorld } from '../cases/test-kit';
import { orderPendingPayment } from '../../lines/aligners/testing/case-kit';
import { paymentApi } from './test-kit';

/** Factory finance's view of an order's money: each payment order asked, paid and refunded, and the clinic's balance. */
describe.each(DATABASE_KINDS)('an order’s payments for factory finance on %s', (kind) => {
  let w: CaseWorld;
  let api: ReturnType<typeof paymentApi>;
  let order: { orderId: number; payId: number };
  const view = (headers: Record<string, string>, orderId: number) =>
    api.post(PAYMENT_PATHS.orderPayments, headers, { orderId });

  beforeAll(async () => {
    w = await createCaseWorld(kind);
    api = paymentApi(w);
    order = await orderPendingPayment(w, 1200.5);
  }, 60_000);
  afterAll(async () => w.t.close());

  it('answers the open payment order and the clinic’s balance', async () => {
    api.data(await api.credit(w.clinicA, 2000));
    expect(api.data<TOrderPayments>(await view(w.factory.headers, order.orderId))).toEqual({
      orderId: order.orderId,
      clinicId: w.clinicA,
      clinicName: 'Clinic A',
      balanceAmount: 2000,
      list: [
        {
          payId: order.payId,
          orderId: order.orderId,
          kind: 1,
          state: 'open',
          amount: 1200.5,
          paidAmount: 0,
          refundedAmount: 0,
          note: null,
        },
      ],
    });
  });

  it('follows a payment from the balance and a partial refund back to it', async () => {
    const paid = api.data<TPaymentView>(
      await api.mergePay(w.adminA.headers, { payIds: [order.payId], useBalance: true }),
    );
    expect(paid.state).toBe('paid');
    api.data(await api.refund({ payId: order.payId, amount: 200.25, reason: 'One aligner step not made' }));
    const seen = api.data<TOrderPayments>(await view(w.factory.headers, order.orderId));
    expect(seen.balanceAmount).toBe(2000 - 1200.5 + 200.25);
    expect(seen.list).toEqual([
      {
        payId: order.payId,
        orderId: order.orderId,
        kind: 1,
        state: 'paid',
        amount: 1200.5,
        paidAmount: 1000.25,
        refundedAmount: 200.25,
        note: null,
      },
    ]);
  });

  it('is factory finance’s only: a clinic member is refused, and an unknown order is not found', async () => {
    expect((await view(w.adminA.headers, order.orderId)).statusCode).toBe(403);
    expect((await view(w.factory.headers, 999_999)).statusCode).toBe(404);
  });
});
