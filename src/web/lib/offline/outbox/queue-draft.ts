import { msg } from '@lingui/core/macro';
import type { UserDatabase } from '../db';
import { enqueueOnce, type EnqueueRequestInput } from './outbox';

/**
 * "Queue a draft's submission once", for every form whose draft becomes one outbox request (a patient, an aligner
 * case): the request is queued under the item id the draft keeps, and the draft is settled (cleared, or kept marked
 * with the id) in the same transaction, so a crash leaves either both or neither.
 *
 * The same id with the same request (a second click, a reload) adds nothing. The id already queued or acknowledged
 * with a different request (a draft restored from another tab) throws ItemIdTakenError: nothing is written, the draft
 * stays as it was, and the form says `itemIdTakenMessage`, never a success.
 */

/** The tables one draft submit writes: the draft and what enqueue touches. */
export function draftSubmitTables(db: UserDatabase) {
  return [db.drafts, db.outbox, db.outboxDone, db.outboxAliases];
}

/** What a form says when its submit threw ItemIdTakenError. */
export const itemIdTakenMessage = msg`This form was already submitted with other details, so this was not queued. What you typed is still here: check it and submit again.`;

export type DraftSubmission = {
  /** The request under the draft's item id; built inside the transaction (it may read the outbox). */
  item: () => Promise<EnqueueRequestInput & { id: string }>;
  /** Clears the draft or writes it with the id; runs in the transaction, after the item is queued. */
  settleDraft: () => Promise<void>;
};

/** Resolves to true when the item was queued now, false when the same submission was already on the device. */
export async function queueDraftOnce(db: UserDatabase, { item, settleDraft }: DraftSubmission): Promise<boolean> {
  return db.transaction('rw', draftSubmitTables(db), async () => {
    const isQueued = await enqueueOnce(db, await item());
    await settleDraft();
    return isQueued;
  });
}
