/**
 * The coupon error codes and their HTTP statuses, apart from the messages (the HTTP status table imports these and is
 * on the first route, where the coupon messages are not).
 */
/** Body codes of coupon failures (46020-46039, inside the payments' range; HTTP 400 unless said). */
export const CouponErrorCode = {
  /** The coupon (a template to claim, or the clinic's claimed coupon) does not exist or is not the clinic's: 404. */
  couponNotFound: 46020,
  /** The payment's total is below the coupon's threshold. */
  belowThreshold: 46021,
  /** The coupon is outside its validity period (expired, or not yet valid). */
  couponExpired: 46022,
  /** The claimed coupon was used (by another payment, or one waiting for its wallet): 409. */
  couponUsed: 46023,
  /** Nothing is left of the coupon's quota: 409. */
  couponSoldOut: 46024,
  /** The clinic already claimed this coupon: 409. */
  alreadyClaimed: 46025,
} as const;
export type CouponErrorCode = (typeof CouponErrorCode)[keyof typeof CouponErrorCode];

export const couponHttpStatus = {
  [CouponErrorCode.couponNotFound]: 404,
  [CouponErrorCode.couponUsed]: 409,
  [CouponErrorCode.couponSoldOut]: 409,
  [CouponErrorCode.alreadyClaimed]: 409,
} satisfies Partial<Record<CouponErrorCode, number>>;
