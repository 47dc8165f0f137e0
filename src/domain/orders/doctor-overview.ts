import { z } from 'zod';
import { ZModelPickup } from '../tools/model-pickup';
import { ZWearingPlan } from '../tools/wearing-plan';
import { ZCaseSummary, ZCaseTab } from './list';
import { ZReminder } from './reminders';
import { ZDay } from './fields';

/**
 * The /userDoctor overview (issue 14, docs/clinics.md): a doctor's own practice across every clinic where they are a
 * doctor, read-only. Each clinic's part is built under that clinic's rules (its hidden prices); opening an item
 * switches to the clinic first, so every action stays the single-clinic one.
 */
export const DOCTOR_OVERVIEW_PATH = '/v1/doctor/overview';

/** How many of the doctor's most recently changed cases each clinic's part lists. */
export const DOCTOR_OVERVIEW_CASES = 20;
/** How many of the doctor's unread reminders each clinic's part lists (the count says how many there are). */
export const DOCTOR_OVERVIEW_REMINDERS = 20;

/** The device's calendar day: aligner changes are due by it (the wearing rule). */
export const ZDoctorOverviewRequest = z.object({ today: ZDay });
export type TDoctorOverviewRequest = z.infer<typeof ZDoctorOverviewRequest>;

export const ZDoctorClinicOverview = z.object({
  clinicId: z.number().int(),
  clinicName: z.string(),
  /** My cases: the case list's tab counts over the doctor's own cases, and the latest changed (amounts null where prices are hidden). */
  tabCounts: z.record(ZCaseTab, z.number().int()),
  cases: z.array(ZCaseSummary),
  /** My reminders: the doctor's unread order reminders of this clinic (newest first) and how many are unread. */
  reminders: z.array(ZReminder),
  unreadReminders: z.number().int(),
  /** Aligner changes due (or overdue) on `today` for patients of the doctor's cases, the most overdue first. */
  dueChanges: z.array(ZWearingPlan),
  /** My pickups: the courier pickups the doctor booked in this clinic, newest first. */
  pickups: z.array(ZModelPickup),
});
export type TDoctorClinicOverview = z.infer<typeof ZDoctorClinicOverview>;

/** Every clinic where the caller is a doctor, in clinic order; none for a user who is a doctor nowhere. */
export const ZDoctorOverview = z.object({ clinics: z.array(ZDoctorClinicOverview) });
export type TDoctorOverview = z.infer<typeof ZDoctorOverview>;
