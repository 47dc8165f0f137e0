import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FACTORY_STAFF_PATHS, type TFactoryStaffListing } from '../../../domain/accounts/factory-staff-api';
import { LANGUAGE_HEADER } from '../../../domain/locale';
import { IDEMPOTENCY_HEADER } from '../../../domain/services';
import { createUser, sessionHeaders } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DATABASE_KINDS } from '../../testing/test-database';

type Headers = Record<string, string>;
const NEW_USER = {
  factoryCode: 'TST',
  phone: '13600000001',
  name: 'Zhou Min',
  role: 'reviewer',
  password: 'Review-Desk-7',
};

/** The factory console's staff page through HTTP: factory admins only, the service's rules, audited with who. */
describe.each(DATABASE_KINDS)('factory staff routes on %s', (kind) => {
  let t: TestApp;
  let admin: { id: number; phone: string; headers: Headers };
  beforeEach(async () => {
    t = await createTestApp(kind);
    const user = await createUser(t.app.db.kysely, { isFactory: true, factoryRole: 'admin', name: 'Liu Qiang' });
    admin = { ...user, headers: await sessionHeaders(t.app, user.id, null) };
  });
  afterEach(async () => t.close());

  const post = (path: string, headers: Headers, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `/api/tenant${path}`, headers, payload });
  const listingOf = (response: { json: () => { data: unknown } }) => response.json().data as TFactoryStaffListing;
  const staffOf = (listing: TFactoryStaffListing) =>
    listing.factories.flatMap((f) => f.staff.map((s) => `${s.phone} ${s.role}`));
  const audits = () =>
    t.app.db.kysely
      .selectFrom('audit_events')
      .select(['action', 'subject', 'detail'])
      .where('action', 'like', 'factory-member%')
      .orderBy('id')
      .execute();

  it('lists each factory with its staff, adds, changes a role and removes, each audited with the admin who did it', async () => {
    const listed = await post(FACTORY_STAFF_PATHS.list, admin.headers);
    expect(listed.statusCode).toBe(200);
    expect(listingOf(listed)).toEqual({
      manufacturer: 'Test Aligners',
      factories: [
        {
          code: 'TST',
          name: 'Test factory',
          city: 'Hangzhou',
          staff: [{ phone: admin.phone, name: 'Liu Qiang', role: 'admin' }],
        },
      ],
    });

    const added = await post(FACTORY_STAFF_PATHS.add, admin.headers, NEW_USER);
    expect(added.statusCode, added.body).toBe(200);
    expect(staffOf(listingOf(added))).toContain('13600000001 reviewer');
    const changed = await post(FACTORY_STAFF_PATHS.role, admin.headers, { phone: '13600000001', role: 'finance' });
    expect(staffOf(listingOf(changed))).toContain('13600000001 finance');

    const newcomer = await t.app.db.kysely
      .selectFrom('users')
      .select('id')
      .where('phone', '=', '13600000001')
      .executeTakeFirstOrThrow();
    const newcomerHeaders = await sessionHeaders(t.app, newcomer.id, null);
    expect((await post('/account/info', newcomerHeaders)).json().data).toMatchObject({
      isFactory: true,
      factoryRole: 'finance',
    });
    const removed = await post(FACTORY_STAFF_PATHS.remove, admin.headers, { phone: '13600000001' });
    expect(staffOf(listingOf(removed))).toEqual([`${admin.phone} admin`]);
    expect((await post('/account/info', newcomerHeaders)).statusCode).toBe(401);

    const by = { by: admin.phone, byUserId: admin.id };
    expect((await audits()).map((a) => ({ ...a, detail: JSON.parse(a.detail ?? '{}') as object }))).toEqual([
      { action: 'factory-member-added', subject: '13600000001', detail: { ...by, factory: 'TST', role: 'reviewer' } },
      {
        action: 'factory-member-role-changed',
        subject: '13600000001',
        detail: { ...by, from: 'reviewer', to: 'finance' },
      },
      { action: 'factory-member-removed', subject: '13600000001', detail: by },
    ]);
    expect((await post('/account/info', admin.headers)).json().data).toMatchObject({ factoryRole: 'admin' });
  });

  it('keeps the last admin: neither demoted nor removed, with a localized reason, nothing changed', async () => {
    const demoted = await post(
      FACTORY_STAFF_PATHS.role,
      { ...admin.headers, [LANGUAGE_HEADER]: 'en' },
      { phone: admin.phone, role: 'designer' },
    );
    expect([demoted.statusCode, demoted.json().msg]).toEqual([
      400,
      'This is the last factory admin: make someone else admin first.',
    ]);
    const inChinese = await post(
      FACTORY_STAFF_PATHS.remove,
      { ...admin.headers, [LANGUAGE_HEADER]: 'zh' },
      { phone: admin.phone },
    );
    expect(inChinese.statusCode).toBe(400);
    expect(inChinese.json().msg).toMatch(/[\u4e00-\u9fff]/);
    const inRussian = await post(
      FACTORY_STAFF_PATHS.remove,
      { ...admin.headers, [LANGUAGE_HEADER]: 'ru' },
      { phone: admin.phone },
    );
    expect(inRussian.json().msg).toMatch(/[а-яА-Я]/);
    expect(staffOf(listingOf(await post(FACTORY_STAFF_PATHS.list, admin.headers)))).toEqual([`${admin.phone} admin`]);
    expect(await audits()).toEqual([]);
  });

  it('refuses bad input field by field and a taken number, writing nothing', async () => {
    const invalid = await post(FACTORY_STAFF_PATHS.add, admin.headers, {
      ...NEW_USER,
      phone: '12345',
      password: 'short',
    });
    expect(invalid.statusCode).toBe(400);
    const fields = [
      ...new Set((invalid.json().data as { fields: { path: string }[] }).fields.map((f) => f.path)),
    ].sort();
    expect(fields).toEqual(['password', 'phone']);
    const taken = await post(FACTORY_STAFF_PATHS.add, admin.headers, { ...NEW_USER, phone: admin.phone });
    expect([taken.statusCode, taken.json().msg]).toEqual([
      400,
      `An account with the number ${admin.phone} exists already.`,
    ]);
    const unknownFactory = await post(FACTORY_STAFF_PATHS.add, admin.headers, { ...NEW_USER, factoryCode: 'XX' });
    expect(unknownFactory.json().msg).toBe('There is no factory with the code "XX".');
    expect(
      await t.app.db.kysely.selectFrom('users').select('id').where('phone', '=', NEW_USER.phone).execute(),
    ).toEqual([]);
  });

  it('answers a repeated add with the same key once, adding one user', async () => {
    const headers = { ...admin.headers, [IDEMPOTENCY_HEADER]: 'staff-add-1' };
    const first = await post(FACTORY_STAFF_PATHS.add, headers, NEW_USER);
    const again = await post(FACTORY_STAFF_PATHS.add, headers, NEW_USER);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    expect((await audits()).length).toBe(1);
  });

  it('refuses every factory role but admin, and clinic users', async () => {
    for (const role of ['reviewer', 'designer', 'production', 'finance'] as const) {
      const user = await createUser(t.app.db.kysely, { isFactory: true, factoryRole: role });
      const headers = await sessionHeaders(t.app, user.id, null);
      for (const path of Object.values(FACTORY_STAFF_PATHS)) {
        expect(
          (await post(path, headers, { phone: admin.phone, role: 'reviewer' })).statusCode,
          `${role} ${path}`,
        ).toBe(403);
      }
    }
    const clinicUser = await createUser(t.app.db.kysely);
    expect((await post(FACTORY_STAFF_PATHS.list, await sessionHeaders(t.app, clinicUser.id, null))).statusCode).toBe(
      403,
    );
    expect((await post(FACTORY_STAFF_PATHS.list, {})).statusCode).toBe(401);
    expect(await audits()).toEqual([]);
  });
});
