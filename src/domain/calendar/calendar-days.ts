/**
 * Calendar days as `YYYY-MM-DD` text (spec section 9's date format), counted on the proleptic Gregorian calendar
 * in UTC so no time zone or daylight-saving change can shift a day. The date picker, the holiday calendar and the
 * lunar table all speak in these.
 */
export type Day = string;

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** The day `YYYY-MM-DD` of year, month (1-12) and day of month; the parts roll over like Date's do. */
export function dayOf(year: number, month: number, date: number): Day {
  const at = new Date(Date.UTC(2000, month - 1, date));
  at.setUTCFullYear(year + at.getUTCFullYear() - 2000);
  return `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

/** Year, month (1-12) and day of month of a real calendar day; null for any other text ("2024-02-30", "2024-2-1"). */
export function partsOf(day: string): { year: number; month: number; date: number } | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return dayOf(year, month, date) === day ? { year, month, date } : null;
}

export function isDay(text: string): boolean {
  return partsOf(text) !== null;
}

function mustParts(day: Day): { year: number; month: number; date: number } {
  const parts = partsOf(day);
  if (!parts) throw new RangeError(`Not a calendar day: ${day}`);
  return parts;
}

/** Days since 1970-01-01 (negative before it). */
export function dayNumber(day: Day): number {
  const { year, month, date } = mustParts(day);
  const at = new Date(Date.UTC(2000, month - 1, date));
  at.setUTCFullYear(year);
  return Math.round(at.getTime() / DAY_MS);
}

export function dayFromNumber(number: number): Day {
  const at = new Date(number * DAY_MS);
  return `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

export function addDays(day: Day, days: number): Day {
  return dayFromNumber(dayNumber(day) + days);
}

/** The same day of month `months` later (earlier when negative), or the month's last day when it is shorter. */
export function addMonths(day: Day, months: number): Day {
  const { year, month, date } = mustParts(day);
  const first = dayOf(year, month + months, 1);
  const { year: y, month: m } = mustParts(first);
  return dayOf(y, m, Math.min(date, daysInMonth(y, m)));
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return new Date(Date.UTC(2001, month, 0)).getUTCDate();
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export function isoWeekday(day: Day): number {
  const weekday = (((dayNumber(day) + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday (4)
  return weekday === 0 ? 7 : weekday;
}

/** The device's local calendar day of an instant. */
export function localDay(at: Date = new Date()): Day {
  return dayOf(at.getFullYear(), at.getMonth() + 1, at.getDate());
}
