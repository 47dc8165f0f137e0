import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CASE_PATHS } from '../../../../domain/orders/paths';
import type { TFactoryQueuePage, TFactoryQueueRequest } from '../../../../domain/orders/list';
import { caseQueries } from '../../../lib/cases/case-queries';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { api } from '../../../lib/http/api-client';

/** POST order /v1/factory/case/queue: one queue's cases across clinics, with every queue's count. Silent: the page says it. */
export async function findFactoryQueue(
  request: TFactoryQueueRequest,
  signal?: AbortSignal,
): Promise<TFactoryQueuePage> {
  const result = await api.post<TFactoryQueuePage>('order', CASE_PATHS.factoryQueue, request, {
    signal,
    isSilent: true,
  });
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

export const factoryQueueQuery = (request: TFactoryQueueRequest) =>
  queryOptions({
    queryKey: [...caseQueries.factoryQueues(), request] as const,
    queryFn: ({ signal }) => findFactoryQueue(request, signal),
    // The queues move as clinics and colleagues act: a queue opened again is asked again.
    staleTime: 0,
    retry: false,
  });

export function useFactoryQueue(request: TFactoryQueueRequest) {
  return useQuery({ ...factoryQueueQuery(request), placeholderData: keepPreviousData });
}
