/** Row types of migration 0018: the holiday calendar's years and their listed days. */
export type CalendarDatabase = {
  holiday_years: HolidayYearTable;
  holiday_days: HolidayDayTable;
};

export type HolidayYearTable = {
  year: number;
  updated_at: number;
  /** The factory admin who last saved the year; null for the seeded lists. */
  updated_by: number | null;
};

export type HolidayDayTable = {
  day: string;
  year: number;
  /** 'holiday' (a public holiday) or 'workday' (a make-up working day). */
  kind: 'holiday' | 'workday';
};
