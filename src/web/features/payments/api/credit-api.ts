import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TPaymentView } from '../../../../domain/payments/contracts';
import type { TClinicQuota, TQuotaPayRequest } from '../../../../domain/payments/credit';
import { PAYMENT_PATHS } from '../../../../domain/payments/paths';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { api } from '../../../lib/http/api-client';
import { createIdempotencyKeys } from '../../../lib/http/idempotency-key';
import { paymentQueryKeys } from '../../../lib/payments/payment-query-keys';
import { useSession } from '../../../lib/session/session-store';

async function post<T>(path: string, body: unknown, options: { signal?: AbortSignal; idempotencyKey?: string } = {}) {
  const result = await api.post<T>('design', path, body, { ...options, isSilent: true });
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

/**
 * getClinicQuota: the clinic's credit limit, used and remaining, its balance and credit movements (docs/payments.md,
 * "Credit terms"). Asked only when the session has the quota permission; never kept offline (money moves).
 */
export function useClinicQuota() {
  const { session } = useSession();
  const clinicId = session?.clinicId ?? 0;
  return useQuery({
    queryKey: paymentQueryKeys.quota(clinicId),
    queryFn: ({ signal }) => post<TClinicQuota>(PAYMENT_PATHS.getClinicQuota, {}, { signal }),
    enabled: clinicId > 0 && session?.hasQuotaPermission === true,
    networkMode: 'online',
    staleTime: 0,
    retry: false,
  });
}

/** quotaPay under an Idempotency-Key kept until it is answered (a retry pays once); never paused offline. */
export function useQuotaPay() {
  const [keys] = useState(createIdempotencyKeys);
  return useMutation({
    networkMode: 'always',
    mutationFn: (request: TQuotaPayRequest) =>
      post<TPaymentView>(PAYMENT_PATHS.quotaPay, request, { idempotencyKey: keys.keyFor(request) }),
    onSuccess: () => keys.clear(),
  });
}
