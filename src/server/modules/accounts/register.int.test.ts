import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_CODE } from '../../../domain/accounts/auth-rules';
import type { Database } from '../../db/schema';
import { findSession } from '../../auth/sessions';
import { createUser, sessionHeaders } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DATABASE_KINDS } from '../../testing/test-database';
import { signInWithPassword } from './password-sign-in';
import { RESET_TICKET_TTL_SECONDS, userRegistrationRoutes } from './register-routes';
import { consumeSmsCode, issueSmsCode } from './sms-codes';
import { cookieHeader, createAccountsTestApp, lastSmsCode, sessionTokenOf } from './test-kit';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const client = { ip: '203.0.113.9' };
let phoneSeed = 0;
/** Phones of this file (15x…), apart from the fixtures' 138… numbers. */
function newPhone(): string {
  phoneSeed += 1;
  return `15${String((process.pid % 100) * 1_000_000 + phoneSeed).padStart(9, '0')}`;
}

/** A code issued at `now` in its own transaction, as the route does. */
function issue(db: Kysely<Database>, phone: string, now: number, purpose: 'register' | 'login' | 'reset' = 'register') {
  return db.transaction().execute((trx) => issueSmsCode(trx, { phone, purpose, deliver: true }, now));
}

async function errorOf(promise: Promise<unknown>): Promise<{ code: number; data: unknown }> {
  try {
    await promise;
  } catch (error) {
    return error as { code: number; data: unknown };
  }
  throw new Error('expected a failure');
}

describe.each(DATABASE_KINDS)('registration and SMS codes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp(kind);
  });
  afterAll(async () => t.close());

  const post = (url: string, payload?: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
  const sendCode = (phone: string, purpose: string, headers: Record<string, string> = {}) => post('/api/user/v1/sms-captcha', { phone, purpose }, headers);
  const register = (phone: string, phoneCaptcha: string, headers: Record<string, string> = {}) =>
    post('/api/user/v1/pc-register', { phone, phoneCaptcha, password: 'Fresh-Start-9', agreementAccepted: true }, headers);

  it('registers with the code from the SMS and signs the new user in', async () => {
    const db = t.app.db.kysely;
    const phone = newPhone();
    const sent = await sendCode(phone, 'register');
    expect(sent.json()).toEqual({ code: 200, msg: 'Success', data: { resendAfterSeconds: 60, expiresInSeconds: 600 }, extra: null });
    const message = await db.selectFrom('sms_messages').select('text').where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(message.text).toMatch(/^Your Cuspid code is \d{6}\. It expires in 10 minutes\.$/);
    const code = await lastSmsCode(db, phone);

    // The code is stored only hashed: no column of its row holds it.
    const stored = await db.selectFrom('sms_codes').selectAll().where('phone', '=', phone).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);

    const response = await register(phone, code);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ phone, name: `User ${phone.slice(-4)}`, clinicId: null, clinicList: [], isFactory: false });
    const token = sessionTokenOf(t.app, response);
    expect((await findSession(db, token!))?.userId).toBe(data.userId);
    if (t.app.hasRoute({ method: 'POST', url: '/api/tenant/account/info' })) {
      const info = await post('/api/tenant/account/info', undefined, cookieHeader(t.app, token!));
      expect(info.json().data).toMatchObject({ userId: data.userId, phone });
    }

    const user = await db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect((await signInWithPassword(db, { account: phone, password: 'Fresh-Start-9', client })).outcome).toBe('signed-in');
    const audit = await db.selectFrom('audit_events').select(['action', 'outcome']).where('user_id', '=', user.id).orderBy('id').execute();
    expect(audit.slice(0, 2)).toEqual([{ action: 'registered', outcome: 'success' }, { action: 'sign-in', outcome: 'success' }]);

    // The phone is now taken: no second code for registration, no second account.
    expect((await sendCode(phone, 'register')).json()).toMatchObject({ code: 41008, msg: 'This phone number is already registered. Sign in instead.' });
    expect((await register(phone, code)).json().code).toBe(41008);
  });

  it('refuses a wrong, reused, other-purpose or missing agreement registration', async () => {
    const db = t.app.db.kysely;
    const phone = newPhone();
    expect((await register(phone, '123456')).json().code).toBe(41005); // no code at all
    await sendCode(phone, 'register');
    const code = await lastSmsCode(db, phone);
    const noAgreement = await post('/api/user/v1/pc-register', { phone, phoneCaptcha: code, password: 'Fresh-Start-9', agreementAccepted: false });
    expect(noAgreement.statusCode).toBe(400);
    const weak = await post('/api/user/v1/pc-register', { phone, phoneCaptcha: code, password: 'weak', agreementAccepted: true });
    expect(weak.json().code).toBe(400);
    expect((await post('/api/user/v1/check-phone-captcha?phone=' + phone + '&captcha=' + code)).json().code).toBe(41005); // a register code is no reset code
    expect((await register(phone, code)).statusCode).toBe(200); // the failures above did not spend it
  });

  it('lets one of several parallel registrations with one code through', async () => {
    const db = t.app.db.kysely;
    const phone = newPhone();
    await sendCode(phone, 'register');
    const code = await lastSmsCode(db, phone);
    const responses = await Promise.all(Array.from({ length: 6 }, () => register(phone, code)));
    const codes = responses.map((r) => r.json().code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.every((c) => c === 200 || c === 41005 || c === 41008)).toBe(true);
    expect(await db.selectFrom('users').select('id').where('phone', '=', phone).execute()).toHaveLength(1);
  });

  it('applies a repeated registration or code request once (Idempotency-Key)', async () => {
    const db = t.app.db.kysely;
    const phone = newPhone();
    const first = await sendCode(phone, 'register', { 'idempotency-key': `send-${phone}` });
    const repeat = await sendCode(phone, 'register', { 'idempotency-key': `send-${phone}` });
    expect(repeat.json()).toEqual(first.json());
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(await db.selectFrom('sms_messages').select('id').where('phone', '=', phone).execute()).toHaveLength(1);

    const code = await lastSmsCode(db, phone);
    const created = await register(phone, code, { 'idempotency-key': `reg-${phone}` });
    const again = await register(phone, code, { 'idempotency-key': `reg-${phone}` });
    expect(created.json().code).toBe(200);
    expect(again.json()).toEqual(created.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(sessionTokenOf(t.app, again)).toBeNull(); // no second session
    expect(await db.selectFrom('sessions').select('id').where('user_id', '=', created.json().data.userId).execute()).toHaveLength(1);
  });

  it('keeps the resend interval to the millisecond and says how long to wait', async () => {
    const db = t.app.db.kysely;
    const phone = newPhone();
    expect((await sendCode(phone, 'register')).statusCode).toBe(200);
    const tooSoon = await sendCode(phone, 'login'); // per phone, whatever the purpose
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json()).toMatchObject({ code: 41006, data: { retryAfterSeconds: expect.any(Number) } });
    expect(tooSoon.json().data.retryAfterSeconds).toBeGreaterThan(SMS_CODE.resendSeconds - 5);
    expect(tooSoon.json().msg).toBe(`Please wait ${tooSoon.json().data.retryAfterSeconds} seconds before asking for another code.`);

    const other = newPhone();
    const t0 = Date.now();
    await issue(db, other, t0);
    expect(await errorOf(issue(db, other, t0 + SMS_CODE.resendSeconds * 1000 - 1))).toMatchObject({ code: 41006, data: { retryAfterSeconds: 1 } });
    await expect(issue(db, other, t0 + SMS_CODE.resendSeconds * 1000)).resolves.toMatchObject({ code: expect.stringMatching(/^\d{6}$/) });
  });

  it('allows SMS_CODE.maxPerDay codes in any rolling 24 hours', async () => {
    const db = t.app.db.kysely;
    const phone = newPhone();
    const t0 = Date.now();
    for (let i = 0; i < SMS_CODE.maxPerDay; i++) await issue(db, phone, t0 + i * SMS_CODE.resendSeconds * 1000);
    const later = t0 + SMS_CODE.maxPerDay * SMS_CODE.resendSeconds * 1000;
    expect(await errorOf(issue(db, phone, later))).toMatchObject({ code: 41007 });
    expect(await errorOf(issue(db, phone, t0 + DAY - 1))).toMatchObject({ code: 41007 });
    await expect(issue(db, phone, t0 + DAY)).resolves.toBeDefined(); // the first code left the window
  });

  it('expires a code after exactly SMS_CODE.ttlSeconds and spends it after SMS_CODE.maxChecks wrong tries', async () => {
    const db = t.app.db.kysely;
    const ttl = SMS_CODE.ttlSeconds * 1000;
    const phone = newPhone();
    const t0 = Date.now();
    const { code } = await issue(db, phone, t0);
    await expect(consumeSmsCode(db, { phone, purpose: 'register', code: code! }, t0 + ttl - 1)).resolves.toBeUndefined();
    const { code: late } = await issue(db, phone, t0 + MINUTE);
    expect(await errorOf(consumeSmsCode(db, { phone, purpose: 'register', code: late! }, t0 + MINUTE + ttl))).toMatchObject({ code: 41005 });

    // Over HTTP: four wrong tries leave the code usable, the fifth spends it.
    const check = (p: string, captcha: string) => post(`/api/user/v1/check-phone-captcha?phone=${p}&captcha=${captcha}`);
    const user = await createUser(db, { phone: newPhone() });
    await sendCode(user.phone, 'reset');
    const right = await lastSmsCode(db, user.phone);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 1; i < SMS_CODE.maxChecks; i++) expect((await check(user.phone, wrong)).json().code).toBe(41005);
    expect((await check(user.phone, right)).json().code).toBe(200);
    expect((await check(user.phone, right)).json().code).toBe(41005); // single use

    const spent = await createUser(db, { phone: newPhone() });
    await sendCode(spent.phone, 'reset');
    const spentCode = await lastSmsCode(db, spent.phone);
    const spentWrong = spentCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < SMS_CODE.maxChecks; i++) expect((await check(spent.phone, spentWrong)).json().code).toBe(41005);
    expect((await check(spent.phone, spentCode)).json().code).toBe(41005);
    const row = await db.selectFrom('sms_codes').select(['checks', 'consumed_at']).where('phone', '=', spent.phone).executeTakeFirstOrThrow();
    expect(row.checks).toBe(SMS_CODE.maxChecks);
    expect(row.consumed_at).not.toBeNull();
  });

  it('hands out one reset ticket for one code, however many checks run at once', async () => {
    const db = t.app.db.kysely;
    const user = await createUser(db, { phone: newPhone() });
    await sendCode(user.phone, 'reset');
    const code = await lastSmsCode(db, user.phone);
    const responses = await Promise.all(Array.from({ length: 8 }, () => post(`/api/user/v1/check-phone-captcha?phone=${user.phone}&captcha=${code}`)));
    expect(responses.map((r) => r.json().code).sort()).toEqual([200, ...Array(7).fill(41005)]);
  });

  it('resets a forgotten password: code, ticket, new password; every session ends, the lock lifts', async () => {
    const db = t.app.db.kysely;
    const user = await createUser(db, { phone: newPhone() });
    const a = await sessionHeaders(t.app, user.id, null);
    const b = await sessionHeaders(t.app, user.id, null);
    await db.updateTable('users').set({ failed_password_attempts: 5, locked_until: Date.now() + 100_000 }).where('id', '=', user.id).execute();

    expect((await sendCode(user.phone, 'reset')).json().code).toBe(200);
    const code = await lastSmsCode(db, user.phone);
    const checked = await post(`/api/user/v1/check-phone-captcha?phone=${user.phone}&captcha=${code}`);
    const { resetTicket } = checked.json().data;
    expect(resetTicket).toMatch(/^[\w-]{43}$/);
    const ticketRow = await db.selectFrom('challenges').selectAll().where('kind', '=', 'reset-ticket').where('subject', '=', user.phone).executeTakeFirstOrThrow();
    expect(ticketRow.expires_at - ticketRow.created_at).toBe(RESET_TICKET_TTL_SECONDS * 1000);
    expect(JSON.stringify(ticketRow)).not.toContain(resetTicket);

    const reset = (phone: string, ticket: string) => post('/api/user/v1/forget-passwd', { phone, password: 'Brand-New-7', phoneCaptcha: ticket });
    expect((await reset(user.phone, 'made-up-ticket')).json().code).toBe(41005);
    expect((await reset(user.phone, resetTicket)).json()).toMatchObject({ code: 200, data: null });
    expect((await reset(user.phone, resetTicket)).json().code).toBe(41005); // single use

    for (const headers of [a, b]) expect(await findSession(db, headers.cookie.split('=')[1]!)).toBeNull();
    const row = await db.selectFrom('users').select(['failed_password_attempts', 'locked_until', 'password_hash']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ failed_password_attempts: 0, locked_until: null });
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await signInWithPassword(db, { account: user.phone, password: 'Brand-New-7', client })).outcome).toBe('signed-in');
    expect(await db.selectFrom('audit_events').select('action').where('user_id', '=', user.id).where('action', '=', 'password-reset').execute()).toHaveLength(1);
  });

  it('refuses a ticket for another phone, leaving that account untouched', async () => {
    const db = t.app.db.kysely;
    const user = await createUser(db, { phone: newPhone() });
    const victim = await createUser(db, { phone: newPhone() });
    await sendCode(user.phone, 'reset');
    const { resetTicket } = (await post(`/api/user/v1/check-phone-captcha?phone=${user.phone}&captcha=${await lastSmsCode(db, user.phone)}`)).json().data;
    const reset = (phone: string) => post('/api/user/v1/forget-passwd', { phone, password: 'Brand-New-7', phoneCaptcha: resetTicket });
    const before = await db.selectFrom('users').select('password_hash').where('id', '=', victim.id).executeTakeFirstOrThrow();
    expect((await reset(victim.phone)).json().code).toBe(41005);
    expect(await db.selectFrom('users').select('password_hash').where('id', '=', victim.id).executeTakeFirstOrThrow()).toEqual(before);
    expect((await reset(user.phone)).json().code).toBe(200);
  });

  it('answers a reset for an unknown phone as for a known one, sends nothing, and rate-limits it the same', async () => {
    const db = t.app.db.kysely;
    const known = await createUser(db, { phone: newPhone() });
    const unknown = newPhone();
    const knownAnswer = await sendCode(known.phone, 'reset');
    const unknownAnswer = await sendCode(unknown, 'reset');
    expect(unknownAnswer.statusCode).toBe(knownAnswer.statusCode);
    expect(unknownAnswer.json()).toEqual(knownAnswer.json());
    expect(await db.selectFrom('sms_messages').select('id').where('phone', '=', unknown).execute()).toEqual([]);
    expect((await sendCode(unknown, 'reset')).json().code).toBe(41006);
    expect((await sendCode(known.phone, 'reset')).json().code).toBe(41006);
    expect((await post(`/api/user/v1/check-phone-captcha?phone=${unknown}&captcha=123456`)).json().code).toBe(41005);
  });

  it('says whether an account exists', async () => {
    const user = await createUser(t.app.db.kysely, { phone: newPhone() });
    expect((await post(`/api/user/v1/account/check?account=${user.phone}`)).json().data).toEqual({ exists: true });
    expect((await post(`/api/user/v1/account/check?account=${newPhone()}`)).json().data).toEqual({ exists: false });
  });
});

describe('an SMS provider that fails', () => {
  it('withdraws the code (it counts towards no limit) and answers 503', async () => {
    const t = await createTestApp('sqlite', {
      register: async (app) => {
        await app.register(userRegistrationRoutes, {
          prefix: '/api/test-user',
          smsProvider: {
            send: async () => {
              throw new Error('gateway down');
            },
          },
        });
      },
    });
    try {
      const phone = newPhone();
      const send = () => t.app.inject({ method: 'POST', url: '/api/test-user/v1/sms-captcha', payload: { phone, purpose: 'register' } });
      expect((await send()).statusCode).toBe(503);
      expect(await t.app.db.kysely.selectFrom('sms_codes').select('id').where('phone', '=', phone).execute()).toEqual([]);
      expect((await send()).statusCode).toBe(503); // not 41006: the failed send did not count
    } finally {
      await t.close();
    }
  });
});
