import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { z } from 'zod';
import { addDays, dayNumber, isDay, type Day } from '../calendar/calendar-days';

/**
 * Wearing reminders (issue 14): an aligner patient's wearing plan (hours a day, days per aligner, the aligner worn
 * now and since when) and the rules that say when the next aligner is due. Days are the clinic device's calendar days
 * (`YYYY-MM-DD`): a change is due from the start of its day wherever the device is. See docs/tools.md.
 */

export { WEARING_PATHS } from './wearing-paths';

export const WEARING_LIMITS = {
  hoursPerDay: { min: 1, max: 24, default: 22 },
  daysPerAligner: { min: 1, max: 60, default: 14 },
  aligners: { min: 1, max: 200 },
} as const;

export const wearingMessages = {
  hoursPerDay: msg`Enter the hours a day from 1 to 24.`,
  daysPerAligner: msg`Enter the days per aligner from 1 to 60.`,
  totalAligners: msg`Enter the number of aligners from 1 to 200.`,
  currentAligner: msg`The current aligner must be from 1 to the number of aligners.`,
  currentSince: msg`Enter the day the current aligner was first worn (not in the future).`,
  notAlignerPatient: msg`This patient has no invisible aligner case in this clinic.`,
  lastAligner: msg`The patient wears the last aligner: there is no next one.`,
  alignerChanged: msg`The aligner was changed meanwhile (on another device). The list shows it as it is now.`,
  changedOnInvalid: msg`The change day cannot be before the current aligner was first worn, nor in the future.`,
  planNotFound: msg`This patient has no wearing plan.`,
  deviceDayWrong: msg`This device's date is not today. Correct the device's date, time and time zone.`,
} satisfies Record<string, MessageDescriptor>;

const limit = (range: { min: number; max: number }, message: MessageDescriptor) =>
  z
    .number({ error: message.id })
    .int({ error: message.id })
    .min(range.min, { error: message.id })
    .max(range.max, { error: message.id });

export const ZWearingPlanFields = z
  .object({
    hoursPerDay: limit(WEARING_LIMITS.hoursPerDay, wearingMessages.hoursPerDay),
    daysPerAligner: limit(WEARING_LIMITS.daysPerAligner, wearingMessages.daysPerAligner),
    totalAligners: limit(WEARING_LIMITS.aligners, wearingMessages.totalAligners),
    currentAligner: limit(WEARING_LIMITS.aligners, wearingMessages.currentAligner),
    currentSince: z
      .string({ error: wearingMessages.currentSince.id })
      .refine(isDay, { error: wearingMessages.currentSince.id }),
  })
  .refine((plan) => plan.currentAligner <= plan.totalAligners, {
    error: wearingMessages.currentAligner.id,
    path: ['currentAligner'],
  });
export type TWearingPlanFields = z.infer<typeof ZWearingPlanFields>;

/** The device's today rides along, so "not in the future" and "due" mean the device's calendar. */
const ZToday = z.string().refine(isDay);

export const ZSaveWearingPlanRequest = z.object({
  patientId: z.number().int().positive(),
  today: ZToday,
  plan: ZWearingPlanFields,
});
export type TSaveWearingPlanRequest = z.input<typeof ZSaveWearingPlanRequest>;

/** The patient changed to the next aligner on `changedOn`; `fromAligner` is the aligner the device saw them wear. */
export const ZAdvanceAlignerRequest = z.object({
  patientId: z.number().int().positive(),
  today: ZToday,
  fromAligner: z.number().int().positive(),
  changedOn: z.string().refine(isDay),
});
export type TAdvanceAlignerRequest = z.infer<typeof ZAdvanceAlignerRequest>;

export const ZWearingListRequest = z.object({ today: ZToday });
export const ZDeleteWearingPlanRequest = z.object({ patientId: z.number().int().positive() });

export type WearingStatus = 'wearing' | 'due' | 'lastAligner' | 'finished';

export type WearingSchedule = {
  status: WearingStatus;
  /** The day the next aligner goes in; null on the last aligner. */
  nextChangeDay: Day | null;
  /** The day the current aligner's days end (the last aligner: the end of the plan). */
  currentEndsOn: Day;
  /** Days from today to `currentEndsOn`: negative when overdue. */
  daysLeft: number;
};

/**
 * Where a plan stands on `today`. The current aligner is worn `daysPerAligner` days from `currentSince` (that day
 * counts as the first), so the next one is due on `currentSince + daysPerAligner`, from the start of that day, and
 * stays due (overdue) until someone records the change. The last aligner has no next one: its plan finishes on that
 * day instead.
 */
export function wearingSchedule(plan: TWearingPlanFields, today: Day): WearingSchedule {
  const currentEndsOn = addDays(plan.currentSince, plan.daysPerAligner);
  const daysLeft = dayNumber(currentEndsOn) - dayNumber(today);
  const isLast = plan.currentAligner >= plan.totalAligners;
  if (isLast)
    return { status: daysLeft <= 0 ? 'finished' : 'lastAligner', nextChangeDay: null, currentEndsOn, daysLeft };
  return { status: daysLeft <= 0 ? 'due' : 'wearing', nextChangeDay: currentEndsOn, currentEndsOn, daysLeft };
}

export type AdvanceProblem = 'lastAligner' | 'alignerChanged' | 'changedOnInvalid';

/** Whether the change to the next aligner can be recorded: not past the last, not twice, not on an impossible day. */
export function advanceProblem(
  plan: TWearingPlanFields,
  input: { fromAligner: number; changedOn: Day; today: Day },
): AdvanceProblem | null {
  if (plan.currentAligner !== input.fromAligner) return 'alignerChanged';
  if (plan.currentAligner >= plan.totalAligners) return 'lastAligner';
  if (input.changedOn < plan.currentSince || input.changedOn > input.today) return 'changedOnInvalid';
  return null;
}

/** The plan after the change: the next aligner, worn from `changedOn`. */
export function advancedPlan(plan: TWearingPlanFields, changedOn: Day): TWearingPlanFields {
  return { ...plan, currentAligner: plan.currentAligner + 1, currentSince: changedOn };
}

export const ZWearingPlan = z.object({
  patientId: z.number().int(),
  patientName: z.string(),
  hoursPerDay: z.number().int(),
  daysPerAligner: z.number().int(),
  totalAligners: z.number().int(),
  currentAligner: z.number().int(),
  currentSince: z.string(),
  updatedAt: z.number(),
  status: z.enum(['wearing', 'due', 'lastAligner', 'finished']),
  nextChangeDay: z.string().nullable(),
  currentEndsOn: z.string(),
  daysLeft: z.number().int(),
});
export type TWearingPlan = z.infer<typeof ZWearingPlan>;

export const ZWearingList = z.object({
  /** Every plan of the clinic, the soonest change first. */
  plans: z.array(ZWearingPlan),
  /** The clinic's aligner patients without a plan yet. */
  unplanned: z.array(z.object({ patientId: z.number().int(), patientName: z.string() })),
});
export type TWearingList = z.infer<typeof ZWearingList>;

/** A plan as the list shows it: its fields and where it stands on `today`. */
export function withSchedule<Plan extends TWearingPlanFields>(plan: Plan, today: Day): Plan & WearingSchedule {
  return { ...plan, ...wearingSchedule(plan, today) };
}
