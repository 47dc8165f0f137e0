// Extracts every message from src/ into the catalogs, then fails if any zh or ru translation is missing.
// Run in CI on a clean clone: a message added without its translations fails the build.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: ['ignore', 'ignore', 'inherit'] });

const missing = [];
// One message, one translation: the same words (and context) in two catalogs read alike on every screen.
const translations = new Map();
for (const locale of ['zh', 'ru']) {
  for (const name of fs.readdirSync(`src/locales/${locale}`).filter((f) => f.endsWith('.po'))) {
    for (const entry of parsePo(fs.readFileSync(`src/locales/${locale}/${name}`, 'utf8'))) {
      if (entry.msgid !== '' && entry.msgstr === '') missing.push(`${locale}/${name}: ${entry.msgid}`);
      if (entry.msgid === '' || entry.msgstr === '') continue;
      const key = `${locale}\u0000${entry.msgctxt}\u0000${entry.msgid}`;
      translations.set(key, [...(translations.get(key) ?? []), `${name}: ${entry.msgstr}`]);
    }
  }
}
const differing = [...translations].filter(
  ([, found]) => new Set(found.map((one) => one.replace(/^[^:]+: /, ''))).size > 1,
);
if (missing.length) {
  console.error(`Missing translations (${missing.length}):\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
if (differing.length) {
  const lines = differing.map(
    ([key, found]) => `${key.split('\u0000').filter(Boolean).join(' | ')}: ${found.join(' / ')}`,
  );
  console.error(`Translated differently in two catalogs (${differing.length}):\n  ${lines.join('\n  ')}`);
  process.exit(1);
}
console.log('i18n: every message has its zh and ru translation, the same in every catalog.');

/** Minimal .po reader: msgctxt/msgid/msgstr, with continued lines joined. */
function parsePo(text) {
  const entries = [];
  let current = null;
  let field = null;
  let context = '';
  for (const line of text.split('\n')) {
    const start = line.match(/^(msgctxt|msgid|msgstr) "(.*)"$/);
    if (start) {
      if (start[1] === 'msgctxt') {
        context = JSON.parse(`"${start[2]}"`);
        field = null;
        continue;
      }
      if (start[1] === 'msgid') {
        current = { msgctxt: context, msgid: '', msgstr: '' };
        entries.push(current);
        context = '';
      }
      field = start[1];
      current[field] = JSON.parse(`"${start[2]}"`);
    } else if (current && field && /^"(.*)"$/.test(line)) {
      current[field] += JSON.parse(line);
    } else {
      field = null;
    }
  }
  return entries;
}
