import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DATABASE_KINDS } from '../../testing/test-database';
import { addMember, createClinic, createUser, sessionHeaders } from '../../testing/fixtures';

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
    const reminder = (userId: number, clinicId: number | null, readAt: number | null) => ({ user_id: userId, clinic_id: clinicId, kind: 'order-status', order_id: null, detail: null, read_at: readAt, created_at: now });
    await db
      .insertInto('notifications')
      .values([reminder(doctor.id, clinic, null), reminder(doctor.id, clinic, null), reminder(doctor.id, clinic, now), reminder(doctor.id, other, null), reminder(doctor.id, null, null), reminder(colleague.id, clinic, null)])
      .execute();
    const count = async (clinicId: number | null) =>
      (await t.app.inject({ method: 'POST', url: '/api/order/order-notify/count', headers: await sessionHeaders(t.app, doctor.id, clinicId) })).json().data;
    expect(await count(clinic)).toBe(3);
    expect(await count(other)).toBe(2);
    expect(await count(null)).toBe(4);
  });
});
