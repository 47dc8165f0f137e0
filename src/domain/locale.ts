/** The interface languages. `en` is the default; the HTTP language header carries the upper-case form. */
export const LOCALES = ['en', 'zh', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The cookie that tells the server the web's language (the web writes it at start): a signed-in start's page announces
 * that language's catalog (server/http/static-web.ts).
 */
export const LOCALE_COOKIE = 'cuspid_locale';

/** Name of the request header that carries the language (value EN, ZH or RU). */
export const LANGUAGE_HEADER = 'language';

export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', zh: '中文', ru: 'Русский' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** `EN` -> `en`; anything unknown or missing -> the default. Accepts `zh-CN`-style tags too. */
export function localeFromHeader(value: string | undefined | null): Locale {
  const tag = (value ?? '').trim().toLowerCase().split(/[-_,;]/)[0];
  return isLocale(tag) ? tag : DEFAULT_LOCALE;
}

export function localeToHeader(locale: Locale): string {
  return locale.toUpperCase();
}
