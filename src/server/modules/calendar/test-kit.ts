import type { Kysely } from 'kysely';
import { dayOf, daysInMonth, isoWeekday } from '../../../domain/calendar/calendar-days';
import type { Database } from '../../db/schema';

/**
 * Tests only: makes every day of the years given a working day (weekends listed as make-up working days, no
 * holidays), so a test about something else can ship or book on any day the clock shows.
 */
export async function makeEveryDayWorking(db: Kysely<Database>, years: number[]): Promise<void> {
  for (const year of years) {
    await db.deleteFrom('holiday_days').where('year', '=', year).execute();
    await db.deleteFrom('holiday_years').where('year', '=', year).execute();
    await db.insertInto('holiday_years').values({ year, updated_at: Date.now(), updated_by: null }).execute();
    const weekends: string[] = [];
    for (let month = 1; month <= 12; month += 1)
      for (let date = 1; date <= daysInMonth(year, month); date += 1) {
        const day = dayOf(year, month, date);
        if (isoWeekday(day) >= 6) weekends.push(day);
      }
    await db
      .insertInto('holiday_days')
      .values(weekends.map((day) => ({ day, year, kind: 'workday' as const })))
      .execute();
  }
}

/** This year and the next, the years a test's "today + a few days" can fall in. */
export function currentYears(now = Date.now()): number[] {
  const year = new Date(now).getUTCFullYear();
  return [year - 1, year, year + 1];
}
