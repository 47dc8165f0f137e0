import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Db } from './connect';
import * as m0001 from './migrations/0001-platform';
import * as m0002 from './migrations/0002-accounts';
import * as m0003 from './migrations/0003-objects';
import * as m0004 from './migrations/0004-clinics';
import * as m0005 from './migrations/0005-notifications';
import * as m0006 from './migrations/0006-patients';
import * as m0007 from './migrations/0007-patient-models';
import * as m0008 from './migrations/0008-cases';
import * as m0009 from './migrations/0009-case-list-indexes';
import * as m0011 from './migrations/0011-retired-objects';
import * as m0012 from './migrations/0012-decoy-password-locks';

/** Every migration, in order. Listed statically so the bundled server carries them. */
const migrations: Record<string, Migration> = {
  '0001-platform': m0001,
  '0002-accounts': m0002,
  '0003-objects': m0003,
  '0004-clinics': m0004,
  '0005-notifications': m0005,
  '0006-patients': m0006,
  '0007-patient-models': m0007,
  '0008-cases': m0008,
  '0009-case-list-indexes': m0009,
  '0011-retired-objects': m0011,
  '0012-decoy-password-locks': m0012,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Applies pending migrations. On PostgreSQL `schema` names where the migration bookkeeping lives (tests give each
 * file a schema of its own; without it Kysely would find another schema's lock table on the search path).
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<string[]> {
  const migrator = new Migrator({ db: db.kysely, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
