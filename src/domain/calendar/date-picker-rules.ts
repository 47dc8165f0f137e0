import { z } from 'zod';
import { addDays, addMonths, dayNumber, dayOf, daysInMonth, isoWeekday, partsOf, type Day } from './calendar-days';

/**
 * The date picker's rules that are not drawing (spec sections 4, 5 and 9): the week's first day, the month grid,
 * which days can be chosen and where the keyboard goes. A range's rule and a typed date's rule are in
 * domain/validation (date-range.ts, typed-date.ts); the picker uses them as they are.
 */

/** The first day of the week is 1 (Monday) to 7 (Sunday), ISO numbering; Monday unless the user picks another. */
export const FIRST_DAY_OF_WEEK = { min: 1, max: 7, default: 1 } as const;
export const ZFirstDayOfWeek = z.number().int().min(FIRST_DAY_OF_WEEK.min).max(FIRST_DAY_OF_WEEK.max);

export function isFirstDayOfWeek(value: unknown): value is number {
  return ZFirstDayOfWeek.safeParse(value).success;
}

/** The seven ISO weekdays (1 Monday … 7 Sunday) in the order the grid's columns show them. */
export function weekdayColumns(firstDay: number): number[] {
  if (!isFirstDayOfWeek(firstDay)) throw new RangeError(`The first day of the week is 1 to 7, not ${firstDay}`);
  return Array.from({ length: 7 }, (_, index) => ((firstDay - 1 + index) % 7) + 1);
}

/** Six weeks of seven days that show `month` of `year`, starting on the week's first day (so every month fits). */
export function monthGrid(year: number, month: number, firstDay: number): Day[][] {
  const first = dayOf(year, month, 1);
  const lead = (isoWeekday(first) - weekdayColumns(firstDay)[0]! + 7) % 7;
  const start = addDays(first, -lead);
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, index) => addDays(start, week * 7 + index)),
  );
}

/** Which days a picker refuses: outside [min, max], or rejected by a rule of the field (non-working days, say). */
export type DayLimits = {
  min?: Day | undefined;
  max?: Day | undefined;
  isDisabled?: ((day: Day) => boolean) | undefined;
};

export function isDayDisabled(day: Day, limits: DayLimits): boolean {
  if (limits.min !== undefined && day < limits.min) return true;
  if (limits.max !== undefined && day > limits.max) return true;
  return limits.isDisabled?.(day) ?? false;
}

/** Whether a whole month (month view) or year (year view) holds no day that can be chosen. */
export function isMonthDisabled(year: number, month: number, limits: DayLimits): boolean {
  const last = daysInMonth(year, month);
  for (let date = 1; date <= last; date += 1) if (!isDayDisabled(dayOf(year, month, date), limits)) return false;
  return true;
}

export function isYearDisabled(year: number, limits: DayLimits): boolean {
  if (limits.min !== undefined && `${year}-12-31` < limits.min) return true;
  if (limits.max !== undefined && `${year}-01-01` > limits.max) return true;
  return false;
}

/** The keys the day grid answers (WAI-ARIA date grid): a day, a week, a month (a year with Shift), week start/end. */
export const NAVIGATION_KEYS = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'PageUp',
  'PageDown',
  'Home',
  'End',
] as const;
export type NavigationKey = (typeof NAVIGATION_KEYS)[number];

export function isNavigationKey(key: string): key is NavigationKey {
  return (NAVIGATION_KEYS as readonly string[]).includes(key);
}

/** Keyboard navigation looks this far (one year, spec section 5) for a day that can be chosen, then stays put. */
export const KEY_SEARCH_DAYS = 366;

function step(day: Day, key: Exclude<NavigationKey, 'Home' | 'End'>, shift: boolean): Day {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'PageUp':
      return addMonths(day, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(day, shift ? 12 : 1);
  }
}

/**
 * Where a key moves the focus from `from`. A move onto a disabled day is repeated until a day that can be chosen,
 * up to one year away; Home and End go to the first and last day of the week that can be chosen. Null when there is
 * none (the focus then stays where it is).
 */
export function navigate(
  from: Day,
  key: NavigationKey,
  limits: DayLimits,
  options: { shift?: boolean; firstDay?: number } = {},
): Day | null {
  if (key === 'Home' || key === 'End') {
    const column = weekdayColumns(options.firstDay ?? FIRST_DAY_OF_WEEK.default).indexOf(isoWeekday(from));
    const offsets =
      key === 'Home'
        ? Array.from({ length: column }, (_, index) => index - column)
        : Array.from({ length: 6 - column }, (_, index) => 6 - column - index);
    const found = offsets.map((offset) => addDays(from, offset)).find((day) => !isDayDisabled(day, limits));
    return found ?? null;
  }
  const origin = dayNumber(from);
  let day = step(from, key, options.shift ?? false);
  while (Math.abs(dayNumber(day) - origin) <= KEY_SEARCH_DAYS) {
    if (!isDayDisabled(day, limits)) return day;
    day = step(day, key, options.shift ?? false);
  }
  return null;
}

/**
 * The day a picker opens on: the value when it is a day, else today, moved into [min, max]; when that day cannot be
 * chosen, the nearest later one that can (up to a year), else the nearest earlier one.
 */
export function openingDay(value: string, today: Day, limits: DayLimits): Day {
  let day = partsOf(value) ? value : today;
  if (limits.min !== undefined && day < limits.min) day = limits.min;
  if (limits.max !== undefined && day > limits.max) day = limits.max;
  if (!isDayDisabled(day, limits)) return day;
  return navigate(day, 'ArrowRight', limits) ?? navigate(day, 'ArrowLeft', limits) ?? day;
}
