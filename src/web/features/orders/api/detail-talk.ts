import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { casePath } from '../../../../domain/orders/paths';
import { ZMemoPage, type TMemoPage, MEMO_PATHS } from '../../../../domain/orders/memos';
import { type TAddCommentRequest, COMMENT_PATHS } from '../../../../domain/orders/comments';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { api } from '../../../lib/http/api-client';
import { caseQueries } from '../../../lib/cases/case-queries';
import { keysetPagesQuery, withCursor } from '../../../lib/paging/keyset-pages';
import { commentPagesKey } from '../../../lib/cases/comment-pages';
import type { UserDatabase } from '../../../lib/offline/db';
import {
  enqueue,
  enqueueUpload,
  groupFor,
  newItemId,
  ref,
  type OutboxRef,
  type RequestItem,
} from '../../../lib/offline/outbox';

/** Comments between the clinic and the factory, and the caller's own memos, of one case. */
export const talkQueries = {
  comments: commentPagesKey,
  memos: (orderId: number) => [...caseQueries.talk(orderId), 'memos'] as const,
};

/** What the sync panel says a queued comment or its image is. */
export const talkOutboxActions = {
  comment: msg`Send a case comment`,
  image: msg`Upload a comment image`,
} satisfies Record<string, MessageDescriptor>;

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

/** The outbox group of everything queued about one case. */
export const caseTalkGroup = (db: UserDatabase, orderId: number) => groupFor(db, 'case', orderId);

export type QueuedComment = Omit<TAddCommentRequest, 'images'> & { images: OutboxRef[] };

/**
 * A comment through the outbox, online or not: each image is queued as a resumable upload (purpose `photo`), then
 * POST order /v1/case/comment/add names their keys by refs, in the case's group, so it is sent once its images are
 * stored. Once this resolves the comment is on the device: nothing typed is lost. Throws EnqueueUploadError when an
 * image is refused or the device is full (then nothing of the comment is queued but the images before it).
 */
export async function queueComment(
  db: UserDatabase,
  { orderId, text, images, clinicId }: { orderId: number; text: string; images: readonly File[]; clinicId?: number },
): Promise<RequestItem> {
  const group = await caseTalkGroup(db, orderId);
  const common = {
    group,
    entity: 'case' as const,
    entityKey: String(orderId),
    ...(clinicId === undefined ? {} : { clinicId }),
  };
  const uploads = [];
  for (const file of images) {
    const fileName = file.name || 'photo.jpg';
    uploads.push(
      await enqueueUpload(db, {
        ...common,
        file,
        fileName,
        purpose: 'photo',
        label: { action: talkOutboxActions.image.id, subject: fileName },
      }),
    );
  }
  const id = newItemId();
  const body: QueuedComment = { clientId: id, orderId, text, images: uploads.map((upload) => ref(upload.id, 'key')) };
  return enqueue(db, {
    ...common,
    id,
    label: { action: talkOutboxActions.comment.id, subject: text.slice(0, 60) },
    request: { service: 'order', method: 'POST', path: COMMENT_PATHS.add, body },
  });
}

/** Whether a queued item is a comment of this case (to list it as "sending" beside the server's). */
export function isQueuedComment(item: { kind: string; entity: string; entityKey: string }, orderId: number): boolean {
  return (
    item.kind === 'request' &&
    item.entity === 'case' &&
    item.entityKey === String(orderId) &&
    (item as RequestItem).request.path === COMMENT_PATHS.add
  );
}
