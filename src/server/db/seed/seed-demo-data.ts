import type { Db } from '../connect';

export const DEMO_MANUFACTURER = 'Cuspid Dental Manufacturing';

/** The manufacturer and its two factories (spec section 9). Later issues add demo users and clinics here. */
export const DEMO_FACTORIES = [
  { code: 'HZ', name: 'Hangzhou factory', city: 'Hangzhou' },
  { code: 'ZH', name: 'Zhuhai factory', city: 'Zhuhai' },
] as const;

export type SeedReport = { seeded: boolean; lines: string[] };

/** Seeds a fresh database; on one that already has data it changes nothing. */
export async function seedDemoData(db: Db, now = Date.now()): Promise<SeedReport> {
  return db.kysely.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('manufacturers').select('id').executeTakeFirst();
    if (existing) return { seeded: false, lines: [] };
    const manufacturer = await trx
      .insertInto('manufacturers')
      .values({ name: DEMO_MANUFACTURER, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('factories')
      .values(DEMO_FACTORIES.map((f) => ({ ...f, manufacturer_id: manufacturer.id, created_at: now })))
      .execute();
    return {
      seeded: true,
      lines: [`Manufacturer: ${DEMO_MANUFACTURER} (factories: ${DEMO_FACTORIES.map((f) => f.city).join(', ')})`],
    };
  });
}
