import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DATABASE_KINDS } from '../../testing/test-database';
import { addMember, createClinic, createUser, sessionHeaders } from '../../testing/fixtures';
import { type TReminderPage, REMINDER_PATHS } from '../../../domain/orders/reminders';
import { LANGUAGE_HEADER } from '../../../domain/locale';
import { recordPatient } from '../images/test-kit';

describe.each(DATABASE_KINDS)('unread reminders on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it('counts the user’s unread reminders of the current clinic, never another user’s', async () => {
    const db = t.app.db.kysely;
    const clinic = await createClinic(db);
    const other = await createClinic(db, 'Other clinic');
    const doctor = await createUser(db);
    const colleague = await createUser(db);
    await addMember(db, clinic, doctor.id, { isDoctor: true });
    await addMember(db, other, doctor.id, { isDoctor: true });
    const now = Date.now();
    const reminder = (userId: number, clinicId: number | null, readAt: number | null) => ({
      user_id: userId,
      clinic_id: clinicId,
      kind: 'order-status',
      order_id: null,
      detail: null,
      read_at: readAt,
      created_at: now,
    });
    await db
      .insertInto('notifications')
      .values([
        reminder(doctor.id, clinic, null),
        reminder(doctor.id, clinic, null),
        reminder(doctor.id, clinic, now),
        reminder(doctor.id, other, null),
        reminder(doctor.id, null, null),
        reminder(colleague.id, clinic, null),
      ])
      .execute();
    const count = async (clinicId: number | null) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/order/order-notify/count',
          headers: await sessionHeaders(t.app, doctor.id, clinicId),
        })
      ).json().data;
    expect(await count(clinic)).toBe(3);
    expect(await count(other)).toBe(2);
    expect(await count(null)).toBe(4);
  });
});

describe.each(DATABASE_KINDS)('the reminder list on %s', (kind) => {
  let t: TestApp;
  let doctor: { id: number };
  let clinic: number;
  let orderId: number;
  let headers: Record<string, string>;
  const list = async (body: object = {}, extraHeaders: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/order${REMINDER_PATHS.list}`,
      headers: { ...headers, ...extraHeaders },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as TReminderPage;
  };
  const read = (body: object, asHeaders = headers) =>
    t.app.inject({ method: 'POST', url: `/api/order${REMINDER_PATHS.read}`, headers: asHeaders, payload: body });

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.app.db.kysely;
    clinic = await createClinic(db);
    doctor = await createUser(db);
    await addMember(db, clinic, doctor.id, { isDoctor: true });
    headers = await sessionHeaders(t.app, doctor.id, clinic);
    const patient = await recordPatient(t.app, clinic, doctor.id, 'Li Na');
    const now = Date.now();
    const order = await db
      .insertInto('orders')
      .values({
        clinic_id: clinic,
        product_line: 1,
        status: 24,
        patient_id: patient,
        client_id: null,
        created_by: doctor.id,
        doctor_name: 'Dr Wang',
        search_text: 'li na',
        pickup_at: null,
        submitted_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    orderId = order.id;
    const reminder = (kind: string, detail: object | null, minutesAgo: number, order: number | null = orderId) => ({
      user_id: doctor.id,
      clinic_id: clinic,
      kind,
      order_id: order,
      detail: detail === null ? null : JSON.stringify(detail),
      read_at: null,
      created_at: now - minutesAgo * 60_000,
    });
    await db
      .insertInto('notifications')
      .values([
        reminder('case-status', { fromStatus: 2, toStatus: 5, reason: 'Photos are blurred' }, 30),
        reminder('case-comment', { commentId: 1 }, 20),
        reminder('case-status', { fromStatus: 23, toStatus: 24, reason: null }, 10),
        reminder('welcome', null, 40, null),
      ])
      .execute();
  });
  afterAll(async () => t.close());

  it('lists the user’s reminders newest first, each in words, with its order', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 4, unread: 4 });
    expect(page.list.map((r) => r.text)).toEqual([
      'Li Na: the case is now “in transit”',
      'Li Na: the factory left a comment',
      'Li Na: the case is now “failed”. Reason: Photos are blurred',
      'You have a new reminder.',
    ]);
    expect(page.list[0]).toMatchObject({ kind: 'case-status', orderId, orderType: 1, readAt: null });
    expect(page.list[3]).toMatchObject({ orderId: null, orderType: null });
  });

  it('says the status in the request’s language', async () => {
    const page = await list({}, { [LANGUAGE_HEADER]: 'zh' });
    expect(page.list[0]!.text).toContain('运输中');
  });

  it('marks read by id, by order, or all, only the caller’s, and answers what is left unread', async () => {
    const all = (await list()).list;
    const stranger = await createUser(t.app.db.kysely);
    const strangerHeaders = await sessionHeaders(t.app, stranger.id, null);
    expect((await read({ all: true }, strangerHeaders)).json().data).toBe(0);
    expect((await list()).unread).toBe(4);

    const byId = await read({ ids: [all[3]!.id] });
    expect(byId.json().data).toBe(3);
    expect((await read({ orderId })).json().data).toBe(0);
    const page = await list();
    expect(page.unread).toBe(0);
    expect(page.list.every((r) => r.readAt !== null)).toBe(true);
    expect((await list({ unreadOnly: true })).total).toBe(0);
    expect((await read({ all: true })).json().data).toBe(0);
  });

  it('asks for what to mark read', async () => {
    const response = await read({});
    expect([response.statusCode, response.json().code]).toEqual([400, 400]);
  });
});
