// Extracts every message from src/ into the catalogs, then fails if any zh or ru translation is missing.
// Run in CI on a clean clone: a message added without its translations fails the build.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: ['ignore', 'ignore', 'inherit'] });

const missing = [];
for (const locale of ['zh', 'ru']) {
  for (const name of fs.readdirSync(`src/locales/${locale}`).filter((f) => f.endsWith('.po'))) {
    for (const entry of parsePo(fs.readFileSync(`src/locales/${locale}/${name}`, 'utf8'))) {
      if (entry.msgid !== '' && entry.msgstr === '') missing.push(`${locale}/${name}: ${entry.msgid}`);
    }
  }
}
if (missing.length) {
  console.error(`Missing translations (${missing.length}):\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log('i18n: every message has its zh and ru translation.');

/** Minimal .po reader: msgid/msgstr pairs, with continued lines joined. */
function parsePo(text) {
  const entries = [];
  let current = null;
  let field = null;
  for (const line of text.split('\n')) {
    const start = line.match(/^(msgid|msgstr) "(.*)"$/);
    if (start) {
      if (start[1] === 'msgid') {
        current = { msgid: '', msgstr: '' };
        entries.push(current);
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
