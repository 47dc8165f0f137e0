import type { Kysely, Transaction } from 'kysely';
import { fromCents } from '../../../domain/money';
import type { TCouponOption } from '../../../domain/coupons/contracts';
import { CouponErrorCode } from '../../../domain/coupons/coupon-messages';
import { bestCoupon, couponDiscount, couponFit, nearShortfall, type CouponTerms } from '../../../domain/coupons/rules';
import type { Database } from '../../db/schema';
import { couponError } from './coupon-errors';

type Db = Kysely<Database> | Transaction<Database>;
type Claim = CouponTerms & { id: number; name: string; paymentId: number | null };

/** The clinic's claimed coupons (all, or the one `claimId`), with their terms. */
async function claimsOf(db: Db, clinicId: number, claimId?: number): Promise<Claim[]> {
  let query = db
    .selectFrom('clinic_coupons')
    .innerJoin('coupons', 'coupons.id', 'clinic_coupons.coupon_id')
    .select([
      'clinic_coupons.id',
      'clinic_coupons.payment_id',
      'coupons.name',
      'coupons.amount_cents',
      'coupons.threshold_cents',
      'coupons.valid_from',
      'coupons.valid_to',
    ])
    .where('clinic_coupons.clinic_id', '=', clinicId);
  query =
    claimId === undefined
      ? query.where('clinic_coupons.payment_id', 'is', null)
      : query.where('clinic_coupons.id', '=', claimId);
  const rows = await query.orderBy('clinic_coupons.id').execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    paymentId: row.payment_id,
    amountCents: Number(row.amount_cents),
    thresholdCents: Number(row.threshold_cents),
    validFrom: Number(row.valid_from),
    validTo: Number(row.valid_to),
  }));
}

export type CouponOptions = { list: TCouponOption[]; best: { id: number; discountCents: number } | null };

/**
 * The clinic's unused coupons valid now, for a payment of `totalCents` (before the discount): the usable ones, the
 * best first (src/domain/coupons/rules.ts), then those the payment falls short of, nearest first, with what is
 * missing when the threshold is near.
 */
export async function couponOptions(db: Db, clinicId: number, totalCents: number, now: number): Promise<CouponOptions> {
  const valid = (await claimsOf(db, clinicId)).filter((claim) => couponFit(claim, totalCents, now) !== 'notValidNow');
  const usable = valid
    .filter((claim) => couponFit(claim, totalCents, now) === 'usable')
    .map((claim) => ({ ...claim, discountCents: couponDiscount(claim, totalCents) }));
  const ranked: typeof usable = [];
  for (let rest = usable; rest.length > 0;) {
    const best = bestCoupon(rest)!;
    ranked.push(best);
    rest = rest.filter((claim) => claim !== best);
  }
  const short = valid
    .filter((claim) => couponFit(claim, totalCents, now) === 'belowThreshold')
    .sort((a, b) => a.thresholdCents - b.thresholdCents || a.id - b.id);
  const option = (claim: Claim, discountCents: number): TCouponOption => {
    const shortfall = nearShortfall(claim, totalCents);
    return {
      id: claim.id,
      name: claim.name,
      amount: fromCents(claim.amountCents),
      thresholdAmount: fromCents(claim.thresholdCents),
      validTo: claim.validTo,
      usable: discountCents > 0,
      discountAmount: fromCents(discountCents),
      shortfallAmount: shortfall === null ? null : fromCents(shortfall),
    };
  };
  const best = ranked[0];
  return {
    list: [...ranked.map((claim) => option(claim, claim.discountCents)), ...short.map((claim) => option(claim, 0))],
    best: best ? { id: best.id, discountCents: best.discountCents } : null,
  };
}

/**
 * What the clinic's claimed coupon `claimId` takes off a payment of `totalCents` at `now`, or why it cannot: not the
 * clinic's (404), used (409), not valid now, below its threshold.
 */
export async function couponDiscountFor(
  db: Db,
  clinicId: number,
  claimId: number,
  totalCents: number,
  now: number,
): Promise<number> {
  const [claim] = await claimsOf(db, clinicId, claimId);
  if (!claim) throw couponError(CouponErrorCode.couponNotFound);
  if (claim.paymentId !== null) throw couponError(CouponErrorCode.couponUsed);
  const fit = couponFit(claim, totalCents, now);
  if (fit === 'notValidNow') throw couponError(CouponErrorCode.couponExpired);
  if (fit === 'belowThreshold') throw couponError(CouponErrorCode.belowThreshold);
  return couponDiscount(claim, totalCents);
}

/** The payment takes the claimed coupon: once, by an update gated on it still unused (else 409). */
export async function takeCoupon(
  trx: Transaction<Database>,
  claimId: number,
  paymentId: number,
  now: number,
): Promise<void> {
  const taken = await trx
    .updateTable('clinic_coupons')
    .set({ payment_id: paymentId, used_at: now })
    .where('id', '=', claimId)
    .where('payment_id', 'is', null)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) throw couponError(CouponErrorCode.couponUsed);
}

/** A payment that closed unpaid gives its coupon back (unused again, within its period as before). */
export async function releaseCoupon(trx: Transaction<Database>, paymentId: number): Promise<void> {
  await trx
    .updateTable('clinic_coupons')
    .set({ payment_id: null, used_at: null })
    .where('payment_id', '=', paymentId)
    .execute();
}
