import type { Transaction } from 'kysely';
import type { Database } from '../schema';

const DAY = 24 * 60 * 60 * 1000;

/** The demo's coupons, issued by the first factory and valid for 90 days: one with a threshold, one without. */
export const DEMO_COUPONS = [
  { name: '¥100 off orders of ¥3,000', amountCents: 10_000, thresholdCents: 300_000, quota: 100 },
  { name: '¥20 off any order', amountCents: 2_000, thresholdCents: 0, quota: 50 },
] as const;

/** Issues the demo coupons, unclaimed (the top bar offers them to every clinic). */
export async function seedDemoCoupons(trx: Transaction<Database>, now: number): Promise<number> {
  const factory = await trx.selectFrom('factories').select('id').orderBy('id').executeTakeFirstOrThrow();
  await trx
    .insertInto('coupons')
    .values(
      DEMO_COUPONS.map((coupon) => ({
        factory_id: factory.id,
        name: coupon.name,
        amount_cents: coupon.amountCents,
        threshold_cents: coupon.thresholdCents,
        valid_from: now,
        valid_to: now + 90 * DAY,
        quota: coupon.quota,
        remaining: coupon.quota,
        created_by: null,
        created_at: now,
      })),
    )
    .execute();
  return DEMO_COUPONS.length;
}
