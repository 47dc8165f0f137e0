import type { UserDatabase } from '../../../lib/offline/db';
import { readSubmitState, type SubmitState } from '../../../lib/offline/submit-state';
import { CASE_DRAFT_PREFIX, isCaseWizardDraft, type CaseWizardDraft } from './aligner-draft';

/**
 * The temporary storage box: the wizard drafts on this device, with where each submit stands
 * (`lib/offline/submit-state.ts`). A draft whose submit the server acknowledged has done its work and is removed.
 */

export type CaseDraftRow = { key: string; draft: CaseWizardDraft; updatedAt: number; submit: SubmitState };

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
