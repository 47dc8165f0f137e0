import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COUPON_PATHS,
  type TCouponUserPage,
  type TCouponUserPageRequest,
  type TReceivePage,
  type TReceivePageRequest,
  type TUserCoupon,
} from '../../../../domain/coupons/contracts';
import { couponSuccessMessages } from '../../../../domain/coupons/coupon-messages';
import { toast } from '../../../components/ui/toast/toast-store';
import { couponQueries } from '../../../lib/coupon-links';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { api } from '../../../lib/http/api-client';
import { createIdempotencyKeys } from '../../../lib/http/idempotency-key';

/** POST design /coupon/couponUserPage: the clinic's claimed coupons in one state. */
export async function findUserCoupons(request: TCouponUserPageRequest, signal?: AbortSignal): Promise<TCouponUserPage> {
  const result = await api.post<TCouponUserPage>('design', COUPON_PATHS.couponUserPage, request, { signal });
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

/** POST design /coupon/receivePage: the coupons the clinic may claim. */
export async function findClaimableCoupons(request: TReceivePageRequest, signal?: AbortSignal): Promise<TReceivePage> {
  const result = await api.post<TReceivePage>('design', COUPON_PATHS.receivePage, request, { signal });
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

/** POST design /coupon/receive/{id}: claims a coupon for the clinic. */
export async function claimCoupon(
  couponId: number,
  idempotencyKey?: string,
): Promise<{ coupon: TUserCoupon; message: string }> {
  const result = await api.post<TUserCoupon>(
    'design',
    COUPON_PATHS.receive.replace(':id', String(couponId)),
    undefined,
    { idempotencyKey },
  );
  if (!result.ok) throw new RequestFailedError(result);
  return { coupon: result.data, message: result.msg };
}

export function useUserCoupons(request: Required<Pick<TCouponUserPageRequest, 'state' | 'pageIndex' | 'pageSize'>>) {
  return useQuery({
    queryKey: [...couponQueries.all(), 'mine', request],
    queryFn: ({ signal }) => findUserCoupons(request, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useClaimableCoupons(request: Required<TReceivePageRequest>) {
  return useQuery({
    queryKey: [...couponQueries.all(), 'claimable', request],
    queryFn: ({ signal }) => findClaimableCoupons(request, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Claims a coupon; then the lists and the top bar's count are asked again. A refusal is toasted by the HTTP client. */
export function useClaimCoupon() {
  const queryClient = useQueryClient();
  const [keys] = useState(createIdempotencyKeys);
  return useMutation({
    mutationFn: (couponId: number) => claimCoupon(couponId, keys.keyFor({ couponId })),
    onSuccess: async ({ message }) => {
      keys.clear();
      toast.success(message || couponSuccessMessages.claimed);
      await queryClient.invalidateQueries({ queryKey: couponQueries.all() });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: couponQueries.all() }),
  });
}
