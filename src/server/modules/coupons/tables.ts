import type { Generated } from 'kysely';

/**
 * Row types of the coupons module (migration 0037; docs/payments.md, "Coupons"). Amounts are integer cents;
 * timestamps epoch ms.
 */
export type CouponsDatabase = {
  coupons: CouponTable;
  clinic_coupons: ClinicCouponTable;
};

/** A coupon a factory issued: `amount` off one payment of at least `threshold` (0: none), claimable `quota` times. */
export type CouponTable = {
  id: Generated<number>;
  factory_id: number;
  name: string;
  amount_cents: number;
  threshold_cents: number;
  valid_from: number;
  valid_to: number;
  quota: number;
  /** What is left of the quota: taken one at a time by a gated update, never below zero. */
  remaining: number;
  created_by: number | null;
  created_at: number;
};

/** A coupon a clinic claimed (once per clinic and coupon); `payment_id` the payment that used it, null while unused. */
export type ClinicCouponTable = {
  id: Generated<number>;
  coupon_id: number;
  clinic_id: number;
  claimed_by: number;
  claimed_at: number;
  payment_id: number | null;
  used_at: number | null;
};
