import { QueryClient } from '@tanstack/react-query';

/** How long a persisted cache may be restored; gcTime must be at least as long or restored data is dropped. */
export const QUERY_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // offlineFirst: a query runs its function once even offline, so restored or locally served data still shows.
      queries: { gcTime: QUERY_CACHE_MAX_AGE_MS, networkMode: 'offlineFirst' },
      mutations: { networkMode: 'offlineFirst' },
    },
  });
}
