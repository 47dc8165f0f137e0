import SQLite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect, type Generated } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectDatabase } from './connect';
import { withStatementCache } from './statement-cache';

type Rows = { t: { id: Generated<number>; clinic: number } };

describe('the SQLite statement cache', () => {
  const sqlite = new SQLite(':memory:');
  sqlite.exec('create table t (id integer primary key, clinic integer)');
  afterEach(() => vi.restoreAllMocks());

  it('prepares each SQL text once however often it runs, and answers as before', async () => {
    const prepare = vi.spyOn(sqlite, 'prepare');
    const db = new Kysely<Rows>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    for (let i = 0; i < 50; i++)
      await db
        .insertInto('t')
        .values({ clinic: i % 3 })
        .execute();
    for (let i = 0; i < 50; i++) {
      const rows = await db
        .selectFrom('t')
        .select('id')
        .where('clinic', '=', i % 3)
        .execute();
      expect(rows.length).toBeGreaterThanOrEqual(16);
    }
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('keeps at most its size, dropping the least recently used', async () => {
    const prepare = vi.spyOn(sqlite, 'prepare');
    const cached = withStatementCache(sqlite, 2);
    cached.prepare('select 1');
    cached.prepare('select 2');
    cached.prepare('select 1'); // used again: now the most recent
    cached.prepare('select 3'); // drops "select 2"
    cached.prepare('select 1');
    cached.prepare('select 2');
    expect(prepare.mock.calls.map(([sql]) => sql)).toEqual(['select 1', 'select 2', 'select 3', 'select 2']);
  });

  it('is what the app’s SQLite connection runs its queries through', async () => {
    const prepare = vi.spyOn(SQLite.prototype, 'prepare');
    const db = connectDatabase({ kind: 'sqlite', file: ':memory:' });
    const before = prepare.mock.calls.length;
    for (let i = 0; i < 20; i++) await sql`select ${i} as n`.execute(db.kysely);
    expect(prepare.mock.calls.length - before).toBe(1);
    await db.close();
  });
});
