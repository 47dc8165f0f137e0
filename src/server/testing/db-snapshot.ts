import { sql } from 'kysely';
import type { Db } from '../db/connect';

/** Every row of every table, as one comparable value: two equal snapshots mean nothing was written in between. */
export async function snapshotDatabase(db: Db): Promise<Record<string, unknown[]>> {
  const tables =
    db.dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db.kysely)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db.kysely);
  const snapshot: Record<string, unknown[]> = {};
  for (const { name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db.kysely);
    snapshot[name] = rows.rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}
