import { useQuery } from '@tanstack/react-query';
import { PAYMENT_PATHS } from '../../../../domain/payments/paths';
import type { TBalanceView, TOrderPayments, TPayOrderDetail, TRefundView } from '../../../../domain/payments/contracts';
import { api } from '../../../lib/http/api-client';
import { dataOf } from '../../../lib/http/api-call-error';
import { factoryQueryKeys } from './factory-query-keys';
import type { TClinicQuota } from '../../../../domain/payments/credit';

/** An order's payment orders and its clinic's balance (factory finance; never cached offline: money moves). */
export function useOrderPayments(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: factoryQueryKeys.orderPayments(orderId),
    queryFn: ({ signal }) =>
      dataOf(api.post<TOrderPayments>('design', PAYMENT_PATHS.orderPayments, { orderId }, { isSilent: true, signal })),
    enabled,
    networkMode: 'online',
    retry: false,
    gcTime: 0,
  });
}

/** A clinic's credit terms for factory finance (docs/payments.md, "Credit terms"); never cached offline. */
export function useClinicCredit(clinicId: number, enabled: boolean) {
  return useQuery({
    queryKey: factoryQueryKeys.clinicCredit(clinicId),
    queryFn: ({ signal }) =>
      dataOf(api.post<TClinicQuota>('design', PAYMENT_PATHS.clinicCredit, { clinicId }, { isSilent: true, signal })),
    enabled,
    networkMode: 'online',
    retry: false,
    gcTime: 0,
  });
}

/**
 * Factory finance's writes, each under the Idempotency-Key its dialog keeps until it is answered (a retry after a lost
 * answer refunds or credits once). Plain calls: the dialog shows what the server said.
 */
export const financeWrites = {
  refund: (request: { payId: number; amount?: number; reason: string }, idempotencyKey: string) =>
    api.post<TRefundView>('design', PAYMENT_PATHS.refund, request, { isSilent: true, idempotencyKey }),
  priceDifference: (request: { orderId: number; amount: number; reason: string }, idempotencyKey: string) =>
    api.post<TPayOrderDetail>('design', PAYMENT_PATHS.priceDifference, request, { isSilent: true, idempotencyKey }),
  creditBalance: (request: { clinicId: number; amount: number; reason: string }, idempotencyKey: string) =>
    api.post<TBalanceView>('design', PAYMENT_PATHS.creditBalance, request, { isSilent: true, idempotencyKey }),
  creditLimit: (request: { clinicId: number; limit: number }, idempotencyKey: string) =>
    api.post<TClinicQuota>('design', PAYMENT_PATHS.creditLimit, request, { isSilent: true, idempotencyKey }),
  creditRepay: (request: { clinicId: number; amount: number; reason: string }, idempotencyKey: string) =>
    api.post<TClinicQuota>('design', PAYMENT_PATHS.creditRepay, request, { isSilent: true, idempotencyKey }),
};
