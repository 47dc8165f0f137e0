import dayjs from 'dayjs';
import { formatRelativeTime } from '../../lib/dates/dayjs-locale';

/** "3 minutes ago", "3 分钟前", "3 минуты назад": the age of `at` in the interface language (never "in ..."). */
export function formatAge(at: number, now: number, locale: string): string {
  return formatRelativeTime(at, Math.max(at, now), locale);
}

/** "10:42" for a time of today, "2025-05-14 10:42" for an older one. */
export function formatAsOf(at: number, now: number): string {
  return dayjs(at).isSame(now, 'day') ? dayjs(at).format('HH:mm') : dayjs(at).format('YYYY-MM-DD HH:mm');
}
