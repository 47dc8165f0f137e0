import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DATABASE_KINDS } from '../../testing/test-database';
import { addMember, createClinic, createUser, sessionHeaders } from '../../testing/fixtures';

describe.each(DATABASE_KINDS)('QR sign-in on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const newCode = async () => (await t.app.inject({ method: 'POST', url: '/api/tenant/v1/qr-code' })).json().data;
  const poll = (qrId: string, codeToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/mobile/api/getQrcodeStatus', headers: { authorization: `Bearer ${codeToken}` }, payload: { qrId } });

  it('signs in the login page once the signed-in phone confirms, exactly once', async () => {
    const db = t.app.db.kysely;
    const user = await createUser(db);
    const clinic = await createClinic(db);
    await addMember(db, clinic, user.id, { role: 'admin' });
    const phone = await sessionHeaders(t.app, user.id, clinic);
    const code = await newCode();
    expect(code.link).toBe(`/qrLogin?qrId=${code.qrId}`);

    expect((await poll(code.qrId, code.codeToken)).json().data).toEqual({ status: 'waiting', session: null });
    await t.app.inject({ method: 'POST', url: `/api/tenant/v1/scan-login?qrId=${code.qrId}&step=scan`, headers: phone });
    expect((await poll(code.qrId, code.codeToken)).json().data.status).toBe('scanned');
    const confirm = await t.app.inject({ method: 'POST', url: `/api/tenant/v1/scan-login?qrId=${code.qrId}`, headers: phone });
    expect(confirm.statusCode).toBe(200);

    const signedIn = await poll(code.qrId, code.codeToken);
    expect(signedIn.json().data).toMatchObject({ status: 'confirmed', session: { userId: user.id, clinicId: clinic } });
    const cookie = String(signedIn.headers['set-cookie']);
    expect(cookie).toMatch(/cuspid_token=[\w-]{43};.*HttpOnly/);
    expect(cookie).toContain('SameSite=Lax');
    expect((await poll(code.qrId, code.codeToken)).json().data).toEqual({ status: 'expired', session: null });
  });

  it('answers not found to a poll without the code token, and needs a signed-in phone to confirm', async () => {
    const code = await newCode();
    expect((await poll(code.qrId, 'wrong-token')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/tenant/v1/scan-login?qrId=${code.qrId}` })).statusCode).toBe(401);
  });

  it('says an expired code expired, and refuses to confirm it', async () => {
    const db = t.app.db.kysely;
    const user = await createUser(db);
    const code = await newCode();
    await db.updateTable('qr_logins').set({ expires_at: Date.now() - 1 }).where('id', '=', code.qrId).execute();
    expect((await poll(code.qrId, code.codeToken)).json().data.status).toBe('expired');
    const confirm = await t.app.inject({ method: 'POST', url: `/api/tenant/v1/scan-login?qrId=${code.qrId}`, headers: await sessionHeaders(t.app, user.id, null) });
    expect(confirm.json().code).toBe(41012);
  });
});

describe('the developer SMS inbox', () => {
  it('lists messages and captcha answers in test mode, and neither exists in production mode', async () => {
    const test = await createTestApp('sqlite');
    const production = await createTestApp('sqlite', { env: { APP_MODE: 'production' } });
    try {
      await test.app.db.kysely.insertInto('sms_messages').values({ phone: '13800001111', text: 'Your code is 123456', created_at: Date.now() }).execute();
      const listed = await test.app.inject('/api/platform/dev/sms-inbox?phone=13800001111');
      expect(listed.json().data).toEqual([{ phone: '13800001111', text: 'Your code is 123456', sentAt: expect.any(Number) }]);
      expect((await production.app.inject('/api/platform/dev/sms-inbox?phone=13800001111')).statusCode).toBe(404);

      const { captchaId } = (await test.app.inject('/api/tenant/v1/image-captcha')).json().data;
      expect((await test.app.inject(`/api/platform/dev/captcha-answer?captchaId=${captchaId}`)).json().data.answer).toMatch(/^[A-Z0-9]{4}$/);
      const hidden = (await production.app.inject('/api/tenant/v1/image-captcha')).json().data;
      expect((await production.app.inject(`/api/platform/dev/captcha-answer?captchaId=${hidden.captchaId}`)).statusCode).toBe(404);
    } finally {
      await test.close();
      await production.close();
    }
  });
});
