import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReviewRequest } from '../../../../domain/clinics/factory-review';
import { api } from '../../../lib/http/api-client';
import { factoryQueryKeys } from './factory-query-keys';

export { ZReviewRequest } from '../../../../domain/clinics/factory-review';

/** POST /api/tenant/factory/auth/review: approve, or reject with a reason; only a pending item (else 43007). */
export function reviewAuthentication(request: TReviewRequest) {
  return api.post<{ authStatus: number }>('tenant', '/factory/auth/review', request, { isSilent: true });
}

/** Decides, then reloads the lists whatever the answer (an item already decided by someone else moves too). */
export function useReviewAuthentication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewAuthentication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: factoryQueryKeys.reviews() }),
  });
}
