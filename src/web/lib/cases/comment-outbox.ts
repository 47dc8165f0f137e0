import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { type TAddCommentRequest, COMMENT_PATHS } from '../../../domain/orders/comments';
import type { UserDatabase } from '../offline/db';
import { enqueue, newItemId, type OutboxRef, type RequestItem } from '../offline/outbox';
import { orderGroup, orderItemCommon, queueOrderPhotos } from '../orders/queue-order-move';

// Comments between the clinic and the factory go through the outbox from either side: one sender for both audiences.

/** What the sync panel says a queued comment or its image is. */
export const talkOutboxActions = {
  comment: msg`Send a case comment`,
  image: msg`Upload a comment image`,
} satisfies Record<string, MessageDescriptor>;

/** The outbox group of everything queued about one case. */
export const caseTalkGroup = orderGroup;

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
  const common = await orderItemCommon(db, { orderId, clinicId });
  const imageRefs = await queueOrderPhotos(db, { orderId, clinicId }, images, talkOutboxActions.image);
  const id = newItemId();
  const body: QueuedComment = { clientId: id, orderId, text, images: imageRefs };
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
