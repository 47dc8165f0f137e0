import { useEffect } from 'react';
import { useIsOnline } from '../online-status';

type PagedQuery = { hasNextPage: boolean; isFetchingNextPage: boolean; isError: boolean; fetchNextPage: () => unknown };

/** A picker reads at most this many pages of one list (at 50 rows a page, 1000 rows). */
export const ALL_PAGES_MAX = 20;

/**
 * For a picker that must offer every row of a keyset-paged list (the case wizard's photos and scans of a patient):
 * reads the remaining pages one after another while online, each request bounded like any page. Offline it offers
 * the pages this device holds.
 */
export function useAllPages<Query extends PagedQuery & { data?: { pages: readonly unknown[] } | undefined }>(
  query: Query,
): Query {
  const isOnline = useIsOnline();
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  const pageCount = query.data?.pages.length ?? 0;
  useEffect(() => {
    if (isOnline && hasNextPage && !isFetchingNextPage && !isError && pageCount < ALL_PAGES_MAX) void fetchNextPage();
  }, [isOnline, hasNextPage, isFetchingNextPage, isError, pageCount, fetchNextPage]);
  return query;
}
