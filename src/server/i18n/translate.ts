import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { LANGUAGE_HEADER, localeFromHeader, type Locale } from '../../domain/locale';
import { messages as en } from '../../locales/en/server.po';
import { messages as zh } from '../../locales/zh/server.po';
import { messages as ru } from '../../locales/ru/server.po';

// One I18n instance per locale, made once: requests in different languages never share mutable state.
const instances: Record<Locale, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en } }),
  zh: setupI18n({ locale: 'zh', messages: { zh } }),
  ru: setupI18n({ locale: 'ru', messages: { ru } }),
};

export function localeOfHeaders(headers: Record<string, string | string[] | undefined>): Locale {
  const value = headers[LANGUAGE_HEADER];
  return localeFromHeader(Array.isArray(value) ? value[0] : value);
}

/** Whether a string is the id of a catalog message (as the zod issues of src/domain carry). */
export function isMessageId(id: string): boolean {
  return id in en;
}

/** A descriptor, or a message id, in the given language; English where a translation is missing. */
export function translate(locale: Locale, message: MessageDescriptor | string, values?: Record<string, unknown>): string {
  const i18n = instances[locale];
  const descriptor = typeof message === 'string' ? { id: message } : message;
  const translated = i18n._(descriptor.id, values, { message: descriptor.message });
  // An empty translation in a catalog falls back to the English source.
  return translated === descriptor.id && locale !== 'en' ? instances.en._(descriptor.id, values, { message: descriptor.message }) : translated;
}
