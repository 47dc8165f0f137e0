import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { CASE_PATHS } from '../../../../domain/orders/paths';
import type { TWorktable, TWorktableRequest } from '../../../../domain/orders/list';
import { DATES } from '../../../../domain/constants';
import { localDayString, startOfLocalDay } from '../../../../domain/date-ranges';
import { caseQueries, caseScopeOf } from '../../../lib/cases/case-queries';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { api } from '../../../lib/http/api-client';
import { lacksClinic } from '../../../lib/session/access-rules';
import { sessionQueryKey, useSession, type TWebSession } from '../../../lib/session/session-store';

export type WorktableRequest = Required<TWorktableRequest>;

/** The window the worktable asks for: the device's today (its midnight and its calendar day) and the next 6 days. */
export function worktableRequest(now: Date): WorktableRequest {
  return { from: startOfLocalDay(now).getTime(), today: localDayString(now), days: DATES.upcomingDays };
}

/** POST order /v1/case/worktable: per product line the cases waiting for the clinic, and the upcoming pickups and deliveries. */
export async function getWorktable(request: WorktableRequest, signal?: AbortSignal): Promise<TWorktable> {
  const result = await api.post<TWorktable>('order', CASE_PATHS.worktable, request, { signal, isSilent: true });
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

/** Keyed by clinic and day under `caseQueries.worktable`: invalidated by any case change, persisted for offline starts. */
export const worktableQuery = (scope: number, request: WorktableRequest) =>
  queryOptions({
    queryKey: [...caseQueries.worktable(scope), request.today] as const,
    queryFn: ({ signal }) => getWorktable(request, signal),
    networkMode: 'online',
    retry: false,
    // Fresh for a moment: the page mounting right after the start's prefetch (below) does not ask a second time.
    staleTime: WORKTABLE_FRESH_MS,
  });

const WORKTABLE_FRESH_MS = 5_000;

/**
 * At start, for a remembered user opening /home: asks for the worktable beside the page's chunks instead of after the
 * shell's first render (the page's query then finds it answered or on its way). Not for a user without a clinic.
 */
export function prefetchWorktable(queryClient: QueryClient, now = new Date()): Promise<void> {
  const session = queryClient.getQueryData<TWebSession>(sessionQueryKey);
  if (!session || lacksClinic(session)) return Promise.resolve();
  return queryClient.prefetchQuery(worktableQuery(caseScopeOf(session), worktableRequest(now)));
}

/** `isEnabled`: the user belongs to a clinic (without one the server has no worktable for them). */
export function useWorktable(now: Date, isEnabled: boolean) {
  const { session } = useSession();
  return useQuery({
    ...worktableQuery(caseScopeOf(session), worktableRequest(now)),
    enabled: session !== undefined && isEnabled,
  });
}
