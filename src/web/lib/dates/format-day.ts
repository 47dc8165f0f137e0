import { partsOf, type Day } from '../../../domain/calendar/calendar-days';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../domain/locale';

/**
 * Calendar days written for people, in the interface language, with the month as a word so no reader can take the
 * day for the month (never "02/03/1987"): "Thu, 26 Nov 2026", "2026年11月26日周四", "чт, 26 нояб. 2026 г.".
 * Days are `YYYY-MM-DD` and written in UTC, so the device's time zone cannot move them.
 */
const INTL_TAGS: Record<Locale, string> = { en: 'en-GB', zh: 'zh-CN', ru: 'ru-RU' };

function tagOf(locale: string): string {
  return INTL_TAGS[isLocale(locale) ? locale : DEFAULT_LOCALE];
}

function utcOf(day: Day): Date | null {
  const parts = partsOf(day);
  if (!parts) return null;
  const at = new Date(Date.UTC(2000, parts.month - 1, parts.date));
  at.setUTCFullYear(parts.year);
  return at;
}

export function formatDay(day: Day, locale: string, options: { weekday?: boolean } = {}): string {
  const at = utcOf(day);
  if (!at) return day;
  return new Intl.DateTimeFormat(tagOf(locale), {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(options.weekday === false ? {} : { weekday: 'short' }),
  }).format(at);
}

const DAY_PARTS = { year: 'numeric', month: 'short', day: 'numeric' } as const;
const TIME_PARTS = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A moment (epoch ms, ISO text or Date) as the device's clock shows it; a calendar day stays that day. */
type Moment = number | string | Date;

const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

function dateOf(at: Moment): Date | null {
  if (typeof at === 'string' && !INSTANT_PATTERN.test(at)) return null;
  const date = at instanceof Date ? at : new Date(at);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * **The** date of the interface: "24 Nov 2026", "2026年11月24日", "24 нояб. 2026 г.". A `YYYY-MM-DD` day (a birth
 * date, a stage date) is written as that day whatever the time zone; a moment in the device's time zone.
 * Text that is neither comes back as it is, so nothing typed is ever lost from view.
 */
export function formatDate(at: Moment, locale: string): string {
  if (typeof at === 'string' && DAY_PATTERN.test(at)) return formatDay(at as Day, locale, { weekday: false });
  const date = dateOf(at);
  if (!date) return String(at);
  return new Intl.DateTimeFormat(tagOf(locale), DAY_PARTS).format(date);
}

/** The date and the time on a 24-hour clock: "24 Nov 2026, 14:05", "2026年11月24日 14:05", "24 нояб. 2026 г., 14:05". */
export function formatDateTime(at: Moment, locale: string, options: { weekday?: boolean } = {}): string {
  const date = dateOf(at);
  if (!date) return String(at);
  const weekday = options.weekday ? ({ weekday: 'short' } as const) : {};
  return new Intl.DateTimeFormat(tagOf(locale), { ...weekday, ...DAY_PARTS, ...TIME_PARTS }).format(date);
}

/** The time alone, "14:05", for a moment of today. */
export function formatTime(at: Moment, locale: string): string {
  const date = dateOf(at);
  if (!date) return String(at);
  return new Intl.DateTimeFormat(tagOf(locale), TIME_PARTS).format(date);
}

/** "November 2026", "2026年11月", "ноябрь 2026 г.": the calendar's heading. */
export function formatMonthYear(year: number, month: number, locale: string): string {
  return new Intl.DateTimeFormat(tagOf(locale), { timeZone: 'UTC', year: 'numeric', month: 'long' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** The twelve month names, January first, as the month view shows them. */
export function monthNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(tagOf(locale), { timeZone: 'UTC', month: 'short' });
  return Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2001, index, 1))));
}

/** The name of an ISO weekday (1 Monday … 7 Sunday), short ("Mon", "一", "пн") or long. */
export function weekdayName(isoWeekday: number, locale: string, width: 'narrow' | 'short' | 'long' = 'short'): string {
  // 2001-01-01 was a Monday.
  return new Intl.DateTimeFormat(tagOf(locale), { timeZone: 'UTC', weekday: width }).format(
    new Date(Date.UTC(2001, 0, isoWeekday)),
  );
}
