import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { keysetPage } from '../../testing/keyset-pages';
import { keysetPagesQuery, loadedRows } from './keyset-pages';
import { ALL_PAGES_MAX, useAllPages } from './use-all-pages';

const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ id: i + 1 }));

function renderAllPages(total: number, limit: number) {
  const fetchPage = vi.fn(async (before: number | null) => keysetPage(rows(total), { before, limit }));
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useAllPages(useInfiniteQuery(keysetPagesQuery(['rows'], fetchPage))), { wrapper });
  return { hook, fetchPage };
}

describe('useAllPages (a picker that offers every row of a paged list)', () => {
  it('reads page after page until the last', async () => {
    const { hook, fetchPage } = renderAllPages(7, 3);
    await waitFor(() => expect(loadedRows(hook.result.current.data).map((row) => row.id)).toEqual([7, 6, 5, 4, 3, 2, 1]));
    expect(fetchPage.mock.calls.map(([before]) => before)).toEqual([null, 5, 2]);
    expect(hook.result.current.hasNextPage).toBe(false);
  });

  it('stops at ALL_PAGES_MAX pages', async () => {
    const { hook, fetchPage } = renderAllPages(ALL_PAGES_MAX + 5, 1);
    await waitFor(() => expect(hook.result.current.data?.pages).toHaveLength(ALL_PAGES_MAX));
    await waitFor(() => expect(hook.result.current.isFetchingNextPage).toBe(false));
    expect(fetchPage).toHaveBeenCalledTimes(ALL_PAGES_MAX);
    expect(hook.result.current.hasNextPage).toBe(true);
  });
});
