import { z } from 'zod';
import { HOLIDAY_YEARS, ZHolidayYear } from './holidays';

/** Platform service routes of the holiday calendar (issue 14; the spec's "Calendar" entity). */
export const HOLIDAY_PATHS = {
  list: '/v1/calendar/holidays/list',
  save: '/v1/calendar/holidays/save',
} as const;

const ZYear = z.number().int().min(HOLIDAY_YEARS.min).max(HOLIDAY_YEARS.max);

/** The years from..to (at most 10 at a time); only years the calendar has lists for are answered. */
export const ZHolidayListRequest = z
  .object({ fromYear: ZYear, toYear: ZYear })
  .refine((value) => value.fromYear <= value.toYear && value.toYear - value.fromYear < 10, { path: ['toYear'] });

export const ZHolidayYearView = z.object({
  year: z.number().int(),
  holidays: z.array(z.string()),
  workdays: z.array(z.string()),
  updatedAt: z.number(),
  /** The factory admin who last saved the year; null for the seeded lists. */
  updatedBy: z.string().nullable(),
});
export type THolidayYearView = z.infer<typeof ZHolidayYearView>;

export const ZHolidayList = z.array(ZHolidayYearView);

export { ZHolidayYear as ZSaveHolidayYearRequest };
