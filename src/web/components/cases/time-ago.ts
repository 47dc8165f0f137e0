import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime.js';
import 'dayjs/locale/ru.js';
import 'dayjs/locale/zh-cn.js';
import { isLocale, type Locale } from '../../../domain/locale';

dayjs.extend(relativeTime);

// The locale files register themselves without changing dayjs's global locale; each call picks its own.
const DAYJS_LOCALES: Record<Locale, string> = { en: 'en', zh: 'zh-cn', ru: 'ru' };

/** "3 minutes ago", "3 分钟前", "3 минуты назад": the age of `at` in the interface language. */
export function formatAge(at: number, now: number, locale: string): string {
  return dayjs(at)
    .locale(DAYJS_LOCALES[isLocale(locale) ? locale : 'en'])
    .from(dayjs(Math.max(at, now)));
}

/** "10:42" for a time of today, "2025-05-14 10:42" for an older one. */
export function formatAsOf(at: number, now: number): string {
  return dayjs(at).isSame(now, 'day') ? dayjs(at).format('HH:mm') : dayjs(at).format('YYYY-MM-DD HH:mm');
}
