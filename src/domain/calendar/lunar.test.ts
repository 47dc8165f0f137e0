import { LunarYear, Solar } from 'lunar-javascript';
import { describe, expect, it } from 'vitest';
import { addDays, partsOf } from './calendar-days';
import { LUNAR_RANGE, lunarDateOf } from './lunar';

describe('the lunar table', () => {
  it('agrees with lunar-javascript on every day from 1900-01-01 to 2100-12-31', () => {
    // The library's months (first day, length, leap or not) walked day by day: every day of the range is compared.
    const wrong: string[] = [];
    let count = 0;
    for (let lunarYear = 1899; lunarYear <= 2100; lunarYear += 1) {
      for (const month of LunarYear.fromYear(lunarYear).getMonthsInYear()) {
        const first = Solar.fromJulianDay(month.getFirstJulianDay()).toYmd();
        for (let offset = 0; offset < month.getDayCount(); offset += 1) {
          const day = addDays(first, offset);
          if (day < LUNAR_RANGE.first || day > LUNAR_RANGE.last) continue;
          const expected = {
            year: month.getYear(),
            month: Math.abs(month.getMonth()),
            isLeapMonth: month.getMonth() < 0,
            day: offset + 1,
          };
          const actual = lunarDateOf(day);
          if (JSON.stringify(actual) !== JSON.stringify(expected) && wrong.length < 5)
            wrong.push(`${day}: ${JSON.stringify(actual)}`);
          count += 1;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(count).toBe(73_414);
  });

  it("agrees with the library's day-by-day conversion on a sample of days", () => {
    for (let day: string = LUNAR_RANGE.first; day <= LUNAR_RANGE.last; day = addDays(day, 97)) {
      const { year, month, date } = partsOf(day)!;
      const expected = Solar.fromYmd(year, month, date).getLunar();
      expect(lunarDateOf(day), day).toEqual({
        year: expected.getYear(),
        month: Math.abs(expected.getMonth()),
        isLeapMonth: expected.getMonth() < 0,
        day: expected.getDay(),
      });
    }
  });

  it('has the days the browser calendar gets wrong', () => {
    expect(lunarDateOf('2027-02-06')).toEqual({ year: 2027, month: 1, isLeapMonth: false, day: 1 });
    expect(lunarDateOf('2030-02-03')).toEqual({ year: 2030, month: 1, isLeapMonth: false, day: 1 });
    expect(lunarDateOf('1917-03-23')).toEqual({ year: 1917, month: 2, isLeapMonth: true, day: 1 });
    expect(lunarDateOf('1922-06-25')).toEqual({ year: 1922, month: 5, isLeapMonth: true, day: 1 });
    expect(lunarDateOf('1987-07-26')).toEqual({ year: 1987, month: 6, isLeapMonth: true, day: 1 });
    expect(lunarDateOf('1987-08-24')).toEqual({ year: 1987, month: 7, isLeapMonth: false, day: 1 });
  });

  it('answers null outside 1900-2100 and for text that is not a day', () => {
    expect(lunarDateOf('1899-12-31')).toBeNull();
    expect(lunarDateOf('2101-01-01')).toBeNull();
    expect(lunarDateOf('2024-02-30')).toBeNull();
    expect(lunarDateOf('1900-01-01')).toEqual({ year: 1899, month: 12, isLeapMonth: false, day: 1 });
    expect(lunarDateOf('2100-12-31')).toEqual({ year: 2100, month: 12, isLeapMonth: false, day: 1 });
  });
});
