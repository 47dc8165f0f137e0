/**
 * Build step (npm run build, after the web build): renders the public pages of web/prerender in every language and
 * writes them to <web build>/prerendered.json, `{ [path]: { [locale]: html } }`, which the server reads at start.
 * Run as `node dist/server/prerender.js dist/web`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../../domain/locale';
import { PRERENDERED_FILE, type PrerenderedPages } from '../../domain/prerendered';
import { PRERENDERED_PATHS, prerenderPage } from './prerender-page';

const outDir = process.argv[2];
if (!outDir) throw new Error('Usage: node dist/server/prerender.js <web build directory>');
const pages: PrerenderedPages = {};
for (const page of PRERENDERED_PATHS) {
  const byLocale: PrerenderedPages[string] = {};
  // One after another: the language is the app's one active Lingui locale.
  for (const locale of LOCALES) byLocale[locale] = await prerenderPage(page, locale);
  pages[page] = byLocale;
}
fs.writeFileSync(path.join(outDir, PRERENDERED_FILE), JSON.stringify(pages));
console.log(`prerendered ${PRERENDERED_PATHS.join(', ')} in ${LOCALES.join(', ')} -> ${PRERENDERED_FILE}`);
