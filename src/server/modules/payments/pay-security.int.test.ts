import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../domain/order-status';
import { PAYMENT_PATHS, type TPaymentView } from '../../../domain/payments/contracts';
import {
  FEE_AGREEMENT_VERSION,
  PAY_LINK,
  PAY_PASSWORD,
  PAY_SECURITY_PATHS,
  type TPayLinkCreated,
  type TPayLinkView,
  type TPayPasswordState,
} from '../../../domain/payments/pay-security';
import { PaymentErrorCode } from '../../../domain/payments/payment-messages';
import { DATABASE_KINDS } from '../../testing/test-database';
import { createCaseWorld, orderApi, type CaseWorld } from '../cases/test-kit';
import { createLocalWallet, localWalletSecret } from './local-wallet';
import { createPayLinkTokens, payLinkSecret, payPayLink, viewPayLink } from './pay-links';
import { verifyPayPassword } from './pay-password';
import { expectLedgerInvariants, paymentApi } from './test-kit';
import { orderPendingPayment } from '../../lines/aligners/testing/case-kit';

/**
 * The payment password (six digits, the clinic's, locked after five wrong tries, reset by SMS), the fee agreement
 * before paying, and the pay-on-behalf link (signed, single use, expiring), through the real server.
 */
describe.each(DATABASE_KINDS)('payment password, fee agreement and pay link on %s', (kind) => {
  let w: CaseWorld;
  let api: ReturnType<typeof paymentApi>;
  const codeOf = (answer: Awaited<ReturnType<ReturnType<typeof paymentApi>['post']>>) => answer.json().code;
  const setPassword = (headers: Record<string, string>, body: object) =>
    api.post(PAY_SECURITY_PATHS.passwordSet, headers, body);
  const rawMergePay = (headers: Record<string, string>, body: object) =>
    api.post(PAYMENT_PATHS.mergePay, headers, body, randomUUID());

  beforeAll(async () => {
    w = await createCaseWorld(kind);
    api = paymentApi(w);
  }, 60_000);
  afterAll(async () => w.t.close());

  it('refuses mergePay until the payer accepted the current fee agreement, and records the version per user', async () => {
    const order = await orderPendingPayment(w, 10);
    const refused = await rawMergePay(w.doctorA.headers, { payIds: [order.payId], wallet: 'wechat' });
    expect(refused.json()).toMatchObject({ code: PaymentErrorCode.feeAgreementRequired });
    expect(refused.json().msg).toContain('fee agreement');
    expect(api.data(await api.post(PAY_SECURITY_PATHS.agreementState, w.doctorA.headers, {}))).toEqual({
      version: FEE_AGREEMENT_VERSION,
      acceptedVersion: null,
    });
    const stale = await api.post(
      PAY_SECURITY_PATHS.agreementAccept,
      w.doctorA.headers,
      { version: FEE_AGREEMENT_VERSION + 1 },
      randomUUID(),
    );
    expect(codeOf(stale)).toBe(PaymentErrorCode.feeAgreementRequired);
    api.data(
      await api.post(
        PAY_SECURITY_PATHS.agreementAccept,
        w.doctorA.headers,
        { version: FEE_AGREEMENT_VERSION },
        randomUUID(),
      ),
    );
    expect(api.data(await api.post(PAY_SECURITY_PATHS.agreementState, w.doctorA.headers, {}))).toEqual({
      version: FEE_AGREEMENT_VERSION,
      acceptedVersion: FEE_AGREEMENT_VERSION,
    });
    const paid = api.data<TPaymentView>(
      await rawMergePay(w.doctorA.headers, { payIds: [order.payId], wallet: 'wechat' }),
    );
    expect(paid.state).toBe('pending');
    // Another user of the same clinic has not accepted it.
    expect(codeOf(await rawMergePay(w.adminA.headers, { payIds: [order.payId], wallet: 'wechat' }))).toBe(
      PaymentErrorCode.feeAgreementRequired,
    );
    api.data(await api.decide(paid.qrPayload!, 'decline'));
  });

  it('sets a six-digit payment password (clinic admin only); 5 or 7 digits and a wrong confirmation are refused', async () => {
    const state = api.data<TPayPasswordState>(await api.post(PAY_SECURITY_PATHS.passwordState, w.doctorA.headers, {}));
    expect(state).toEqual({ isSet: false, lockedSeconds: 0, canManage: false, maskedPhone: null });
    for (const paymentPassword of ['12345', '1234567', '12345a']) {
      const bad = await setPassword(w.adminA.headers, {
        paymentPassword,
        paymentPasswordConfirmation: paymentPassword,
      });
      expect(bad.statusCode, paymentPassword).toBe(400);
    }
    const mismatch = await setPassword(w.adminA.headers, {
      paymentPassword: '123456',
      paymentPasswordConfirmation: '123457',
    });
    expect(mismatch.json().msg).toContain('do not match');
    expect(
      (await setPassword(w.doctorA.headers, { paymentPassword: '123456', paymentPasswordConfirmation: '123456' }))
        .statusCode,
    ).toBe(403);
    api.data(await setPassword(w.adminA.headers, { paymentPassword: '123456', paymentPasswordConfirmation: '123456' }));
    const row = await w.app.db.kysely
      .selectFrom('pay_passwords')
      .select('password_hash')
      .where('clinic_id', '=', w.clinicA)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain('123456');
    // A change needs the current password.
    expect(
      codeOf(await setPassword(w.adminA.headers, { paymentPassword: '654321', paymentPasswordConfirmation: '654321' })),
    ).toBe(PaymentErrorCode.payPasswordNotSet);
    const admin = api.data<TPayPasswordState>(await api.post(PAY_SECURITY_PATHS.passwordState, w.adminA.headers, {}));
    expect(admin).toMatchObject({ isSet: true, lockedSeconds: 0, canManage: true });
    expect(admin.maskedPhone).toMatch(/^\d{3}\*{4}\d{4}$/);
  });

  it('paying from the balance needs it: 5 wrong tries, the 6th locked with the seconds left, then the lock runs out', async () => {
    api.data(await api.credit(w.clinicA, 100));
    const order = await orderPendingPayment(w, 20);
    const pay = (payPassword?: string) =>
      api.mergePay(w.doctorA.headers, {
        payIds: [order.payId],
        useBalance: true,
        ...(payPassword ? { payPassword } : {}),
      });
    expect(codeOf(await pay())).toBe(PaymentErrorCode.payPasswordRequired);
    expect((await pay('12345')).statusCode).toBe(400);
    for (let attempt = 1; attempt < PAY_PASSWORD.maxAttempts; attempt++) {
      const wrong = (await pay('000000')).json();
      expect(wrong).toMatchObject({
        code: PaymentErrorCode.payPasswordWrong,
        data: { remainingAttempts: PAY_PASSWORD.maxAttempts - attempt },
      });
    }
    const fifth = await pay('000000');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({
      code: PaymentErrorCode.payPasswordLocked,
      data: { retryAfterSeconds: PAY_PASSWORD.lockSeconds },
    });
    const sixth = (await pay('123456')).json();
    expect(sixth.code).toBe(PaymentErrorCode.payPasswordLocked);
    expect((sixth.data as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(
      PAY_PASSWORD.lockSeconds - 5,
    );
    expect(sixth.msg).toMatch(/Try again in \d+ seconds/);
    const state = api.data<TPayPasswordState>(await api.post(PAY_SECURITY_PATHS.passwordState, w.doctorA.headers, {}));
    expect(state.lockedSeconds).toBeGreaterThan(PAY_PASSWORD.lockSeconds - 5);
    // A wallet-only payment needs no password, locked or not.
    const walletOnly = api.data<TPaymentView>(
      await api.mergePay(w.doctorA.headers, { payIds: [order.payId], wallet: 'alipay' }),
    );
    api.data(await api.decide(walletOnly.qrPayload!, 'decline'));

    const row = await w.app.db.kysely
      .selectFrom('pay_passwords')
      .select('locked_until')
      .where('clinic_id', '=', w.clinicA)
      .executeTakeFirstOrThrow();
    const lockEnds = Number(row.locked_until);
    await expect(verifyPayPassword(w.app.db.kysely, w.clinicA, '123456', lockEnds - 1)).rejects.toMatchObject({
      code: PaymentErrorCode.payPasswordLocked,
      data: { retryAfterSeconds: 1 },
    });
    await verifyPayPassword(w.app.db.kysely, w.clinicA, '123456', lockEnds);
    const paid = api.data<TPaymentView>(await pay('123456'));
    expect(paid).toMatchObject({ state: 'paid', balancePartAmount: 20 });
    await expectLedgerInvariants(w.app.db.kysely);
  });

  it('resets a forgotten payment password with the SMS code sent to the admin, and changes it with the current one', async () => {
    expect((await api.post(PAY_SECURITY_PATHS.passwordSms, w.doctorA.headers, {}, randomUUID())).statusCode).toBe(403);
    api.data(await api.post(PAY_SECURITY_PATHS.passwordSms, w.adminA.headers, {}, randomUUID()));
    const phone = (
      await w.app.db.kysely.selectFrom('users').select('phone').where('id', '=', w.adminA.id).executeTakeFirstOrThrow()
    ).phone;
    const sent = await w.app.db.kysely
      .selectFrom('sms_messages')
      .select('text')
      .where('phone', '=', phone)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const code = /\b(\d{6})\b/.exec(sent.text)![1]!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    const reset = (smsCode: string) =>
      api.post(PAY_SECURITY_PATHS.passwordReset, w.adminA.headers, {
        smsCode,
        paymentPassword: '246810',
        paymentPasswordConfirmation: '246810',
      });
    expect((await reset(wrongCode)).statusCode).toBe(400);
    api.data(await reset(code));
    expect((await reset(code)).statusCode).toBe(400);
    api.data(
      await setPassword(w.adminA.headers, {
        oldPaymentPassword: '246810',
        paymentPassword: '135790',
        paymentPasswordConfirmation: '135790',
      }),
    );
    await verifyPayPassword(w.app.db.kysely, w.clinicA, '135790', Date.now());
  });

  describe('the pay-on-behalf link', () => {
    let order: { orderId: number; payId: number };
    let link: TPayLinkCreated;
    const view = (token: string) => api.post(PAY_SECURITY_PATHS.linkView, {}, { token });
    const payLink = (token: string, wallet = 'wechat') => api.post(PAY_SECURITY_PATHS.linkPay, {}, { token, wallet });

    beforeAll(async () => {
      order = await orderPendingPayment(w, 88.8);
    });

    it('is made by a payer who accepted the agreement; opened signed out it shows the amount and orders, no patient', async () => {
      const refused = await api.post(
        PAY_SECURITY_PATHS.linkCreate,
        w.adminA.headers,
        { payIds: [order.payId] },
        randomUUID(),
      );
      expect(refused.json().code).toBe(PaymentErrorCode.feeAgreementRequired);
      expect(
        (await api.post(PAY_SECURITY_PATHS.linkCreate, w.hiddenA.headers, { payIds: [order.payId] }, randomUUID()))
          .statusCode,
      ).toBe(403);
      link = api.data<TPayLinkCreated>(
        await api.post(PAY_SECURITY_PATHS.linkCreate, w.doctorA.headers, { payIds: [order.payId] }, randomUUID()),
      );
      expect(link.amount).toBe(88.8);
      const shown = api.data<TPayLinkView>(await view(link.token));
      expect(shown).toMatchObject({
        state: 'open',
        clinicName: 'Clinic A',
        amount: 88.8,
        payment: null,
        orders: [{ orderId: order.orderId, amount: 88.8 }],
      });
      expect(JSON.stringify(shown)).not.toContain('Ada');
    });

    it('refuses a tampered token: another id, another expiry, another signature', async () => {
      const [id, expiresAt, signature] = link.token.split('.') as [string, string, string];
      for (const token of [
        `${Number(id) + 1}.${expiresAt}.${signature}`,
        `${id}.${Number(expiresAt) + 1}.${signature}`,
        `${id}.${expiresAt}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
        'garbage',
      ]) {
        const answer = await view(token);
        expect([answer.statusCode, answer.json().code], token).toEqual([404, PaymentErrorCode.payLinkInvalid]);
      }
    });

    it('pays once through the wallet with its live status; a paid link cannot be paid again', async () => {
      const started = api.data<TPayLinkView>(await payLink(link.token));
      expect(started.state).toBe('pending');
      expect(started.payment?.qrPayload).toBeTruthy();
      // Opened again (another tab): the same code.
      expect(api.data<TPayLinkView>(await payLink(link.token)).payment?.paymentId).toBe(started.payment?.paymentId);
      api.data(await api.decide(started.payment!.qrPayload!, 'approve', false));
      // No notification came: the status asks the wallet.
      expect(api.data<TPayLinkView>(await view(link.token)).state).toBe('paid');
      const again = await payLink(link.token);
      expect([again.statusCode, again.json().code]).toEqual([409, PaymentErrorCode.payLinkUsed]);
      const detail = (await orderApi(w.app).detail(order.orderId, w.doctorA.headers)).json().data as { status: number };
      expect(detail.status).toBe(ORDER_STATUS.paid);
      await expectLedgerInvariants(w.app.db.kysely);
    });

    it('says so once expired, and when the amount due changed', async () => {
      const other = await orderPendingPayment(w, 12);
      const made = api.data<TPayLinkCreated>(
        await api.post(PAY_SECURITY_PATHS.linkCreate, w.doctorA.headers, { payIds: [other.payId] }, randomUUID()),
      );
      expect(made.expiresAt - Date.now()).toBeGreaterThan(PAY_LINK.validityMs - 60_000);
      const secret = w.app.config.storageSigningSecret;
      const tokens = createPayLinkTokens(payLinkSecret(secret));
      const provider = createLocalWallet(w.app.db.kysely, localWalletSecret(secret)).provider;
      expect((await viewPayLink(w.app.db.kysely, provider, tokens, made.token, made.expiresAt - 1)).state).toBe('open');
      expect((await viewPayLink(w.app.db.kysely, provider, tokens, made.token, made.expiresAt)).state).toBe('expired');
      await expect(
        payPayLink(w.app.db.kysely, provider, tokens, { token: made.token, wallet: 'alipay' }, made.expiresAt),
      ).rejects.toMatchObject({ code: PaymentErrorCode.payLinkExpired });
      // The clinic paid part of it meanwhile (money received outside): the link's fixed amount no longer holds.
      await w.app.db.kysely
        .updateTable('payment_orders')
        .set({ amount_cents: 1300 })
        .where('id', '=', other.payId)
        .execute();
      expect(codeOf(await payLink(made.token, 'alipay'))).toBe(PaymentErrorCode.payLinkInvalid);
    });
  });
});
