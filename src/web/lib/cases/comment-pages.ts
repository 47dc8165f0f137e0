import type { InfiniteData } from '@tanstack/react-query';
import { casePath } from '../../../domain/orders/paths';
import { ZCommentPage, type TComment, type TCommentPage, COMMENT_PATHS } from '../../../domain/orders/comments';
import { RequestFailedError } from '../forms/request-failure';
import { api } from '../http/api-client';
import { keysetPagesQuery, loadedRows, withCursor } from '../paging/keyset-pages';
import { caseQueries } from './case-queries';

/**
 * A case's comments, shared by the clinic's order detail and the factory console: the newest page first, then pages
 * above it on demand ("Show earlier comments"), keyset-paged by comment id (lib/paging/keyset-pages.ts).
 */
export const commentPagesKey = (orderId: number) => [...caseQueries.talk(orderId), 'comments'] as const;

/** GET order /v1/case/comment/list/:orderId[?before=]: one page, oldest first. */
export async function fetchCommentPage(orderId: number, before: number | null, signal?: AbortSignal): Promise<TCommentPage> {
  const path = withCursor(casePath(COMMENT_PATHS.list, { orderId }), before);
  const result = await api.get<unknown>('order', path, { signal, isSilent: true });
  if (!result.ok) throw new RequestFailedError(result);
  return ZCommentPage.parse(result.data);
}

export const commentPagesQuery = (orderId: number) =>
  keysetPagesQuery(commentPagesKey(orderId), (before, signal) => fetchCommentPage(orderId, before, signal));

/** The loaded pages as one conversation, oldest first (each later page sits above the ones before it). */
export function loadedComments(data: InfiniteData<TCommentPage> | undefined): TComment[] {
  return data ? loadedRows({ ...data, pages: [...data.pages].reverse() }) : [];
}
