/** The coupons module's public file: what other modules may use (see docs/architecture.md, "Server modules"). */
export { couponDiscountFor, couponOptions, releaseCoupon, takeCoupon } from './coupon-use';
export { countClaimable } from './claimable';
export { couponRoutes } from './routes';
