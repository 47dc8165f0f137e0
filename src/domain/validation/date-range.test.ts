import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateRangeProblem, isValidDateRange } from './date-range';
import { validationMessages } from './messages';

const isWeekend = (date: Date) => date.getDay() === 0 || date.getDay() === 6;

describe('date range', () => {
  it('accepts a start before or equal to the end', () => {
    expect(isValidDateRange('2024-03-01', '2024-03-02')).toBe(true);
    expect(isValidDateRange('2024-03-01', '2024-03-01')).toBe(true);
    expect(isValidDateRange(new Date(2024, 2, 1, 10), new Date(2024, 2, 1, 10))).toBe(true);
  });

  it('refuses a start one day or one second after the end', () => {
    expect(dateRangeProblem('2024-03-02', '2024-03-01')).toBe('dateRangeStartAfterEnd');
    expect(dateRangeProblem('2024-03-01 10:00:01', '2024-03-01 10:00:00')).toBe('dateRangeStartAfterEnd');
  });

  it('needs two valid ends', () => {
    expect(dateRangeProblem(null, '2024-03-01')).toBe('dateRangeIncomplete');
    expect(dateRangeProblem('2024-03-01', undefined)).toBe('dateRangeIncomplete');
    expect(dateRangeProblem('2024-02-30', '2024-03-01')).toBe('dateRangeIncomplete');
    expect(dateRangeProblem(new Date(Number.NaN), new Date())).toBe('dateRangeIncomplete');
  });

  it('refuses a disabled end but not a disabled day in between', () => {
    // 2024-03-01 is a Friday, 2024-03-02 a Saturday, 2024-03-04 a Monday.
    expect(isValidDateRange('2024-03-01', '2024-03-04', { isDisabled: isWeekend })).toBe(true);
    expect(dateRangeProblem('2024-03-01', '2024-03-02', { isDisabled: isWeekend })).toBe('dateRangeDisabledDate');
    expect(dateRangeProblem('2024-03-02', '2024-03-04', { isDisabled: isWeekend })).toBe('dateRangeDisabledDate');
  });

  it('names a message for every problem', () => {
    for (const key of ['dateRangeIncomplete', 'dateRangeStartAfterEnd', 'dateRangeDisabledDate'] as const) {
      expect(validationMessages[key].message).toBeTruthy();
    }
  });

  it('property: two valid dates make a valid range in exactly one order unless equal', () => {
    const date = fc.date({ min: new Date(2000, 0, 1), max: new Date(2040, 0, 1), noInvalidDate: true });
    fc.assert(
      fc.property(date, date, (a, b) => {
        const forward = isValidDateRange(a, b);
        const backward = isValidDateRange(b, a);
        return a.getTime() === b.getTime() ? forward && backward : forward !== backward;
      }),
    );
  });
});
