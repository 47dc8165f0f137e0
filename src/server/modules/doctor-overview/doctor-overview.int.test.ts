import { describe, expect, it } from 'vitest';
import { DOCTOR_OVERVIEW_PATH, type TDoctorOverview } from '../../../domain/orders/doctor-overview';
import { addDays } from '../../../domain/calendar/calendar-days';
import { addMember, createUser, sessionHeaders } from '../../testing/fixtures';
import { DATABASE_KINDS } from '../../testing/test-database';
import { codeOf, useCaseWorld } from '../cases/test-kit';
import { insertOrders } from '../../lines/aligners/testing/case-kit';
import { recordPatient } from '../images/test-kit';

/** The server's today in UTC: the device's today must be today somewhere (the wearing rule's check). */
const today = new Date().toISOString().slice(0, 10);

describe.each(DATABASE_KINDS)('the /userDoctor overview on %s', (kind) => {
  const { w, api } = useCaseWorld(kind);

  /** A doctor of clinics A (prices shown) and B (prices hidden), signed in without a chosen clinic. */
  async function doctorOfTwo() {
    const db = w.app.db.kysely;
    const user = await createUser(db, { name: 'Dr Two Clinics' });
    await addMember(db, w.clinicA, user.id, { isDoctor: true, job: 'doctor' });
    await addMember(db, w.clinicB, user.id, { isDoctor: true, job: 'doctor', hidePrices: true });
    return { ...user, headers: await sessionHeaders(w.app, user.id, null) };
  }

  it('shows a doctor of two clinics their own cases of both, the amounts only where the clinic shows them prices', async () => {
    const doctor = await doctorOfTwo();
    const db = w.app.db.kysely;
    const patientOfMobile = await recordPatient(w.app, w.clinicA, w.adminA.id, 'Named by phone');
    const [created, named, notMine, inB] = await insertOrders(w.app, [
      { clinicId: w.clinicA, patientId: w.patientA, createdBy: doctor.id, status: 10, planPriceCents: 123_400 },
      { clinicId: w.clinicA, patientId: patientOfMobile, createdBy: w.adminA.id, status: 21, updatedAt: Date.now() + 1000 },
      { clinicId: w.clinicA, patientId: w.otherPatientA, createdBy: w.adminA.id, status: 10 },
      { clinicId: w.clinicB, patientId: w.patientB, createdBy: doctor.id, status: 24, planPriceCents: 99_900 },
    ]);
    // The case data names the doctor's phone as the doctor's mobile: the case is theirs though someone else created it.
    await db
      .updateTable('aligner_orders')
      .set({ case_data: JSON.stringify({ basic: { doctorName: 'Dr Two Clinics', doctorMobile: doctor.phone } }) })
      .where('order_id', '=', named!)
      .execute();

    const response = await api.post(DOCTOR_OVERVIEW_PATH, doctor.headers, { today });
    expect(response.statusCode, response.body).toBe(200);
    const { clinics } = response.json().data as TDoctorOverview;
    expect(clinics.map((clinic) => [clinic.clinicId, clinic.clinicName])).toEqual([
      [w.clinicA, 'Clinic A'],
      [w.clinicB, 'Clinic B'],
    ]);
    const [a, b] = clinics as [TDoctorOverview['clinics'][0], TDoctorOverview['clinics'][0]];
    expect(a.cases.map((row) => row.orderId)).toEqual([named, created]);
    expect(a.cases.map((row) => row.orderId)).not.toContain(notMine);
    expect(a.tabCounts).toEqual({ pending: 2, toSubmit: 0, inTreatment: 0, completed: 0, ignored: 0, restarted: 0 });
    expect(Object.values(b.tabCounts).reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(a.cases.find((row) => row.orderId === created)?.amount).toBe(1234);
    expect(b.cases.map((row) => [row.orderId, row.amount])).toEqual([[inB, null]]);
    expect(JSON.stringify(b)).not.toContain('999');
  });

  it('lists each clinic’s unread reminders of the doctor, the aligner changes due for their patients, and the pickups they booked', async () => {
    const doctor = await doctorOfTwo();
    const db = w.app.db.kysely;
    const now = Date.now();
    const mine = await recordPatient(w.app, w.clinicA, w.adminA.id, 'Due patient');
    const others = await recordPatient(w.app, w.clinicA, w.adminA.id, 'Not my patient');
    const [myCase] = await insertOrders(w.app, [
      { clinicId: w.clinicA, patientId: mine, createdBy: doctor.id, status: 25 },
      { clinicId: w.clinicA, patientId: others, createdBy: w.adminA.id, status: 25 },
    ]);
    const plan = { hours_per_day: 22, days_per_aligner: 14, total_aligners: 20, current_aligner: 3, updated_by: w.adminA.id, created_at: now, updated_at: now };
    await db
      .insertInto('wearing_plans')
      .values([
        { ...plan, patient_id: mine, clinic_id: w.clinicA, current_since: addDays(today, -15) },
        { ...plan, patient_id: others, clinic_id: w.clinicA, current_since: addDays(today, -15) },
      ])
      .execute();
    const reminder = { user_id: doctor.id, kind: 'case-comment', order_id: myCase!, detail: '{}', created_at: now };
    await db
      .insertInto('notifications')
      .values([
        { ...reminder, clinic_id: w.clinicA, read_at: null },
        { ...reminder, clinic_id: w.clinicA, read_at: now },
        { ...reminder, clinic_id: w.clinicB, read_at: null },
        { ...reminder, clinic_id: null, read_at: null },
        { ...reminder, user_id: w.adminA.id, clinic_id: w.clinicA, read_at: null },
      ])
      .execute();
    const pickup = { client_id: 'x', pickup_at: now, pickup_day: today, address: '{"name":"A","phone":"13800000000","province":"P","city":"C","district":"D","address":"1 Road"}', note: '', courier_ref: 'LOCAL-1', created_at: now };
    await db
      .insertInto('model_pickups')
      .values([
        { ...pickup, clinic_id: w.clinicA, created_by: doctor.id, client_id: `mine-${kind}` },
        { ...pickup, clinic_id: w.clinicA, created_by: w.adminA.id, client_id: `other-${kind}` },
      ])
      .execute();

    const { clinics } = (await api.post(DOCTOR_OVERVIEW_PATH, doctor.headers, { today })).json().data as TDoctorOverview;
    const [a, b] = clinics as [TDoctorOverview['clinics'][0], TDoctorOverview['clinics'][0]];
    expect([a.unreadReminders, a.reminders.length, b.unreadReminders]).toEqual([1, 1, 1]);
    expect(a.reminders[0]).toMatchObject({ orderId: myCase, readAt: null });
    expect(a.reminders[0]!.text).toContain('Due patient');
    expect(a.dueChanges.map((change) => [change.patientName, change.status, change.daysLeft])).toEqual([['Due patient', 'due', -1]]);
    expect(a.pickups.map((booked) => booked.courierRef)).toEqual(['LOCAL-1']);
    expect(b.pickups).toEqual([]);
  });

  it('gives a nurse, a doctor nowhere, no clinics; refuses the factory; and asks for the device’s real today', async () => {
    const nurse = await api.post(DOCTOR_OVERVIEW_PATH, w.hiddenA.headers, { today });
    expect(nurse.statusCode, nurse.body).toBe(200);
    expect((nurse.json().data as TDoctorOverview).clinics).toEqual([]);
    expect(codeOf(await api.post(DOCTOR_OVERVIEW_PATH, w.factory.headers, { today }))).toEqual([403, 403]);
    expect((await api.post(DOCTOR_OVERVIEW_PATH, {}, { today })).statusCode).toBe(401);
    const wrongDay = await api.post(DOCTOR_OVERVIEW_PATH, w.doctorA.headers, { today: addDays(today, -5) });
    expect(wrongDay.statusCode).toBe(400);
  });
});
