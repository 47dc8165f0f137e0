import { describe, expect, it } from 'vitest';
import { isWorkingDay, workingDayRule, ZHolidayYear } from './holidays';

const year2026 = { year: 2026, holidays: ['2026-10-01', '2026-10-02', '2026-10-03'], workdays: ['2026-10-10'] };

describe('working days', () => {
  it('are the listed make-up days, else weekdays that are not holidays', () => {
    expect(isWorkingDay('2026-10-10', year2026)).toBe(true); // a Saturday made a working day
    expect(isWorkingDay('2026-10-11', year2026)).toBe(false); // the Sunday after
    expect(isWorkingDay('2026-10-01', year2026)).toBe(false); // Thursday, National Day
    expect(isWorkingDay('2026-10-09', year2026)).toBe(true);
    expect(isWorkingDay('2027-01-02', undefined)).toBe(false);
    expect(isWorkingDay('2027-01-04', undefined)).toBe(true);
    const rule = workingDayRule([year2026]);
    for (const day of ['2026-10-10', '2026-10-11', '2026-10-01', '2026-10-09', '2027-01-02', '2027-01-04'])
      expect(rule(day)).toBe(isWorkingDay(day, day.startsWith('2026') ? year2026 : undefined));
  });
});

describe('a year as saved', () => {
  it('keeps real days of that year, each once, sorted', () => {
    const parsed = ZHolidayYear.parse({
      year: 2026,
      holidays: ['2026-10-02', '2026-10-01', '2026-10-02'],
      workdays: [],
    });
    expect(parsed.holidays).toEqual(['2026-10-01', '2026-10-02']);
  });

  it('refuses a day of another year, a day in both lists, a day that does not exist and years out of range', () => {
    expect(ZHolidayYear.safeParse({ year: 2026, holidays: ['2027-01-01'], workdays: [] }).success).toBe(false);
    expect(ZHolidayYear.safeParse({ year: 2026, holidays: ['2026-10-10'], workdays: ['2026-10-10'] }).success).toBe(
      false,
    );
    expect(ZHolidayYear.safeParse({ year: 2026, holidays: ['2026-02-30'], workdays: [] }).success).toBe(false);
    expect(ZHolidayYear.safeParse({ year: 1899, holidays: [], workdays: [] }).success).toBe(false);
    expect(ZHolidayYear.safeParse({ year: 2100, holidays: [], workdays: [] }).success).toBe(true);
    expect(ZHolidayYear.safeParse({ year: 2101, holidays: [], workdays: [] }).success).toBe(false);
  });
});
