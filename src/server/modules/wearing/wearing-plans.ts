import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import { isOnDaySomewhere } from '../../../domain/calendar/day-anywhere';
import type { Day } from '../../../domain/calendar/calendar-days';
import { ErrorCode } from '../../../domain/response-codes';
import { PRODUCT_LINE_CODE } from '../../../domain/product-lines';
import {
  advancedPlan,
  advanceProblem,
  wearingMessages,
  withSchedule,
  type TWearingList,
  type TWearingPlanFields,
  type ZAdvanceAlignerRequest,
  type ZSaveWearingPlanRequest,
} from '../../../domain/tools/wearing-plan';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/envelope';
import { findPatientInClinic } from '../patients';
import type { WearingPlanTable } from './tables';

export type WearingActor = { userId: number; clinicId: number };
type SaveInput = z.output<typeof ZSaveWearingPlanRequest>;
type AdvanceInput = z.output<typeof ZAdvanceAlignerRequest>;

const ALIGNERS = PRODUCT_LINE_CODE.invisible;

/** The device's "today" must be today somewhere on Earth by the server's clock (a day-off device clock is refused). */
export function requireToday(today: Day, now: number): void {
  if (!isOnDaySomewhere(now, today)) throw new AppError(ErrorCode.badRequest, wearingMessages.deviceDayWrong);
}

function fieldsOf(row: Selectable<WearingPlanTable>): TWearingPlanFields {
  return {
    hoursPerDay: row.hours_per_day,
    daysPerAligner: row.days_per_aligner,
    totalAligners: row.total_aligners,
    currentAligner: row.current_aligner,
    currentSince: row.current_since,
  };
}

/** A live patient of the clinic with an invisible-aligner order (any status). */
async function requireAlignerPatient(db: Kysely<Database>, clinicId: number, patientId: number): Promise<void> {
  await findPatientInClinic(db, clinicId, patientId);
  const order = await db
    .selectFrom('orders')
    .select('id')
    .where('clinic_id', '=', clinicId)
    .where('patient_id', '=', patientId)
    .where('product_line', '=', ALIGNERS)
    .executeTakeFirst();
  if (!order) throw new AppError(ErrorCode.badRequest, wearingMessages.notAlignerPatient);
}

/** Every plan of the clinic where it stands on the device's `today` (soonest change first), and the unplanned. */
export async function findWearingList(db: Kysely<Database>, clinicId: number, today: Day): Promise<TWearingList> {
  const rows = await db
    .selectFrom('wearing_plans')
    .innerJoin('patients', 'patients.id', 'wearing_plans.patient_id')
    .selectAll('wearing_plans')
    .select('patients.name as patient_name')
    .where('wearing_plans.clinic_id', '=', clinicId)
    .where('patients.deleted_at', 'is', null)
    .execute();
  const plans = rows
    .map((row) => ({
      patientId: row.patient_id,
      patientName: row.patient_name,
      updatedAt: Number(row.updated_at),
      ...withSchedule(fieldsOf(row), today),
    }))
    .sort(
      (a, b) =>
        a.currentEndsOn.localeCompare(b.currentEndsOn) ||
        a.patientName.localeCompare(b.patientName) ||
        a.patientId - b.patientId,
    );
  const unplanned = await db
    .selectFrom('patients')
    .leftJoin('wearing_plans', 'wearing_plans.patient_id', 'patients.id')
    .select(['patients.id', 'patients.name'])
    .where('patients.clinic_id', '=', clinicId)
    .where('patients.deleted_at', 'is', null)
    .where('wearing_plans.patient_id', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('orders')
          .select('orders.id')
          .whereRef('orders.patient_id', '=', 'patients.id')
          .where('orders.product_line', '=', ALIGNERS),
      ),
    )
    .orderBy('patients.name')
    .orderBy('patients.id')
    .execute();
  return { plans, unplanned: unplanned.map((row) => ({ patientId: row.id, patientName: row.name })) };
}

/** Creates or replaces a patient's plan (the whole form; the last save wins). */
export async function saveWearingPlan(db: Kysely<Database>, actor: WearingActor, input: SaveInput, now: number) {
  requireToday(input.today, now);
  if (input.plan.currentSince > input.today) throw new AppError(ErrorCode.badRequest, wearingMessages.currentSince);
  await requireAlignerPatient(db, actor.clinicId, input.patientId);
  const values = {
    hours_per_day: input.plan.hoursPerDay,
    days_per_aligner: input.plan.daysPerAligner,
    total_aligners: input.plan.totalAligners,
    current_aligner: input.plan.currentAligner,
    current_since: input.plan.currentSince,
    updated_by: actor.userId,
    updated_at: now,
  };
  const updated = await db
    .updateTable('wearing_plans')
    .set(values)
    .where('patient_id', '=', input.patientId)
    .where('clinic_id', '=', actor.clinicId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0)
    await db
      .insertInto('wearing_plans')
      .values({ ...values, patient_id: input.patientId, clinic_id: actor.clinicId, created_at: now })
      .execute();
}

async function findPlanRow(db: Kysely<Database>, clinicId: number, patientId: number) {
  const row = await db
    .selectFrom('wearing_plans')
    .selectAll()
    .where('patient_id', '=', patientId)
    .where('clinic_id', '=', clinicId)
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.notFound, wearingMessages.planNotFound);
  return row;
}

/**
 * Records the change to the next aligner. `fromAligner` is what the device showed, so the same change sent from two
 * devices (or twice after the idempotency window) moves one aligner, and the second answers 409.
 */
export async function advanceAligner(db: Kysely<Database>, actor: WearingActor, input: AdvanceInput, now: number) {
  requireToday(input.today, now);
  await findPatientInClinic(db, actor.clinicId, input.patientId);
  const row = await findPlanRow(db, actor.clinicId, input.patientId);
  const plan = fieldsOf(row);
  const problem = advanceProblem(plan, input);
  if (problem === 'alignerChanged') throw new AppError(ErrorCode.conflict, wearingMessages.alignerChanged);
  if (problem) throw new AppError(ErrorCode.badRequest, wearingMessages[problem]);
  const next = advancedPlan(plan, input.changedOn);
  await db
    .updateTable('wearing_plans')
    .set({
      current_aligner: next.currentAligner,
      current_since: next.currentSince,
      updated_by: actor.userId,
      updated_at: now,
    })
    .where('patient_id', '=', input.patientId)
    .where('current_aligner', '=', input.fromAligner)
    .execute();
}

export async function deleteWearingPlan(db: Kysely<Database>, clinicId: number, patientId: number): Promise<void> {
  await findPlanRow(db, clinicId, patientId);
  await db.deleteFrom('wearing_plans').where('patient_id', '=', patientId).where('clinic_id', '=', clinicId).execute();
}
