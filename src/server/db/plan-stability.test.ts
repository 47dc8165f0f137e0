import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connectDatabase } from './connect';

describe('SQLite plan stability', () => {
  it('is on for every connection the server opens (the extension was compiled at install)', async () => {
    const db = connectDatabase({ kind: 'sqlite', file: ':memory:' });
    try {
      expect(db.planStability).toBe(true);
      const { rows } = await sql<{ on: number }>`select plan_stability() as "on"`.execute(db.kysely);
      expect(rows).toEqual([{ on: 1 }]);
      // Loading it leaves SQL's own load_extension() refused: an injected query cannot load a library.
      await expect(sql`select load_extension(${'/tmp/any.so'})`.execute(db.kysely)).rejects.toThrow(/not authorized/);
    } finally {
      await db.close();
    }
  });

  it('stays off for a connection opened without it (the list-routes bench baseline)', async () => {
    const db = connectDatabase({ kind: 'sqlite', file: ':memory:' }, { planStability: false });
    try {
      expect(db.planStability).toBe(false);
      await expect(sql`select plan_stability()`.execute(db.kysely)).rejects.toThrow(/no such function/);
    } finally {
      await db.close();
    }
  });

  it('keeps answering the same rows for bound LIMIT, OFFSET and LIKE values (plans no longer re-made per value)', async () => {
    const db = connectDatabase({ kind: 'sqlite', file: ':memory:' });
    try {
      await sql`create table t (id integer primary key, name text not null)`.execute(db.kysely);
      await sql`create index t_name on t (name)`.execute(db.kysely);
      for (const name of ['ann', 'anna', 'bob', 'anton', 'dora'])
        await sql`insert into t (name) values (${name})`.execute(db.kysely);
      const page = async (prefix: string, limit: number, offset: number) =>
        (
          await sql<{
            name: string;
          }>`select name from t where name like ${prefix} order by name limit ${limit} offset ${offset}`.execute(
            db.kysely,
          )
        ).rows.map((row) => row.name);
      expect(await page('an%', 2, 0)).toEqual(['ann', 'anna']);
      expect(await page('an%', 2, 2)).toEqual(['anton']);
      expect(await page('%o%', 10, 0)).toEqual(['anton', 'bob', 'dora']);
      expect(await page('%', 1, 4)).toEqual(['dora']);
    } finally {
      await db.close();
    }
  });
});
