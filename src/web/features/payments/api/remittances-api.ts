import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  REMITTANCE_PATHS,
  type RemittanceState,
  type TFactoryRemittanceList,
  type TRemittanceList,
  type TRemittanceSubmit,
  type TRemittanceView,
  type TTransferAccount,
} from '../../../../domain/payments/remittances';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { api, type ApiResult } from '../../../lib/http/api-client';
import { createIdempotencyKeys } from '../../../lib/http/idempotency-key';
import { paymentQueryKeys } from '../../../lib/payments/payment-query-keys';
import { useSession } from '../../../lib/session/session-store';

async function dataOrThrow<T>(answer: Promise<ApiResult<T>>): Promise<T> {
  const result = await answer;
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

const post = <T>(path: string, body: unknown, options: { signal?: AbortSignal; idempotencyKey?: string } = {}) =>
  dataOrThrow(api.post<T>('design', path, body, { ...options, isSilent: true }));

/** Under the payments' keys, so a payment that ends (refreshAfterPayment) reads them again. */
export const remittanceQueryKeys = {
  all: () => [...paymentQueryKeys.all(), 'remittances'] as const,
  account: (clinicId: number) => [...remittanceQueryKeys.all(), 'account', clinicId] as const,
  clinic: (clinicId: number, payIds: readonly number[]) =>
    [...remittanceQueryKeys.all(), 'clinic', clinicId, payIds] as const,
  factory: (request: { state?: RemittanceState; pageIndex: number; pageSize: number }) =>
    [...remittanceQueryKeys.all(), 'factory', request] as const,
};

/** The bank block's account and reference (46064 when the server has none configured). */
export function useTransferAccount(isEnabled: boolean) {
  const { session } = useSession();
  const clinicId = session?.clinicId ?? 0;
  return useQuery({
    queryKey: remittanceQueryKeys.account(clinicId),
    queryFn: ({ signal }) => post<TTransferAccount>(REMITTANCE_PATHS.account, {}, { signal }),
    enabled: isEnabled && clinicId > 0,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The clinic's remittances of these payment orders, newest first (the state of one waiting, or why it was rejected). */
export function useClinicRemittances(payIds: readonly number[]) {
  const { session } = useSession();
  const clinicId = session?.clinicId ?? 0;
  return useQuery({
    queryKey: remittanceQueryKeys.clinic(clinicId, payIds),
    queryFn: ({ signal }) => post<TRemittanceList>(REMITTANCE_PATHS.list, { payIds }, { signal }),
    enabled: clinicId > 0 && payIds.length > 0,
    networkMode: 'online',
    retry: false,
  });
}

/**
 * Records a remittance under an Idempotency-Key (the same form sent again reuses it). Never paused: offline it fails
 * at once and the form, kept in sessionStorage, waits for the network.
 */
export function useSubmitRemittance() {
  const [keys] = useState(createIdempotencyKeys);
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (request: TRemittanceSubmit) =>
      post<TRemittanceView>(REMITTANCE_PATHS.submit, request, { idempotencyKey: keys.keyFor(request) }),
    onSuccess: () => {
      keys.clear();
      void queryClient.invalidateQueries({ queryKey: paymentQueryKeys.all() });
    },
  });
}

/** Factory finance's remittances in a state, a page at a time. */
export function useFactoryRemittances(request: { state?: RemittanceState; pageIndex: number; pageSize: number }) {
  return useQuery({
    queryKey: remittanceQueryKeys.factory(request),
    queryFn: ({ signal }) => post<TFactoryRemittanceList>(REMITTANCE_PATHS.factoryList, request, { signal }),
    networkMode: 'online',
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export type RemittanceDecision =
  { remittanceId: number; confirm: true } | { remittanceId: number; confirm: false; reason: string };

/** Finance confirms or rejects a remittance (once; 46063 when someone else decided first). */
export function useDecideRemittance() {
  const [keys] = useState(createIdempotencyKeys);
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (decision: RemittanceDecision) => {
      const body = decision.confirm
        ? { remittanceId: decision.remittanceId }
        : { remittanceId: decision.remittanceId, reason: decision.reason };
      const path = decision.confirm ? REMITTANCE_PATHS.factoryConfirm : REMITTANCE_PATHS.factoryReject;
      return post<TRemittanceView>(path, body, { idempotencyKey: keys.keyFor({ path, body }) });
    },
    onSettled: () => {
      keys.clear();
      void queryClient.invalidateQueries({ queryKey: remittanceQueryKeys.all() });
    },
  });
}
