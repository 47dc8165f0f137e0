import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { generatePassword } from '../domain/accounts/generated-password';
import { loadConfig } from './config';
import { connectDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { adminErrorText, runAdminCommand, ADMIN_USAGE } from './modules/factory-staff/admin-commands';

/**
 * `npm run admin -- <command>`: the operator's first-run path on a production database, which starts empty
 * (issue 18, item 10). Commands and flags: ADMIN_USAGE. Works on the configured database (DATABASE_URL or the SQLite
 * file), migrating it first.
 */
async function readStdinLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    manufacturer: { type: 'string' },
    factory: { type: 'string', multiple: true },
    phone: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
    'password-stdin': { type: 'boolean' },
    help: { type: 'boolean' },
  },
});

if (values.help || positionals.length === 0) {
  console.log(ADMIN_USAGE);
  process.exit(values.help ? 0 : 2);
}

const config = loadConfig();
fs.mkdirSync(config.dataDir, { recursive: true });
const db = connectDatabase(config.database);
try {
  await migrateToLatest(db);
  const password = values['password-stdin'] ? await readStdinLine() : undefined;
  const lines = await runAdminCommand(db.kysely, positionals, { ...values, password, generatePassword });
  console.log(lines.join('\n'));
} catch (error) {
  console.error(adminErrorText(error));
  process.exitCode = 1;
} finally {
  await db.close();
}
