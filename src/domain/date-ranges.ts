import { DATES, type QuickRangeKey } from './constants';

/**
 * Date ranges in the device's local time, as epoch ms: a range runs from the start of its first day to the last
 * millisecond of its last day (inclusive). Days are counted on the calendar (year, month, day), never as 24-hour
 * steps, so a day that is 23 or 25 hours long (a DST change) still starts at its own midnight.
 */
export type DateRange = { from: number; to: number };

export type { QuickRangeKey };

export const QUICK_RANGE_KEYS: readonly QuickRangeKey[] = DATES.quickRanges.map((range) => range.key);

/** Midnight at the start of the calendar day `days` after (negative: before) the day of `date`. */
export function startOfLocalDay(date: Date, days = 0): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** The last millisecond of the calendar day `days` after the day of `date`. */
export function endOfLocalDay(date: Date, days = 0): Date {
  return new Date(startOfLocalDay(date, days + 1).getTime() - 1);
}

/** The local calendar day as `YYYY-MM-DD` (spec section 9's date format). */
export function localDayString(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `YYYY-MM-DD` as that day's local midnight; null for anything else (or a day that does not exist). */
export function parseLocalDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(year, month - 1, date);
  const exists = parsed.getFullYear() === year && parsed.getMonth() === month - 1 && parsed.getDate() === date;
  return exists ? parsed : null;
}

/**
 * A quick range of spec section 9 (today, yesterday, last week, last month = 30 days, last 3 months = 90 days)
 * around `now`: from the start of its first day to the end of its last (today, for all but yesterday).
 */
export function quickRange(name: QuickRangeKey, now: Date): DateRange {
  const range = DATES.quickRanges.find((candidate) => candidate.key === name);
  if (!range) throw new Error(`Unknown quick range: ${String(name)}`);
  return {
    from: startOfLocalDay(now, -range.startDaysAgo).getTime(),
    to: endOfLocalDay(now, -range.endDaysAgo).getTime(),
  };
}

/** A custom range of two calendar days (in either order), both included; null while either is not a valid day. */
export function dayRange(firstDay: string, lastDay: string): DateRange | null {
  const first = parseLocalDay(firstDay);
  const last = parseLocalDay(lastDay);
  if (!first || !last) return null;
  const [start, end] = first <= last ? [first, last] : [last, first];
  return { from: start.getTime(), to: endOfLocalDay(end).getTime() };
}
