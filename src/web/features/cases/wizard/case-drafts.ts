import type { UserDatabase } from '../../../lib/offline/db';
import type { DoneItem, OutboxItem, OutboxItemError } from '../../../lib/offline/outbox';
import { CASE_DRAFT_PREFIX, isCaseWizardDraft, type CaseWizardDraft } from './wizard-draft';

/**
 * The temporary storage box: the wizard drafts on this device, with where each submit stands. A draft whose submit
 * the server acknowledged has done its work and is removed; one whose item the user discarded in the sync panel is a
 * plain draft again.
 */

export type SubmitState =
  | { kind: 'draft' }
  | { kind: 'waiting'; itemId: string; isSending: boolean }
  | { kind: 'attention'; itemId: string; error: OutboxItemError | null }
  | { kind: 'acknowledged'; itemId: string; data: unknown };

export type CaseDraftRow = { key: string; draft: CaseWizardDraft; updatedAt: number; submit: SubmitState };

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

/** Reads one draft's submit state (a live query in the wizard). */
export async function readSubmitState(db: UserDatabase, itemId: string | null): Promise<SubmitState> {
  if (!itemId) return { kind: 'draft' };
  const [queued, done] = await Promise.all([db.outbox.where('id').equals(itemId).first(), db.outboxDone.get(itemId)]);
  return submitStateOf(itemId, queued, done);
}

/** The drafts still to show, newest change first (acknowledged ones are left out: see removeSentDrafts). */
export async function readCaseDrafts(db: UserDatabase): Promise<CaseDraftRow[]> {
  const rows = await db.drafts.where('key').startsWith(CASE_DRAFT_PREFIX).toArray();
  const drafts: CaseDraftRow[] = [];
  for (const row of rows) {
    if (!isCaseWizardDraft(row.value)) continue;
    const submit = await readSubmitState(db, row.value.submittedItemId);
    if (submit.kind !== 'acknowledged')
      drafts.push({ key: row.key, draft: row.value, updatedAt: row.updatedAt, submit });
  }
  return drafts.sort((first, second) => second.updatedAt - first.updatedAt);
}

/** Deletes the drafts whose submit the server acknowledged; resolves to how many went. */
export async function removeSentDrafts(db: UserDatabase): Promise<number> {
  return db.transaction('rw', [db.drafts, db.outboxDone], async () => {
    const rows = await db.drafts.where('key').startsWith(CASE_DRAFT_PREFIX).toArray();
    let removed = 0;
    for (const row of rows) {
      const itemId = isCaseWizardDraft(row.value) ? row.value.submittedItemId : null;
      if (itemId && (await db.outboxDone.get(itemId))) {
        await db.drafts.delete(row.key);
        removed += 1;
      }
    }
    return removed;
  });
}
