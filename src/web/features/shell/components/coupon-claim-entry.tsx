import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { COUPON_CLAIM_PAGE, couponsHref } from '../../../lib/coupon-links';
import { useCouponReceiveCount } from '../api/get-coupon-receive-count';
import { CouponIcon } from './icons';

/**
 * The top bar's coupon-claim entry (spec section 2): shown while the clinic has coupons to claim (receiveCount above
 * zero); it opens the claim view of the personal center's coupons tab. Below 1536 px the icon and the count alone.
 */
export function CouponClaimEntry({ fromSession }: { fromSession: number }) {
  const { t } = useLingui();
  const count = useCouponReceiveCount(fromSession);
  if (count <= 0) return null;
  return (
    <Link
      href={couponsHref(COUPON_CLAIM_PAGE)}
      title={t`Claim coupons (${count} available)`}
      aria-label={t`Claim coupons (${count} available)`}
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-1 font-medium text-amber-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700"
    >
      <CouponIcon />
      <span className="sr-only whitespace-nowrap 2xl:not-sr-only">
        <Trans>Claim coupons</Trans>
      </span>
      <span aria-hidden="true" className="rounded-full bg-amber-100 px-2 text-sm font-semibold text-amber-900">
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  );
}
