import type { UserDatabase } from '../db';
import type { DoneItem, OutboxItem } from './types';

/**
 * An item's state on this device: the queued item (its `state` says waiting, sending or needs attention), the done
 * row once the server acknowledged it, or null when it is not here (never queued, or discarded).
 */
export async function findItem(db: UserDatabase, itemId: string): Promise<OutboxItem | DoneItem | null> {
  return (await db.outbox.where('id').equals(itemId).first()) ?? (await db.outboxDone.get(itemId)) ?? null;
}
