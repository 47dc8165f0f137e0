import { formatRelativeTime } from '../../lib/dates/dayjs-locale';
import { formatDateTime, formatTime } from '../../lib/dates/format-day';

/** "3 minutes ago", "3 分钟前", "3 минуты назад": the age of `at` in the interface language (never "in ..."). */
export function formatAge(at: number, now: number, locale: string): string {
  return formatRelativeTime(at, Math.max(at, now), locale);
}

/** "10:42" for a time of today, "14 May 2025, 10:42" (the interface's one format) for an older one. */
export function formatAsOf(at: number, now: number, locale: string): string {
  return new Date(at).toDateString() === new Date(now).toDateString()
    ? formatTime(at, locale)
    : formatDateTime(at, locale);
}
