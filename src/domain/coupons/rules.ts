/**
 * The coupon rules (docs/payments.md, "Coupons"), in cents and epoch ms, shared by the server (which decides) and the
 * web (which explains). A coupon takes `amount` off one payment (never more than the payment's total; coupons do not
 * stack: one a payment), when the payment's total (what is due of its orders, before the discount) is at least its
 * threshold (0: none), within its validity period (both ends included), and a claimed coupon is used once.
 */
export type CouponTerms = { amountCents: number; thresholdCents: number; validFrom: number; validTo: number };

/** Why a claimed, unused coupon can or cannot pay a payment of `totalCents` at `now`. */
export type CouponFit = 'usable' | 'belowThreshold' | 'notValidNow';

export function couponFit(terms: CouponTerms, totalCents: number, now: number): CouponFit {
  if (now < terms.validFrom || now > terms.validTo) return 'notValidNow';
  if (totalCents < terms.thresholdCents) return 'belowThreshold';
  return 'usable';
}

/** What the coupon takes off a payment of `totalCents`: its amount, at most the total. */
export function couponDiscount(terms: Pick<CouponTerms, 'amountCents'>, totalCents: number): number {
  return Math.max(0, Math.min(terms.amountCents, totalCents));
}

/**
 * "Add X to use this coupon" is offered when the payment falls short of the threshold by at most this share of it
 * (the threshold is near); further away the coupon is listed without the hint.
 */
export const NEAR_THRESHOLD_SHARE = 0.3;

/** What is missing to reach the threshold when it is near, else null (reached, or too far). */
export function nearShortfall(terms: Pick<CouponTerms, 'thresholdCents'>, totalCents: number): number | null {
  const missing = terms.thresholdCents - totalCents;
  if (missing <= 0) return null;
  return missing <= Math.floor(terms.thresholdCents * NEAR_THRESHOLD_SHARE) ? missing : null;
}

/**
 * The coupon picked by default among the usable ones: the largest discount; on a tie the one that expires first (use
 * it before it is lost), then the oldest claim.
 */
export function bestCoupon<T extends { id: number; discountCents: number; validTo: number }>(
  usable: readonly T[],
): T | null {
  let best: T | null = null;
  for (const candidate of usable) {
    if (
      best === null ||
      candidate.discountCents > best.discountCents ||
      (candidate.discountCents === best.discountCents &&
        (candidate.validTo < best.validTo || (candidate.validTo === best.validTo && candidate.id < best.id)))
    )
      best = candidate;
  }
  return best;
}

/** A claimed coupon's state in the personal center's tabs: unused and still valid, used, or past its period unused. */
export const USER_COUPON_STATES = ['available', 'used', 'expired'] as const;
export type UserCouponState = (typeof USER_COUPON_STATES)[number];

export function userCouponState(used: boolean, validTo: number, now: number): UserCouponState {
  if (used) return 'used';
  return now > validTo ? 'expired' : 'available';
}
