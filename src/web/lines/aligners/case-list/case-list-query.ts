import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CASE_PATHS } from '../../../../domain/orders/paths';
import type { TCaseListRequest, TCasePage } from '../../../../domain/orders/list';
import { caseQueries, caseScopeOf } from '../../../lib/cases/case-queries';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { api } from '../../../lib/http/api-client';
import { useSession } from '../../../lib/session/session-store';

export type CaseListRequest = Required<Pick<TCaseListRequest, 'tab' | 'keyword' | 'pageIndex' | 'pageSize'>> &
  Pick<TCaseListRequest, 'createdFrom' | 'createdTo'>;

/**
 * POST order /v1/case/list: one page of a tab, with every tab's count under the same search and dates. The signal is
 * TanStack Query's: a new search makes a new query and the request of the previous one is aborted. Silent: the page
 * says itself what failed (or how old the list is) instead of a toast per keystroke.
 */
export async function findCases(request: CaseListRequest, signal?: AbortSignal): Promise<TCasePage> {
  const result = await api.post<TCasePage>('order', CASE_PATHS.list, request, { signal, isSilent: true });
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

/** Keyed under `caseQueries.lists()`, so any status change invalidates it, and persisted (read offline). */
export const caseListQuery = (scope: number, request: CaseListRequest) =>
  queryOptions({
    queryKey: [...caseQueries.lists(), scope, request] as const,
    queryFn: ({ signal }) => findCases(request, signal),
    // Offline the request would only fail: the query waits (paused) and the persisted page stays on screen.
    networkMode: 'online',
    retry: false,
  });

/** The case list of the signed-in clinic; the previous page stays on screen (marked loading) while the next loads. */
export function useCaseList(request: CaseListRequest) {
  const { session } = useSession();
  const scope = caseScopeOf(session);
  return useQuery({
    ...caseListQuery(scope, request),
    enabled: session !== undefined,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === scope ? keepPreviousData(previous) : undefined,
  });
}
