import { Link } from 'wouter';
import { plural } from '@lingui/core/macro';
import { COUPON_CLAIM_PAGE, couponsHref } from '../../../lib/coupon-links';
import { useCouponReceiveCount } from '../api/get-coupon-receive-count';
import { CouponIcon } from './icons';

/**
 * The top bar's coupon-claim entry (spec section 2): shown while the clinic has coupons to claim (receiveCount above
 * zero); it opens the claim view of the personal center's coupons tab. The icon and the count, named "N coupons to
 * claim": the visible count starts the name (assistive technology and voice control say what the screen shows).
 */
export function CouponClaimEntry({ fromSession }: { fromSession: number }) {
  const count = useCouponReceiveCount(fromSession);
  if (count <= 0) return null;
  const label = plural(count, { one: '# coupon to claim', other: '# coupons to claim' });
  return (
    <Link
      href={couponsHref(COUPON_CLAIM_PAGE)}
      title={label}
      aria-label={label}
      data-testid="coupon-claim-entry"
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-1 font-medium text-amber-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700"
    >
      <CouponIcon />
      <span aria-hidden="true" className="rounded-full bg-amber-100 px-2 text-sm font-semibold text-amber-900">
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  );
}
