import { infiniteQueryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { KeysetPage } from '../../../domain/paging/keyset';

/**
 * The web side of keyset paging (domain/paging/keyset.ts), one mechanism for every list that grows without bound (a
 * case's comments and memos, a patient's images and scans): the first page, then the page after the last one loaded
 * on demand (MorePagesButton), by the `earlier` cursor each page carries. The loaded pages are one query, persisted on
 * the device like any other, so what was shown online is shown offline.
 */
export type FetchKeysetPage<Item> = (before: number | null, signal: AbortSignal) => Promise<KeysetPage<Item>>;

export function keysetPagesQuery<Item, Key extends QueryKey>(queryKey: Key, fetchPage: FetchKeysetPage<Item>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (page: KeysetPage<Item>) => page.earlier,
    retry: false,
  });
}

/** The rows of every loaded page, in page order (each page follows the one before it). */
export function loadedRows<Item>(data: InfiniteData<KeysetPage<Item>> | undefined): Item[] {
  return data ? data.pages.flatMap((page) => page.list) : [];
}

/** `path` with the query string of a page's cursor (GET lists). */
export function withCursor(path: string, before: number | null): string {
  return before === null ? path : `${path}?before=${before}`;
}

/** The body fields of a page's cursor (POST lists). */
export function cursorFields(before: number | null): { before?: number } {
  return before === null ? {} : { before };
}
