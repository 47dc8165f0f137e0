import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Coupons the clinic may claim at `now`: not past their period, some quota left, not claimed by the clinic yet. */
export function claimable(db: Db, clinicId: number, now: number) {
  return db
    .selectFrom('coupons')
    .where('coupons.valid_to', '>=', now)
    .where('coupons.remaining', '>', 0)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('clinic_coupons')
            .select('clinic_coupons.id')
            .whereRef('clinic_coupons.coupon_id', '=', 'coupons.id')
            .where('clinic_coupons.clinic_id', '=', clinicId),
        ),
      ),
    );
}

/** receiveCount: how many coupons the clinic may claim (the top bar's claim entry shows when above zero). */
export async function countClaimable(db: Db, clinicId: number, now: number): Promise<number> {
  const { total } = await claimable(db, clinicId, now)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}
