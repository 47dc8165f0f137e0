import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../domain/order-status';
import type { TPaymentView } from '../../../domain/payments/contracts';
import { PaymentErrorCode } from '../../../domain/payments/payment-messages';
import type { TRemittanceView } from '../../../domain/payments/remittances';
import { DATABASE_KINDS } from '../../testing/test-database';
import { createCaseWorld, type CaseWorld } from '../cases/test-kit';
import { uploadedFile } from '../clinics/test-kit';
import { accountSum, clinicBalance } from '../money';
import { expectLedgerInvariants, paymentApi, type Answer } from './test-kit';
import { orderPendingPayment } from '../../lines/aligners/testing/case-kit';

const PAYERS = 50;
const METHODS = ['balance', 'wallet', 'credit', 'remittance'] as const;
type Method = (typeof METHODS)[number];

/**
 * Fifty devices pay the same orders at the same moment, each with its own Idempotency-Key: one charge. The last race
 * mixes the four ways a clinic pays (the balance, a wallet, credit terms, a bank remittance); asked in turn from each
 * method, so that on SQLite, where the first request asked takes the clinic's lock, each method wins one race.
 */
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

  it.each(METHODS)('by every method at once, %s asked first: one payment, one charge', async (lead) => {
    const first = await orderPendingPayment(w, 150);
    const second = await orderPendingPayment(w, 50.25);
    const payIds = [first.payId, second.payId];
    api.data(await api.credit(w.clinicA, 1000));
    api.data(await api.creditLimit(w.clinicA, 1000));
    const kysely = w.app.db.kysely;
    const balanceBefore = await clinicBalance(kysely, w.clinicA);
    const creditBefore = await accountSum(kysely, 'clinicCredit', w.clinicA);
    const proofs = await Promise.all(
      Array.from({ length: PAYERS / 4 + 1 }, () => uploadedFile(w.app, w.doctorA.id, 'remittance')),
    );
    await Promise.all([api.acceptAgreement(w.doctorA.headers), api.acceptAgreement(w.adminA.headers)]);
    // Every method's call waits for the (accepted) fee agreement once, so no method starts a tick ahead.
    const byMethod: Record<Method, (index: number) => Promise<Answer>> = {
      balance: () => api.mergePay(w.adminA.headers, { payIds, useBalance: true }),
      wallet: () => api.mergePay(w.doctorA.headers, { payIds, wallet: 'wechat' }),
      credit: () => api.quotaPay(w.adminA.headers, { payIds }),
      remittance: (index) =>
        api.remit(w.doctorA.headers, { payIds, amount: 200.25, proofKey: proofs[Math.floor(index / METHODS.length)]! }),
    };
    const order = [...METHODS.slice(METHODS.indexOf(lead)), ...METHODS.slice(0, METHODS.indexOf(lead))];
    const answers = await Promise.all(
      Array.from({ length: PAYERS }, (_, index) => byMethod[order[index % order.length]!](index)),
    );

    const taken = answers.filter((answer) => answer.statusCode === 200);
    const paymentIds = new Set(taken.map((answer) => (answer.json().data as { paymentId: number }).paymentId));
    expect(paymentIds.size, 'one payment took the orders').toBe(1);
    const refusals = answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.json().code);
    expect(
      refusals.filter(
        (code) => code !== PaymentErrorCode.orderAlreadyPaid && code !== PaymentErrorCode.paymentInProgress,
      ),
    ).toEqual([]);
    const rows = await w.app.db.kysely
      .selectFrom('payment_shares')
      .select('payment_id')
      .distinct()
      .where('payment_order_id', 'in', payIds)
      .execute();
    expect(rows.map((row) => row.payment_id)).toEqual([...paymentIds]);

    // The one payment is completed the way its method completes: a wallet's QR approved, a remittance confirmed.
    const paymentId = [...paymentIds][0]!;
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().data as {
      remittanceId?: TRemittanceView['remittanceId'];
      qrPayload?: TPaymentView['qrPayload'];
    };
    if (winner.remittanceId !== undefined) api.data(await api.confirmRemittance(winner.remittanceId));
    else if (winner.qrPayload) api.data(await api.decide(winner.qrPayload, 'approve'));
    expect(api.data<TPaymentView>(await api.status(w.doctorA.headers, paymentId)).state).toBe('paid');

    const fromOutside = await kysely
      .selectFrom('payment_shares')
      .select((eb) => eb.fn.sum<number | string>('cents').as('cents'))
      .where('payment_id', '=', paymentId)
      .where('source', 'in', ['wallet', 'outside'])
      .executeTakeFirstOrThrow();
    const charged =
      balanceBefore -
      (await clinicBalance(kysely, w.clinicA)) +
      (creditBefore - (await accountSum(kysely, 'clinicCredit', w.clinicA))) +
      Number(fromOutside.cents ?? 0);
    expect(charged, 'the clinic was charged the two orders once').toBe(20025);
    const orders = await kysely
      .selectFrom('orders')
      .select('status')
      .where('id', 'in', [first.orderId, second.orderId])
      .execute();
    expect(orders.map((order) => order.status)).toEqual([ORDER_STATUS.paid, ORDER_STATUS.paid]);
    await expectLedgerInvariants(kysely);
  });
});
