import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { lineMigrations } from '../lines/registry';
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
import * as m0013 from './migrations/0013-order-lines';
import * as m0014 from './migrations/0014-keyset-indexes';
import * as m0015 from './migrations/0015-factory-staff';
import * as m0017 from './migrations/0017-drug-reference';
import * as m0018 from './migrations/0018-holiday-calendar';
import * as m0019 from './migrations/0019-scale-out';
import * as m0020 from './migrations/0020-plan-document-name';
import * as m0022 from './migrations/0022-order-factories';
import * as m0023 from './migrations/0023-cloud-links';
import * as m0024 from './migrations/0024-session-fields';
import * as m0025 from './migrations/0025-model-pickups';
import * as m0026 from './migrations/0026-wearing-plans';
import * as m0027 from './migrations/0027-account-extras';
import * as m0028 from './migrations/0028-service-desk-demo-cases';
import * as m0031 from './migrations/0031-licence-validity';
import * as m0034 from './migrations/0034-clinic-vip';
import * as m0036 from './migrations/0036-payments';
import * as m0037 from './migrations/0037-coupons';
import * as m0038 from './migrations/0038-pay-security';
import * as m0039 from './migrations/0039-clinic-credit';
import * as m0040 from './migrations/0040-remittances';
import * as m0041 from './migrations/0041-payment-order-notes';
import * as m0042 from './migrations/0042-list-counts';

/**
 * The core's migrations, in order. Listed statically so the bundled server carries them; a product line's own
 * migrations are the line's (its `migrations`, in src/server/lines/<line>/migrations), added by `allMigrations`.
 */
const CORE_MIGRATIONS: Readonly<Record<string, Migration>> = {
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
  '0013-order-lines': m0013,
  '0014-keyset-indexes': m0014,
  '0015-factory-staff': m0015,
  '0017-drug-reference': m0017,
  '0018-holiday-calendar': m0018,
  '0019-scale-out': m0019,
  '0020-plan-document-name': m0020,
  '0022-order-factories': m0022,
  '0023-cloud-links': m0023,
  '0024-session-fields': m0024,
  '0025-model-pickups': m0025,
  '0026-wearing-plans': m0026,
  '0027-account-extras': m0027,
  '0028-service-desk-demo-cases': m0028,
  '0031-licence-validity': m0031,
  '0034-clinic-vip': m0034,
  '0036-payments': m0036,
  '0037-coupons': m0037,
  '0038-pay-security': m0038,
  '0039-clinic-credit': m0039,
  '0040-remittances': m0040,
  '0041-payment-order-notes': m0041,
  '0042-list-counts': m0042,
};

/**
 * Every migration by name: the core's and the served lines' (src/server/lines/registry.ts). Kysely runs them in name
 * order, one sequence of numbers for all, so a line's migration keeps its place (and its name) among the core's.
 */
export function allMigrations(): Record<string, Migration> {
  const migrations: Record<string, Migration> = { ...CORE_MIGRATIONS };
  for (const [name, migration] of Object.entries(lineMigrations())) {
    if (name in migrations) throw new Error(`migration ${name} is declared by the core and by a line`);
    migrations[name] = migration;
  }
  return migrations;
}

const provider: MigrationProvider = { getMigrations: async () => allMigrations() };

/**
 * Applies pending migrations. On PostgreSQL `schema` names where the migration bookkeeping lives (tests give each
 * file a schema of its own; without it Kysely would find another schema's lock table on the search path).
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<string[]> {
  return migrateTo(db, undefined, schema);
}

/** PostgreSQL's "schema does not exist" (invalid_schema_name). */
const SCHEMA_GONE = '3F000';
const SCHEMA_GONE_TRIES = 5;

/**
 * Whether the migrator failed because a schema that is not ours vanished while it read the catalog: Kysely's
 * introspection lists the tables of every schema (`has_schema_privilege` per schema), so another database user
 * dropping theirs meanwhile (test schemas side by side, say) fails the read before any migration ran.
 */
function isOtherSchemaGone(error: unknown, schema: string | undefined): boolean {
  if (!(error instanceof Error) || (error as { code?: unknown }).code !== SCHEMA_GONE) return false;
  return schema === undefined || !error.message.includes(`"${schema}"`);
}

/** Applies or reverts migrations until `target` (a migration's name; latest when not given) is the last applied. */
export async function migrateTo(db: Db, target: string | undefined, schema?: string): Promise<string[]> {
  const migrator = new Migrator({ db: db.kysely, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } =
      target === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(target);
    if (error && attempt < SCHEMA_GONE_TRIES && isOtherSchemaGone(error, schema)) continue;
    if (error) throw error instanceof Error ? error : new Error(String(error));
    return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  }
}

/** The registered migrations not yet applied to `db` (a process built before a migration ran answers them). */
export async function pendingMigrations(db: Db, schema?: string): Promise<string[]> {
  const migrator = new Migrator({ db: db.kysely, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  return (await migrator.getMigrations()).filter((m) => m.executedAt === undefined).map((m) => m.name);
}
