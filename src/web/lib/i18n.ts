import { i18n } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../domain/locale';

export { i18n };

/** localStorage key of the interface language the user chose (spec: "the choice is stored locally"). */
export const LOCALE_STORAGE_KEY = 'cuspid.locale';

export function readStoredLocale(): Locale {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

// The Lingui Vite plugin compiles the .po catalog on import; each locale becomes its own small chunk.
async function loadCatalog(locale: Locale) {
  const { messages } = await import(`../../locales/${locale}/messages.po`);
  return messages;
}

/** Loads and activates a locale and sets `<html lang>`; falls back to the default locale if the catalog cannot load. */
export async function activateLocale(locale: Locale): Promise<void> {
  try {
    i18n.loadAndActivate({ locale, messages: await loadCatalog(locale) });
  } catch (error) {
    if (locale === DEFAULT_LOCALE) throw error;
    i18n.loadAndActivate({ locale: DEFAULT_LOCALE, messages: await loadCatalog(DEFAULT_LOCALE) });
  }
  document.documentElement.lang = currentLocale();
}

/** The user picked a language: activate it and remember it for the next visit. */
export async function changeLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage may be unavailable (private mode, quota): the choice then lasts for this visit only.
  }
}
