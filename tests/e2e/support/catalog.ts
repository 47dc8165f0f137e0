import fs from 'node:fs';

export type TestLocale = 'en' | 'zh' | 'ru';
const CATALOGS = ['public', 'account', 'workspace', 'legal'];

/** msgid -> msgstr of the web's catalogs for a locale (contexts ignored). */
function readCatalogs(locale: Exclude<TestLocale, 'en'>): Map<string, string> {
  const entries = new Map<string, string>();
  for (const name of CATALOGS) {
    const text = fs.readFileSync(`src/locales/${locale}/${name}.po`, 'utf8');
    for (const block of text.split('\n\n')) {
      if (/^msgctxt /m.test(block)) continue;
      const id = block.match(/^msgid "(.*)"$/m);
      const str = block.match(/^msgstr "(.*)"$/m);
      if (id && str) entries.set(JSON.parse(`"${id[1]}"`) as string, JSON.parse(`"${str[1]}"`) as string);
    }
  }
  return entries;
}

const cache = new Map<string, Map<string, string>>();

/** The translation the web shows for an English source message (tests never hard-code translations). */
export function translationOf(locale: TestLocale, source: string): string {
  if (locale === 'en') return source;
  const catalog = cache.get(locale) ?? readCatalogs(locale);
  cache.set(locale, catalog);
  const translated = catalog.get(source);
  if (!translated) throw new Error(`No ${locale} translation for "${source}"`);
  return translated;
}

/** A pattern for a message with placeholders ({name}) or rich-text tags (<0>…</0>), as the screen renders it. */
export function patternOf(locale: TestLocale, source: string): RegExp {
  const escaped = translationOf(locale, source).replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(escaped.replace(/<\/?\d+>/g, '').replace(/\{\w+\}/g, '.*'));
}

/** Label lookups for one locale: `ui('Sign in')` is the exact text, `ui.pattern('Code sent…{n}')` a RegExp. */
export function uiTexts(locale: TestLocale) {
  const ui = (source: string) => translationOf(locale, source);
  ui.pattern = (source: string) => patternOf(locale, source);
  ui.locale = locale;
  return ui;
}
export type UiTexts = ReturnType<typeof uiTexts>;
