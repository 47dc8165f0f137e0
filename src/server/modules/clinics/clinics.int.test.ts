import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createClinic, createUser, sessionHeaders } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { DATABASE_KINDS } from '../../testing/test-database';
import { createClinicsTestApp, poster, uploadedFile } from './test-kit';

const fieldsOf = (response: { json: () => { data: { fields: { path: string }[] } } }) =>
  response.json().data.fields.map((field) => field.path);

describe.each(DATABASE_KINDS)('clinics, applications and authentication on %s', (kind) => {
  let t: TestApp;
  let post: ReturnType<typeof poster>;
  beforeAll(async () => {
    t = await createClinicsTestApp(kind);
    post = poster(t);
  });
  afterAll(async () => t.close());

  // Shared by the story: the chain, its owner, and the people who apply to it.
  let owner: { id: number; phone: string };
  let mainClinic: number;
  let branches: number[];
  let doctor: { id: number; phone: string };

  it('a user creates a chain (main + 2 branches) and is admin of all three; the company waits for review', async () => {
    const db = t.app.db.kysely;
    owner = await createUser(db, { name: 'Owner Wang' });
    const headers = await sessionHeaders(t.app, owner.id, null);
    const permitLicense = await uploadedFile(t.app, owner.id, 'licence');
    const businessLicense = await uploadedFile(t.app, owner.id, 'licence');

    const created = await post('/api/tenant/v1/company/create', headers, {
      companyName: 'Smile Group',
      isChain: true,
      branches: ['Smile East', 'Smile West'],
      permitLicense,
      businessLicense,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().msg).toBe('Submitted successfully.');
    const data = created.json().data;
    mainClinic = data.companyId;
    branches = data.clinics.filter((c: { isMain: boolean }) => !c.isMain).map((c: { clinicId: number }) => c.clinicId);
    expect(created.json().extra).toEqual({ companyId: mainClinic, isChain: true });
    expect(data.clinics.map((c: { name: string }) => c.name)).toEqual(['Smile Group', 'Smile East', 'Smile West']);

    const memberships = await db
      .selectFrom('clinic_members')
      .select(['clinic_id', 'role'])
      .where('user_id', '=', owner.id)
      .orderBy('clinic_id')
      .execute();
    expect(memberships).toEqual([mainClinic, ...branches].map((clinic_id) => ({ clinic_id, role: 'admin' })));
    const clinics = await db
      .selectFrom('clinics')
      .select(['id', 'main_clinic_id', 'is_chain', 'org_auth_status'])
      .where('id', 'in', [mainClinic, ...branches])
      .orderBy('id')
      .execute();
    expect(clinics).toEqual([
      { id: mainClinic, main_clinic_id: null, is_chain: 1, org_auth_status: 0 },
      ...branches.map((id) => ({ id, main_clinic_id: mainClinic, is_chain: 1, org_auth_status: 0 })),
    ]);

    // The session now works in the new main clinic, whose organisation authentication is pending (0).
    const info = await post('/api/tenant/account/info', headers);
    expect(info.json().data).toMatchObject({ clinicId: mainClinic, orgAuth: 0 });

    // A branch reads the company's authentication, with read links to the licences.
    const auth = await post('/api/tenant/v1/org-auth-info', await sessionHeaders(t.app, owner.id, branches[0] ?? 0));
    expect(auth.json().data).toMatchObject({
      companyId: mainClinic,
      companyName: 'Smile Group',
      isMain: false,
      isChain: true,
      authStatus: 0,
      orgAuth: 0,
      userId: owner.id,
      rejectReason: null,
    });
    expect(auth.json().data.permitLicense).toMatchObject({ path: permitLicense, prefix: '/api/emr/oss/object/' });
    expect(auth.json().data.permitLicense.url).toMatch(
      new RegExp(`^/api/emr/oss/object/${permitLicense}\\?expires=\\d+&signature=`),
    );
  });

  it('refuses a chain without branches, a single company with branches, and licences that are not the caller’s uploads', async () => {
    const db = t.app.db.kysely;
    const user = await createUser(db);
    const headers = await sessionHeaders(t.app, user.id, null);
    const own = await uploadedFile(t.app, user.id, 'licence');
    const idImage = await uploadedFile(t.app, user.id, 'id-image');
    const someoneElses = await uploadedFile(t.app, owner.id, 'licence');
    const base = { companyName: 'Tooth Co', permitLicense: own, businessLicense: own };

    const noBranches = await post('/api/tenant/v1/company/create', headers, { ...base, isChain: true, branches: [] });
    expect([noBranches.statusCode, fieldsOf(noBranches)]).toEqual([400, ['branches']]);
    const singleWithBranches = await post('/api/tenant/v1/company/create', headers, {
      ...base,
      isChain: false,
      branches: ['A'],
    });
    expect(fieldsOf(singleWithBranches)).toEqual(['branches']);
    const badKey = await post('/api/tenant/v1/company/create', headers, { ...base, permitLicense: '../etc/passwd' });
    expect(fieldsOf(badKey)).toEqual(['permitLicense']);
    expect(
      (await post('/api/tenant/v1/company/create', headers, { ...base, businessLicense: someoneElses })).json().code,
    ).toBe(43006);
    expect(
      (await post('/api/tenant/v1/company/create', headers, { ...base, businessLicense: idImage })).json().code,
    ).toBe(43006);
    expect(
      (
        await post('/api/tenant/v1/company/create', headers, { ...base, businessLicense: 'licence/never-uploaded.png' })
      ).json().code,
    ).toBe(43006);

    const factory = await createUser(db, { isFactory: true, factoryRole: 'reviewer' });
    const factoryFile = await uploadedFile(t.app, factory.id, 'licence');
    const byFactory = await post('/api/tenant/v1/company/create', await sessionHeaders(t.app, factory.id, null), {
      ...base,
      permitLicense: factoryFile,
      businessLicense: factoryFile,
    });
    expect(byFactory.statusCode).toBe(403);
    expect(await db.selectFrom('clinics').select('id').where('name', '=', 'Tooth Co').execute()).toEqual([]);
  });

  it('search answers at most three clinics, and a wildcard in the text matches only itself', async () => {
    const db = t.app.db.kysely;
    for (const name of ['Smile North', 'Smile South', 'Big Smile Dental']) await createClinic(db, name);
    const headers = await sessionHeaders(t.app, (await createUser(db)).id, null);
    const found = await post('/api/tenant/v1/account/search-clinic', headers, { name: 'smile' });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toHaveLength(3);
    expect(found.json().data[0]).toEqual({ id: expect.any(Number), name: expect.stringMatching(/smile/i) });
    expect((await post('/api/tenant/v1/account/search-clinic', headers, { name: 'Smile Group' })).json().data).toEqual([
      { id: mainClinic, name: 'Smile Group' },
    ]);
    expect((await post('/api/tenant/v1/account/search-clinic', headers, { name: '%' })).json().data).toEqual([]);
    expect(fieldsOf(await post('/api/tenant/v1/account/search-clinic', headers, { name: '  ' }))).toEqual(['name']);
  });

  it('a second user relates with a first name, the admin sees it and approves as a doctor', async () => {
    const db = t.app.db.kysely;
    doctor = await createUser(db, { name: 'Li Wei' });
    const headers = await sessionHeaders(t.app, doctor.id, null);
    for (const firstName of ['', '   ']) {
      const refused = await post('/api/tenant/v1/account/relate-clinic', headers, { clinicId: mainClinic, firstName });
      expect([refused.statusCode, fieldsOf(refused)]).toEqual([400, ['firstName']]);
    }
    expect(fieldsOf(await post('/api/tenant/v1/account/relate-clinic', headers, { clinicId: mainClinic }))).toEqual([
      'firstName',
    ]);
    expect(
      (await post('/api/tenant/v1/account/relate-clinic', headers, { clinicId: 999999, firstName: 'Li' })).statusCode,
    ).toBe(404);

    const related = await post('/api/tenant/v1/account/relate-clinic', headers, {
      clinicId: mainClinic,
      firstName: '  Li ',
    });
    expect(related.statusCode).toBe(200);
    expect(related.json().msg).toBe('Association review submitted.');
    expect(
      (await post('/api/tenant/v1/account/relate-clinic', headers, { clinicId: mainClinic, firstName: 'Li' })).json()
        .code,
    ).toBe(43002);
    const mine = await post('/api/tenant/v1/account/list-related-clinic', headers, { pageIndex: 1, pageSize: 10 });
    expect(mine.json().data).toEqual({
      total: 1,
      list: [
        expect.objectContaining({
          clinicId: mainClinic,
          clinicName: 'Smile Group',
          status: 'pending',
          firstName: 'Li',
          isAdmin: false,
        }),
      ],
    });

    const admin = await sessionHeaders(t.app, owner.id, mainClinic);
    const applications = await post('/api/tenant/v1/account/list-apply-clinic', admin, { pageIndex: 1, pageSize: 10 });
    expect(applications.json().data).toEqual({
      total: 1,
      list: [
        expect.objectContaining({
          clinicId: mainClinic,
          userId: doctor.id,
          firstName: 'Li',
          userName: 'Li Wei',
          phone: doctor.phone,
          status: 'pending',
          remark: null,
        }),
      ],
    });

    const pass = {
      clinicId: mainClinic,
      userId: doctor.id,
      job: 'doctor',
      jobType: 'official',
      workType: 'full-time',
      workStatus: 'trial',
      phone: doctor.phone,
      realName: 'Li Wei',
      remark: '',
    };
    // Admin B cannot approve for clinic A, nor pretend the applicant applied to B.
    const clinicB = await createClinic(db, 'Clinic B');
    const adminB = await createUser(db);
    await addMember(db, clinicB, adminB.id, { role: 'admin' });
    const asAdminB = await sessionHeaders(t.app, adminB.id, clinicB);
    const foreign = await post('/api/tenant/v1/account/apply-pass', asAdminB, pass);
    expect([foreign.statusCode, foreign.json().code, foreign.json().data]).toEqual([404, 404, null]);
    expect((await post('/api/tenant/v1/account/apply-pass', asAdminB, { ...pass, clinicId: clinicB })).statusCode).toBe(
      404,
    );
    expect((await post('/api/tenant/v1/account/list-apply-clinic', asAdminB, {})).json().data).toEqual({
      total: 0,
      list: [],
    });
    // A branch admin session is another clinic too.
    expect(
      (await post('/api/tenant/v1/account/apply-pass', await sessionHeaders(t.app, owner.id, branches[0] ?? 0), pass))
        .statusCode,
    ).toBe(404);

    const approved = await post('/api/tenant/v1/account/apply-pass', admin, pass);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toEqual({ employeeId: expect.any(Number), isDoctor: true });
    const membership = await db
      .selectFrom('clinic_members')
      .select(['role', 'job', 'is_doctor', 'hide_prices'])
      .where('clinic_id', '=', mainClinic)
      .where('user_id', '=', doctor.id)
      .executeTakeFirst();
    expect(membership).toEqual({ role: 'staff', job: 'doctor', is_doctor: 1, hide_prices: 0 });
    const employee = await db
      .selectFrom('employees')
      .select(['user_id', 'real_name', 'job_type', 'work_status'])
      .where('id', '=', approved.json().data.employeeId)
      .executeTakeFirst();
    expect(employee).toEqual({ user_id: doctor.id, real_name: 'Li Wei', job_type: 'official', work_status: 'trial' });
    expect((await post('/api/tenant/v1/account/apply-pass', admin, pass)).statusCode).toBe(404); // nothing open any more

    const now = await post('/api/tenant/v1/account/list-related-clinic', headers, {});
    expect(now.json().data.list).toEqual([
      expect.objectContaining({ clinicId: mainClinic, status: 'approved', firstName: 'Li' }),
    ]);
    expect(
      (await post('/api/tenant/v1/account/relate-clinic', headers, { clinicId: mainClinic, firstName: 'Li' })).json()
        .code,
    ).toBe(43001);
  });

  it('a third user is refused only with a reason, reads it, and may withdraw or apply again', async () => {
    const db = t.app.db.kysely;
    const third = await createUser(db);
    const headers = await sessionHeaders(t.app, third.id, null);
    await post('/api/tenant/v1/account/relate-clinic', headers, { clinicId: mainClinic, firstName: 'Zhao' });
    const admin = await sessionHeaders(t.app, owner.id, mainClinic);
    for (const payload of [
      { clinicId: mainClinic, userId: third.id },
      { clinicId: mainClinic, userId: third.id, remark: '   ' },
    ]) {
      const refused = await post('/api/tenant/v1/account/apply-reject', admin, payload);
      expect([refused.statusCode, fieldsOf(refused)]).toEqual([400, ['remark']]);
    }
    expect(
      fieldsOf(
        await post('/api/tenant/v1/account/apply-reject', admin, {
          clinicId: mainClinic,
          userId: third.id,
          remark: 'x'.repeat(101),
        }),
      ),
    ).toEqual(['remark']);
    expect(
      (
        await post('/api/tenant/v1/account/apply-reject', admin, {
          clinicId: mainClinic,
          userId: third.id,
          remark: 'Not our staff',
        })
      ).statusCode,
    ).toBe(200);

    const list = await post('/api/tenant/v1/account/list-related-clinic', headers, {});
    expect(list.json().data.list).toEqual([
      expect.objectContaining({ clinicId: mainClinic, status: 'rejected', remark: 'Not our staff' }),
    ]);
    expect(await db.selectFrom('clinic_members').select('id').where('user_id', '=', third.id).execute()).toEqual([]);

    expect(
      (await post('/api/tenant/v1/account/relate-clinic', headers, { clinicId: mainClinic, firstName: 'Zhao' }))
        .statusCode,
    ).toBe(200);
    expect((await post('/api/tenant/v1/account/list-related-clinic', headers, {})).json().data).toEqual({
      total: 1,
      list: [expect.objectContaining({ status: 'pending', remark: null })],
    });
    const withdrawn = await post(`/api/tenant/v1/account/delete-relate/${mainClinic}`, headers);
    expect([withdrawn.statusCode, withdrawn.json().msg]).toEqual([200, 'Deleted successfully.']);
    expect((await post('/api/tenant/v1/account/list-related-clinic', headers, {})).json().data).toEqual({
      total: 0,
      list: [],
    });
    expect((await post(`/api/tenant/v1/account/delete-relate/${mainClinic}`, headers)).statusCode).toBe(404);
  });

  it('replays a repeated application sent with the same Idempotency-Key, without a second effect', async () => {
    const db = t.app.db.kysely;
    const user = await createUser(db);
    const headers = { ...(await sessionHeaders(t.app, user.id, null)), 'idempotency-key': 'relate-once' };
    const first = await post('/api/tenant/v1/account/relate-clinic', headers, {
      clinicId: branches[1],
      firstName: 'Qian',
    });
    const again = await post('/api/tenant/v1/account/relate-clinic', headers, {
      clinicId: branches[1],
      firstName: 'Qian',
    });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(
      await db.selectFrom('clinic_applications').select('id').where('user_id', '=', user.id).execute(),
    ).toHaveLength(1);
  });

  it('the factory approves the company and rejects a doctor with a reason, which the doctor then reads', async () => {
    const db = t.app.db.kysely;
    const factory = await createUser(db, { isFactory: true, factoryRole: 'reviewer' });
    const asFactory = await sessionHeaders(t.app, factory.id, null);

    const pending = await post('/api/tenant/factory/auth/list', asFactory, { kind: 'company', status: 'pending' });
    const company = pending.json().data.list.find((item: { clinicId: number }) => item.clinicId === mainClinic);
    expect(company).toMatchObject({
      kind: 'company',
      name: 'Smile Group',
      userId: owner.id,
      applicantPhone: owner.phone,
      authStatus: 0,
    });
    expect(Object.keys(company.files)).toEqual(['permitLicense', 'businessLicense']);
    const approved = await post('/api/tenant/factory/auth/review', asFactory, {
      kind: 'company',
      id: company.id,
      approve: true,
    });
    expect(approved.json().data).toEqual({ authStatus: 1 });
    expect(
      (
        await post('/api/tenant/factory/auth/review', asFactory, {
          kind: 'company',
          id: company.id,
          approve: false,
          reason: 'late',
        })
      ).json().code,
    ).toBe(43007);
    const statuses = await db
      .selectFrom('clinics')
      .select('org_auth_status')
      .where('id', 'in', [mainClinic, ...branches])
      .execute();
    expect(statuses.map((s) => s.org_auth_status)).toEqual([1, 1, 1]);
    expect(
      (await post('/api/tenant/v1/org-auth-info', await sessionHeaders(t.app, owner.id, mainClinic))).json().data,
    ).toMatchObject({ authStatus: 1, orgAuth: 1, isMain: true });

    // The doctor approved earlier submits their authentication.
    const asDoctor = await sessionHeaders(t.app, doctor.id, mainClinic);
    expect((await post('/api/tenant/v1/get-auth-status', asDoctor)).json().data).toEqual({
      authStatus: -1,
      rejectReason: null,
    });
    const idCardPath = await uploadedFile(t.app, doctor.id, 'id-image');
    const certPath = await uploadedFile(t.app, doctor.id, 'id-image');
    const licence = await uploadedFile(t.app, doctor.id, 'licence');
    const submission = { realName: 'Li Wei', titlePost: 'attending-physician', idCardPath, certPath };
    expect(
      fieldsOf(await post('/api/tenant/doctorAuth/submit', asDoctor, { ...submission, titlePost: 'wizard' })),
    ).toEqual(['titlePost']);
    expect(
      (await post('/api/tenant/doctorAuth/submit', asDoctor, { ...submission, certPath: licence })).json().code,
    ).toBe(43006);
    const submitted = await post('/api/tenant/doctorAuth/submit', asDoctor, submission);
    expect([submitted.statusCode, submitted.json().msg]).toEqual([200, 'Submitted successfully.']);
    expect((await post('/api/user/v1/get-auth-status', asDoctor)).json().data).toEqual({
      authStatus: 1,
      rejectReason: null,
    });
    expect((await post('/api/tenant/account/info', asDoctor)).json().data.userAuth).toBe(1);

    const doctors = await post('/api/tenant/factory/auth/list', asFactory, { kind: 'doctor', status: 'pending' });
    const entry = doctors.json().data.list.find((item: { userId: number }) => item.userId === doctor.id);
    expect(entry).toMatchObject({
      kind: 'doctor',
      name: 'Li Wei',
      titlePost: 'attending-physician',
      clinicId: null,
      authStatus: 1,
    });
    const noReason = await post('/api/tenant/factory/auth/review', asFactory, {
      kind: 'doctor',
      id: entry.id,
      approve: false,
    });
    expect([noReason.statusCode, fieldsOf(noReason)]).toEqual([400, ['reason']]);
    expect(
      (
        await post('/api/tenant/factory/auth/review', asFactory, {
          kind: 'doctor',
          id: entry.id,
          approve: false,
          reason: 'Certificate unreadable',
        })
      ).json().data,
    ).toEqual({ authStatus: 3 });

    expect((await post('/api/tenant/v1/get-auth-status', asDoctor)).json().data).toEqual({
      authStatus: 3,
      rejectReason: 'Certificate unreadable',
    });
    const info = await post('/api/user/v1/account/doctor-auth-info/0', asDoctor);
    expect(info.json().data).toMatchObject({
      realName: 'Li Wei',
      titlePost: 'attending-physician',
      authStatus: 3,
      rejectReason: 'Certificate unreadable',
      hasUpdated: false,
    });
    expect(info.json().data.idCardPath).toEqual({
      path: idCardPath,
      prefix: '/api/emr/oss/object/',
      url: expect.stringContaining(`${idCardPath}?expires=`),
    });

    // Resubmitted after the rejection: hasUpdated until the next review; once authenticated, no more resubmission.
    await post('/api/tenant/doctorAuth/submit', asDoctor, submission);
    const updated = await post('/api/user/v1/account/doctor-auth-info/1', asDoctor);
    expect([updated.json().data.hasUpdated, updated.json().data.authStatus, updated.json().extra]).toEqual([
      true,
      1,
      { hasUpdated: true },
    ]);
    await post('/api/tenant/factory/auth/review', asFactory, { kind: 'doctor', id: entry.id, approve: true });
    expect((await post('/api/tenant/v1/get-auth-status', asDoctor)).json().data).toEqual({
      authStatus: 2,
      rejectReason: null,
    });
    expect((await post('/api/tenant/doctorAuth/submit', asDoctor, submission)).json().code).toBe(43008);
    expect(
      (await post('/api/tenant/factory/auth/list', asFactory, { kind: 'doctor', status: 'approved', pageSize: 50 }))
        .json()
        .data.list.map((i: { userId: number }) => i.userId),
    ).toContain(doctor.id);
  });

  it('the last admin cannot be removed, by leaving or by disassociation; a member can leave', async () => {
    const db = t.app.db.kysely;
    const admin = await sessionHeaders(t.app, owner.id, mainClinic);
    expect((await post(`/api/tenant/v1/account/delete-relate/${mainClinic}`, admin)).json().code).toBe(43005);
    expect((await post(`/api/tenant/v1/account/disassociateEmployee?clinicId=${mainClinic}`, admin)).json().code).toBe(
      43005,
    );
    const ownRecord = await db
      .selectFrom('employees')
      .select('id')
      .where('clinic_id', '=', mainClinic)
      .where('user_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(
      (
        await post(
          `/api/tenant/v1/account/disassociateEmployee?clinicId=${mainClinic}&employeeId=${ownRecord.id}`,
          admin,
        )
      ).json().code,
    ).toBe(43005);
    expect((await post('/api/tenant/v1/employee/delete', admin, { employeeId: ownRecord.id })).json().code).toBe(43005);
    // Another clinic's id in the query is "not found", whatever the employee.
    expect((await post(`/api/tenant/v1/account/disassociateEmployee?clinicId=${branches[0]}`, admin)).statusCode).toBe(
      404,
    );

    // With a second admin in a branch, the owner may step out of it; the second admin is then the last one.
    const branch = branches[0] ?? 0;
    const second = await createUser(db);
    await addMember(db, branch, second.id, { role: 'admin' });
    expect(
      (
        await post(
          `/api/tenant/v1/account/disassociateEmployee?clinicId=${branch}`,
          await sessionHeaders(t.app, owner.id, branch),
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await post(`/api/tenant/v1/account/delete-relate/${branch}`, await sessionHeaders(t.app, second.id, branch))
      ).json().code,
    ).toBe(43005);

    // The doctor leaves the main clinic: the membership ends, the employee record stays as history.
    const left = await post(
      `/api/tenant/v1/account/delete-relate/${mainClinic}`,
      await sessionHeaders(t.app, doctor.id, mainClinic),
    );
    expect(left.statusCode).toBe(200);
    expect(
      await db
        .selectFrom('clinic_members')
        .select('id')
        .where('clinic_id', '=', mainClinic)
        .where('user_id', '=', doctor.id)
        .execute(),
    ).toEqual([]);
    const history = await db
      .selectFrom('employees')
      .select(['user_id', 'work_status'])
      .where('clinic_id', '=', mainClinic)
      .where('real_name', '=', 'Li Wei')
      .executeTakeFirst();
    expect(history).toEqual({ user_id: null, work_status: 'resigned' });
    // And the session that worked there no longer does.
    expect(
      (await post('/api/tenant/v1/org-auth-info', await sessionHeaders(t.app, doctor.id, mainClinic))).json().code,
    ).toBe(41014);
  });

  it('answers the reference lists in the request’s language', async () => {
    const headers = await sessionHeaders(t.app, owner.id, mainClinic);
    const jobTypes = await t.app.inject({ method: 'GET', url: '/api/tenant/v1/jobTypes', headers });
    expect(jobTypes.json().data).toEqual([
      { value: 'official', label: 'Official' },
      { value: 'internship', label: 'Internship' },
    ]);
    const titles = await t.app.inject({ method: 'GET', url: '/api/tenant/v1/titles', headers });
    expect(titles.json().data.map((title: { value: string }) => title.value)).toEqual([
      'chief-physician',
      'associate-chief-physician',
      'attending-physician',
      'resident-physician',
      'dental-technician',
      'nurse',
      'other',
    ]);
    const jobs = await t.app.inject({ method: 'GET', url: '/api/tenant/v1/findInduction', headers });
    expect(jobs.json().data[0]).toEqual({ value: 'doctor', label: 'Doctor' });
  });
});
