import type { Kysely } from 'kysely';
import { HOLIDAY_SEED } from '../../modules/calendar/holiday-seed';

/**
 * The holiday calendar (issue 14): per year, the public holidays and the make-up working days. `holiday_years` says
 * which years have lists (a year without a row falls back to Monday to Friday) and who last edited one;
 * `holiday_days` holds each listed day once, as a holiday or a working day. Seeded with China's published years
 * (2004-2026, from the chinese-days package through scripts/generate-holiday-seed.mjs).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('holiday_years')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id'))
    .execute();
  await db.schema
    .createTable('holiday_days')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('year', 'integer', (c) => c.notNull().references('holiday_years.year'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('holiday_days_year').on('holiday_days').column('year').execute();

  const seeded = Date.UTC(2026, 10, 26);
  const anyDb = db as Kysely<{
    holiday_years: { year: number; updated_at: number; updated_by: number | null };
    holiday_days: { day: string; year: number; kind: string };
  }>;
  await anyDb
    .insertInto('holiday_years')
    .values(HOLIDAY_SEED.map(({ year }) => ({ year, updated_at: seeded, updated_by: null })))
    .execute();
  const days = HOLIDAY_SEED.flatMap(({ year, holidays, workdays }) => [
    ...holidays.map((day) => ({ day, year, kind: 'holiday' })),
    ...workdays.map((day) => ({ day, year, kind: 'workday' })),
  ]);
  for (let index = 0; index < days.length; index += 200) {
    await anyDb
      .insertInto('holiday_days')
      .values(days.slice(index, index + 200))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('holiday_days').execute();
  await db.schema.dropTable('holiday_years').execute();
}
