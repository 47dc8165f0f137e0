import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TReviewItem, TReviewListRequest } from '../../../../domain/clinics/factory-review';
import { api } from '../../../lib/http/api-client';
import { dataOf } from '../../../lib/http/api-call-error';
import { factoryQueryKeys } from './factory-query-keys';

export type ReviewPage = { list: TReviewItem[]; total: number };

/** POST /api/tenant/factory/auth/list: company or doctor authentications by review state, oldest first. */
export function findReviews(request: TReviewListRequest) {
  return api.post<ReviewPage>('tenant', '/factory/auth/list', request, { isSilent: true });
}

export const reviewsQuery = (request: TReviewListRequest) =>
  queryOptions({
    queryKey: factoryQueryKeys.reviewPage(request),
    queryFn: () => dataOf(findReviews(request)),
    // The files are signed links valid for an hour: a list opened later is fetched again.
    staleTime: 0,
    retry: false,
  });

export function useReviews(request: TReviewListRequest) {
  return useQuery({ ...reviewsQuery(request), placeholderData: keepPreviousData });
}
