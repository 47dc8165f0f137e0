import { casePath } from '../../../../domain/orders/paths';
import { ZMemoPage, type TMemoPage, MEMO_PATHS } from '../../../../domain/orders/memos';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { api } from '../../../lib/http/api-client';
import { caseQueries } from '../../../lib/cases/case-queries';
import { keysetPagesQuery, withCursor } from '../../../lib/paging/keyset-pages';
import { commentPagesKey } from '../../../lib/cases/comment-pages';
import { newItemId } from '../../../lib/offline/outbox';

/** The caller's own memos of one case, and the key of its comments (sent through src/web/lib/cases/comment-outbox.ts). */
export const talkQueries = {
  comments: commentPagesKey,
  memos: (orderId: number) => [...caseQueries.talk(orderId), 'memos'] as const,
};

/** GET order /v1/case/memo/list/:orderId[?before=]: a page of the caller's own memos (nobody else sees them), newest first. */
async function fetchMemoPage(orderId: number, before: number | null, signal: AbortSignal): Promise<TMemoPage> {
  const result = await api.get<unknown>('order', withCursor(casePath(MEMO_PATHS.list, { orderId }), before), {
    signal,
    isSilent: true,
  });
  if (!result.ok) throw new RequestFailedError(result);
  return ZMemoPage.parse(result.data);
}

export const memosQuery = (orderId: number) =>
  keysetPagesQuery(talkQueries.memos(orderId), (before, signal) => fetchMemoPage(orderId, before, signal));

async function post(path: string, body: unknown, idempotencyKey?: string): Promise<void> {
  const result = await api.post('order', path, body, { isSilent: true, idempotencyKey });
  if (!result.ok) throw new RequestFailedError(result);
}

export type MemoChange =
  | { kind: 'add'; orderId: number; text: string }
  /** `base`: the text the editor opened on, so a text changed meanwhile in another tab answers 409, not lost. */
  | { kind: 'update'; id: number; text: string; base?: { text: string } }
  | { kind: 'delete'; id: number };

/** POST order /v1/case/memo/add | update | delete. An add carries a client id, so a repeated click adds one memo. */
export function changeMemo(change: MemoChange, clientId: string = newItemId()): Promise<void> {
  switch (change.kind) {
    case 'add':
      return post(MEMO_PATHS.add, { clientId, orderId: change.orderId, text: change.text }, clientId);
    case 'update':
      return post(MEMO_PATHS.update, { id: change.id, text: change.text, ...(change.base ? { base: change.base } : {}) });
    case 'delete':
      return post(MEMO_PATHS.delete, { id: change.id });
  }
}
