import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UserDatabase } from '../offline/db';
import {
  enqueue,
  enqueueUpload,
  groupFor,
  newItemId,
  ref,
  type OutboxItem,
  type OutboxRef,
  type RequestItem,
} from '../offline/outbox';

/**
 * A status move of an order through the outbox, online or not (docs/offline.md: one path for every submission): its
 * photos are queued as resumable uploads (purpose `photo`), then the move's call names their keys by refs, in the
 * order's group (the same group as its comments), so it is sent once its photos are stored and never overtakes
 * earlier work on the order. The item id is every attempt's Idempotency-Key: the move is made once. Any line's moves
 * go this way: the core's transition (`/v1/line/transition`) or the line's own call (a rework, say).
 */

/** What the sync panel says a queued move or one of its photos is. */
export const orderMoveOutboxActions = {
  move: msg`Change an order’s status`,
  photo: msg`Upload a photo of a status change`,
} satisfies Record<string, MessageDescriptor>;

/** The outbox group of everything queued about one order (its moves, its comments). */
export const orderGroup = (db: UserDatabase, orderId: number) => groupFor(db, 'case', orderId);

type QueueCommon = { orderId: number; clinicId?: number };

/**
 * Queues each photo as an upload of the order's group; resolves to refs to their stored keys. Throws
 * EnqueueUploadError when a photo is refused or the device is full (the photos before it stay queued).
 */
export async function queueOrderPhotos(
  db: UserDatabase,
  { orderId, clinicId }: QueueCommon,
  files: readonly File[],
  action: MessageDescriptor,
): Promise<OutboxRef[]> {
  const common = await orderItemCommon(db, { orderId, clinicId });
  const refs: OutboxRef[] = [];
  for (const file of files) {
    const fileName = file.name || 'photo.jpg';
    const upload = await enqueueUpload(db, {
      ...common,
      file,
      fileName,
      purpose: 'photo',
      label: { action: action.id, subject: fileName },
    });
    refs.push(ref(upload.id, 'key'));
  }
  return refs;
}

/** What every item queued about the order shares: its group, entity and clinic. */
export async function orderItemCommon(db: UserDatabase, { orderId, clinicId }: QueueCommon) {
  return {
    group: await orderGroup(db, orderId),
    entity: 'case' as const,
    entityKey: String(orderId),
    ...(clinicId === undefined ? {} : { clinicId }),
  };
}

export type OrderMove = QueueCommon & {
  /** POST order `path`: the core's transition or the line's own call. */
  path: string;
  /** The request without its photos: orderId, expectedStatus, and `to` or the move's own fields. */
  body: Record<string, unknown>;
  /** New photos to upload with it. */
  photos: readonly File[];
  /** Photos already queued or stored (a refused move sent again keeps them). */
  keptAttachments?: readonly (OutboxRef | string)[];
  /** What the sync panel names it by (the move's name). */
  subject: string;
  /** Where the sync panel sends the user to fix it (the order's page). */
  fixPath?: string;
};

/** The body of a queued move as it is stored (its attachments are refs until sent). */
export type QueuedMoveBody = Record<string, unknown> & { attachments: (OutboxRef | string)[] };

/** Queues one move; once this resolves the move is on the device. */
export async function queueOrderMove(db: UserDatabase, move: OrderMove): Promise<RequestItem> {
  const photos = await queueOrderPhotos(db, move, move.photos, orderMoveOutboxActions.photo);
  const body: QueuedMoveBody = { ...move.body, attachments: [...(move.keptAttachments ?? []), ...photos] };
  return enqueue(db, {
    ...(await orderItemCommon(db, move)),
    id: newItemId(),
    label: {
      action: orderMoveOutboxActions.move.id,
      subject: move.subject,
      ...(move.fixPath ? { fixPath: move.fixPath } : {}),
    },
    request: { service: 'order', method: 'POST', path: move.path, body },
  });
}

/** Whether a queued item is a move of this order (the page shows it as waiting, or refused with the server's word). */
export function isQueuedOrderMove(item: OutboxItem, orderId: number): item is RequestItem {
  return (
    item.kind === 'request' &&
    item.entity === 'case' &&
    item.entityKey === String(orderId) &&
    item.label.action === orderMoveOutboxActions.move.id
  );
}
