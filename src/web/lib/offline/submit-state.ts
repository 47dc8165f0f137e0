import type { UserDatabase } from './db';
import type { DoneItem, OutboxItem, OutboxItemError } from './outbox';

/**
 * Where a draft's submit stands, read from the outbox by the item id the draft keeps: a plain draft, waiting to sync
 * (or being sent), refused by the server (needs attention), or acknowledged with the server's answer. A draft whose
 * item the user discarded in the sync panel is a plain draft again.
 */

export type SubmitState =
  | { kind: 'draft' }
  | { kind: 'waiting'; itemId: string; isSending: boolean }
  | { kind: 'attention'; itemId: string; error: OutboxItemError | null }
  | { kind: 'acknowledged'; itemId: string; data: unknown };

export function submitStateOf(
  itemId: string | null,
  queued: OutboxItem | undefined,
  done: DoneItem | undefined,
): SubmitState {
  if (!itemId) return { kind: 'draft' };
  if (done) return { kind: 'acknowledged', itemId, data: done.data };
  if (!queued) return { kind: 'draft' };
  if (queued.state === 'attention') return { kind: 'attention', itemId, error: queued.error ?? null };
  return { kind: 'waiting', itemId, isSending: queued.state === 'sending' };
}

/** Reads one draft's submit state (a live query in a wizard). */
export async function readSubmitState(db: UserDatabase, itemId: string | null): Promise<SubmitState> {
  if (!itemId) return { kind: 'draft' };
  const [queued, done] = await Promise.all([db.outbox.where('id').equals(itemId).first(), db.outboxDone.get(itemId)]);
  return submitStateOf(itemId, queued, done);
}
