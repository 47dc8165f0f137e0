import { describe, expect, it } from 'vitest';
import { addMonths, daysInMonth, isoWeekday, partsOf } from './calendar-days';
import {
  isFirstDayOfWeek,
  isMonthDisabled,
  isYearDisabled,
  KEY_SEARCH_DAYS,
  monthGrid,
  navigate,
  openingDay,
  weekdayColumns,
} from './date-picker-rules';
import { isAcceptedTypedDate } from '../validation/typed-date';
import { dateRangeProblem } from '../validation/date-range';

describe('calendar days', () => {
  it('refuses text that is not a real day', () => {
    expect(partsOf('2024-02-29')).toEqual({ year: 2024, month: 2, date: 29 });
    expect(partsOf('2023-02-29')).toBeNull();
    expect(partsOf('2024-2-01')).toBeNull();
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(isoWeekday('2026-11-26')).toBe(4);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });

  it('keeps the month end when a month is shorter', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-03-31', -13)).toBe('2023-02-28');
  });
});

describe('first day of the week', () => {
  it('is 1 to 7', () => {
    expect([0, 1, 7, 8, 1.5].map(isFirstDayOfWeek)).toEqual([false, true, true, false, false]);
    expect(() => weekdayColumns(0)).toThrow();
  });

  it('orders the columns and starts every grid week on it', () => {
    expect(weekdayColumns(1)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weekdayColumns(7)).toEqual([7, 1, 2, 3, 4, 5, 6]);
    expect(weekdayColumns(3)).toEqual([3, 4, 5, 6, 7, 1, 2]);
    for (const firstDay of [1, 2, 3, 4, 5, 6, 7]) {
      const grid = monthGrid(2026, 11, firstDay);
      expect(grid).toHaveLength(6);
      expect(grid.every((week) => isoWeekday(week[0]!) === firstDay)).toBe(true);
      expect(grid.flat()).toContain('2026-11-01');
      expect(grid.flat()).toContain('2026-11-30');
      expect(grid[0]![0]! <= '2026-11-01').toBe(true);
      expect(grid[0]!.includes('2026-11-01')).toBe(true);
    }
  });
});

describe('typed dates and times', () => {
  it('are accepted only at the format length and when they parse', () => {
    expect(isAcceptedTypedDate('2026-11-26', 'YYYY-MM-DD')).toBe(true);
    expect(isAcceptedTypedDate('2026-11-2', 'YYYY-MM-DD')).toBe(false);
    expect(isAcceptedTypedDate('2026-11-261', 'YYYY-MM-DD')).toBe(false);
    expect(isAcceptedTypedDate('2026-02-30', 'YYYY-MM-DD')).toBe(false);
    expect(isAcceptedTypedDate('09:30', 'HH:mm')).toBe(true);
    expect(isAcceptedTypedDate('9:30', 'HH:mm')).toBe(false);
    expect(isAcceptedTypedDate('24:00', 'HH:mm')).toBe(false);
    expect(isAcceptedTypedDate('2026-11', 'YYYY-MM')).toBe(true);
    expect(isAcceptedTypedDate('2026-13', 'YYYY-MM')).toBe(false);
  });
});

describe('ranges', () => {
  const weekend = (day: Date) => day.getDay() === 0 || day.getDay() === 6;
  it('are valid only with both ends valid, start not after end, neither end disabled', () => {
    expect(dateRangeProblem('2026-11-02', '2026-11-02')).toBeUndefined();
    expect(dateRangeProblem('2026-11-02', '')).toBe('dateRangeIncomplete');
    expect(dateRangeProblem('2026-11-03', '2026-11-02')).toBe('dateRangeStartAfterEnd');
    expect(dateRangeProblem('2026-11-02', '2026-11-29', { isDisabled: weekend })).toBe('dateRangeDisabledDate');
    expect(dateRangeProblem('2026-11-28', '2026-11-30', { isDisabled: weekend })).toBe('dateRangeDisabledDate');
    expect(dateRangeProblem('2026-11-27', '2026-11-30', { isDisabled: weekend })).toBeUndefined();
  });
});

describe('keyboard navigation', () => {
  const weekends = { isDisabled: (day: string) => isoWeekday(day) >= 6 };

  it('moves by a day, a week, a month, a year and to the week ends', () => {
    expect(navigate('2026-11-26', 'ArrowRight', {})).toBe('2026-11-27');
    expect(navigate('2026-11-26', 'ArrowLeft', {})).toBe('2026-11-25');
    expect(navigate('2026-11-26', 'ArrowDown', {})).toBe('2026-12-03');
    expect(navigate('2026-11-26', 'ArrowUp', {})).toBe('2026-11-19');
    expect(navigate('2026-01-31', 'PageDown', {})).toBe('2026-02-28');
    expect(navigate('2026-11-26', 'PageUp', {}, { shift: true })).toBe('2025-11-26');
    expect(navigate('2026-11-26', 'Home', {})).toBe('2026-11-23');
    expect(navigate('2026-11-26', 'End', {})).toBe('2026-11-29');
    expect(navigate('2026-11-26', 'Home', {}, { firstDay: 7 })).toBe('2026-11-22');
    expect(navigate('2026-11-23', 'Home', {})).toBeNull();
  });

  it('skips disabled days in the direction of the move', () => {
    expect(navigate('2026-11-27', 'ArrowRight', weekends)).toBe('2026-11-30');
    expect(navigate('2026-11-30', 'ArrowLeft', weekends)).toBe('2026-11-27');
    expect(navigate('2026-11-26', 'ArrowRight', { max: '2026-11-26' })).toBeNull();
    expect(navigate('2026-11-26', 'End', weekends)).toBe('2026-11-27');
    expect(navigate('2026-11-27', 'End', weekends)).toBeNull();
    expect(navigate('2026-11-29', 'Home', weekends, { firstDay: 7 })).toBeNull();
    expect(navigate('2026-12-01', 'Home', weekends, { firstDay: 6 })).toBe('2026-11-30');
  });

  it('searches up to one year and no further', () => {
    const from = '2026-01-01';
    const found = '2026-12-31'; // 364 days on
    const onlyOne = (target: string) => ({ isDisabled: (day: string) => day !== target });
    expect(navigate(from, 'ArrowRight', onlyOne(found))).toBe(found);
    expect(navigate(from, 'ArrowRight', onlyOne('2027-01-02'))).toBe('2027-01-02'); // 366 days: the limit
    expect(KEY_SEARCH_DAYS).toBe(366);
    expect(navigate(from, 'ArrowRight', onlyOne('2027-01-03'))).toBeNull();
    expect(navigate(from, 'ArrowLeft', onlyOne('2024-12-31'))).toBe('2024-12-31'); // 366 days back
    expect(navigate(from, 'ArrowLeft', onlyOne('2024-12-30'))).toBeNull();
    expect(navigate(from, 'ArrowDown', onlyOne('2026-12-31'))).toBe('2026-12-31'); // 52 weeks on
    expect(navigate(from, 'ArrowDown', onlyOne('2027-01-07'))).toBeNull(); // 53 weeks: past a year
  });
});

describe('limits', () => {
  it('disable months and years with no day to choose, and open inside the limits', () => {
    const limits = { min: '2026-11-26', max: '2027-01-10' };
    expect(isMonthDisabled(2026, 10, limits)).toBe(true);
    expect(isMonthDisabled(2026, 11, limits)).toBe(false);
    expect(isMonthDisabled(2027, 2, limits)).toBe(true);
    expect(isYearDisabled(2025, limits)).toBe(true);
    expect(isYearDisabled(2027, limits)).toBe(false);
    expect(isYearDisabled(2028, limits)).toBe(true);
    expect(openingDay('', '2026-11-01', limits)).toBe('2026-11-26');
    expect(openingDay('2026-12-01', '2026-11-01', limits)).toBe('2026-12-01');
    expect(openingDay('2027-03-01', '2026-11-01', limits)).toBe('2027-01-10');
    const weekdaysOnly = { min: '2026-11-28', isDisabled: (day: string) => isoWeekday(day) >= 6 };
    expect(openingDay('', '2026-11-28', weekdaysOnly)).toBe('2026-11-30'); // a Saturday: the Monday after
    expect(openingDay('', '2026-11-29', { max: '2026-11-29', isDisabled: weekdaysOnly.isDisabled })).toBe('2026-11-27');
  });
});
