import { queryOptions } from '@tanstack/react-query';
import { CASE_PATHS, casePath } from '../../../domain/orders/paths';
import type { TOrderDetail } from '../../../domain/orders/detail';
import type { TTransitionRequest } from '../../../domain/orders/move-requests';
import { RequestFailedError } from '../forms/request-failure';
import { api } from '../http/api-client';

/**
 * What several features share about cases (the wizard, the case list, the order detail, the factory console):
 * query keys and the case detail. Keys start with the clinic (a factory user: 0), so a cache restored on this device
 * never shows one clinic's cases under another. Invalidate by prefix (`caseQueries.all()` after any status change).
 */
export const caseQueries = {
  all: () => ['cases'] as const,
  lists: () => [...caseQueries.all(), 'list'] as const,
  details: () => [...caseQueries.all(), 'detail'] as const,
  detail: (scope: number, orderId: number) => [...caseQueries.details(), scope, orderId] as const,
  worktable: (scope: number) => [...caseQueries.all(), 'worktable', scope] as const,
  orders: () => [...caseQueries.all(), 'orders'] as const,
  factoryQueues: () => [...caseQueries.all(), 'factory'] as const,
  talk: (orderId: number) => [...caseQueries.all(), 'talk', orderId] as const,
};

/** The query scope of a factory user (who sees every clinic's cases). */
export const FACTORY_SCOPE = 0;

/** The query scope of the signed-in user: the clinic, or 0 for a factory user. */
export function caseScopeOf(session: { clinicId?: number | null } | null | undefined): number {
  return session?.clinicId ?? FACTORY_SCOPE;
}

/**
 * GET order /v1/case/detail/:orderId: the order with its line's sections. `D` is the line's detail type (the core's
 * `TOrderDetail` plus its sections, e.g. the aligners' `TCaseDetail`), as its server module answers it.
 */
export async function getCaseDetail<D extends TOrderDetail = TOrderDetail>(
  orderId: number,
  signal?: AbortSignal,
): Promise<D> {
  const result = await api.get<D>('order', casePath(CASE_PATHS.detail, { orderId }), { signal, isSilent: true });
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

export const caseDetailQuery = <D extends TOrderDetail = TOrderDetail>(scope: number, orderId: number) =>
  queryOptions({
    queryKey: caseQueries.detail(scope, orderId),
    queryFn: ({ signal }) => getCaseDetail<D>(orderId, signal),
    networkMode: 'offlineFirst',
    retry: false,
  });

/** A plain status change (cancel, ignore, restore, plan decision, receipt; the factory's review, release...). */
export async function transitionCase(request: TTransitionRequest): Promise<TOrderDetail> {
  const result = await api.post<TOrderDetail>('order', CASE_PATHS.transition, request, { isSilent: true });
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}
