import fs from 'node:fs';

/** The translation the first route's catalog holds for an English source message (so tests do not hard-code translations). */
export function translationOf(locale: 'zh' | 'ru', source: string): string {
  const text = fs.readFileSync(`src/locales/${locale}/public.po`, 'utf8');
  for (const block of text.split('\n\n')) {
    if (/^msgctxt /m.test(block)) continue;
    const id = block.match(/^msgid "(.*)"$/m);
    const str = block.match(/^msgstr "(.*)"$/m);
    if (id && str && JSON.parse(`"${id[1]}"`) === source) {
      const translated = JSON.parse(`"${str[1]}"`) as string;
      if (!translated) throw new Error(`No ${locale} translation for "${source}"`);
      return translated;
    }
  }
  throw new Error(`"${source}" is not in the ${locale} catalog`);
}
