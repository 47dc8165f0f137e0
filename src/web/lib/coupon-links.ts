import { PERSONAL_CENTER_PATH } from './session/access-rules';

/**
 * Where the coupons live (spec section 2): the personal center's location 5; its `couponPage` query names the view
 * ('receive': the coupons to claim; absent: the clinic's own). Shared by the top bar's claim entry (the shell) and
 * the coupons tab (the coupons feature).
 */
export const COUPONS_LOCATION = 5;
export const COUPON_PAGE_PARAM = 'couponPage';
export const COUPON_CLAIM_PAGE = 'receive';

export function couponsHref(page?: typeof COUPON_CLAIM_PAGE): string {
  const query = new URLSearchParams({ currentLocation: String(COUPONS_LOCATION) });
  if (page) query.set(COUPON_PAGE_PARAM, page);
  return `${PERSONAL_CENTER_PATH}?${query.toString()}`;
}

/** Query keys of the coupons (the claim count is the top bar's; invalidate `all` after a claim). */
export const couponQueries = {
  all: () => ['coupons'] as const,
  receiveCount: () => [...couponQueries.all(), 'receiveCount'] as const,
};
