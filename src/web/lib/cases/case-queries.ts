import { queryOptions } from '@tanstack/react-query';
import { CASE_PATHS, casePath } from '../../../domain/orders/paths';
import { ZCaseConflict, type TCaseConflict } from '../../../domain/orders/events';
import type { TCaseDetail } from '../../../domain/lines/aligners/detail';
import type { TTransitionRequest } from '../../../domain/orders/move-requests';
import { CaseErrorCode } from '../../../domain/cases/case-messages';
import { RequestFailedError, failureOf } from '../forms/request-failure';
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

export async function getCaseDetail(orderId: number, signal?: AbortSignal): Promise<TCaseDetail> {
  const result = await api.get<TCaseDetail>('order', casePath(CASE_PATHS.detail, { orderId }), { signal, isSilent: true });
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

export const caseDetailQuery = (scope: number, orderId: number) =>
  queryOptions({
    queryKey: caseQueries.detail(scope, orderId),
    queryFn: ({ signal }) => getCaseDetail(orderId, signal),
    networkMode: 'offlineFirst',
    retry: false,
  });

/** A plain status change (cancel, ignore, restore, plan decision, receipt; the factory's review, release...). */
export async function transitionCase(request: TTransitionRequest): Promise<TCaseDetail> {
  const result = await api.post<TCaseDetail>('order', CASE_PATHS.transition, request, { isSilent: true });
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

/** The 45005 answer's data, when a change failed because the case had moved on; null for any other failure. */
export function caseConflictOf(error: unknown): TCaseConflict | null {
  const failure = failureOf(error);
  if (!failure || failure.code !== CaseErrorCode.statusConflict) return null;
  const parsed = ZCaseConflict.safeParse(failure.errorData);
  return parsed.success ? parsed.data : null;
}
