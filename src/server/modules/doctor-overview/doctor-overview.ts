import type { Kysely } from 'kysely';
import {
  DOCTOR_OVERVIEW_CASES,
  DOCTOR_OVERVIEW_REMINDERS,
  type TDoctorClinicOverview,
  type TDoctorOverview,
} from '../../../domain/orders/doctor-overview';
import type { Day } from '../../../domain/calendar/calendar-days';
import type { Database } from '../../db/schema';
import type { CaseDoctor } from '../../lines/server-line';
import { findPickupsBookedBy } from '../model-pickups';
import { findReminders, type Translate } from '../notifications';
import { findWearingList } from '../wearing';
import { findDoctorCases } from './doctor-cases';

/** A clinic where the caller is a doctor, with that clinic's price rule for them. */
type DoctorMembership = { clinicId: number; clinicName: string; hidePrices: boolean };

async function doctorMemberships(db: Kysely<Database>, userId: number): Promise<DoctorMembership[]> {
  const rows = await db
    .selectFrom('clinic_members')
    .innerJoin('clinics', 'clinics.id', 'clinic_members.clinic_id')
    .select(['clinics.id', 'clinics.name', 'clinic_members.hide_prices'])
    .where('clinic_members.user_id', '=', userId)
    .where('clinic_members.is_doctor', '=', 1)
    .orderBy('clinics.id')
    .execute();
  return rows.map((row) => ({ clinicId: row.id, clinicName: row.name, hidePrices: row.hide_prices === 1 }));
}

async function clinicPart(
  db: Kysely<Database>,
  membership: DoctorMembership,
  doctor: CaseDoctor,
  today: Day,
  t: Translate,
): Promise<TDoctorClinicOverview> {
  const { clinicId } = membership;
  const cases = await findDoctorCases(db, clinicId, doctor, DOCTOR_OVERVIEW_CASES);
  const reminders = await findReminders(
    db,
    { userId: doctor.userId, clinicId, clinicOnly: true },
    { unreadOnly: true, pageIndex: 1, pageSize: DOCTOR_OVERVIEW_REMINDERS },
    t,
  );
  const wearing = await findWearingList(db, clinicId, today);
  return {
    clinicId,
    clinicName: membership.clinicName,
    tabCounts: cases.tabCounts,
    // A clinic that hides this doctor's prices shows them none here, whichever clinic the session works in.
    cases: membership.hidePrices ? cases.latest.map((row) => ({ ...row, amount: null })) : cases.latest,
    reminders: reminders.list,
    unreadReminders: reminders.unread,
    dueChanges: wearing.plans
      .filter((plan) => plan.status === 'due' && cases.patientIds.has(plan.patientId))
      .sort((a, b) => a.daysLeft - b.daysLeft || a.patientName.localeCompare(b.patientName)),
    pickups: await findPickupsBookedBy(db, clinicId, doctor.userId),
  };
}

/**
 * The /userDoctor overview: for every clinic where the user is a doctor (clinic_members.is_doctor), their own cases
 * (tab counts and the latest changed), their unread reminders, the aligner changes due for their patients on the
 * device's `today`, and the pickups they booked. A clinic user who is a doctor nowhere gets no clinics.
 */
export async function buildDoctorOverview(
  db: Kysely<Database>,
  userId: number,
  today: Day,
  t: Translate,
): Promise<TDoctorOverview> {
  const user = await db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirstOrThrow();
  const doctor: CaseDoctor = { userId, phone: user.phone };
  const clinics: TDoctorClinicOverview[] = [];
  for (const membership of await doctorMemberships(db, userId)) clinics.push(await clinicPart(db, membership, doctor, today, t));
  return { clinics };
}
