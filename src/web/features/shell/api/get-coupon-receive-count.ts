import { useQuery } from '@tanstack/react-query';
import { COUPON_PATHS } from '../../../../domain/coupons/paths';
import { NETWORK_FAILURE_CODE } from '../../../../domain/response-codes';
import { couponQueries } from '../../../lib/coupon-links';
import { api } from '../../../lib/http/api-client';

const REFRESH_INTERVAL_MS = 5 * 60_000;

/** GET design /coupon/receiveCount: how many coupons the clinic may claim; a refusal counts as none, silently. */
export async function getCouponReceiveCount(): Promise<number> {
  const result = await api.get<unknown>('design', COUPON_PATHS.receiveCount, { isSilent: true });
  if (!result.ok && result.code === NETWORK_FAILURE_CODE) throw new Error('The coupon count could not be fetched.');
  return result.ok && typeof result.data === 'number' && Number.isFinite(result.data) ? Math.max(0, result.data) : 0;
}

/** The count, starting from the session's `couponReceiveCount` and asked again now and then and after a claim. */
export function useCouponReceiveCount(fromSession: number): number {
  return (
    useQuery({
      queryKey: couponQueries.receiveCount(),
      queryFn: getCouponReceiveCount,
      initialData: fromSession,
      initialDataUpdatedAt: 0,
      staleTime: REFRESH_INTERVAL_MS,
      refetchInterval: REFRESH_INTERVAL_MS,
      retry: false,
    }).data ?? 0
  );
}
