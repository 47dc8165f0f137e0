import { dayNumber, isDay, type Day } from './calendar-days';
import { LUNAR_FIRST_NEW_YEAR, LUNAR_FIRST_YEAR, LUNAR_YEARS } from './lunar-table';

/**
 * A Gregorian day's date on the Chinese lunar calendar, from the generated table (lunar-table.ts), for every day
 * 1900-01-01 … 2100-12-31 (spec section 9). The browser's Intl Chinese calendar is not used: it is wrong on hundreds
 * of days in that range (Chinese New Year 2027 and 2030, the leap months of 1917, 1922 and 1987, among others).
 */
export type LunarDate = { year: number; month: number; isLeapMonth: boolean; day: number };

export const LUNAR_RANGE = { first: '1900-01-01', last: '2100-12-31' } as const;

type YearLayout = { start: number; leap: number; months: number[] };

let layouts: YearLayout[] | undefined;

function yearLayouts(): YearLayout[] {
  if (layouts) return layouts;
  let start = dayNumber(LUNAR_FIRST_NEW_YEAR);
  layouts = LUNAR_YEARS.map((code) => {
    const leap = Math.floor(code / 2 ** 13);
    const months = Array.from({ length: leap ? 13 : 12 }, (_, month) =>
      Math.floor(code / 2 ** month) % 2 === 1 ? 30 : 29,
    );
    const layout = { start, leap, months };
    start += months.reduce((sum, days) => sum + days, 0);
    return layout;
  });
  return layouts;
}

/** The lunar date of `day`, or null outside 1900-2100 or for text that is not a day. */
export function lunarDateOf(day: Day): LunarDate | null {
  if (!isDay(day) || day < LUNAR_RANGE.first || day > LUNAR_RANGE.last) return null;
  const number = dayNumber(day);
  const all = yearLayouts();
  let index = all.length - 1;
  while (index > 0 && all[index]!.start > number) index -= 1;
  const layout = all[index]!;
  let offset = number - layout.start;
  for (let position = 0; position < layout.months.length; position += 1) {
    const length = layout.months[position]!;
    if (offset < length) {
      const afterLeap = layout.leap > 0 && position > layout.leap;
      const isLeapMonth = layout.leap > 0 && position === layout.leap;
      return {
        year: LUNAR_FIRST_YEAR + index,
        month: afterLeap || isLeapMonth ? position : position + 1,
        isLeapMonth,
        day: offset + 1,
      };
    }
    offset -= length;
  }
  return null;
}
