import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime.js';
import 'dayjs/locale/ru.js';
import 'dayjs/locale/zh-cn.js';
import type { Locale } from '../../../../domain/locale';

dayjs.extend(relativeTime);

// The locale files register themselves without changing dayjs's global locale; each call picks its own.
const DAYJS_LOCALES: Record<Locale, string> = { en: 'en', zh: 'zh-cn', ru: 'ru' };

/** "3 minutes ago", "in 2 minutes", in the user's language. */
export function formatRelativeTime(at: number, now: number, locale: Locale): string {
  return dayjs(at).locale(DAYJS_LOCALES[locale]).from(dayjs(now));
}

/** The absolute time beside it (title, `<time dateTime>`), in the spec's format (section 9). */
export function formatDateTime(at: number): string {
  return dayjs(at).format('YYYY-MM-DD HH:mm:ss');
}
