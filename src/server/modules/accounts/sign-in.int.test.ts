import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD_LOCK } from '../../../domain/accounts/auth-rules';
import * as passwords from '../../auth/passwords';
import { findSession } from '../../auth/sessions';
import { addMember, createClinic, createUser, sessionHeaders, TEST_PASSWORD } from '../../testing/fixtures';
import { DATABASE_KINDS } from '../../testing/test-database';
import type { TestApp } from '../../testing/test-app';
import { signInWithPassword } from './password-sign-in';
import { issueSmsCode } from './sms-codes';
import { cookieHeader, createAccountsTestApp, lastSmsCode, sessionTokenOf, signInProofs } from './test-kit';

// Every password verification and decoy check goes through these spies: the lock is proven by counting them.
vi.mock('../../auth/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof passwords>();
  return {
    ...actual,
    verifyPassword: vi.fn(actual.verifyPassword),
    burnPasswordCheck: vi.fn(actual.burnPasswordCheck),
  };
});
const verifySpy = vi.mocked(passwords.verifyPassword);
const burnSpy = vi.mocked(passwords.burnPasswordCheck);

const client = { ip: '203.0.113.9' };

describe.each(DATABASE_KINDS)('password and SMS sign-in on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp(kind);
  });
  afterAll(async () => t.close());

  const pcLogin = async (
    account: string,
    password: string,
    proofs?: Partial<Awaited<ReturnType<typeof signInProofs>>>,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/tenant/v1/pc-login',
      headers: { 'x-forwarded-for': '198.51.100.7' },
      payload: { account, password, ...(await signInProofs(t.app.db.kysely)), ...proofs },
    });

  it('signs a clinic user in with captcha and slider: session, HttpOnly cookie, audit; a fresh token every time', async () => {
    const db = t.app.db.kysely;
    const user = await createUser(db);
    const clinic = await createClinic(db, 'Pearl Dental');
    await addMember(db, clinic, user.id, { role: 'admin', isDoctor: true });

    const response = await pcLogin(user.phone, TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: 200,
      data: {
        userId: user.id,
        phone: user.phone,
        clinicId: clinic,
        clinicList: [{ clinicId: clinic, clinicName: 'Pearl Dental', isAdmin: true }],
        isFactory: false,
      },
    });
    expect(String(response.headers['set-cookie'])).toMatch(/cuspid_token=[\w-]{43};.*HttpOnly/);
    const token = sessionTokenOf(t.app, response);
    expect((await findSession(db, token!))?.userId).toBe(user.id);
    if (t.app.hasRoute({ method: 'POST', url: '/api/tenant/account/info' })) {
      const info = await t.app.inject({
        method: 'POST',
        url: '/api/tenant/account/info',
        headers: cookieHeader(t.app, token!),
      });
      expect(info.json().data).toMatchObject({ userId: user.id, clinicId: clinic });
    }

    const again = await pcLogin(user.phone, TEST_PASSWORD);
    expect(sessionTokenOf(t.app, again)).not.toBe(token);
    const audit = await db
      .selectFrom('audit_events')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('action', '=', 'sign-in')
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      outcome: 'success',
      clinic_id: clinic,
      subject: user.phone,
      ip: expect.any(String),
    });
  });

  it('leaves the clinic to choose for a user of several clinics', async () => {
    const db = t.app.db.kysely;
    const user = await createUser(db);
    await addMember(db, await createClinic(db, 'North'), user.id);
    await addMember(db, await createClinic(db, 'South'), user.id);
    const { data } = (await pcLogin(user.phone, TEST_PASSWORD)).json();
    expect(data.clinicId).toBeNull();
    expect(data.clinicList.map((c: { clinicName: string }) => c.clinicName)).toEqual(['North', 'South']);
  });

  it('needs the slider token first, then the captcha, and uses both up on any attempt', async () => {
    const db = t.app.db.kysely;
    const user = await createUser(db);
    const proofs = await signInProofs(db);

    const noSlider = await pcLogin(user.phone, TEST_PASSWORD, { ...proofs, sliderToken: 'forged' });
    expect(noSlider.statusCode).toBe(400);
    expect(noSlider.json()).toMatchObject({ code: 41004, data: null });
    // The captcha went with that attempt: it cannot be reused with a good slider token.
    expect(
      (await pcLogin(user.phone, TEST_PASSWORD, { captchaId: proofs.captchaId, captcha: proofs.captcha })).json().code,
    ).toBe(41003);
    // And the slider token is single use.
    const fresh = await signInProofs(db);
    expect((await pcLogin(user.phone, TEST_PASSWORD, fresh)).statusCode).toBe(200);
    expect((await pcLogin(user.phone, TEST_PASSWORD, { sliderToken: fresh.sliderToken })).json().code).toBe(41004);

    const wrongCaptcha = await pcLogin(user.phone, TEST_PASSWORD, { captcha: '!!!!' });
    expect(wrongCaptcha.json()).toMatchObject({ code: 41003, msg: 'The captcha is incorrect.' });
    const reasons = await db
      .selectFrom('audit_events')
      .select('detail')
      .where('subject', '=', user.phone)
      .where('outcome', '=', 'failure')
      .execute();
    expect(reasons.map((r) => JSON.parse(r.detail!).reason).sort()).toEqual(['captcha', 'captcha', 'slider', 'slider']);
  });

  it('gives the captcha and slider back after a wrong password only: the retry needs just the right password', async () => {
    const db = t.app.db.kysely;
    const user = await createUser(db);
    const proofs = await signInProofs(db);
    expect((await pcLogin(user.phone, 'Wrong-Password-1', proofs)).json().code).toBe(41001);
    const retried = await pcLogin(user.phone, TEST_PASSWORD, proofs);
    expect(retried.statusCode, retried.body).toBe(200);
    // Used by the successful sign-in: gone for good.
    expect((await pcLogin(user.phone, TEST_PASSWORD, proofs)).json().code).toBe(41004);
  });

  it('counts down 4, 3, 2, 1 and then locks, refusing even the right password during the lock', async () => {
    const db = t.app.db.kysely;
    const user = await createUser(db);
    const remaining: number[] = [];
    for (let i = 1; i < PASSWORD_LOCK.maxAttempts; i++) {
      const response = await pcLogin(user.phone, 'Wrong-Password-1');
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe(41001);
      expect(body.msg).toBe(
        `Verification error: wrong account or password. ${body.data.remainingAttempts} attempts left.`,
      );
      remaining.push(body.data.remainingAttempts);
    }
    expect(remaining).toEqual([4, 3, 2, 1]);

    const locked = (await pcLogin(user.phone, 'Wrong-Password-1')).json();
    expect(locked).toMatchObject({
      code: 41002,
      data: { retryAfterSeconds: PASSWORD_LOCK.lockSeconds },
      msg: `Too many password errors, retry after ${PASSWORD_LOCK.lockSeconds} seconds.`,
    });
    const before = verifySpy.mock.calls.length;
    const right = (await pcLogin(user.phone, TEST_PASSWORD)).json();
    expect(right.code).toBe(41002);
    expect(right.data.retryAfterSeconds).toBeLessThanOrEqual(PASSWORD_LOCK.lockSeconds);
    expect(verifySpy.mock.calls.length).toBe(before); // a locked account is not even checked
    expect(
      await db
        .selectFrom('audit_events')
        .select('id')
        .where('user_id', '=', user.id)
        .where('action', '=', 'account-locked')
        .execute(),
    ).toHaveLength(1);
  });

  it('verifies at most PASSWORD_LOCK.maxAttempts passwords for 20 parallel wrong guesses, and ends locked', async () => {
    const db = t.app.db.kysely;
    const user = await createUser(db);
    const proofs = await Promise.all(Array.from({ length: 20 }, () => signInProofs(db)));
    const before = verifySpy.mock.calls.length;
    const responses = await Promise.all(
      proofs.map((p, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/tenant/v1/pc-login',
          payload: { account: user.phone, password: `Wrong-Guess-${i}`, ...p },
        }),
      ),
    );
    expect(verifySpy.mock.calls.length - before).toBeLessThanOrEqual(PASSWORD_LOCK.maxAttempts);
    const codes = responses.map((r) => r.json().code);
    expect(codes.every((code) => code === 41001 || code === 41002)).toBe(true);
    expect(codes.filter((code) => code === 41002).length).toBeGreaterThanOrEqual(20 - PASSWORD_LOCK.maxAttempts);

    const row = await db
      .selectFrom('users')
      .select(['failed_password_attempts', 'locked_until'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.locked_until).toBeGreaterThan(Date.now());
    const wrong = await db
      .selectFrom('audit_events')
      .select('detail')
      .where('user_id', '=', user.id)
      .where('action', '=', 'sign-in')
      .execute();
    expect(wrong.filter((r) => JSON.parse(r.detail!).reason === 'wrong-password').length).toBeLessThanOrEqual(
      PASSWORD_LOCK.maxAttempts,
    );
    expect(wrong).toHaveLength(20); // every attempt audited
    expect(
      await db
        .selectFrom('audit_events')
        .select('id')
        .where('user_id', '=', user.id)
        .where('action', '=', 'account-locked')
        .execute(),
    ).toHaveLength(1);

    const rightDuringLock = await pcLogin(user.phone, TEST_PASSWORD);
    expect(rightDuringLock.json().code).toBe(41002);
    expect(verifySpy.mock.calls.length - before).toBeLessThanOrEqual(PASSWORD_LOCK.maxAttempts);
  });

  it('lets the right password in once the lock has run out, and starts the count afresh', async () => {
    const db = t.app.db.kysely;
    const user = await createUser(db);
    const now = Date.now();
    for (let i = 0; i < PASSWORD_LOCK.maxAttempts; i++)
      await signInWithPassword(db, { account: user.phone, password: 'Wrong-Password-1', client }, now);
    const lockEnds = now + PASSWORD_LOCK.lockSeconds * 1000;
    expect(
      await signInWithPassword(db, { account: user.phone, password: TEST_PASSWORD, client }, lockEnds - 1),
    ).toEqual({ outcome: 'locked', retryAfterSeconds: 1 });
    expect(await signInWithPassword(db, { account: user.phone, password: TEST_PASSWORD, client }, lockEnds)).toEqual({
      outcome: 'signed-in',
      userId: user.id,
    });
    expect(
      await db
        .selectFrom('users')
        .select(['failed_password_attempts', 'locked_until'])
        .where('id', '=', user.id)
        .executeTakeFirst(),
    ).toEqual({ failed_password_attempts: 0, locked_until: null });

    // After an expired lock a wrong password counts from the top again.
    const other = await createUser(db);
    for (let i = 0; i < PASSWORD_LOCK.maxAttempts; i++)
      await signInWithPassword(db, { account: other.phone, password: 'Wrong-Password-1', client }, now);
    expect(
      await signInWithPassword(db, { account: other.phone, password: 'Wrong-Password-1', client }, lockEnds + 5),
    ).toEqual({ outcome: 'wrong', remainingAttempts: 4 });
  });

  it('answers an unknown account exactly like a wrong password, with a real hash check, down to the lock', async () => {
    const account = '13912345678';
    const burns = burnSpy.mock.calls.length;
    const bodies = [];
    for (let i = 0; i < PASSWORD_LOCK.maxAttempts + 1; i++)
      bodies.push((await pcLogin(account, 'Whatever-123')).json());
    expect(bodies.slice(0, 4).map((b) => [b.code, b.data.remainingAttempts])).toEqual([
      [41001, 4],
      [41001, 3],
      [41001, 2],
      [41001, 1],
    ]);
    expect(bodies[4]).toMatchObject({ code: 41002, data: { retryAfterSeconds: PASSWORD_LOCK.lockSeconds } });
    expect(bodies[5].code).toBe(41002);
    expect(burnSpy.mock.calls.length - burns).toBe(PASSWORD_LOCK.maxAttempts);

    const real = await createUser(t.app.db.kysely);
    const realBody = (await pcLogin(real.phone, 'Whatever-123')).json();
    const unknownBody = (await pcLogin('13912345679', 'Whatever-123')).json();
    expect(unknownBody).toEqual(realBody);
  });

  it(
    'answers 30 parallel wrong passwords alike for a real account and an unknown one',
    { timeout: 30_000 },
    async () => {
      const db = t.app.db.kysely;
      const real = await createUser(db);
      const unknown = '13912340000';
      const burns = burnSpy.mock.calls.length;
      const guess = async (account: string) => {
        const proofs = await Promise.all(Array.from({ length: 30 }, () => signInProofs(db)));
        const responses = await Promise.all(
          proofs.map((p, i) =>
            t.app.inject({
              method: 'POST',
              url: '/api/tenant/v1/pc-login',
              payload: { account, password: `Wrong-Guess-${i}`, ...p },
            }),
          ),
        );
        // What a client can see: the status, the code, how many attempts are left; a lock's seconds move with the clock.
        return responses
          .map((r) => {
            const body = r.json();
            return `${r.statusCode} ${body.code} ${body.data?.remainingAttempts ?? (body.data?.retryAfterSeconds > 0 ? 'locked' : '?')}`;
          })
          .sort();
      };
      const [realAnswers, unknownAnswers] = await Promise.all([guess(real.phone), guess(unknown)]);
      expect(unknownAnswers).toEqual(realAnswers);
      expect(realAnswers.filter((a) => a.endsWith('locked')).length).toBeGreaterThanOrEqual(
        30 - PASSWORD_LOCK.maxAttempts,
      );
      expect(burnSpy.mock.calls.length - burns).toBeLessThanOrEqual(PASSWORD_LOCK.maxAttempts); // the decoy checks as few
      // And both stay locked alike afterwards.
      expect((await pcLogin(unknown, 'Whatever-123')).json().code).toBe(
        (await pcLogin(real.phone, 'Whatever-123')).json().code,
      );
    },
  );

  it('signs in with an SMS code once; a wrong or reused code, or an unknown phone, answers 41005', async () => {
    const db = t.app.db.kysely;
    const user = await createUser(db);
    const send = (phone: string) =>
      t.app.inject({ method: 'POST', url: '/api/user/v1/sms-captcha', payload: { phone, purpose: 'login' } });
    const smsLogin = (phone: string, phoneCaptcha: string) =>
      t.app.inject({ method: 'POST', url: '/api/tenant/v1/sms-login', payload: { phone, phoneCaptcha } });

    expect((await send(user.phone)).statusCode).toBe(200);
    const code = await lastSmsCode(db, user.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await smsLogin(user.phone, wrong)).json()).toMatchObject({
      code: 41005,
      msg: 'The SMS code is incorrect or has expired.',
    });
    const signedIn = await smsLogin(user.phone, code);
    expect(signedIn.json().data.userId).toBe(user.id);
    expect(sessionTokenOf(t.app, signedIn)).toMatch(/^[\w-]{43}$/);
    expect((await smsLogin(user.phone, code)).json().code).toBe(41005);

    // An unknown phone: the send answers as for a known one, nothing is sent, and any code answers 41005.
    const stranger = '13987654321';
    expect((await send(stranger)).json()).toMatchObject({
      code: 200,
      data: { resendAfterSeconds: 60, expiresInSeconds: 600 },
    });
    expect(await db.selectFrom('sms_messages').select('id').where('phone', '=', stranger).execute()).toEqual([]);
    expect((await smsLogin(stranger, '123456')).json().code).toBe(41005);
    // A code for another purpose is no login code.
    const other = await createUser(db);
    const { code: resetCode } = await db
      .transaction()
      .execute((trx) => issueSmsCode(trx, { phone: other.phone, purpose: 'reset', deliver: true }));
    expect((await smsLogin(other.phone, resetCode!)).json().code).toBe(41005);
  });

  it('changes the password: other sessions end, this one stays; the old password is checked and must change', async () => {
    const db = t.app.db.kysely;
    const user = await createUser(db, { password: 'Old-Password-1' });
    const current = await sessionHeaders(t.app, user.id, null);
    const elsewhere = await sessionHeaders(t.app, user.id, null);
    const change = (headers: Record<string, string>, oldPasswd: string, newPasswd: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/tenant/account/change-passwd',
        headers,
        payload: { oldPasswd, newPasswd },
      });

    expect((await change({}, 'Old-Password-1', 'New-Password-2')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/tenant/account/change-passwd', payload: {} })).statusCode,
    ).toBe(401); // before validation
    expect((await change(current, 'Not-It-1', 'New-Password-2')).json()).toMatchObject({
      code: 41011,
      msg: 'The current password is wrong.',
    });
    expect((await change(current, 'Old-Password-1', 'Old-Password-1')).json().code).toBe(41013);
    expect((await change(current, 'Old-Password-1', 'short')).json().code).toBe(400);

    const changed = await change(current, 'Old-Password-1', 'New-Password-2');
    expect(changed.json()).toMatchObject({ code: 200, data: null });
    const token = (headers: { cookie: string }) => headers.cookie.split('=')[1]!;
    expect(await findSession(db, token(current))).not.toBeNull();
    expect(await findSession(db, token(elsewhere))).toBeNull();

    const row = await db
      .selectFrom('users')
      .select(['password_hash', 'password_changed_at'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_changed_at).toBeGreaterThan(Date.now() - 10_000);
    expect((await signInWithPassword(db, { account: user.phone, password: 'Old-Password-1', client })).outcome).toBe(
      'wrong',
    );
    expect((await signInWithPassword(db, { account: user.phone, password: 'New-Password-2', client })).outcome).toBe(
      'signed-in',
    );
    expect(
      await db
        .selectFrom('audit_events')
        .select('outcome')
        .where('user_id', '=', user.id)
        .where('action', '=', 'password-changed')
        .execute(),
    ).toEqual([{ outcome: 'success' }]);
  });

  it('applies a repeated password change once (Idempotency-Key), answering the repeat as the first', async () => {
    const db = t.app.db.kysely;
    const user = await createUser(db, { password: 'Old-Password-1' });
    const headers = { ...(await sessionHeaders(t.app, user.id, null)), 'idempotency-key': 'change-1' };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/tenant/account/change-passwd',
        headers,
        payload: { oldPasswd: 'Old-Password-1', newPasswd: 'New-Password-2' },
      });
    const first = await send();
    const repeat = await send();
    expect(first.json().code).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(
      await db
        .selectFrom('audit_events')
        .select('id')
        .where('user_id', '=', user.id)
        .where('action', '=', 'password-changed')
        .execute(),
    ).toHaveLength(1);
  });
});
