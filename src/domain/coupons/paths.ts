/**
 * The coupon calls (spec section 7, design service, under /api/design) and the factory's call that issues a coupon.
 * Two ids: a coupon (`couponId`, the template the factory issued, claimed by `receive/{id}`) and a clinic's claimed
 * coupon (`id` in couponUserPage and the payment calls' `couponId` option). Money fields are `amount`/`...Amount`,
 * so staff whose prices are hidden receive none (server/http/price-fields.ts). The paths are apart from the zod
 * contracts (contracts.ts), so a screen that only calls one (the top bar's coupon count) carries no zod.
 */
export const COUPON_PATHS = {
  couponUserPage: '/coupon/couponUserPage',
  receive: '/coupon/receive/:id',
  receivePage: '/coupon/receivePage',
  /** The clinic's coupons for a payment of these payment orders (what each takes off, what is missing). */
  order: '/coupon/order',
  receiveCount: '/coupon/receiveCount',
  /** Not shown by the spec: factory finance issues a coupon. */
  create: '/coupon/factory/create',
} as const;
