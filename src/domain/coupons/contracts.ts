import { z } from 'zod';
import { ZRowId } from '../validation/row-id';
import { ZAmount } from '../money';
import { required, ZPageIndex, ZPageSize } from '../orders/fields';
import { ZPayIds } from '../payments/contracts';
import { couponMessageId } from './coupon-messages';
import { ZCouponOption } from './option';
import { USER_COUPON_STATES } from './rules';

export { ZCouponOption, type TCouponOption } from './option';
export { COUPON_PATHS } from './paths';

export const ZCouponUserPageRequest = z.object({
  state: z.enum(USER_COUPON_STATES).default('available'),
  pageIndex: ZPageIndex,
  pageSize: ZPageSize,
});
export type TCouponUserPageRequest = z.input<typeof ZCouponUserPageRequest>;

/** A coupon the clinic claimed. `thresholdAmount` 0: no threshold. */
export const ZUserCoupon = z.object({
  id: z.number().int(),
  couponId: z.number().int(),
  name: z.string(),
  amount: z.number(),
  thresholdAmount: z.number(),
  validFrom: z.number().int(),
  validTo: z.number().int(),
  state: z.enum(USER_COUPON_STATES),
  claimedAt: z.number().int(),
  usedAt: z.number().int().nullable(),
});
export type TUserCoupon = z.infer<typeof ZUserCoupon>;
export const ZCouponUserPage = z.object({ list: z.array(ZUserCoupon), total: z.number().int() });
export type TCouponUserPage = z.infer<typeof ZCouponUserPage>;

export const ZReceivePageRequest = z.object({ pageIndex: ZPageIndex, pageSize: ZPageSize });
export type TReceivePageRequest = z.input<typeof ZReceivePageRequest>;

/** A coupon the clinic may claim: valid now or later, some of its quota left, not claimed by the clinic yet. */
export const ZClaimableCoupon = z.object({
  couponId: z.number().int(),
  name: z.string(),
  amount: z.number(),
  thresholdAmount: z.number(),
  validFrom: z.number().int(),
  validTo: z.number().int(),
  quota: z.number().int(),
  remaining: z.number().int(),
});
export type TClaimableCoupon = z.infer<typeof ZClaimableCoupon>;
export const ZReceivePage = z.object({ list: z.array(ZClaimableCoupon), total: z.number().int() });
export type TReceivePage = z.infer<typeof ZReceivePage>;

export const ZReceiveParams = z.object({ id: z.coerce.number(required).pipe(ZRowId) });

export const ZCouponOrderRequest = z.object({ payIds: ZPayIds });
/** coupon/order: the options (usable first, the best first among them) and the best one's id. */
export const ZCouponOrder = z.object({ list: z.array(ZCouponOption), bestId: z.number().int().nullable() });
export type TCouponOrder = z.infer<typeof ZCouponOrder>;

/** The factory issues a coupon: the amount off, a threshold or none, the validity period, how many can be claimed. */
export const ZCreateCouponRequest = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: couponMessageId('nameRequired') })
      .max(50),
    amount: ZAmount,
    thresholdAmount: ZAmount.optional(),
    validFrom: z.number().int().nonnegative(),
    validTo: z.number().int().positive(),
    quota: z
      .number({ error: couponMessageId('quotaInvalid') })
      .int({ error: couponMessageId('quotaInvalid') })
      .min(1, { error: couponMessageId('quotaInvalid') })
      .max(1_000_000),
  })
  .refine((coupon) => coupon.validTo > coupon.validFrom, { error: couponMessageId('periodInvalid'), path: ['validTo'] })
  .refine((coupon) => coupon.thresholdAmount === undefined || coupon.amount < coupon.thresholdAmount, {
    error: couponMessageId('amountAboveThreshold'),
    path: ['amount'],
  });
export type TCreateCouponRequest = z.input<typeof ZCreateCouponRequest>;
