import { z } from 'zod';
import { isDay, isoWeekday, type Day } from './calendar-days';
import { messageId } from '../validation/messages';
import { calendarMessages } from './calendar-messages';

/**
 * The holiday calendar (spec section 3, "Calendar"): for each year, the public holidays and the working days that
 * make up for them (China moves working days onto weekends around long holidays). A day is a working day when the
 * year lists it as one, else when the year lists it as a holiday it is not, else Monday to Friday are. A year the
 * server has no list for falls back to Monday to Friday. Dates are published late each year, so the lists live on
 * the server and a factory admin edits them (docs/calendar.md).
 */
export type HolidayYear = { year: number; holidays: Day[]; workdays: Day[] };

/** The years a calendar can hold: the picker's and the lunar table's range. */
export const HOLIDAY_YEARS = { min: 1900, max: 2100 } as const;

export function isWorkingDay(day: Day, year: Pick<HolidayYear, 'holidays' | 'workdays'> | undefined): boolean {
  if (year?.workdays.includes(day)) return true;
  if (year?.holidays.includes(day)) return false;
  return isoWeekday(day) <= 5;
}

/** One lookup for many days: the calendar's years by number. */
export function workingDayRule(years: readonly HolidayYear[]): (day: Day) => boolean {
  const byYear = new Map(
    years.map((year) => [year.year, { holidays: new Set(year.holidays), workdays: new Set(year.workdays) }]),
  );
  return (day) => {
    const year = byYear.get(Number(day.slice(0, 4)));
    if (year?.workdays.has(day)) return true;
    if (year?.holidays.has(day)) return false;
    return isoWeekday(day) <= 5;
  };
}

const ZDayList = z.array(z.string().refine(isDay, { message: messageId('dateInvalid') })).max(366);

/** A year as the factory admin saves it: every day real and in that year, none listed twice or in both lists. */
export const ZHolidayYear = z
  .object({
    year: z.number().int().min(HOLIDAY_YEARS.min).max(HOLIDAY_YEARS.max),
    holidays: ZDayList,
    workdays: ZDayList,
  })
  .superRefine((value, context) => {
    for (const list of ['holidays', 'workdays'] as const) {
      value[list].forEach((day, index) => {
        if (isDay(day) && Number(day.slice(0, 4)) !== value.year)
          context.addIssue({ code: 'custom', path: [list, index], message: calendarMessages.holidayDayOutsideYear.id });
      });
    }
    const holidays = new Set(value.holidays);
    value.workdays.forEach((day, index) => {
      if (holidays.has(day))
        context.addIssue({
          code: 'custom',
          path: ['workdays', index],
          message: calendarMessages.holidayDayInBothLists.id,
        });
    });
  })
  .transform((value) => ({
    year: value.year,
    holidays: [...new Set(value.holidays)].sort(),
    workdays: [...new Set(value.workdays)].sort(),
  }));
export type THolidayYear = z.output<typeof ZHolidayYear>;
