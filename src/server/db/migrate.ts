import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Db } from './connect';
import * as m0001 from './migrations/0001-platform';
import * as m0002 from './migrations/0002-accounts';

/** Every migration, in order. Listed statically so the bundled server carries them. */
const migrations: Record<string, Migration> = {
  '0001-platform': m0001,
  '0002-accounts': m0002,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db: db.kysely, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
