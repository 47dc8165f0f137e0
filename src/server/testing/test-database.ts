import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase, type Db } from '../db/connect';
import { migrateToLatest } from '../db/migrate';

/** `schema`: PostgreSQL's schema of the test (where the migration bookkeeping lives), for migrating it further. */
export type TestDatabase = { db: Db; schema?: string; dispose: () => Promise<void> };
export type DatabaseKind = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names one. Server tests run once per entry. */
export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** A fresh, migrated database: a temporary SQLite file, or a schema of its own in the PostgreSQL test database. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuspid-test-'));
    const db = connectDatabase({ kind: 'sqlite', file: path.join(dir, 'test.sqlite') });
    await migrateToLatest(db);
    return {
      db,
      dispose: async () => {
        await db.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = connectDatabase({ kind: 'postgres', url }, { searchPath: schema });
  const dispose = async () => {
    await db.close();
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`drop schema if exists ${schema} cascade`);
    await cleanup.end();
  };
  try {
    await migrateToLatest(db, schema);
  } catch (error) {
    await dispose();
    throw error;
  }
  return { db, schema, dispose };
}
