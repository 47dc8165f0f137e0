import type { Kysely, Selectable, Transaction } from 'kysely';
import { fromCents, toCents } from '../../../domain/money';
import type {
  TClaimableCoupon,
  TCouponUserPage,
  TCouponUserPageRequest,
  TCreateCouponRequest,
  TReceivePage,
  TReceivePageRequest,
  TUserCoupon,
} from '../../../domain/coupons/contracts';
import { CouponErrorCode } from '../../../domain/coupons/coupon-messages';
import { userCouponState } from '../../../domain/coupons/rules';
import type { Database } from '../../db/schema';
import { lockClinic } from '../clinics';
import { claimable } from './claimable';
import { couponError } from './coupon-errors';
import type { CouponTable } from './tables';

type Db = Kysely<Database> | Transaction<Database>;
type Paging = Required<Pick<TReceivePageRequest, 'pageIndex' | 'pageSize'>>;

function claimableOf(row: Selectable<CouponTable>): TClaimableCoupon {
  return {
    couponId: row.id,
    name: row.name,
    amount: fromCents(Number(row.amount_cents)),
    thresholdAmount: fromCents(Number(row.threshold_cents)),
    validFrom: Number(row.valid_from),
    validTo: Number(row.valid_to),
    quota: row.quota,
    remaining: row.remaining,
  };
}

/** receivePage: what the clinic may claim, ending soonest first. */
export async function findClaimable(db: Db, clinicId: number, paging: Paging, now: number): Promise<TReceivePage> {
  const query = claimable(db, clinicId, now);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll('coupons')
    .orderBy('coupons.valid_to')
    .orderBy('coupons.id')
    .limit(paging.pageSize)
    .offset((paging.pageIndex - 1) * paging.pageSize)
    .execute();
  return {
    total: Number(total),
    list: rows.map(claimableOf),
  };
}

function userCoupons(db: Db, clinicId: number) {
  return db
    .selectFrom('clinic_coupons')
    .innerJoin('coupons', 'coupons.id', 'clinic_coupons.coupon_id')
    .where('clinic_coupons.clinic_id', '=', clinicId)
    .select([
      'clinic_coupons.id',
      'clinic_coupons.coupon_id',
      'clinic_coupons.claimed_at',
      'clinic_coupons.payment_id',
      'clinic_coupons.used_at',
      'coupons.name',
      'coupons.amount_cents',
      'coupons.threshold_cents',
      'coupons.valid_from',
      'coupons.valid_to',
    ]);
}

type UserCouponRow = Awaited<ReturnType<ReturnType<typeof userCoupons>['executeTakeFirstOrThrow']>>;

function userCouponOf(row: UserCouponRow, now: number): TUserCoupon {
  return {
    id: row.id,
    couponId: row.coupon_id,
    name: row.name,
    amount: fromCents(Number(row.amount_cents)),
    thresholdAmount: fromCents(Number(row.threshold_cents)),
    validFrom: Number(row.valid_from),
    validTo: Number(row.valid_to),
    state: userCouponState(row.payment_id !== null, Number(row.valid_to), now),
    claimedAt: Number(row.claimed_at),
    usedAt: row.used_at === null ? null : Number(row.used_at),
  };
}

/**
 * couponUserPage: the clinic's claimed coupons in one state: available (unused, not past its period; ending soonest
 * first), used (by a payment, paid or waiting for its wallet; latest first), expired (unused past its period).
 */
export async function findUserCoupons(
  db: Db,
  clinicId: number,
  request: Required<Pick<TCouponUserPageRequest, 'state' | 'pageIndex' | 'pageSize'>>,
  now: number,
): Promise<TCouponUserPage> {
  let query = userCoupons(db, clinicId);
  if (request.state === 'used')
    query = query.where('clinic_coupons.payment_id', 'is not', null).orderBy('clinic_coupons.used_at', 'desc');
  else {
    query = query.where('clinic_coupons.payment_id', 'is', null);
    query =
      request.state === 'available'
        ? query.where('coupons.valid_to', '>=', now).orderBy('coupons.valid_to')
        : query.where('coupons.valid_to', '<', now).orderBy('coupons.valid_to', 'desc');
  }
  const rows = await query.orderBy('clinic_coupons.id').execute();
  const page = rows.slice((request.pageIndex - 1) * request.pageSize, request.pageIndex * request.pageSize);
  return { total: rows.length, list: page.map((row) => userCouponOf(row, now)) };
}

/**
 * receive/{id}: the clinic claims a coupon, once, while it is not past its period and some of its quota is left. The
 * quota is taken by a gated update (never below zero, however many clinics claim at once); the clinic is locked, so
 * two of its members claiming together make one claim and one "already claimed".
 */
export async function claimCoupon(
  trx: Transaction<Database>,
  claimer: { userId: number; clinicId: number },
  couponId: number,
  now: number,
): Promise<TUserCoupon> {
  await lockClinic(trx, claimer.clinicId);
  const coupon = await trx
    .selectFrom('coupons')
    .select(['id', 'valid_to'])
    .where('id', '=', couponId)
    .executeTakeFirst();
  if (!coupon) throw couponError(CouponErrorCode.couponNotFound);
  if (now > Number(coupon.valid_to)) throw couponError(CouponErrorCode.couponExpired);
  const claimed = await trx
    .selectFrom('clinic_coupons')
    .select('id')
    .where('coupon_id', '=', couponId)
    .where('clinic_id', '=', claimer.clinicId)
    .executeTakeFirst();
  if (claimed) throw couponError(CouponErrorCode.alreadyClaimed);
  const taken = await trx
    .updateTable('coupons')
    .set((eb) => ({ remaining: eb('remaining', '-', 1) }))
    .where('id', '=', couponId)
    .where('remaining', '>', 0)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) throw couponError(CouponErrorCode.couponSoldOut);
  const claim = await trx
    .insertInto('clinic_coupons')
    .values({
      coupon_id: couponId,
      clinic_id: claimer.clinicId,
      claimed_by: claimer.userId,
      claimed_at: now,
      payment_id: null,
      used_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return userCouponOf(
    await userCoupons(trx, claimer.clinicId).where('clinic_coupons.id', '=', claim.id).executeTakeFirstOrThrow(),
    now,
  );
}

/** Factory finance issues a coupon of its factory, all of its quota left. */
export async function createCoupon(
  trx: Transaction<Database>,
  issuer: { userId: number; factoryId: number },
  input: TCreateCouponRequest,
  now: number,
): Promise<TClaimableCoupon> {
  const row = await trx
    .insertInto('coupons')
    .values({
      factory_id: issuer.factoryId,
      name: input.name.trim(),
      amount_cents: toCents(input.amount),
      threshold_cents: input.thresholdAmount === undefined ? 0 : toCents(input.thresholdAmount),
      valid_from: input.validFrom,
      valid_to: input.validTo,
      quota: input.quota,
      remaining: input.quota,
      created_by: issuer.userId,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return claimableOf(row);
}
