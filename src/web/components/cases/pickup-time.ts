import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat.js';
import 'dayjs/locale/ru.js';
import 'dayjs/locale/zh-cn.js';
import { DEFAULT_LOCALE, isLocale } from '../../../domain/locale';

dayjs.extend(localizedFormat);

// The locale files register themselves without changing dayjs's global locale; each call picks its own.
const DAYJS_LOCALES = { en: 'en', zh: 'zh-cn', ru: 'ru' } as const;

/** A courier pickup time (epoch ms) with its weekday, in the user's language and the device's time zone. */
export function formatPickupTime(at: number, locale: string): string {
  return dayjs(at)
    .locale(DAYJS_LOCALES[isLocale(locale) ? locale : DEFAULT_LOCALE])
    .format('LLLL');
}
