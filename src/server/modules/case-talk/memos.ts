import type { Kysely, Selectable, Transaction } from 'kysely';
import type { z } from 'zod';
import { MEMO_FIELDS, type TMemo, type ZAddMemoRequest, type ZUpdateMemoRequest } from '../../../domain/orders/memos';
import { mergeEdit } from '../../../domain/edits/field-merge';
import { CaseErrorCode } from '../../../domain/cases/case-messages';
import { readKeysetPage } from '../../db/keyset-page';
import type { Database } from '../../db/schema';
import { EditConflict } from '../../http/edit-conflict';
import { AppError } from '../../http/envelope';
import { caseError, type OrderMemoTable, findCase, type CaseActor } from '../cases';

/**
 * Memo notes: a user's own notes on a case, visible only to their author. Another user's memo, one on a case the
 * author can no longer see, and a deleted one all answer 45010 (HTTP 404), saying nothing about which.
 */

export type AddMemoInput = z.output<typeof ZAddMemoRequest>;
export type UpdateMemoInput = z.output<typeof ZUpdateMemoRequest>;
type MemoRow = Selectable<OrderMemoTable>;

const memoNotFound = () => caseError(CaseErrorCode.memoNotFound);

function memosOf(db: Kysely<Database>, authorId: number) {
  return db.selectFrom('order_memos').selectAll().where('author_user_id', '=', authorId);
}

/** The author's memo (deleted ones too), on a case the author may still see; otherwise 45010. */
async function findOwnMemo(db: Kysely<Database>, actor: CaseActor, memoId: number): Promise<MemoRow> {
  const memo = await memosOf(db, actor.userId).where('id', '=', memoId).executeTakeFirst();
  if (!memo) throw memoNotFound();
  await findCase(db, actor, memo.order_id).catch((error: unknown) => {
    throw error instanceof AppError && error.code === CaseErrorCode.caseNotFound ? memoNotFound() : error;
  });
  return memo;
}

/** A new memo; a client id the author already used answers the memo it made (45010 if that one has been deleted). */
export async function addMemo(
  trx: Transaction<Database>,
  actor: CaseActor,
  input: AddMemoInput,
  now: number,
): Promise<MemoRow> {
  const order = await findCase(trx, actor, input.orderId);
  await trx
    .insertInto('order_memos')
    .values({
      order_id: order.id,
      client_id: input.clientId,
      author_user_id: actor.userId,
      text: input.text,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .onConflict((oc) => oc.columns(['author_user_id', 'client_id']).doNothing())
    .execute();
  const memo = await memosOf(trx, actor.userId).where('client_id', '=', input.clientId).executeTakeFirstOrThrow();
  if (memo.deleted_at !== null) throw memoNotFound();
  return memo;
}

/**
 * Changes the author's memo: with `base`, a text changed meanwhile (another tab) throws EditConflict instead of being
 * replaced unseen (domain/edits/field-merge.ts).
 */
export async function updateMemo(
  trx: Transaction<Database>,
  actor: CaseActor,
  input: UpdateMemoInput,
  now: number,
): Promise<MemoRow> {
  const memo = await findOwnMemo(trx, actor, input.id);
  if (memo.deleted_at !== null) throw memoNotFound();
  const { merged, conflicts } = mergeEdit(MEMO_FIELDS, { text: memo.text }, { text: input.text }, input.base);
  if (conflicts.length > 0) throw new EditConflict(conflicts);
  if (memo.text === merged.text) return memo;
  await trx.updateTable('order_memos').set({ text: merged.text, updated_at: now }).where('id', '=', memo.id).execute();
  return { ...memo, text: merged.text, updated_at: now };
}

/** Soft delete; deleting the author's memo again (a replayed delete) succeeds and changes nothing. */
export async function deleteMemo(
  trx: Transaction<Database>,
  actor: CaseActor,
  memoId: number,
  now: number,
): Promise<void> {
  const memo = await findOwnMemo(trx, actor, memoId);
  if (memo.deleted_at === null)
    await trx.updateTable('order_memos').set({ deleted_at: now }).where('id', '=', memo.id).execute();
}

/** A page of the actor's live memos on a case, newest first (keyset-paged, db/keyset-page.ts). */
export async function findMemos(
  db: Kysely<Database>,
  actor: CaseActor,
  orderId: number,
  page: { before?: number | undefined; limit: number },
): Promise<{ rows: MemoRow[]; earlier: number | null }> {
  const order = await findCase(db, actor, orderId);
  const query = memosOf(db, actor.userId).where('order_id', '=', order.id).where('deleted_at', 'is', null);
  return readKeysetPage(query, 'id', page);
}

export function toMemo(row: MemoRow): TMemo {
  return {
    id: row.id,
    orderId: row.order_id,
    text: row.text,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}
