import { isDay, type Day } from './calendar-days';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Whether the instant `at` falls on `day` in some time zone in use (UTC−12 to UTC+14). The server does not know the
 * device's time zone: a device sends the day it means with the moment (or its "today"), and the server checks that
 * the two can name each other before it trusts the day.
 */
export function isOnDaySomewhere(at: number, day: Day): boolean {
  if (!isDay(day)) return false;
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  return at >= midnightUtc - 14 * HOUR_MS && at < midnightUtc + 24 * HOUR_MS + 12 * HOUR_MS;
}

/** The calendar day of an instant in an IANA time zone ("Asia/Shanghai"); the device's own zone when not given. */
export function dayInTimeZone(at: number, timeZone?: string): Day {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}
