import { useState } from 'react';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type TCombineCheck,
  type TMergePayRequest,
  type TPaymentView,
  type TUnPaidOrder,
  type TUnPayListRequest,
  type TWalletNotification,
} from '../../../../domain/payments/contracts';
import { PAYMENT_PATHS } from '../../../../domain/payments/paths';
import type { PaymentMethod } from '../../../../domain/payments/methods';
import { caseQueries } from '../../../lib/cases/case-queries';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { api, type ApiResult } from '../../../lib/http/api-client';
import { createIdempotencyKeys } from '../../../lib/http/idempotency-key';
import { paymentQueryKeys } from '../../../lib/payments/payment-query-keys';
import { sessionQueryKey, useSession } from '../../../lib/session/session-store';

/**
 * A payment order as it arrives: for staff whose prices are hidden the server leaves every `amount`/`...Amount` field
 * out (server/http/price-fields.ts), whatever the contract says.
 */
export type UnpaidRowAsSent = Omit<TUnPaidOrder, 'amount' | 'paidAmount' | 'dueAmount'> &
  Partial<Pick<TUnPaidOrder, 'amount' | 'paidAmount' | 'dueAmount'>>;
export type UnpaidPageAsSent = { list: UnpaidRowAsSent[]; total: number };

export type UnpaidListRequest = Required<Pick<TUnPayListRequest, 'keyword' | 'pageIndex' | 'pageSize'>> &
  Pick<TUnPayListRequest, 'kind' | 'productLine' | 'payIds'>;

async function dataOrThrow<T>(answer: Promise<ApiResult<T>>): Promise<T> {
  const result = await answer;
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

const post = <T>(path: string, body: unknown, options: { signal?: AbortSignal; idempotencyKey?: string } = {}) =>
  dataOrThrow(api.post<T>('design', path, body, { ...options, isSilent: true }));

/** The payment queries (keys in lib/payments, shared with the top bar's badge). */
export const paymentQueries = {
  unpaid: (clinicId: number, request: UnpaidListRequest) =>
    queryOptions({
      queryKey: paymentQueryKeys.unpaid(clinicId, request),
      queryFn: ({ signal }) => post<UnpaidPageAsSent>(PAYMENT_PATHS.unPayList, request, { signal }),
      networkMode: 'online',
      retry: false,
    }),
  /** `coupon`: undefined, the server takes the best one off; null, none; an id, that claimed coupon. */
  combineCheck: (clinicId: number, payIds: readonly number[], coupon?: number | null) =>
    queryOptions({
      queryKey: paymentQueryKeys.combineCheck(clinicId, payIds, coupon),
      queryFn: ({ signal }) =>
        post<TCombineCheck>(
          PAYMENT_PATHS.combineCheck,
          coupon === undefined ? { payIds } : { payIds, couponId: coupon },
          { signal },
        ),
      networkMode: 'online',
      staleTime: 0,
      retry: false,
    }),
};

/** The server hid the prices from this user: its rows came without the amount fields. */
export function arePricesHidden(page: UnpaidPageAsSent | undefined): boolean {
  return page !== undefined && page.list.length > 0 && page.list.every((row) => !('dueAmount' in row));
}

/** Persisted with the other queries: offline the last pages read stand, with their age. */
export function useUnpaidList(request: UnpaidListRequest, isWanted = true) {
  const { session } = useSession();
  const clinicId = session?.clinicId ?? 0;
  return useQuery({
    ...paymentQueries.unpaid(clinicId, request),
    enabled: isWanted && session !== undefined && clinicId > 0,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === clinicId ? keepPreviousData(previous) : undefined,
  });
}

/**
 * The rows of the confirm page's payment orders: as chosen on /mergePay in this tab, and asked of the server for those
 * the tab did not choose (the page opened by its address, another tab, a link), so every order is named and priced.
 */
export function usePaymentOrderRows(
  payIds: readonly number[],
  chosen: readonly UnpaidRowAsSent[],
): readonly UnpaidRowAsSent[] {
  const missing = payIds.filter((payId) => !chosen.some((row) => row.payId === payId));
  const asked = useUnpaidList({ keyword: '', payIds: missing, pageIndex: 1, pageSize: 50 }, missing.length > 0);
  return missing.length === 0 ? chosen : [...chosen, ...(asked.data?.list ?? [])];
}

/** What paying takes with the coupon chosen; while another choice is asked, the last answer stays on screen. */
export function useCombineCheck(payIds: readonly number[], coupon?: number | null) {
  const { session } = useSession();
  const clinicId = session?.clinicId ?? 0;
  return useQuery({
    ...paymentQueries.combineCheck(clinicId, payIds, coupon),
    enabled: clinicId > 0 && payIds.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** The payment's state; asked again every `intervalMs` while it is pending (the server asks the wallet). */
export function usePaymentStatus(payment: TPaymentView | null, intervalMs: number) {
  const { session } = useSession();
  const clinicId = session?.clinicId ?? 0;
  return useQuery({
    queryKey: paymentQueryKeys.status(clinicId, payment?.paymentId ?? 0),
    queryFn: ({ signal }) => post<TPaymentView>(PAYMENT_PATHS.status, { paymentId: payment!.paymentId }, { signal }),
    enabled: payment !== null && payment.state === 'pending',
    initialData: payment ?? undefined,
    initialDataUpdatedAt: 0,
    networkMode: 'online',
    retry: false,
    gcTime: 0,
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? intervalMs : false),
    refetchIntervalInBackground: true,
  });
}

/** After a payment ended (or was refused as paid): lists, counts, the session's count and the orders move on. */
export function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: paymentQueryKeys.all() });
    void queryClient.invalidateQueries({ queryKey: caseQueries.all() });
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  };
}

/**
 * mergePay under an Idempotency-Key: the same payment asked again (a lost answer, a double tap) reuses its key, so
 * the server answers the first answer; a success clears it. Never paused (networkMode 'always': offline it fails at
 * once): only paused mutations are persisted, and its variables may hold the payment password.
 */
export function useMergePay() {
  const [keys] = useState(createIdempotencyKeys);
  return useMutation({
    networkMode: 'always',
    mutationFn: (request: TMergePayRequest) =>
      post<TPaymentView>(PAYMENT_PATHS.mergePay, request, { idempotencyKey: keys.keyFor(request) }),
    onSuccess: () => keys.clear(),
  });
}

/** savePayType: the method offered first next time (best effort: a failure changes nothing on screen). */
export function useSavePayType() {
  const [keys] = useState(createIdempotencyKeys);
  return useMutation({
    mutationFn: (payType: PaymentMethod) =>
      post<null>(PAYMENT_PATHS.savePayType, { payType }, { idempotencyKey: keys.keyFor({ payType }) }),
    onSuccess: () => keys.clear(),
  });
}

/** The local wallet's payer (demo and test servers only): approve or decline a QR code; the first decision stands. */
export function useLocalWalletDecide() {
  return useMutation({
    mutationFn: (input: { qrPayload: string; decision: 'approve' | 'decline' }) =>
      post<{ notification: Pick<TWalletNotification, 'state'> }>(PAYMENT_PATHS.localWalletDecide, input),
  });
}
