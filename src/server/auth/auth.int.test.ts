import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION } from '../../domain/accounts/auth-rules';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DATABASE_KINDS } from '../testing/test-database';
import { addMember, createClinic, createUser, sessionHeaders } from '../testing/fixtures';
import { hashPassword, verifyPassword } from './passwords';
import { createSession } from './sessions';
import { sha256 } from './tokens';

const INFO = '/api/tenant/account/info';

describe('passwords', () => {
  it('are hashed with argon2id at m=19456 KiB, t=2, p=1, read back from the stored hash', async () => {
    const stored = await hashPassword('Correct-Horse-9');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Correct-Horse-9')).toBe(true);
    expect(await verifyPassword(stored, 'correct-horse-9')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });
});

describe.each(DATABASE_KINDS)('sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it('are opaque tokens of at least 128 bits, stored only as a hash', async () => {
    const user = await createUser(t.app.db.kysely);
    const { token, session } = await createSession(t.app.db.kysely, { userId: user.id, clinicId: null });
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const row = await t.app.db.kysely
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('are accepted from the cookie and from an Authorization header; anything else is 401', async () => {
    const user = await createUser(t.app.db.kysely, { name: 'Dr. Lin' });
    const { token } = await createSession(t.app.db.kysely, { userId: user.id, clinicId: null });
    const byCookie = await t.app.inject({ method: 'POST', url: INFO, headers: { cookie: `cuspid_token=${token}` } });
    expect(byCookie.json().data).toMatchObject({ userId: user.id, name: 'Dr. Lin', clinicId: null, clinicList: [] });
    const byHeader = await t.app.inject({ method: 'POST', url: INFO, headers: { authorization: `Bearer ${token}` } });
    expect(byHeader.statusCode).toBe(200);
    for (const headers of [{}, { cookie: 'cuspid_token=forged' }, { authorization: 'Bearer forged' }]) {
      const response = await t.app.inject({ method: 'POST', url: INFO, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe(401);
    }
  });

  it('end after the idle limit and after the absolute limit', async () => {
    const db = t.app.db.kysely;
    const user = await createUser(db);
    const now = Date.now();
    const idle = await createSession(db, { userId: user.id, clinicId: null }, now - SESSION.idleSeconds * 1000 - 1);
    const old = await createSession(db, { userId: user.id, clinicId: null }, now - SESSION.absoluteSeconds * 1000 - 1);
    await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', old.session.id).execute();
    const fresh = await createSession(
      db,
      { userId: user.id, clinicId: null },
      now - SESSION.idleSeconds * 1000 + 60_000,
    );
    const status = async (token: string) =>
      (await t.app.inject({ method: 'POST', url: INFO, headers: { authorization: `Bearer ${token}` } })).statusCode;
    expect(await status(idle.token)).toBe(401);
    expect(await status(old.token)).toBe(401);
    expect(await status(fresh.token)).toBe(200);
  });

  it('are revoked at logout, which also clears the cookie', async () => {
    const user = await createUser(t.app.db.kysely);
    const headers = await sessionHeaders(t.app, user.id, null);
    const logout = await t.app.inject({ method: 'POST', url: '/api/tenant/v1/logout', headers });
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(/cuspid_token=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
    expect((await t.app.inject({ method: 'POST', url: INFO, headers })).statusCode).toBe(401);
    const audit = await t.app.db.kysely.selectFrom('audit_events').selectAll().where('user_id', '=', user.id).execute();
    expect(audit.map((e) => e.action)).toContain('sign-out');
  });

  it('switching to a clinic of another company brings that company’s certification and id with it (issue 18, item 5)', async () => {
    const db = t.app.db.kysely;
    const user = await createUser(db);
    const certified = await createClinic(db, 'Certified Group');
    const uncertified = await createClinic(db, 'New Group');
    // Two single companies: one whose certification the factory approved, one that never submitted it.
    await db.updateTable('clinics').set({ is_company: 1, org_auth_status: 1 }).where('id', '=', certified).execute();
    await db.updateTable('clinics').set({ is_company: 1, org_auth_status: -1 }).where('id', '=', uncertified).execute();
    await addMember(db, certified, user.id, { role: 'admin', isDoctor: true });
    await addMember(db, uncertified, user.id, { role: 'admin', isDoctor: true });
    const headers = await sessionHeaders(t.app, user.id, certified);
    const change = async (clinicId: number) =>
      (await t.app.inject({ method: 'POST', url: `/api/tenant/v1/change-clinic?clinicId=${clinicId}`, headers })).json()
        .data;

    expect(await change(uncertified)).toMatchObject({ clinicId: uncertified, companyId: uncertified, orgAuth: -1 });
    expect((await t.app.inject({ method: 'POST', url: INFO, headers })).json().data).toMatchObject({ orgAuth: -1 });
    expect(await change(certified)).toMatchObject({ clinicId: certified, companyId: certified, orgAuth: 1 });
  });

  it('switch clinics only among the user’s own; the server re-checks membership on every request', async () => {
    const db = t.app.db.kysely;
    const user = await createUser(db);
    const clinicA = await createClinic(db, 'Clinic A');
    const clinicB = await createClinic(db, 'Clinic B');
    const foreign = await createClinic(db, 'Someone else');
    await addMember(db, clinicA, user.id, { role: 'admin' });
    await addMember(db, clinicB, user.id, { role: 'staff', isDoctor: true });
    const headers = await sessionHeaders(t.app, user.id, null);

    const list = (await t.app.inject({ method: 'POST', url: '/api/tenant/v1/switch-clinic', headers })).json().data
      .switchClinicList;
    expect(list.map((c: { clinicName: string }) => c.clinicName)).toEqual(['Clinic A', 'Clinic B']);

    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/tenant/v1/change-clinic?clinicId=${foreign}`,
      headers,
    });
    expect(refused.json().code).toBe(41014);

    const switched = await t.app.inject({
      method: 'POST',
      url: `/api/tenant/v1/change-clinic?clinicId=${clinicB}`,
      headers,
    });
    expect(switched.json().data).toMatchObject({ clinicId: clinicB, userAuth: -1 });
    expect((await t.app.inject({ method: 'POST', url: INFO, headers })).json().data.clinicId).toBe(clinicB);

    await db.deleteFrom('clinic_members').where('clinic_id', '=', clinicB).where('user_id', '=', user.id).execute();
    expect((await t.app.inject({ method: 'POST', url: INFO, headers })).json().data.clinicId).toBeNull();
  });
});
