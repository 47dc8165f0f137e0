import SQLite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from './schema';
import { compiledOnce } from './compiled-once';

function memoryDb(): Kysely<Database> {
  const sqlite = new SQLite(':memory:');
  sqlite.exec('create table patient_counts (clinic_id integer primary key, patient_count integer not null)');
  sqlite.exec('insert into patient_counts values (1, 10), (2, 20), (3, 30)');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

describe('compiledOnce', () => {
  it('builds a shape once per database and runs it with each call’s values, answering as the built query does', async () => {
    const db = memoryDb();
    const build = vi.fn((kysely: Kysely<Database>, above: number, slots: { clinicId: number; limit: number }) =>
      kysely
        .selectFrom('patient_counts')
        .select(['clinic_id', 'patient_count'])
        .where('patient_count', '>', above)
        .where('clinic_id', '>=', slots.clinicId)
        .orderBy('clinic_id')
        .limit(slots.limit),
    );
    const query = compiledOnce(build);
    for (const [above, clinicId, limit] of [
      [0, 1, 10],
      [0, 2, 1],
      [15, 1, 10],
      [15, 3, 10],
    ] as const) {
      const { rows } = await db.executeQuery(query(db, above, { clinicId, limit }));
      expect(rows).toEqual(await build(db, above, { clinicId, limit }).execute());
    }
    // Two shapes compiled once each (the calls above the loop's four are the comparisons').
    expect(build).toHaveBeenCalledTimes(2 + 4);
    const other = memoryDb();
    await other.executeQuery(query(other, 0, { clinicId: 1, limit: 1 }));
    expect(build).toHaveBeenCalledTimes(2 + 4 + 1);
  });

  it('refuses a builder that leaves a value out of the parameters or writes it into the SQL text', () => {
    const db = memoryDb();
    const unused = compiledOnce((kysely, _shape: null, _slots: { clinicId: number }) => kysely.selectFrom('patient_counts').selectAll());
    expect(() => unused(db, null, { clinicId: 1 })).toThrow(/unused: clinicId/);
    const inlined = compiledOnce((kysely, _shape: null, slots: { clinicId: number }) =>
      kysely.selectFrom('patient_counts').selectAll().where(sql.raw<boolean>(`clinic_id = '${slots.clinicId}'`)),
    );
    expect(() => inlined(db, null, { clinicId: 1 })).toThrow(/compiledOnce/);
  });
});
