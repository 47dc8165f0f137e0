import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createClinic, createUser, sessionHeaders } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { DATABASE_KINDS } from '../../testing/test-database';
import { employeeEditBase } from '../../../domain/clinics/employees';
import { createClinicsTestApp, nextIdNumber, poster, SAMPLE_PRICES_URL, uploadedFile } from '../clinics/test-kit';

type Reply = { statusCode: number; json: () => { code: number; data: { fields?: { path: string }[] } } };
const refusedField = (response: Reply) => [
  response.statusCode,
  response.json().data.fields?.map((field) => field.path),
];

describe.each(DATABASE_KINDS)('staff management on %s', (kind) => {
  let t: TestApp;
  let post: ReturnType<typeof poster>;
  let clinicA: number;
  let clinicB: number;
  let admin: Record<string, string>;
  let adminUserId: number;
  let phoneCounter = 0;
  const phone = () =>
    `139${String(process.pid % 10000).padStart(4, '0')}${String((phoneCounter += 1)).padStart(4, '0')}`;
  const employee = (overrides: Record<string, unknown> = {}) => ({
    realName: 'Zhang San',
    phone: phone(),
    idNumber: nextIdNumber(),
    job: 'nurse',
    jobType: 'official',
    workType: 'full-time',
    workStatus: 'confirmed',
    position: 'Head nurse',
    entryDate: '2024-01-01',
    departureDate: '2026-12-31',
    remark: '',
    ...overrides,
  });
  const add = (payload: unknown, headers = admin) => post('/api/tenant/v1/employee/add', headers, payload);

  beforeAll(async () => {
    t = await createClinicsTestApp(kind);
    post = poster(t);
    const db = t.app.db.kysely;
    clinicA = await createClinic(db, 'Staff Clinic A');
    clinicB = await createClinic(db, 'Staff Clinic B');
    const adminUser = await createUser(db);
    adminUserId = adminUser.id;
    await addMember(db, clinicA, adminUser.id, { role: 'admin' });
    admin = await sessionHeaders(t.app, adminUser.id, clinicA);
  });
  afterAll(async () => t.close());

  it('records an employee in the admin’s clinic, whatever clinicId the body names', async () => {
    const created = await add({ ...employee({ realName: '  Wang Wu  ' }), clinicId: clinicB });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({
      clinicId: clinicA,
      userId: null,
      realName: 'Wang Wu',
      position: 'Head nurse',
      hidePrices: false,
      isAdmin: false,
    });
  });

  it.each([
    ['realName', 25],
    ['job', 25],
    ['position', 25],
  ])('takes %s up to %i characters and refuses one more', async (field, limit) => {
    expect((await add(employee({ [field]: 'x'.repeat(limit) }))).statusCode).toBe(200);
    expect(refusedField(await add(employee({ [field]: 'x'.repeat(limit + 1) })))).toEqual([400, [field]]);
  });

  it('takes a remark of 100 characters and refuses 101', async () => {
    expect((await add(employee({ remark: 'r'.repeat(100) }))).statusCode).toBe(200);
    expect(refusedField(await add(employee({ remark: 'r'.repeat(101) })))).toEqual([400, ['remark']]);
  });

  it('records a current employee without a departure date or an ID number; someone who left needs the day they left (issue 13, item 10)', async () => {
    const current = await add(employee({ departureDate: undefined, idNumber: undefined, workStatus: 'in-service' }));
    expect(current.statusCode).toBe(200);
    expect(current.json().data).toMatchObject({ departureDate: null, idNumber: null });
    expect((await add(employee({ departureDate: null, idNumber: null, workStatus: 'trial' }))).statusCode).toBe(200);
    // Two records without an ID number are not duplicates of each other.
    expect((await add(employee({ idNumber: null }))).statusCode).toBe(200);
    expect(refusedField(await add(employee({ departureDate: null, workStatus: 'resigned' })))).toEqual([
      400,
      ['departureDate'],
    ]);
    expect((await add(employee({ departureDate: '2024-06-30', workStatus: 'resigned' }))).statusCode).toBe(200);
  });

  it('requires the position, the entry date, the contact phone and the name, and refuses blank text', async () => {
    for (const field of ['position', 'entryDate', 'phone', 'realName']) {
      const payload: Record<string, unknown> = employee();
      delete payload[field];
      expect(refusedField(await add(payload))).toEqual([400, [field]]);
    }
    expect(refusedField(await add(employee({ position: '   ' })))).toEqual([400, ['position']]);
  });

  it('checks the ID number’s check character, the mobile number and the date order', async () => {
    const valid = nextIdNumber();
    const wrongCheck = `${valid.slice(0, 17)}${valid[17] === '0' ? '1' : '0'}`;
    expect(refusedField(await add(employee({ idNumber: wrongCheck })))).toEqual([400, ['idNumber']]);
    expect(refusedField(await add(employee({ idNumber: valid.slice(0, 17) })))).toEqual([400, ['idNumber']]);
    for (const bad of ['12345', '11012345678', '2380013800'])
      expect(refusedField(await add(employee({ phone: bad })))).toEqual([400, ['phone']]);
    expect(refusedField(await add(employee({ entryDate: '2025-03-02', departureDate: '2025-03-01' })))).toEqual([
      400,
      ['departureDate'],
    ]);
    expect(refusedField(await add(employee({ entryDate: '2025-02-30' })))).toEqual([400, ['entryDate']]);
    expect((await add(employee({ entryDate: '2025-03-01', departureDate: '2025-03-01' }))).statusCode).toBe(200);
    // The check character X may be typed in lower case; it is stored upper case.
    let withX = nextIdNumber();
    while (!withX.endsWith('X')) withX = nextIdNumber();
    const lower = await add(employee({ idNumber: withX.toLowerCase() }));
    expect(lower.json().data).toMatchObject({ idNumber: withX });
  });

  it('refuses a second record with the same phone or ID number, on add and on update', async () => {
    const first = employee();
    const created = await add(first);
    expect((await add(employee({ phone: first.phone }))).json().code).toBe(43003);
    expect((await add(employee({ idNumber: first.idNumber }))).json().code).toBe(43004);
    // The same phone in another clinic is another person's record: fine.
    const db = t.app.db.kysely;
    const adminB = await createUser(db);
    await addMember(db, clinicB, adminB.id, { role: 'admin' });
    expect(
      (
        await add(
          employee({ phone: first.phone, idNumber: first.idNumber }),
          await sessionHeaders(t.app, adminB.id, clinicB),
        )
      ).statusCode,
    ).toBe(200);

    const other = (await add(employee())).json().data;
    const update = (payload: Record<string, unknown>) => post('/api/tenant/v1/employee/update', admin, payload);
    expect((await update({ ...employee({ phone: first.phone }), employeeId: other.employeeId })).json().code).toBe(
      43003,
    );
    expect(
      (
        await update({ ...employee({ phone: other.phone, idNumber: first.idNumber }), employeeId: other.employeeId })
      ).json().code,
    ).toBe(43004);
    const kept = await update({ ...first, position: 'Chief nurse', employeeId: created.json().data.employeeId });
    expect([kept.statusCode, kept.json().data.position]).toEqual([200, 'Chief nurse']);
  });

  it('a record edited by two admins keeps both edits; the same field changed differently is a 409 (issue 17, item 3)', async () => {
    const created = (await add(employee({ realName: 'Two Desks' }))).json().data;
    const base = employeeEditBase(created);
    const { employeeId } = created;
    const update = (changes: Record<string, unknown>, headers = admin) =>
      post('/api/tenant/v1/employee/update', headers, { ...base, ...changes, employeeId, base });
    // One admin changes the position, the other (opened on the same record) the remark.
    expect((await update({ position: 'Chief nurse' })).statusCode).toBe(200);
    const second = await update({ remark: 'Evenings' });
    expect(second.json().data).toMatchObject({ position: 'Chief nurse', remark: 'Evenings', realName: 'Two Desks' });

    const refused = await update({ position: 'Ward nurse', realName: 'Two Desks B' }, { ...admin, language: 'zh' });
    expect([refused.statusCode, refused.json().code, refused.json().data]).toEqual([
      409,
      409,
      { conflicts: ['position'] },
    ]);
    expect(refused.json().msg).toMatch(/职务/);
    const stored = await t.app.db.kysely
      .selectFrom('employees')
      .select(['real_name', 'position', 'remark'])
      .where('id', '=', employeeId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ real_name: 'Two Desks', position: 'Chief nurse', remark: 'Evenings' });

    // One moved the entry after the departure the other had just brought forward: both forms were valid, the
    // merge is not; it is refused naming both dates rather than stored out of order.
    expect((await update({ departureDate: '2024-06-01' })).statusCode).toBe(200);
    const crossed = await update({ entryDate: '2025-01-01' });
    expect([crossed.statusCode, crossed.json().data]).toEqual([409, { conflicts: ['entryDate', 'departureDate'] }]);
  });

  it('lists the clinic’s records a page at a time, in the table’s page sizes only', async () => {
    const list = (payload: unknown, headers = admin) => post('/api/tenant/v1/employee/list', headers, payload);
    for (let i = 0; i < 11; i += 1) await add(employee());
    const firstPage = (await list({ pageIndex: 1, pageSize: 10 })).json().data;
    expect(firstPage.list).toHaveLength(10);
    expect(firstPage.total).toBeGreaterThan(10);
    const second = (await list({ pageIndex: 2, pageSize: 10 })).json().data;
    expect(second.list[0].employeeId).not.toBe(firstPage.list[0].employeeId);
    expect(refusedField(await list({ pageIndex: 1, pageSize: 7 }))).toEqual([400, ['pageSize']]);
    expect(refusedField(await list({ pageIndex: 0, pageSize: 10 }))).toEqual([400, ['pageIndex']]);
    expect(firstPage.list.every((row: { clinicId: number }) => row.clinicId === clinicA)).toBe(true);
  });

  it('answers "not found" when admin B names clinic A’s employee, and changes nothing', async () => {
    const db = t.app.db.kysely;
    const target = (await add(employee())).json().data;
    const adminB = await createUser(db);
    await addMember(db, clinicB, adminB.id, { role: 'admin' });
    const asB = await sessionHeaders(t.app, adminB.id, clinicB);
    for (const [url, payload] of [
      ['/api/tenant/v1/employee/update', { ...employee(), employeeId: target.employeeId }],
      ['/api/tenant/v1/employee/delete', { employeeId: target.employeeId }],
      ['/api/tenant/v1/employee/set-price-visibility', { employeeId: target.employeeId, hidePrices: true }],
    ] as const) {
      const answer = await post(url, asB, payload);
      expect([answer.statusCode, answer.json().code, answer.json().data]).toEqual([404, 404, null]);
    }
    expect(
      (
        await post(
          `/api/tenant/v1/account/disassociateEmployee?clinicId=${clinicA}&employeeId=${target.employeeId}`,
          asB,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      await db
        .selectFrom('employees')
        .select(['real_name', 'hide_prices'])
        .where('id', '=', target.employeeId)
        .executeTakeFirst(),
    ).toEqual({ real_name: 'Zhang San', hide_prices: 0 });
  });

  it('hides prices from that staff user only, once linked through an approved application', async () => {
    const db = t.app.db.kysely;
    const nurse = await createUser(db);
    const colleague = await createUser(db);
    // The admin records the nurse first, with prices hidden; the nurse then applies and is approved.
    const record = (await add(employee({ phone: nurse.phone, realName: 'Nurse Sun' }))).json().data;
    expect(
      (
        await post('/api/tenant/v1/employee/set-price-visibility', admin, {
          employeeId: record.employeeId,
          hidePrices: true,
        })
      ).json().data.hidePrices,
    ).toBe(true);
    for (const user of [nurse, colleague]) {
      await post('/api/tenant/v1/account/relate-clinic', await sessionHeaders(t.app, user.id, null), {
        clinicId: clinicA,
        firstName: 'S',
      });
      const passed = await post('/api/tenant/v1/account/apply-pass', admin, {
        clinicId: clinicA,
        userId: user.id,
        job: 'nurse',
        jobType: 'internship',
        workType: 'part-time',
        workStatus: 'in-service',
        phone: user.phone,
        realName: 'Nurse',
        remark: 'welcome',
      });
      expect(passed.json().data.isDoctor).toBe(false);
    }
    const linked = await db
      .selectFrom('employees')
      .select(['user_id', 'job_type'])
      .where('id', '=', record.employeeId)
      .executeTakeFirst();
    expect(linked).toEqual({ user_id: nurse.id, job_type: 'internship' });

    const prices = async (userId: number) =>
      (
        await t.app.inject({
          method: 'GET',
          url: SAMPLE_PRICES_URL,
          headers: await sessionHeaders(t.app, userId, clinicA),
        })
      ).json().data;
    expect(await prices(nurse.id)).toEqual({
      orderId: 7,
      deposit: { note: 'analog' },
      items: [{ name: 'crown', count: 3 }],
    });
    const full = {
      orderId: 7,
      price: 100,
      totalPrice: 300,
      grindCost: 20,
      deposit: { subsDeposit: 50, paidAmount: 10, note: 'analog' },
      items: [{ name: 'crown', unitPrice: 100, activeAPrice: 5, count: 3 }],
    };
    expect(await prices(colleague.id)).toEqual(full);
    expect(await prices(adminUserId)).toEqual(full);
    expect((await t.app.inject({ method: 'GET', url: SAMPLE_PRICES_URL })).json().data).toEqual(full);

    // Showing them again takes effect on the next request.
    await post('/api/tenant/v1/employee/set-price-visibility', admin, {
      employeeId: record.employeeId,
      hidePrices: false,
    });
    expect(await prices(nurse.id)).toEqual(full);
  });

  it('disassociates a staff account (the record stays, marked as left), then deletes a record and its membership', async () => {
    const db = t.app.db.kysely;
    const member = await createUser(db);
    await post('/api/tenant/v1/account/relate-clinic', await sessionHeaders(t.app, member.id, null), {
      clinicId: clinicA,
      firstName: 'M',
    });
    const { employeeId } = (
      await post('/api/tenant/v1/account/apply-pass', admin, {
        clinicId: clinicA,
        userId: member.id,
        job: 'assistant',
        jobType: 'official',
        workType: 'full-time',
        workStatus: 'trial',
        phone: member.phone,
        realName: 'Member',
        remark: '',
      })
    ).json().data;
    expect(
      (await post(`/api/tenant/v1/account/disassociateEmployee?clinicId=${clinicA}&employeeId=${employeeId}`, admin))
        .statusCode,
    ).toBe(200);
    expect(await db.selectFrom('clinic_members').select('id').where('user_id', '=', member.id).execute()).toEqual([]);
    expect(
      await db
        .selectFrom('employees')
        .select(['user_id', 'work_status'])
        .where('id', '=', employeeId)
        .executeTakeFirst(),
    ).toEqual({ user_id: null, work_status: 'resigned' });
    expect(
      (await post(`/api/tenant/v1/account/disassociateEmployee?clinicId=${clinicA}&employeeId=${employeeId}`, admin))
        .statusCode,
    ).toBe(404);

    const deleted = await post('/api/tenant/v1/employee/delete', admin, { employeeId });
    expect([deleted.statusCode, deleted.json().msg]).toEqual([200, 'Deleted successfully.']);
    expect(await db.selectFrom('employees').select('id').where('id', '=', employeeId).execute()).toEqual([]);
    // The last admin cannot step out of the clinic.
    expect((await post(`/api/tenant/v1/account/disassociateEmployee?clinicId=${clinicA}`, admin)).json().code).toBe(
      43005,
    );
  });

  it('keeps certificate and ID images as the admin’s own uploads, with read links', async () => {
    const certPath = await uploadedFile(t.app, adminUserId, 'id-image');
    const created = await add(employee({ certPath, titlePost: 'nurse' }));
    expect(created.json().data.certPath).toMatchObject({ path: certPath, prefix: '/api/emr/oss/object/' });
    const strangers = await uploadedFile(t.app, (await createUser(t.app.db.kysely)).id, 'id-image');
    expect((await add(employee({ idCardPath: strangers }))).json().code).toBe(43006);
  });
});
