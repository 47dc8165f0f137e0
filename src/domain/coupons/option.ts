import { z } from 'zod';

/**
 * One of the clinic's unused coupons for a payment: whether it can pay it, what it takes off, and when the threshold
 * is near what is missing ("add X to use this coupon"; src/domain/coupons/rules.ts).
 */
export const ZCouponOption = z.object({
  id: z.number().int(),
  name: z.string(),
  amount: z.number(),
  thresholdAmount: z.number(),
  validTo: z.number().int(),
  usable: z.boolean(),
  discountAmount: z.number(),
  shortfallAmount: z.number().nullable(),
});
export type TCouponOption = z.infer<typeof ZCouponOption>;
