import { describe, expect, it } from 'vitest';
import { activateLocale, changeLocale, i18n, LOCALE_STORAGE_KEY, readStoredLocale } from './i18n';

describe('i18n', () => {
  it('defaults to English', () => {
    expect(readStoredLocale()).toBe('en');
  });

  it('restores the stored choice and ignores junk', () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'zh');
    expect(readStoredLocale()).toBe('zh');
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'fr');
    expect(readStoredLocale()).toBe('en');
  });

  it('loads the compiled .po catalog of a locale and sets <html lang>', async () => {
    await activateLocale('zh');
    expect(i18n.locale).toBe('zh');
    expect(document.documentElement.lang).toBe('zh');
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(0);
  });

  it('stores the locale only when the user changes it', async () => {
    await activateLocale('ru');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
    await changeLocale('ru');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ru');
  });
});
