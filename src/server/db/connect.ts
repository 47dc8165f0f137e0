import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';
import type { Database } from './schema';
import { enablePlanStability } from './plan-stability';
import { withStatementCache } from './statement-cache';

export type Dialect = 'sqlite' | 'postgres';

export type Db = {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** SQLite: whether statements keep their plans (plan-stability.ts); main.ts warns when not. PostgreSQL: true. */
  planStability: boolean;
  close: () => Promise<void>;
};

const PG_INT8 = 20;

/** Opens the database named by the config. SQLite: WAL with synchronous=FULL, so an acknowledged write survives power loss. */
export function connectDatabase(
  database: AppConfig['database'],
  options: {
    searchPath?: string;
    /** SQLite: false opens the connection as before plan stability (a bench's baseline). */
    planStability?: boolean;
  } = {},
): Db {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      // count(*) and bigint timestamps arrive as numbers, as they do from SQLite.
      types: { getTypeParser: (oid, format) => (oid === PG_INT8 ? Number : pg.types.getTypeParser(oid, format)) },
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', planStability: true, close: () => kysely.destroy() };
  }
  if (database.file !== ':memory:') fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const planStability = options.planStability !== false && enablePlanStability(sqlite);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { kysely, dialect: 'sqlite', planStability, close: () => kysely.destroy() };
}

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db.kysely);
}
