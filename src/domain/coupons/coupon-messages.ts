import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { CouponErrorCode } from './coupon-codes';

export { CouponErrorCode, couponHttpStatus } from './coupon-codes';

/** The message of each coupon failure. */
export const couponErrorMessages = {
  [CouponErrorCode.couponNotFound]: msg`This coupon was not found.`,
  [CouponErrorCode.belowThreshold]: msg`The payment is below this coupon's minimum amount.`,
  [CouponErrorCode.couponExpired]: msg`This coupon is not valid now.`,
  [CouponErrorCode.couponUsed]: msg`This coupon has already been used.`,
  [CouponErrorCode.couponSoldOut]: msg`This coupon has run out.`,
  [CouponErrorCode.alreadyClaimed]: msg`Your clinic has already claimed this coupon.`,
} satisfies Record<CouponErrorCode, MessageDescriptor>;

/** Messages of the coupon forms' rules (zod issues carry their ids). */
export const couponMessages = {
  nameRequired: msg`Enter the coupon's name.`,
  periodInvalid: msg`The coupon must end after it starts.`,
  quotaInvalid: msg`Enter how many coupons can be claimed (1 or more).`,
  amountAboveThreshold: msg`The amount off must be less than the minimum amount.`,
} satisfies Record<string, MessageDescriptor>;

export type CouponMessageKey = keyof typeof couponMessages;

export function couponMessageId(key: CouponMessageKey): string {
  return couponMessages[key].id;
}

/** Success messages of the coupon calls. */
export const couponSuccessMessages = {
  claimed: msg`Coupon claimed.`,
  created: msg`Coupon created.`,
} satisfies Record<string, MessageDescriptor>;
