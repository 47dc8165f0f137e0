import { loadConfig } from './config';
import { connectDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';

/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
const config = loadConfig();
const db = connectDatabase(config.database);
const applied = await migrateToLatest(db);
console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
await db.close();
