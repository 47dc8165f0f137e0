import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createClinic, createUser, sessionHeaders } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { DATABASE_KINDS } from '../../testing/test-database';
import { createClinicsTestApp, poster, uploadedFile } from '../clinics/test-kit';
import { signInProofs } from './test-kit';

describe.each(DATABASE_KINDS)('account extras on %s', (kind) => {
  let t: TestApp;
  let post: ReturnType<typeof poster>;
  beforeAll(async () => {
    t = await createClinicsTestApp(kind);
    post = poster(t);
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  it('update-info stores the name, e-mail, avatar and birth day and answers the session with them', async () => {
    const db = t.app.db.kysely;
    const user = await createUser(db);
    const me = await sessionHeaders(t.app, user.id, null);
    const avatar = await uploadedFile(t.app, user.id, 'photo');
    const saved = await post('/api/tenant/account/update-info', me, {
      name: ' Dr Wang ',
      email: ' wang@example.cn ',
      avatar,
      birthDay: '1987-02-03',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      name: 'Dr Wang',
      phone: user.phone,
      email: 'wang@example.cn',
      userInfo: { birthDay: '1987-02-03' },
    });
    const session = (await post('/api/tenant/account/info', me)).json().data;
    expect(session).toMatchObject({
      email: 'wang@example.cn',
      userInfo: { birthDay: '1987-02-03', age: expect.any(Number) },
    });
    expect([session.name, session.avatar]).toEqual([
      'Dr Wang',
      expect.stringMatching(/^\/api\/tenant\/account\/avatar\?v=[0-9a-f]{12}$/),
    ]);
    const redirect = await get(session.avatar, me);
    expect([redirect.statusCode, redirect.headers.location]).toEqual([302, expect.stringContaining(avatar)]);

    // Left out, the avatar stays (the form reads the session, which has the link, not the key); '' clears the e-mail.
    const kept = await post('/api/tenant/account/update-info', me, {
      name: 'Dr Wang',
      email: '',
      birthDay: '1987-02-03',
    });
    expect(kept.json().data).toMatchObject({ avatar: session.avatar, email: null });

    // Removing the avatar: the link answers 404 and the session has none.
    await post('/api/tenant/account/update-info', me, { name: 'Dr Wang', email: '', avatar: null, birthDay: null });
    expect((await post('/api/tenant/account/info', me)).json().data.avatar).toBeNull();
    expect((await get('/api/tenant/account/avatar', me)).statusCode).toBe(404);
  });

  it('update-info refuses a blank name, a bad e-mail, a future or pre-1900 birth day, and someone else’s or a non-photo file', async () => {
    const db = t.app.db.kysely;
    const user = await createUser(db);
    const other = await createUser(db);
    const me = await sessionHeaders(t.app, user.id, null);
    const fieldOf = async (payload: Record<string, unknown>) => {
      const answer = await post('/api/tenant/account/update-info', me, payload);
      return [answer.statusCode, answer.json().data?.fields?.[0]?.path ?? answer.json().code];
    };
    const base = { name: 'A', email: '', avatar: null, birthDay: null };
    expect(await fieldOf({ ...base, name: '  ' })).toEqual([400, 'name']);
    expect(await fieldOf({ ...base, email: 'a@example' })).toEqual([400, 'email']);
    expect(await fieldOf({ ...base, email: 'a b@example.cn' })).toEqual([400, 'email']);
    expect(await fieldOf({ ...base, email: `${'a'.repeat(250)}@example.cn` })).toEqual([400, 'email']);
    expect(await fieldOf({ ...base, birthDay: '2999-01-01' })).toEqual([400, 'birthDay']);
    expect(await fieldOf({ ...base, birthDay: '1899-12-31' })).toEqual([400, 'birthDay']);
    expect(await fieldOf({ ...base, birthDay: '1987-2-3' })).toEqual([400, 'birthDay']);
    expect(await fieldOf({ ...base, avatar: await uploadedFile(t.app, other.id, 'photo') })).toEqual([400, 43006]);
    expect(await fieldOf({ ...base, avatar: await uploadedFile(t.app, user.id, 'licence') })).toEqual([400, 43006]);
    // Localized: the e-mail refusal in Chinese.
    const zh = await post(
      '/api/tenant/account/update-info',
      { ...me, language: 'ZH' },
      { ...base, email: 'a@example' },
    );
    expect(zh.json().data.fields[0].message).toMatch(/[\u4e00-\u9fff]/u);
    // Nothing was written by the refusals.
    expect((await post('/api/tenant/account/info', me)).json().data).toMatchObject({
      avatar: null,
      email: null,
      userInfo: { birthDay: null },
    });
    expect((await post('/api/tenant/account/update-info', {}, base)).statusCode).toBe(401);
  });

  it('single-auth signs in to the company’s clinic; a company the user is not in is refused and opens no session', async () => {
    const db = t.app.db.kysely;
    const user = await createUser(db);
    const first = await createClinic(db, 'First Dental');
    const company = await createClinic(db, 'Second Dental Group');
    await db.updateTable('clinics').set({ is_company: 1, is_chain: 1 }).where('id', '=', company).execute();
    const branch = await db
      .insertInto('clinics')
      .values({
        name: 'Second Dental East',
        is_company: 0,
        is_chain: 1,
        main_clinic_id: company,
        org_auth_status: 1,
        created_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await addMember(db, first, user.id);
    await addMember(db, branch.id, user.id, { role: 'admin' });
    const login = async (companyId: number, extra: Record<string, unknown> = {}) =>
      post(
        `/api/tenant/v1/single-auth?companyId=${companyId}`,
        {},
        { account: user.phone, password: user.password, type: 1, ...(await signInProofs(db)), ...extra },
      );

    const signedIn = await login(company);
    expect(signedIn.statusCode).toBe(200);
    expect([signedIn.json().data.clinicId, signedIn.json().extra]).toEqual([branch.id, { companyId: company }]);
    expect(signedIn.headers['set-cookie']).toBeDefined();

    const stranger = await createClinic(db, 'Elsewhere');
    const refused = await login(stranger);
    expect([refused.statusCode, refused.json().code]).toEqual([400, 41014]);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect((await login(company, { password: 'Wrong-password-1' })).json().code).not.toBe(200);
    expect((await login(company, { type: 2 })).statusCode).toBe(400);
  });

  it('multiple-auth signs in without choosing among several clinics and lists them by company', async () => {
    const db = t.app.db.kysely;
    const user = await createUser(db);
    const a = await createClinic(db, 'Alpha');
    const b = await createClinic(db, 'Beta');
    await addMember(db, a, user.id, { role: 'admin' });
    await addMember(db, b, user.id);
    const answer = await post(
      '/api/user/v1/multiple-auth',
      {},
      { account: user.phone, password: user.password, ...(await signInProofs(db)) },
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.clinicId).toBeNull();
    expect(answer.json().data.companies).toEqual([
      {
        companyId: a,
        companyName: 'Alpha',
        isChain: false,
        clinics: [{ clinicId: a, clinicName: 'Alpha', isAdmin: true }],
      },
      {
        companyId: b,
        companyName: 'Beta',
        isChain: false,
        clinics: [{ clinicId: b, clinicName: 'Beta', isAdmin: false }],
      },
    ]);
    const noProofs = await post(
      '/api/user/v1/multiple-auth',
      {},
      { account: user.phone, password: user.password, captcha: 'x', captchaId: 'x', sliderToken: 'x' },
    );
    expect(noProofs.statusCode).not.toBe(200);
  });

  it('getEmployeePostInfo answers the caller’s own post; set-booking sets the two switches, admins only, own clinic only', async () => {
    const db = t.app.db.kysely;
    const clinic = await createClinic(db, 'Post Dental');
    const otherClinic = await createClinic(db, 'Other Dental');
    const admin = await createUser(db);
    const nurse = await createUser(db);
    await addMember(db, clinic, admin.id, { role: 'admin' });
    await addMember(db, clinic, nurse.id, { job: 'nurse', hidePrices: true });
    const now = Date.now();
    const record = await db
      .insertInto('employees')
      .values({
        clinic_id: clinic,
        user_id: nurse.id,
        real_name: 'Nurse Li',
        phone: nurse.phone,
        id_number: null,
        job: 'nurse',
        job_type: 'official',
        work_type: 'full-time',
        work_status: 'in-service',
        position: 'Chairside',
        entry_date: '2024-03-01',
        departure_date: null,
        remark: '',
        title_post: null,
        cert_path: null,
        id_card_path: null,
        hide_prices: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const adminHeaders = await sessionHeaders(t.app, admin.id, clinic);
    const nurseHeaders = await sessionHeaders(t.app, nurse.id, clinic);

    const before = (await post('/api/design/clinic/getEmployeePostInfo', nurseHeaders)).json().data;
    expect(before).toMatchObject({
      clinicId: clinic,
      clinicName: 'Post Dental',
      employeeId: record.id,
      realName: 'Nurse Li',
      position: 'Chairside',
      isAdmin: false,
      hidePrices: true,
      bookable: false,
      registrable: false,
    });

    const set = await post('/api/tenant/v1/employee/set-booking', adminHeaders, {
      employeeId: record.id,
      bookable: true,
      registrable: false,
    });
    expect([set.statusCode, set.json().data.bookable, set.json().data.registrable]).toEqual([200, true, false]);
    expect((await post('/api/design/clinic/getEmployeePostInfo', nurseHeaders)).json().data.bookable).toBe(true);
    expect(
      (
        await post('/api/tenant/v1/employee/set-booking', nurseHeaders, {
          employeeId: record.id,
          bookable: false,
          registrable: false,
        })
      ).statusCode,
    ).toBe(403);
    const elsewhere = await createUser(db);
    await addMember(db, otherClinic, elsewhere.id, { role: 'admin' });
    const foreign = await post(
      '/api/tenant/v1/employee/set-booking',
      await sessionHeaders(t.app, elsewhere.id, otherClinic),
      { employeeId: record.id, bookable: false, registrable: false },
    );
    expect(foreign.statusCode).toBe(404);
    expect(
      (
        await post('/api/tenant/v1/employee/set-booking', adminHeaders, {
          employeeId: record.id,
          bookable: 'yes',
          registrable: false,
        })
      ).statusCode,
    ).toBe(400);

    // An admin with no staff record still has a post: the membership.
    const own = (await post('/api/design/clinic/getEmployeePostInfo', adminHeaders)).json().data;
    expect([own.employeeId, own.isAdmin]).toEqual([null, true]);
  });
});
