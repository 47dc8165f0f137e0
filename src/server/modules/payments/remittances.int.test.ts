import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../domain/order-status';
import {
  PAYMENT_PATHS,
  type TPaymentView,
  type TRefundView,
  type TUnPayList,
} from '../../../domain/payments/contracts';
import { PaymentErrorCode } from '../../../domain/payments/payment-messages';
import {
  REMITTANCE_PATHS,
  type TFactoryRemittanceList,
  type TRemittanceList,
  type TRemittanceView,
  type TTransferAccount,
} from '../../../domain/payments/remittances';
import { migrateTo } from '../../db/migrate';
import { DATABASE_KINDS } from '../../testing/test-database';
import { createCaseWorld, orderApi, type CaseWorld } from '../cases/test-kit';
import { uploadedFile } from '../clinics/test-kit';
import { accountSum } from '../money';
import { expectLedgerInvariants, paymentApi } from './test-kit';
import { orderPendingPayment } from '../../lines/aligners/testing/case-kit';

/**
 * Corporate transfer and bank remittance through the real server (docs/payments.md): the bank block, a remittance
 * whose account name must be the clinic's, which holds its orders until factory finance confirms (the orders are
 * paid from `outside`, the ledger balances) or rejects it (the orders are payable again, the clinic reads why).
 */
describe.each(DATABASE_KINDS)('corporate transfer and bank remittance on %s', (kind) => {
  let w: CaseWorld;
  let api: ReturnType<typeof paymentApi>;
  const codeOf = (answer: { json: () => { code: number } }) => answer.json().code;

  beforeAll(async () => {
    w = await createCaseWorld(kind);
    api = paymentApi(w);
    await api.acceptAgreement(w.doctorA.headers);
    await api.acceptAgreement(w.adminB.headers);
  }, 60_000);
  afterAll(async () => w.t.close());

  const remittanceOf = async (
    payIds: number[],
    overrides: object = {},
    headers = w.doctorA.headers,
    key = randomUUID(),
  ) =>
    api.post(
      REMITTANCE_PATHS.submit,
      headers,
      {
        payIds,
        payerAccountName: ' clinic  a ',
        payerAccountNo: '6222 0212 3456 789',
        payerBank: 'ICBC Hangzhou',
        amount: 0,
        remittedOn: '2026-01-05',
        proofKey: await uploadedFile(w.app, w.doctorA.id, 'remittance'),
        ...overrides,
      },
      key,
    );
  const factoryList = async (state?: string) =>
    api.data<TFactoryRemittanceList>(
      await api.post(REMITTANCE_PATHS.factoryList, w.factory.headers, state ? { state } : {}),
    );
  const counts = async () => ({
    remittances: (await w.app.db.kysely.selectFrom('remittances').select('id').execute()).length,
    payments: (await w.app.db.kysely.selectFrom('payments').select('id').execute()).length,
  });

  it('shows the bank block: the receiving account and the clinic’s reference; hidden-price staff get 403', async () => {
    const account = api.data<TTransferAccount>(await api.post(REMITTANCE_PATHS.account, w.doctorA.headers, {}));
    expect(account).toEqual({
      accountName: w.app.config.bankAccount!.accountName,
      accountNo: w.app.config.bankAccount!.accountNo,
      bankName: w.app.config.bankAccount!.bankName,
      reference: `CUSPID-C${String(w.clinicA).padStart(6, '0')}`,
    });
    expect((await api.post(REMITTANCE_PATHS.account, w.hiddenA.headers, {})).statusCode).toBe(403);
  });

  it('refuses a payer account name other than the clinic’s, a wrong amount or a proof that is not the payer’s: nothing changes', async () => {
    const order = await orderPendingPayment(w, 120);
    const before = await counts();
    const mismatch = await remittanceOf([order.payId], { payerAccountName: 'Clinic A Ltd', amount: 120 });
    expect(codeOf(mismatch)).toBe(PaymentErrorCode.remittanceNameMismatch);
    expect(mismatch.json().msg).toContain('Clinic A');
    expect(codeOf(await remittanceOf([order.payId], { amount: 119.99 }))).toBe(
      PaymentErrorCode.remittanceAmountMismatch,
    );
    const strangers = await uploadedFile(w.app, w.adminB.id, 'remittance');
    expect(codeOf(await remittanceOf([order.payId], { amount: 120, proofKey: strangers }))).toBe(
      PaymentErrorCode.remittanceProofMissing,
    );
    const licence = await uploadedFile(w.app, w.doctorA.id, 'licence');
    expect(codeOf(await remittanceOf([order.payId], { amount: 120, proofKey: licence }))).toBe(
      PaymentErrorCode.remittanceProofMissing,
    );
    const invalid = await remittanceOf([order.payId], {
      amount: 120,
      payerAccountNo: '12-34',
      remittedOn: '2999-01-01',
    });
    expect(invalid.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
    const list = api.data<TUnPayList>(await api.post(PAYMENT_PATHS.unPayList, w.doctorA.headers, {}));
    expect(list.list.find((row) => row.payId === order.payId)?.paymentWaiting).toBe(false);
  });

  it('submits with a matching name (width, case and spaces aside): the orders wait; finance confirms once; orders paid, ledger balanced', async () => {
    const first = await orderPendingPayment(w, 300.5);
    const second = await orderPendingPayment(w, 200);
    const key = randomUUID();
    const body = {
      amount: 500.5,
      payerAccountName: 'ＣＬＩＮＩＣ　Ａ',
      proofKey: await uploadedFile(w.app, w.doctorA.id, 'remittance'),
    };
    const answer = await remittanceOf([first.payId, second.payId], body, w.doctorA.headers, key);
    const submitted = api.data<TRemittanceView>(answer);
    expect(submitted).toMatchObject({
      state: 'submitted',
      amount: 500.5,
      payerAccountNo: '622202123456789',
      clinicName: 'Clinic A',
    });
    expect(submitted.orders.map((order) => [order.payId, order.amount])).toEqual([
      [first.payId, 300.5],
      [second.payId, 200],
    ]);
    expect(submitted.proof?.url).toBeTruthy();
    // The same key answers the first answer; no second remittance.
    const again = api.data<TRemittanceView>(
      await remittanceOf([first.payId, second.payId], body, w.doctorA.headers, key),
    );
    expect(again.remittanceId).toBe(submitted.remittanceId);

    // While it waits, no other payment of its orders: not a wallet, not another remittance.
    expect(codeOf(await api.mergePay(w.doctorA.headers, { payIds: [first.payId], wallet: 'wechat' }))).toBe(
      PaymentErrorCode.paymentInProgress,
    );
    expect(
      codeOf(await api.mergePay(w.doctorA.headers, { payIds: [first.payId, second.payId], useBalance: true })),
    ).toBe(PaymentErrorCode.paymentInProgress);
    expect(codeOf(await remittanceOf([second.payId], { amount: 200 }))).toBe(PaymentErrorCode.paymentInProgress);
    const unpaid = api.data<TUnPayList>(await api.post(PAYMENT_PATHS.unPayList, w.doctorA.headers, {}));
    expect(unpaid.list.find((row) => row.payId === first.payId)).toMatchObject({
      paymentWaiting: true,
      remittanceWaiting: true,
    });

    // The clinic sees it; another clinic does not; finance has it in its queue.
    const mine = api.data<TRemittanceList>(
      await api.post(REMITTANCE_PATHS.list, w.doctorA.headers, { payIds: [second.payId] }),
    );
    expect(mine.list.map((row) => [row.remittanceId, row.state])).toEqual([[submitted.remittanceId, 'submitted']]);
    const theirs = api.data<TRemittanceList>(await api.post(REMITTANCE_PATHS.list, w.adminB.headers, {}));
    expect(theirs.list).toEqual([]);
    expect((await factoryList('submitted')).list.map((row) => row.remittanceId)).toContain(submitted.remittanceId);

    const confirm = (key = randomUUID()) =>
      api.post(REMITTANCE_PATHS.factoryConfirm, w.factory.headers, { remittanceId: submitted.remittanceId }, key);
    const confirmKey = randomUUID();
    const confirmed = api.data<TRemittanceView>(await confirm(confirmKey));
    expect(confirmed.state).toBe('confirmed');
    expect(api.data<TRemittanceView>(await confirm(confirmKey)).state).toBe('confirmed');
    const twice = await confirm();
    expect(twice.statusCode).toBe(409);
    expect(codeOf(twice)).toBe(PaymentErrorCode.remittanceDecided);
    expect(
      codeOf(
        await api.post(
          REMITTANCE_PATHS.factoryReject,
          w.factory.headers,
          { remittanceId: submitted.remittanceId, reason: 'late' },
          randomUUID(),
        ),
      ),
    ).toBe(PaymentErrorCode.remittanceDecided);

    for (const order of [first, second]) {
      const detail = (await orderApi(w.app).detail(order.orderId, w.doctorA.headers)).json().data as { status: number };
      expect(detail.status).toBe(ORDER_STATUS.paid);
    }
    const payment = api.data<TPaymentView>(await api.status(w.doctorA.headers, submitted.paymentId));
    expect(payment.state).toBe('paid');
    expect(await accountSum(w.app.db.kysely, 'orderPaid', first.payId)).toBe(30050);
    await expectLedgerInvariants(w.app.db.kysely);

    // A refund of it goes back outside the portal, like any money received there.
    const refund = api.data<TRefundView>(await api.refund({ payId: second.payId, amount: 50, reason: 'Adjustment' }));
    expect(refund.parts).toEqual([{ source: 'outside', amount: 50 }]);
    await expectLedgerInvariants(w.app.db.kysely);
  });

  it('finance rejects with a reason: the orders are payable again and the clinic reads why', async () => {
    const order = await orderPendingPayment(w, 80);
    const submitted = api.data<TRemittanceView>(
      await remittanceOf([order.payId], { amount: 80, payerAccountName: 'Clinic A' }),
    );
    const empty = await api.post(
      REMITTANCE_PATHS.factoryReject,
      w.factory.headers,
      { remittanceId: submitted.remittanceId, reason: ' ' },
      randomUUID(),
    );
    expect(empty.statusCode).toBe(400);
    const rejected = api.data<TRemittanceView>(
      await api.post(
        REMITTANCE_PATHS.factoryReject,
        w.factory.headers,
        { remittanceId: submitted.remittanceId, reason: 'No such transfer on our statement' },
        randomUUID(),
      ),
    );
    expect(rejected).toMatchObject({ state: 'rejected', rejectReason: 'No such transfer on our statement' });
    const mine = api.data<TRemittanceList>(
      await api.post(REMITTANCE_PATHS.list, w.doctorA.headers, { payIds: [order.payId] }),
    );
    expect(mine.list[0]).toMatchObject({ state: 'rejected', rejectReason: 'No such transfer on our statement' });
    expect((await factoryList('submitted')).list.map((row) => row.remittanceId)).not.toContain(submitted.remittanceId);
    const detail = (await orderApi(w.app).detail(order.orderId, w.doctorA.headers)).json().data as { status: number };
    expect(detail.status).toBe(ORDER_STATUS.pendingPayment);
    // Payable again: a new remittance (or any payment) of it is taken.
    const retry = api.data<TRemittanceView>(
      await remittanceOf([order.payId], { amount: 80, payerAccountName: 'Clinic A' }),
    );
    expect(retry.state).toBe('submitted');
    await expectLedgerInvariants(w.app.db.kysely);
  });

  it('keeps remittances to their clinic and to finance: another clinic cannot see or confirm, nor a clinic user', async () => {
    const orderB = await orderPendingPayment(w, 10);
    // Clinic B cannot record a remittance of clinic A's payment order.
    expect(
      codeOf(await remittanceOf([orderB.payId], { amount: 10, payerAccountName: 'Clinic B' }, w.adminB.headers)),
    ).toBe(PaymentErrorCode.payOrderNotFound);
    const submitted = api.data<TRemittanceView>(
      await remittanceOf([orderB.payId], { amount: 10, payerAccountName: 'clinic a' }),
    );
    const byClinic = await api.post(
      REMITTANCE_PATHS.factoryConfirm,
      w.adminA.headers,
      { remittanceId: submitted.remittanceId },
      randomUUID(),
    );
    expect(byClinic.statusCode).toBe(403);
    const unknown = await api.post(
      REMITTANCE_PATHS.factoryConfirm,
      w.factory.headers,
      { remittanceId: 999_999 },
      randomUUID(),
    );
    expect(codeOf(unknown)).toBe(PaymentErrorCode.remittanceNotFound);
    expect(
      api.data<TRemittanceList>(await api.post(REMITTANCE_PATHS.list, w.adminB.headers, { payIds: [orderB.payId] }))
        .list,
    ).toEqual([]);
  });

  // Last: migration 0040 reverts (the table goes) and applies again.
  it('migration 0040 reverts and applies again', async () => {
    const migrate = (target: string | undefined) => migrateTo(w.t.database.db, target, w.t.database.schema);
    expect(await migrate('0038-pay-security')).toContain('0040-remittances');
    expect(await migrate(undefined)).toContain('0040-remittances');
    expect(await w.app.db.kysely.selectFrom('remittances').select('id').execute()).toEqual([]);
  });
});
