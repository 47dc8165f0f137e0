import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../domain/order-status';
import type { TPaymentView } from '../../../domain/payments/contracts';
import { PaymentErrorCode } from '../../../domain/payments/payment-messages';
import { DATABASE_KINDS } from '../../testing/test-database';
import { createCaseWorld, type CaseWorld } from '../cases/test-kit';
import { clinicBalance } from '../money';
import { expectLedgerInvariants, orderPendingPayment, paymentApi } from './test-kit';

const PAYERS = 50;

/** Fifty devices pay the same orders at the same moment, each with its own Idempotency-Key: one charge. */
describe.each(DATABASE_KINDS)('50 simultaneous payments of the same orders on %s', (kind) => {
  let w: CaseWorld;
  let api: ReturnType<typeof paymentApi>;

  beforeAll(async () => {
    w = await createCaseWorld(kind);
    api = paymentApi(w);
  }, 60_000);
  afterAll(async () => w.t.close());

  it('by balance: one payment takes the money, the others are told the orders are already paid', async () => {
    const first = await orderPendingPayment(w, 120);
    const second = await orderPendingPayment(w, 80.5);
    api.data(await api.credit(w.clinicA, 1000));
    const payIds = [first.payId, second.payId];
    const answers = await Promise.all(
      Array.from({ length: PAYERS }, (_, index) =>
        api.mergePay(index % 2 ? w.doctorA.headers : w.adminA.headers, { payIds, useBalance: true }),
      ),
    );
    const paid = answers.filter((answer) => answer.statusCode === 200);
    expect(paid).toHaveLength(1);
    expect(answers.filter((answer) => answer.json().code === PaymentErrorCode.orderAlreadyPaid)).toHaveLength(
      PAYERS - 1,
    );
    expect(await clinicBalance(w.app.db.kysely, w.clinicA)).toBe(100000 - 20050);
    const orders = await w.app.db.kysely
      .selectFrom('orders')
      .select('status')
      .where('id', 'in', [first.orderId, second.orderId])
      .execute();
    expect(orders.map((order) => order.status)).toEqual([ORDER_STATUS.paid, ORDER_STATUS.paid]);
    await expectLedgerInvariants(w.app.db.kysely);
  });

  it('by wallet: one payment waits for the wallet (the same one for a repeat), the others are refused; one charge', async () => {
    const order = await orderPendingPayment(w, 99.99);
    const answers = await Promise.all(
      Array.from({ length: PAYERS }, (_, index) =>
        api.mergePay(w.doctorA.headers, { payIds: [order.payId], wallet: index % 2 ? 'wechat' : 'alipay' }),
      ),
    );
    const waiting = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => (answer.json().data as TPaymentView).paymentId);
    expect(new Set(waiting).size).toBe(1);
    expect(
      answers.every((answer) => answer.statusCode === 200 || answer.json().code === PaymentErrorCode.paymentInProgress),
    ).toBe(true);
    const payments = await w.app.db.kysely
      .selectFrom('payment_shares')
      .select('payment_id')
      .where('payment_order_id', '=', order.payId)
      .execute();
    expect(payments).toHaveLength(1);
    const view = answers.find((answer) => answer.statusCode === 200)!.json().data as TPaymentView;
    await Promise.all([api.decide(view.qrPayload!, 'approve'), api.decide(view.qrPayload!, 'approve')]);
    expect(api.data<TPaymentView>(await api.status(w.doctorA.headers, view.paymentId)).state).toBe('paid');
    await expectLedgerInvariants(w.app.db.kysely);
  });
});
