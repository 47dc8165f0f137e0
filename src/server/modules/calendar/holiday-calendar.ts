import type { Kysely } from 'kysely';
import type { THolidayYearView } from '../../../domain/calendar/holiday-api';
import { addDays } from '../../../domain/calendar/calendar-days';
import { isWorkingDay, type THolidayYear } from '../../../domain/calendar/holidays';
import { ErrorCode } from '../../../domain/response-codes';
import { calendarMessages } from '../../../domain/calendar/calendar-messages';
import { recordAudit } from '../../auth/audit';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/envelope';

/** The years from..to that have lists, each with its holidays and make-up working days sorted. */
export async function findHolidayYears(
  db: Kysely<Database>,
  fromYear: number,
  toYear: number,
): Promise<THolidayYearView[]> {
  const years = await db
    .selectFrom('holiday_years')
    .leftJoin('users', 'users.id', 'holiday_years.updated_by')
    .select(['holiday_years.year', 'holiday_years.updated_at', 'users.name'])
    .where('holiday_years.year', '>=', fromYear)
    .where('holiday_years.year', '<=', toYear)
    .orderBy('holiday_years.year')
    .execute();
  const days = await db
    .selectFrom('holiday_days')
    .select(['day', 'year', 'kind'])
    .where('year', '>=', fromYear)
    .where('year', '<=', toYear)
    .orderBy('day')
    .execute();
  return years.map((row) => ({
    year: Number(row.year),
    holidays: days
      .filter((day) => Number(day.year) === Number(row.year) && day.kind === 'holiday')
      .map((day) => day.day),
    workdays: days
      .filter((day) => Number(day.year) === Number(row.year) && day.kind === 'workday')
      .map((day) => day.day),
    updatedAt: Number(row.updated_at),
    updatedBy: row.name ?? null,
  }));
}

/** Replaces a year's lists with the ones given (a factory admin's edit), recorded in the audit log. */
export async function saveHolidayYear(
  trx: Kysely<Database>,
  input: THolidayYear,
  userId: number,
  now: number,
): Promise<void> {
  await trx.deleteFrom('holiday_days').where('year', '=', input.year).execute();
  const exists = await trx.selectFrom('holiday_years').select('year').where('year', '=', input.year).executeTakeFirst();
  if (exists)
    await trx
      .updateTable('holiday_years')
      .set({ updated_at: now, updated_by: userId })
      .where('year', '=', input.year)
      .execute();
  else
    await trx.insertInto('holiday_years').values({ year: input.year, updated_at: now, updated_by: userId }).execute();
  const days = [
    ...input.holidays.map((day) => ({ day, year: input.year, kind: 'holiday' as const })),
    ...input.workdays.map((day) => ({ day, year: input.year, kind: 'workday' as const })),
  ];
  if (days.length > 0) await trx.insertInto('holiday_days').values(days).execute();
  await recordAudit(
    trx,
    {
      action: 'holiday-year-saved',
      outcome: 'success',
      userId,
      subject: String(input.year),
      detail: { holidays: input.holidays.length, workdays: input.workdays.length },
    },
    now,
  );
}

/** Whether `day` (a valid `YYYY-MM-DD`) is a working day on the calendar the server holds. */
export async function isWorkingDayOnServer(db: Kysely<Database>, day: string): Promise<boolean> {
  const listed = await db.selectFrom('holiday_days').select('kind').where('day', '=', day).executeTakeFirst();
  if (listed) return listed.kind === 'workday';
  return isWorkingDay(day, undefined);
}

/** The first working day on or after `day` (at most a month on: no published calendar closes longer). */
export async function nextWorkingDayOnServer(db: Kysely<Database>, day: string): Promise<string> {
  let candidate = day;
  for (let step = 0; step < 31 && !(await isWorkingDayOnServer(db, candidate)); step += 1)
    candidate = addDays(candidate, 1);
  return candidate;
}

/** Refuses a day that is not a working day (a delivery or pickup day where the calendar's rule applies). */
export async function requireWorkingDay(db: Kysely<Database>, day: string): Promise<void> {
  if (!(await isWorkingDayOnServer(db, day))) throw new AppError(ErrorCode.badRequest, calendarMessages.notAWorkingDay);
}
