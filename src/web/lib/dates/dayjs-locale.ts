import dayjs, { type Dayjs } from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime.js';
import 'dayjs/locale/ru.js';
import 'dayjs/locale/zh-cn.js';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../domain/locale';

dayjs.extend(relativeTime);

// The locale files register themselves without changing dayjs's global locale; each call picks its own.
const DAYJS_LOCALES: Record<Locale, string> = { en: 'en', zh: 'zh-cn', ru: 'ru' };

/** `at` as a dayjs speaking the interface language (an unknown language reads as the default one). */
export function dayjsIn(at: number, locale: string): Dayjs {
  return dayjs(at).locale(DAYJS_LOCALES[isLocale(locale) ? locale : DEFAULT_LOCALE]);
}

/** "3 minutes ago", "in 2 minutes", "3 分钟前", "3 минуты назад": `at` as seen from `now`, in the interface language. */
export function formatRelativeTime(at: number, now: number, locale: string): string {
  return dayjsIn(at, locale).from(dayjs(now));
}
