import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayText, type TPatientFields } from '../../../domain/patients/patient';
import { IDEMPOTENCY_HEADER } from '../../../domain/services';
import { seedDemoData } from '../../db/seed/seed-demo-data';
import { addMember, createClinic, createUser, sessionHeaders } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { DATABASE_KINDS } from '../../testing/test-database';
import { createClinicsTestApp, poster, uploadedFile } from '../clinics/test-kit';
import { patientColumns, patientSearchText } from './patient-rows';

type Headers = Record<string, string>;
type Reply = {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => { code: number; msg: string; data: Record<string, unknown> & { fields?: { path: string }[] } };
};
type PatientData = { id: number; name: string; updatedAt: number; avatarUrl: string | null } & Record<string, unknown>;
type PageData = { list: PatientData[]; total: number };

const DAY_MS = 24 * 3600 * 1000;
const dayText = (offsetDays: number) => todayText(new Date(Date.now() + offsetDays * DAY_MS));
const refusedFields = (response: Reply) => [response.statusCode, response.json().data.fields?.map((f) => f.path)];
const codeOf = (response: Reply) => [response.statusCode, response.json().code];

describe.each(DATABASE_KINDS)('patients on %s', (kind) => {
  let t: TestApp;
  let post: ReturnType<typeof poster>;
  let clinicA: number;
  let clinicB: number;
  /** Clinic A: its admin, a doctor who records patients, a nurse. Clinic B: its admin. */
  let admin: Headers;
  let doctor: Headers;
  let nurse: Headers;
  let adminB: Headers;
  let factory: Headers;
  let doctorId: number;
  let nurseId: number;

  let phoneCounter = 0;
  const phone = () =>
    `135${String(process.pid % 10000).padStart(4, '0')}${String((phoneCounter += 1)).padStart(4, '0')}`;
  const patient = (overrides: Record<string, unknown> = {}) => ({
    name: 'Li Na',
    gender: 2,
    birthDate: '1990-04-01',
    phone: phone(),
    source: 1,
    doctorName: 'Dr. Wang',
    doctorPhone: '',
    ...overrides,
  });
  const add = (payload: unknown, headers = doctor, extra: Headers = {}) =>
    post('/api/emr/v1/patient/add', { ...headers, ...extra }, payload) as Promise<Reply>;
  const update = (payload: unknown, headers = doctor) =>
    post('/api/emr/v1/patient/update', headers, payload) as Promise<Reply>;
  const list = (payload: unknown, headers = doctor) =>
    post('/api/emr/v1/patient/list', headers, payload) as Promise<Reply>;
  const remove = (id: number, headers = doctor) =>
    post('/api/emr/v1/patient/delete', headers, { id }) as Promise<Reply>;
  const detail = (id: number | string, headers = doctor) =>
    t.app.inject({ method: 'GET', url: `/api/emr/v1/patient/detail/${id}`, headers }) as Promise<Reply>;
  const created = async (overrides: Record<string, unknown> = {}, headers = doctor): Promise<PatientData> => {
    const response = await add(patient(overrides), headers);
    expect(response.statusCode).toBe(200);
    return response.json().data as PatientData;
  };
  const countRows = async (where: { clinicId: number; clientId?: string }) => {
    let query = t.app.db.kysely
      .selectFrom('patients')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('clinic_id', '=', where.clinicId);
    if (where.clientId) query = query.where('client_id', '=', where.clientId);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  const rowOf = (id: number) =>
    t.app.db.kysely.selectFrom('patients').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createClinicsTestApp(kind);
    post = poster(t);
    const db = t.app.db.kysely;
    clinicA = await createClinic(db, 'Patients Clinic A');
    clinicB = await createClinic(db, 'Patients Clinic B');
    const adminUser = await createUser(db);
    const doctorUser = await createUser(db, { doctorAuthStatus: 2 });
    const nurseUser = await createUser(db);
    const adminBUser = await createUser(db);
    const factoryUser = await createUser(db, { isFactory: true });
    doctorId = doctorUser.id;
    nurseId = nurseUser.id;
    await addMember(db, clinicA, adminUser.id, { role: 'admin' });
    await addMember(db, clinicA, doctorUser.id, { isDoctor: true, job: 'doctor' });
    await addMember(db, clinicA, nurseUser.id, { job: 'nurse' });
    await addMember(db, clinicB, adminBUser.id, { role: 'admin' });
    admin = await sessionHeaders(t.app, adminUser.id, clinicA);
    doctor = await sessionHeaders(t.app, doctorUser.id, clinicA);
    nurse = await sessionHeaders(t.app, nurseUser.id, clinicA);
    adminB = await sessionHeaders(t.app, adminBUser.id, clinicB);
    factory = await sessionHeaders(t.app, factoryUser.id, null);
  });
  afterAll(async () => t.close());

  describe('add', () => {
    it('records a patient in the caller’s clinic and answers it with the spec’s success message', async () => {
      const response = await add(
        patient({ name: '  Zhang Wei  ', doctorPhone: '13800000009', clientId: 'client-add-1' }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().msg).toBe('Submitted successfully.');
      const data = response.json().data as PatientData;
      expect(data).toMatchObject({
        clinicId: clinicA,
        clientId: 'client-add-1',
        name: 'Zhang Wei',
        gender: 2,
        birthDate: '1990-04-01',
        source: 1,
        avatar: null,
        avatarUrl: null,
        doctorName: 'Dr. Wang',
        doctorPhone: '13800000009',
      });
      expect(data.createdAt).toBe(data.updatedAt);
      expect((await rowOf(data.id)).created_by).toBe(doctorId);
      expect((await detail(data.id)).json().data).toEqual(data);
    });

    it('takes a name of 25 characters and refuses 26, for the patient and the dentist', async () => {
      expect((await add(patient({ name: 'n'.repeat(25), doctorName: 'd'.repeat(25) }))).statusCode).toBe(200);
      const tooLong = await add(patient({ name: 'n'.repeat(26) }));
      expect(refusedFields(tooLong)).toEqual([400, ['name']]);
      expect(tooLong.json().msg).toBe('Enter at most 25 characters. (name)');
      expect(refusedFields(await add(patient({ doctorName: 'd'.repeat(26) })))).toEqual([400, ['doctorName']]);
      expect(refusedFields(await add(patient({ name: '   ' })))).toEqual([400, ['name']]);
    });

    it('takes a birth date from 1900-01-01 to today (and tomorrow, for a tablet east of the server), not later', async () => {
      for (const birthDate of ['1900-01-01', dayText(0), dayText(1)]) {
        expect((await add(patient({ birthDate }))).statusCode, birthDate).toBe(200);
      }
      const dayAfterTomorrow = await add(patient({ birthDate: dayText(2) }));
      expect(refusedFields(dayAfterTomorrow)).toEqual([400, ['birthDate']]);
      expect(dayAfterTomorrow.json().msg).toBe('The birth date cannot be in the future. (birthDate)');
      const before1900 = await add(patient({ birthDate: '1899-12-31' }));
      expect(refusedFields(before1900)).toEqual([400, ['birthDate']]);
      expect(before1900.json().msg).toBe('Enter a birth date after 1900-01-01. (birthDate)');
      for (const birthDate of ['2001-02-30', '1990/04/01', '', 19900401]) {
        expect(refusedFields(await add(patient({ birthDate }))), String(birthDate)).toEqual([400, ['birthDate']]);
      }
      expect((await add(patient({ birthDate: '2001-02-30' }))).json().msg).toBe(
        'Enter a valid date (YYYY-MM-DD). (birthDate)',
      );
    });

    it('requires a valid mobile for the patient; the dentist’s is optional but valid when given', async () => {
      for (const bad of ['1350000000', '135000000000', '11012345678', '23512345678', '']) {
        expect(refusedFields(await add(patient({ phone: bad }))), bad).toEqual([400, ['phone']]);
      }
      expect(refusedFields(await add(patient({ doctorPhone: '12345' })))).toEqual([400, ['doctorPhone']]);
      const withoutDoctorPhone = patient();
      delete (withoutDoctorPhone as Partial<typeof withoutDoctorPhone>).doctorPhone;
      expect((await add(withoutDoctorPhone)).json().data).toMatchObject({ doctorPhone: '' });
    });

    it('refuses a gender or source outside the lists, or missing', async () => {
      for (const gender of [0, 3, '1', null]) {
        const response = await add(patient({ gender }));
        expect(refusedFields(response), String(gender)).toEqual([400, ['gender']]);
        expect(response.json().msg).toBe("Choose the patient's sex. (gender)");
      }
      for (const source of [0, 6, 10, '1']) {
        const response = await add(patient({ source }));
        expect(refusedFields(response), String(source)).toEqual([400, ['source']]);
        expect(response.json().msg).toBe('Choose where the patient came from. (source)');
      }
      const { gender: _gender, source: _source, ...neither } = patient();
      expect(refusedFields(await add(neither))).toEqual([400, ['gender', 'source']]);
    });

    it('refuses a dentist’s name containing “administrator” in any of the three languages, any letter case', async () => {
      for (const doctorName of [
        'Administrator',
        'Dr. ADMINISTRATOR Li',
        'sysadministrator',
        '管理员',
        '张管理员',
        'Администратор',
        'главный администратор',
      ]) {
        const response = await add(patient({ doctorName }));
        expect(refusedFields(response), doctorName).toEqual([400, ['doctorName']]);
        expect(response.json().msg).toBe('The dentist\'s name must not contain the word "administrator". (doctorName)');
      }
      expect((await add(patient({ doctorName: 'Dr. Admin Li' }))).statusCode).toBe(200);
      expect(refusedFields(await add(patient({ doctorName: '' })))).toEqual([400, ['doctorName']]);
    });

    it('takes the caller’s own finished photo as the avatar and answers a signed read link; any other key is 44005', async () => {
      const db = t.app.db.kysely;
      const photo = await uploadedFile(t.app, doctorId, 'photo');
      const withAvatar = await add(patient({ avatar: photo }));
      expect(withAvatar.statusCode).toBe(200);
      expect(withAvatar.json().data).toMatchObject({ avatar: photo });
      expect((withAvatar.json().data as PatientData).avatarUrl).toMatch(
        new RegExp(`^/api/emr/oss/object/${photo}\\?expires=\\d+&signature=`),
      );

      const before = await countRows({ clinicId: clinicA });
      const colleaguesPhoto = await uploadedFile(t.app, nurseId, 'photo');
      const licence = await uploadedFile(t.app, doctorId, 'licence');
      for (const avatar of [colleaguesPhoto, licence, 'photo/never-uploaded.png']) {
        const refused = await add(patient({ avatar }));
        expect(codeOf(refused), avatar).toEqual([400, 44005]);
        expect(refused.json().msg).toBe('The photo has not finished uploading. Please upload it again.');
      }
      expect(refusedFields(await add(patient({ avatar: '../etc/passwd' })))).toEqual([400, ['avatar']]);
      expect(await countRows({ clinicId: clinicA })).toBe(before);
      // An upload still in progress has no object row: the same 44005.
      await db.deleteFrom('objects').where('key', '=', photo).execute();
      expect(codeOf(await add(patient({ avatar: photo })))).toEqual([400, 44005]);
    });

    it('refuses factory accounts and users without a clinic before reading the body', async () => {
      expect(codeOf(await add(patient(), factory))).toEqual([403, 403]);
      expect(codeOf(await add({}, factory))).toEqual([403, 403]);
      const loner = await createUser(t.app.db.kysely);
      const response = await add(patient(), await sessionHeaders(t.app, loner.id, null));
      expect(codeOf(response)).toEqual([400, 41014]);
      expect(codeOf(await add(patient(), {}))).toEqual([401, 401]);
    });
  });

  describe('a create delivered more than once makes one patient', () => {
    it('answers the same patient, unchanged, for a repeated client id (even with other data, even past the idempotency window)', async () => {
      const body = patient({ name: 'Once Only', clientId: 'outbox-item-0001' });
      const first = await add(body);
      const second = await add(body);
      expect(second.statusCode).toBe(200);
      expect(second.json().msg).toBe('Submitted successfully.');
      expect(second.json().data).toEqual(first.json().data);
      // The dentist edited the draft before the retry went out: the create already happened, the edit is an update's job.
      const edited = await add({ ...body, name: 'Once Only Edited' });
      expect(edited.json().data).toEqual(first.json().data);
      expect(await countRows({ clinicId: clinicA, clientId: 'outbox-item-0001' })).toBe(1);
      const audits = await t.app.db.kysely
        .selectFrom('audit_events')
        .select('detail')
        .where('action', '=', 'patient-added')
        .where('detail', '=', JSON.stringify({ patientId: (first.json().data as PatientData).id }))
        .execute();
      expect(audits).toHaveLength(1);
    });

    it('replays the first answer for a repeated Idempotency-Key, and the client id still holds once the key is gone', async () => {
      const body = patient({ name: 'Keyed Patient', clientId: 'outbox-item-0002' });
      const key = { [IDEMPOTENCY_HEADER]: 'outbox-item-0002' };
      const first = await add(body, doctor, key);
      const replayed = await add(body, doctor, key);
      expect(replayed.headers['idempotent-replayed']).toBe('true');
      expect(replayed.json()).toEqual(first.json());
      // 24 hours later the key's record is pruned; the client id on the row still makes it one patient.
      await t.app.db.kysely.deleteFrom('idempotency_keys').execute();
      const late = await add(body, doctor, key);
      expect(late.headers['idempotent-replayed']).toBeUndefined();
      expect(late.json().data).toEqual(first.json().data);
      expect(await countRows({ clinicId: clinicA, clientId: 'outbox-item-0002' })).toBe(1);
    });

    it('is not a duplicate of itself, but a client id of a patient deleted since answers 44001', async () => {
      const body = patient({ name: 'Gone Later', clientId: 'outbox-item-0003' });
      const first = (await add(body)).json().data as PatientData;
      expect((await add(body)).statusCode).toBe(200);
      expect((await remove(first.id)).statusCode).toBe(200);
      expect(codeOf(await add(body))).toEqual([404, 44001]);
    });

    it('keeps client ids per clinic: the same id in another clinic is another patient', async () => {
      const a = (await add(patient({ clientId: 'shared-client-id' }))).json().data as PatientData;
      const b = (await add(patient({ clientId: 'shared-client-id' }), adminB)).json().data as PatientData;
      expect(b.id).not.toBe(a.id);
      expect(b.clinicId).toBe(clinicB);
    });

    it('refuses a malformed client id', async () => {
      for (const clientId of ['short', 'x'.repeat(65), 'has space!', '']) {
        expect(refusedFields(await add(patient({ clientId }))), clientId).toEqual([400, ['clientId']]);
      }
    });
  });

  describe('duplicates', () => {
    it('refuses a second patient with the same name (any letter case) and phone in the clinic: 44006', async () => {
      const mobile = phone();
      await created({ name: 'Anna Petrova', phone: mobile });
      const before = await countRows({ clinicId: clinicA });
      for (const name of ['Anna Petrova', 'anna petrova', '  ANNA PETROVA ']) {
        const response = await add(patient({ name, phone: mobile }));
        expect(codeOf(response), name).toEqual([400, 44006]);
        expect(response.json().msg).toBe('A patient with this name and phone number already exists in your clinic.');
      }
      expect(await countRows({ clinicId: clinicA })).toBe(before);
      // A sibling on a parent's phone, the same name elsewhere, and another clinic's patient are not duplicates.
      expect((await add(patient({ name: 'Ivan Petrov', phone: mobile }))).statusCode).toBe(200);
      expect((await add(patient({ name: 'Anna Petrova' }))).statusCode).toBe(200);
      expect((await add(patient({ name: 'Anna Petrova', phone: mobile }), adminB)).statusCode).toBe(200);
    });

    it('lets a deleted patient’s name and phone be recorded again', async () => {
      const mobile = phone();
      const first = await created({ name: 'Back Again', phone: mobile });
      await remove(first.id);
      expect((await add(patient({ name: 'Back Again', phone: mobile }))).statusCode).toBe(200);
    });
  });

  describe('update from two places (issue 17, item 3: lost update)', () => {
    const formOf = (data: PatientData) => ({
      name: data.name,
      gender: data.gender,
      birthDate: data.birthDate,
      phone: data.phone,
      source: data.source,
      avatar: data.avatar ?? null,
      doctorName: data.doctorName,
      doctorPhone: data.doctorPhone,
    });

    it("the later edit keeps the earlier edit's field: only what each form changed is written", async () => {
      const original = await created({ name: 'Two Desks' });
      const base = formOf(original);
      // Desk 1 changes the source; desk 2, opened on the same patient, changes the name.
      expect((await update({ ...base, source: 4, id: original.id, base })).statusCode).toBe(200);
      const second = await update({ ...base, name: 'Two Desks B', id: original.id, base });
      expect(second.statusCode).toBe(200);
      expect((await detail(original.id)).json().data).toMatchObject({ name: 'Two Desks B', source: 4 });
    });

    it('the same field changed differently in both: 409 naming the field in the request language, nothing written', async () => {
      const original = await created({ name: 'Same Field' });
      const base = formOf(original);
      const otherPhone = phone();
      expect((await update({ ...base, phone: otherPhone, id: original.id, base })).statusCode).toBe(200);
      const refused = await update(
        { ...base, phone: phone(), source: 5, id: original.id, base },
        {
          ...doctor,
          language: 'zh',
        },
      );
      expect(codeOf(refused)).toEqual([409, 409]);
      expect(refused.json().data).toEqual({ conflicts: ['phone'] });
      expect(refused.json().msg).toMatch(/电话|手机/);
      expect((await detail(original.id)).json().data).toMatchObject({ phone: otherPhone, source: base.source });
      // Both made it the same: no conflict.
      expect((await update({ ...base, phone: otherPhone, id: original.id, base })).statusCode).toBe(200);
    });
  });

  describe('update', () => {
    it('rewrites the patient, moves updatedAt, and answers "Submitted successfully."', async () => {
      const original = await created({ name: 'Before Edit' });
      await new Promise((resolve) => setTimeout(resolve, 5));
      const response = await update({
        ...patient({ phone: original.phone }),
        id: original.id,
        name: 'After Edit',
        source: 4,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().msg).toBe('Submitted successfully.');
      const data = response.json().data as PatientData;
      expect(data).toMatchObject({ id: original.id, name: 'After Edit', source: 4, createdAt: original.updatedAt });
      expect(data.updatedAt).toBeGreaterThan(original.updatedAt);
      expect((await detail(original.id)).json().data).toEqual(data);
      expect((await rowOf(original.id)).search_text).toBe(`after edit\n${original.phone as string}`);
    });

    it('answers "Data not modified." for identical data and leaves updatedAt alone', async () => {
      const photo = await uploadedFile(t.app, doctorId, 'photo');
      const fields = patient({ name: 'Same Again', avatar: photo, doctorPhone: '13800000008' });
      const original = (await add(fields)).json().data as PatientData;
      await new Promise((resolve) => setTimeout(resolve, 5));
      const response = await update({ ...fields, name: '  Same Again ', id: original.id });
      expect(response.statusCode).toBe(200);
      expect(response.json().msg).toBe('Data not modified.');
      expect(response.json().data).toMatchObject({ id: original.id, updatedAt: original.updatedAt, avatar: photo });
      expect(Number((await rowOf(original.id)).updated_at)).toBe(original.updatedAt);
    });

    it('answers 44001 (HTTP 404) for another clinic’s patient, a deleted one, or none, and changes nothing', async () => {
      const theirs = await created({ name: 'Clinic B Patient' }, adminB);
      const response = await update({ ...patient(), id: theirs.id });
      expect(codeOf(response)).toEqual([404, 44001]);
      expect(response.json().msg).toBe('This patient was not found in your clinic.');
      expect((await rowOf(theirs.id)).name).toBe('Clinic B Patient');
      const deleted = await created();
      await remove(deleted.id);
      expect(codeOf(await update({ ...patient(), id: deleted.id }))).toEqual([404, 44001]);
      expect(codeOf(await update({ ...patient(), id: 99_999_999 }))).toEqual([404, 44001]);
      expect(refusedFields(await update({ ...patient(), id: 0 }))).toEqual([400, ['id']]);
      expect(refusedFields(await update({ ...patient(), id: 1, name: 'n'.repeat(26) }))).toEqual([400, ['name']]);
    });

    it('refuses a new name and phone that another patient has (44006), but not an edit of other fields of an old pair', async () => {
      const mobile = phone();
      await created({ name: 'Taken Name', phone: mobile });
      const other = await created({ name: 'Other Name', phone: mobile });
      expect(codeOf(await update({ ...patient({ phone: mobile }), id: other.id, name: 'taken name' }))).toEqual([
        400, 44006,
      ]);
      // Two rows that already clash (recorded before the rule, say) can still be edited apart from name and phone.
      await t.app.db.kysely
        .updateTable('patients')
        .set({ name: 'Taken Name', search_text: patientSearchText('Taken Name', mobile) })
        .where('id', '=', other.id)
        .execute();
      const edited = await update({ ...patient({ phone: mobile }), id: other.id, name: 'Taken Name', source: 9 });
      expect(edited.statusCode).toBe(200);
    });

    it('checks an avatar only when it changes: a colleague’s upload kept is fine, a new one that is not the caller’s is 44005', async () => {
      const nursesPhoto = await uploadedFile(t.app, nurseId, 'photo');
      const fields = patient({ avatar: nursesPhoto });
      const original = (await add(fields, nurse)).json().data as PatientData;
      expect((await update({ ...fields, id: original.id, source: 5 })).statusCode).toBe(200);
      const anotherOfHers = await uploadedFile(t.app, nurseId, 'photo');
      expect(codeOf(await update({ ...fields, id: original.id, avatar: anotherOfHers }))).toEqual([400, 44005]);
      const removed = await update({ ...fields, id: original.id, avatar: null });
      expect(removed.json().data).toMatchObject({ avatar: null, avatarUrl: null });
    });
  });

  describe('list', () => {
    let listClinic: number;
    let listUser: Headers;
    const names = ['Wang Fang', 'wang lei', 'Zhou Jie', 'Анна Смирнова', '100%_Sure', '100xxSure', 'A_b', 'Axb'];
    let ids: Record<string, number>;

    beforeAll(async () => {
      const db = t.app.db.kysely;
      listClinic = await createClinic(db, 'List Clinic');
      const user = await createUser(db);
      await addMember(db, listClinic, user.id, { role: 'admin' });
      listUser = await sessionHeaders(t.app, user.id, listClinic);
      ids = {};
      for (const [index, name] of names.entries()) {
        const row = await created({ name, phone: `1390000${String(index).padStart(4, '0')}` }, listUser);
        ids[name] = row.id;
        // Deterministic order: each later patient changed a minute later.
        await db
          .updateTable('patients')
          .set({ updated_at: 1_700_000_000_000 + index * 60_000 })
          .where('id', '=', row.id)
          .execute();
      }
    });

    const namesOf = (response: Reply) => (response.json().data as unknown as PageData).list.map((p) => p.name);
    const search = (keyword: string) => list({ keyword }, listUser);

    it('lists the clinic’s live patients, most recently changed first, with the total', async () => {
      const response = await list({}, listUser);
      expect(response.statusCode).toBe(200);
      expect(namesOf(response)).toEqual([...names].reverse());
      expect((response.json().data as unknown as PageData).total).toBe(names.length);
      const page = (response.json().data as unknown as PageData).list[0];
      expect(page).toMatchObject({ clinicId: listClinic, avatarUrl: null });
    });

    it('never shows another clinic’s patients', async () => {
      const response = await list({ keyword: 'wang' }, adminB);
      expect(namesOf(response)).not.toContain('Wang Fang');
      expect(namesOf(response).every((name) => !names.includes(name))).toBe(true);
    });

    it('matches part of the name in any letter case (Latin and Cyrillic) or part of the phone', async () => {
      expect(namesOf(await search('WANG'))).toEqual(['wang lei', 'Wang Fang']);
      expect(namesOf(await search('  fang '))).toEqual(['Wang Fang']);
      expect(namesOf(await search('АННА'))).toEqual(['Анна Смирнова']);
      expect(namesOf(await search('13900000002'))).toEqual(['Zhou Jie']);
      expect(namesOf(await search('0000000'))).toHaveLength(names.length);
      expect((await search('nobody')).json().data).toEqual({ list: [], total: 0 });
    });

    it('treats % and _ in the keyword as themselves', async () => {
      expect(namesOf(await search('%'))).toEqual(['100%_Sure']);
      expect(namesOf(await search('0%_s'))).toEqual(['100%_Sure']);
      expect(namesOf(await search('_'))).toEqual(['A_b', '100%_Sure']);
      expect(namesOf(await search('a_b'))).toEqual(['A_b']);
      expect(namesOf(await search('\\'))).toEqual([]);
    });

    it('pages: pageIndex from 1, page sizes of 10, 20, 30, 50, the total of all matches', async () => {
      const extra = await createUser(t.app.db.kysely);
      const pagingClinic = await createClinic(t.app.db.kysely, 'Paging Clinic');
      await addMember(t.app.db.kysely, pagingClinic, extra.id, { role: 'admin' });
      const headers = await sessionHeaders(t.app, extra.id, pagingClinic);
      for (let index = 0; index < 23; index += 1)
        await created({ name: `Paged ${String(index).padStart(2, '0')}` }, headers);
      const page = async (body: Record<string, unknown>) =>
        (await list(body, headers)).json().data as unknown as PageData;
      expect((await page({ pageIndex: 1 })).list).toHaveLength(10);
      const third = await page({ pageIndex: 3, pageSize: 10 });
      expect(third.total).toBe(23);
      expect(third.list).toHaveLength(3);
      expect((await page({ pageIndex: 2, pageSize: 20 })).list).toHaveLength(3);
      expect((await page({ pageIndex: 9 })).list).toEqual([]);
      const all = await page({ pageSize: 50 });
      const pagedIds = [
        ...(await page({ pageIndex: 1 })).list,
        ...(await page({ pageIndex: 2 })).list,
        ...third.list,
      ].map((p) => p.id);
      expect(pagedIds).toEqual(all.list.map((p) => p.id));
      expect(new Set(pagedIds).size).toBe(23);
      for (const body of [{ pageSize: 15 }, { pageIndex: 0 }, { keyword: 'k'.repeat(51) }]) {
        expect((await list(body, headers)).statusCode, JSON.stringify(body)).toBe(400);
      }
    });

    it('leaves deleted patients out', async () => {
      const gone = await created({ name: 'Deleted Wang' }, listUser);
      expect(namesOf(await search('deleted'))).toEqual(['Deleted Wang']);
      await remove(gone.id, listUser);
      expect((await search('deleted')).json().data).toEqual({ list: [], total: 0 });
    });

    it('moves a patient to the top when it changes', async () => {
      const response = await update(
        { ...patient({ name: 'Zhou Jie', phone: '13900000002' }), id: ids['Zhou Jie'], source: 2 },
        listUser,
      );
      expect(response.statusCode).toBe(200);
      expect(namesOf(await list({}, listUser))[0]).toBe('Zhou Jie');
    });

    it('stays fast with 10,000 patients in the clinic', async () => {
      const db = t.app.db.kysely;
      const bigClinic = await createClinic(db, 'Big Clinic');
      const user = await createUser(db);
      await addMember(db, bigClinic, user.id, { role: 'admin' });
      const headers = await sessionHeaders(t.app, user.id, bigClinic);
      const base = 1_700_000_000_000;
      for (let batch = 0; batch < 20; batch += 1) {
        const rows = Array.from({ length: 500 }, (_, offset) => {
          const index = batch * 500 + offset;
          const fields: TPatientFields = {
            name: `Bulk Patient ${index}`,
            gender: 1,
            birthDate: '1990-01-01',
            phone: `1370${String(index).padStart(7, '0')}`,
            source: 1,
            avatar: null,
            doctorName: 'Dr. Bulk',
            doctorPhone: '',
          };
          return {
            clinic_id: bigClinic,
            client_id: null,
            ...patientColumns(fields),
            created_by: user.id,
            created_at: base + index,
            updated_at: base + index,
            deleted_at: null,
          };
        });
        await db.insertInto('patients').values(rows).execute();
      }
      const timed = async (body: Record<string, unknown>) => {
        const started = performance.now();
        const response = await list(body, headers);
        return { data: response.json().data as unknown as PageData, ms: performance.now() - started };
      };
      await timed({}); // warm up the statement cache
      const first = await timed({});
      expect(first.data.total).toBe(10_000);
      expect(first.data.list[0]?.name).toBe('Bulk Patient 9999');
      const deep = await timed({ pageIndex: 200, pageSize: 50 });
      expect(deep.data.list.at(-1)?.name).toBe('Bulk Patient 0');
      const searched = await timed({ keyword: 'patient 99' });
      expect(searched.data.total).toBe(111); // 99, 990-999, 9900-9999
      // Generous bounds for a shared CI machine; locally each is a few milliseconds.
      for (const run of [first, deep, searched]) expect(run.ms).toBeLessThan(500);
    });
  });

  describe('detail', () => {
    it('answers a patient of the clinic; another clinic’s, a deleted one or none is 44001 with HTTP 404', async () => {
      const mine = await created({ name: 'Detail Mine' });
      expect((await detail(mine.id)).json().data).toMatchObject({ id: mine.id, name: 'Detail Mine' });
      // Any colleague in the clinic may open it.
      expect((await detail(mine.id, nurse)).statusCode).toBe(200);
      const response = await detail(mine.id, adminB);
      expect(codeOf(response)).toEqual([404, 44001]);
      expect(response.json().msg).toBe('This patient was not found in your clinic.');
      expect(codeOf(await detail(99_999_999))).toEqual([404, 44001]);
      await remove(mine.id);
      expect(codeOf(await detail(mine.id))).toEqual([404, 44001]);
      expect((await detail('abc')).statusCode).toBe(400);
      expect((await detail(0)).statusCode).toBe(400);
      expect(codeOf(await detail(mine.id, factory))).toEqual([403, 403]);
    });
  });

  describe('delete', () => {
    it('lets whoever recorded the patient delete it, and a replay answers success', async () => {
      const own = await created({ name: 'Doctor’s Own' });
      const response = await remove(own.id);
      expect(response.statusCode).toBe(200);
      expect(response.json().msg).toBe('Deleted successfully.');
      expect(response.json().data).toBeNull();
      expect((await rowOf(own.id)).deleted_at).not.toBeNull();
      const deletedAt = (await rowOf(own.id)).deleted_at;
      const replay = await remove(own.id);
      expect(replay.statusCode).toBe(200);
      expect(replay.json().msg).toBe('Deleted successfully.');
      expect((await rowOf(own.id)).deleted_at).toBe(deletedAt);
      const audits = await t.app.db.kysely
        .selectFrom('audit_events')
        .select(['user_id', 'clinic_id'])
        .where('action', '=', 'patient-deleted')
        .where('detail', '=', JSON.stringify({ patientId: own.id }))
        .execute();
      expect(audits).toEqual([{ user_id: doctorId, clinic_id: clinicA }]);
    });

    it('lets the clinic admin delete any patient of the clinic', async () => {
      const doctors = await created({ name: 'Admin Deletes' });
      expect((await remove(doctors.id, admin)).statusCode).toBe(200);
    });

    it('refuses a colleague who neither recorded the patient nor is admin (403), and changes nothing', async () => {
      const doctors = await created({ name: 'Not The Nurse’s' });
      const response = await remove(doctors.id, nurse);
      expect(codeOf(response)).toEqual([403, 403]);
      expect((await rowOf(doctors.id)).deleted_at).toBeNull();
    });

    it('answers 44001 (HTTP 404) for another clinic’s patient, even to its admin, and one that does not exist', async () => {
      const doctors = await created({ name: 'Safe From B' });
      expect(codeOf(await remove(doctors.id, adminB))).toEqual([404, 44001]);
      expect((await rowOf(doctors.id)).deleted_at).toBeNull();
      expect(codeOf(await remove(99_999_999, admin))).toEqual([404, 44001]);
      expect(refusedFields(await post('/api/emr/v1/patient/delete', admin, { id: 'x' }))).toEqual([400, ['id']]);
    });
  });

  it('seeds demo patients that the demo clinic admin sees, newest first', async () => {
    const seeded = await seedDemoData(t.database.db);
    expect(seeded.seeded).toBe(true);
    const db = t.app.db.kysely;
    const wang = await db.selectFrom('users').select('id').where('phone', '=', '13800000001').executeTakeFirstOrThrow();
    const membership = await db
      .selectFrom('clinic_members')
      .select('clinic_id')
      .where('user_id', '=', wang.id)
      .executeTakeFirstOrThrow();
    const response = await list({}, await sessionHeaders(t.app, wang.id, membership.clinic_id));
    const page = response.json().data as unknown as PageData;
    expect(page.list.map((p) => p.name)).toEqual([
      'Li Na',
      'Zhang Wei',
      'Anna Petrova',
      'Chen Hao',
      'Wu Jie',
      'Liu Yang',
      'Zhao Lei',
      'Olga Smirnova',
      'Huang Min',
      'Ma Ling',
    ]);
    // The first page of ten; the oldest, Guo Tao, is on the second.
    expect(page.total).toBe(11);
  });
});
