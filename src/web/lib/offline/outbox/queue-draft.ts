import { msg } from '@lingui/core/macro';
import type { UserDatabase } from '../db';
import { findItem } from './find-item';
import { amend, enqueueOnce, newItemId, type EnqueueRequestInput } from './outbox';

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

export type WizardSubmission<Draft extends { submittedItemId: string | null }> = {
  draft: Draft;
  /** Writes the draft (this tab's row); it is written with the item id, in the same transaction. */
  saveDraft: (value: Draft) => Promise<void>;
  /** The request under the item id `id` (built inside the transaction: it may read the outbox's groups). */
  item: (id: string) => Promise<EnqueueRequestInput & { id: string }>;
  /** The body the request sends under item `id` (what an item that needs attention is corrected to). */
  bodyOf: (id: string) => unknown;
};

/**
 * "Queue a draft's submission once" for a wizard's draft, which stays after its submit, marked with the item id until
 * the server acknowledges it (every line's wizard submits through it): the draft already submitted (its item queued,
 * or acknowledged with this very request) adds nothing; one whose item the user discarded is queued afresh under a new
 * id; one whose item the server refused (needs attention) gets the corrected body instead, keeping its id and its
 * place in the queue. Resolves to the item id.
 */
export async function queueDraftSubmit<Draft extends { submittedItemId: string | null }>(
  db: UserDatabase,
  { draft, saveDraft, item, bodyOf }: WizardSubmission<Draft>,
): Promise<string> {
  return db.transaction('rw', draftSubmitTables(db), async () => {
    const earlierId = draft.submittedItemId;
    const earlier = earlierId ? await findItem(db, earlierId) : null;
    if (earlierId && earlier && 'state' in earlier && earlier.state === 'attention') {
      await amend(db, earlierId, bodyOf(earlierId));
      return earlierId;
    }
    const id = earlierId && earlier ? earlierId : newItemId();
    await queueDraftOnce(db, { item: () => item(id), settleDraft: () => saveDraft({ ...draft, submittedItemId: id }) });
    return id;
  });
}
