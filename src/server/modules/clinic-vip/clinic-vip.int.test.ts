import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createClinic, createUser, sessionHeaders } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DATABASE_KINDS } from '../../testing/test-database';
import { migrateTo } from '../../db/migrate';
import { activeGrant } from './clinic-vip';

const DAY_MS = 86_400_000;

describe.each(DATABASE_KINDS)('clinic VIP on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const post = async (url: string, headers: Record<string, string>, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const rights = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/design/clinic/vip/rights', headers })).json().data as {
      vip: { id: number; levelName: string; startsAt: number; endsAt: number; clinicId: number } | null;
      announce: boolean;
    };

  async function clinicWithAdminAndNurse(name: string) {
    const db = t.app.db.kysely;
    const clinicId = await createClinic(db, name);
    const admin = await createUser(db);
    const nurse = await createUser(db);
    await addMember(db, clinicId, admin.id, { role: 'admin' });
    await addMember(db, clinicId, nurse.id, { job: 'nurse' });
    return {
      clinicId,
      admin: await sessionHeaders(t.app, admin.id, clinicId),
      nurse: await sessionHeaders(t.app, nurse.id, clinicId),
    };
  }

  async function factoryAdmin() {
    const user = await createUser(t.app.db.kysely, { isFactory: true, factoryRole: 'admin', name: 'Factory Admin' });
    return { id: user.id, headers: await sessionHeaders(t.app, user.id, null) };
  }

  it('no grant: nothing to tell, to the admin or anyone', async () => {
    const clinic = await clinicWithAdminAndNurse('No VIP Dental');
    expect(await rights(clinic.admin)).toEqual({ vip: null, announce: false });
    expect(await rights(clinic.nurse)).toEqual({ vip: null, announce: false });
  });

  it('a factory admin grants 99 days by default; the admin is told once, on any device; the nurse never', async () => {
    const clinic = await clinicWithAdminAndNurse('Gold Dental');
    const factory = await factoryAdmin();
    const before = Date.now();
    const granted = await post('/api/tenant/factory/vip/grant', factory.headers, {
      clinicId: clinic.clinicId,
      levelName: 'gold',
      note: 'Annual contract',
    });
    expect(granted.statusCode).toBe(200);
    const grant = granted.json().data;
    expect(grant).toMatchObject({
      clinicId: clinic.clinicId,
      levelName: 'gold',
      note: 'Annual contract',
      grantedByName: 'Factory Admin',
    });
    expect(grant.endsAt - grant.startsAt).toBe(99 * DAY_MS);
    expect(grant.startsAt).toBeGreaterThanOrEqual(before);

    const audit = await t.app.db.kysely
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'clinic-vip-granted')
      .where('clinic_id', '=', clinic.clinicId)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ user_id: factory.id, outcome: 'success' });
    expect(JSON.parse(audit[0]!.detail!)).toMatchObject({ grantId: grant.id, level: 'gold', days: 99 });

    expect(await rights(clinic.nurse)).toEqual({ vip: expect.objectContaining({ id: grant.id }), announce: false });
    expect(await rights(clinic.admin)).toEqual({ vip: expect.objectContaining({ id: grant.id }), announce: true });
    const told = await post('/api/design/clinic/vip/rights/announced', clinic.admin, { grantId: grant.id });
    expect(told.statusCode).toBe(200);
    // Telling twice changes nothing; a second session of the same admin (another device) is not told again.
    expect(
      (await post('/api/design/clinic/vip/rights/announced', clinic.admin, { grantId: grant.id })).statusCode,
    ).toBe(200);
    expect((await rights(clinic.admin)).announce).toBe(false);

    const list = await post('/api/tenant/factory/vip/list', factory.headers, { clinicId: clinic.clinicId });
    expect(list.json().data.list.map((g: { id: number }) => g.id)).toEqual([grant.id]);
  });

  it('a new grant (an upgrade) replaces the level in force and is told of again', async () => {
    const clinic = await clinicWithAdminAndNurse('Upgrade Dental');
    const factory = await factoryAdmin();
    const first = (
      await post('/api/tenant/factory/vip/grant', factory.headers, {
        clinicId: clinic.clinicId,
        levelName: 'silver',
        days: 30,
      })
    ).json().data;
    await post('/api/design/clinic/vip/rights/announced', clinic.admin, { grantId: first.id });
    const second = (
      await post('/api/tenant/factory/vip/grant', factory.headers, {
        clinicId: clinic.clinicId,
        levelName: 'diamond',
        days: 365,
      })
    ).json().data;
    expect(await rights(clinic.admin)).toEqual({
      vip: expect.objectContaining({ id: second.id, levelName: 'diamond' }),
      announce: true,
    });
    // Acknowledging a grant no longer in force (or another clinic's) answers "not found".
    const other = await clinicWithAdminAndNurse('Other Dental');
    expect(
      (await post('/api/design/clinic/vip/rights/announced', other.admin, { grantId: second.id })).statusCode,
    ).toBe(404);
  });

  it('an expired grant is not in force; a branch has its main clinic’s VIP', async () => {
    const db = t.app.db.kysely;
    const clinic = await clinicWithAdminAndNurse('Expired Dental');
    const factory = await factoryAdmin();
    const grant = (
      await post('/api/tenant/factory/vip/grant', factory.headers, {
        clinicId: clinic.clinicId,
        levelName: 'bronze',
        days: 1,
      })
    ).json().data;
    expect(await activeGrant(db, clinic.clinicId, grant.endsAt - 1)).toMatchObject({ id: grant.id });
    expect(await activeGrant(db, clinic.clinicId, grant.endsAt)).toBeNull();

    const branch = await createClinic(db, 'Expired Dental Branch');
    await db.updateTable('clinics').set({ main_clinic_id: clinic.clinicId }).where('id', '=', branch).execute();
    expect(await activeGrant(db, branch, grant.startsAt)).toMatchObject({ id: grant.id });
  });

  it('refuses a clinic that does not exist, an unknown level and a length out of range; other factory roles get 403', async () => {
    const clinic = await clinicWithAdminAndNurse('Refusals Dental');
    const factory = await factoryAdmin();
    expect(
      (await post('/api/tenant/factory/vip/grant', factory.headers, { clinicId: 999_999, levelName: 'gold' }))
        .statusCode,
    ).toBe(404);
    expect((await post('/api/tenant/factory/vip/list', factory.headers, { clinicId: 999_999 })).statusCode).toBe(404);
    for (const body of [
      { clinicId: clinic.clinicId, levelName: 'black gold' },
      { clinicId: clinic.clinicId, levelName: 'gold', days: 0 },
      { clinicId: clinic.clinicId, levelName: 'gold', days: 3651 },
    ]) {
      expect((await post('/api/tenant/factory/vip/grant', factory.headers, body)).statusCode).toBe(400);
    }
    const reviewer = await createUser(t.app.db.kysely, { isFactory: true, factoryRole: 'reviewer' });
    const refused = await post('/api/tenant/factory/vip/grant', await sessionHeaders(t.app, reviewer.id, null), {
      clinicId: clinic.clinicId,
      levelName: 'gold',
    });
    expect(refused.statusCode).toBe(403);
    expect(await rights(clinic.admin)).toEqual({ vip: null, announce: false });
  });

  // Last: it empties the tables. Migration 0034 reverts (both tables go) and applies again.
  it('migration 0034 reverts and applies again', async () => {
    const migrate = (target: string | undefined) => migrateTo(t.database.db, target, t.database.schema);
    // Later migrations (0035, 0036) go down and up with it.
    expect(await migrate('0031-licence-validity')).toContain('0034-clinic-vip');
    expect(await migrate(undefined)).toContain('0034-clinic-vip');
    const clinic = await clinicWithAdminAndNurse('After Migration Dental');
    expect(await rights(clinic.admin)).toEqual({ vip: null, announce: false });
  });
});
