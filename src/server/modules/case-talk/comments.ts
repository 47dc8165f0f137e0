import type { Kysely, Selectable, Transaction } from 'kysely';
import type { z } from 'zod';
import type { TComment, ZAddCommentRequest } from '../../../domain/orders/comments';
import { readKeysetPage } from '../../db/keyset-page';
import type { Database } from '../../db/schema';
import type { Purpose } from '../../storage/purposes';
import type { SignReadLink } from '../images';
import {
  requireCaseFiles,
  fileLink,
  parseJson,
  type OrderCommentTable,
  findCase,
  remindClinic,
  type CaseActor,
} from '../cases';

/** The purposes a side may attach to a comment: the clinic its photos, the factory photos and plan files too. */
function commentImagePurposes(side: 'clinic' | 'factory'): readonly Purpose[] {
  return side === 'factory' ? ['photo', 'plan'] : ['photo'];
}

export type AddCommentInput = z.output<typeof ZAddCommentRequest>;
type CommentRow = Selectable<OrderCommentTable> & { author_name: string };

function selectComments(db: Kysely<Database>) {
  return db
    .selectFrom('order_comments')
    .innerJoin('users', 'users.id', 'order_comments.author_user_id')
    .selectAll('order_comments')
    .select('users.name as author_name');
}

async function commentByClientId(
  db: Kysely<Database>,
  authorId: number,
  clientId: string,
): Promise<CommentRow | undefined> {
  return selectComments(db)
    .where('order_comments.author_user_id', '=', authorId)
    .where('order_comments.client_id', '=', clientId)
    .executeTakeFirst();
}

/**
 * A comment on a case the actor may see, from the clinic or the factory, with up to 9 images: the clinic's photos,
 * the factory's photos or plan files, each a completed upload of the caller. A comment whose client id the author
 * already used (the outbox re-sent it) answers the comment it made. The factory's comments leave the clinic a reminder.
 */
export async function addComment(
  trx: Transaction<Database>,
  actor: CaseActor,
  input: AddCommentInput,
  now: number,
): Promise<{ comment: CommentRow; isReplay: boolean }> {
  const order = await findCase(trx, actor, input.orderId);
  const earlier = await commentByClientId(trx, actor.userId, input.clientId);
  if (earlier) return { comment: earlier, isReplay: true };
  await requireCaseFiles(trx, actor.userId, input.images, commentImagePurposes(actor.side));
  const inserted = await trx
    .insertInto('order_comments')
    .values({
      order_id: order.id,
      client_id: input.clientId,
      author_user_id: actor.userId,
      author_side: actor.side,
      text: input.text,
      images: JSON.stringify(input.images),
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['author_user_id', 'client_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  const comment = await commentByClientId(trx, actor.userId, input.clientId);
  if (!comment) throw new Error('comment vanished after insert');
  if (inserted && actor.side === 'factory')
    await remindClinic(trx, order, 'case-comment', { commentId: inserted.id }, now);
  return { comment, isReplay: !inserted };
}

/**
 * One page of the case's comments (keyset-paged, db/keyset-page.ts), in reading order (oldest first), and the cursor of
 * the page above when there is one; served by the (order_id, id) index.
 */
export async function findComments(
  db: Kysely<Database>,
  actor: CaseActor,
  orderId: number,
  page: { before?: number | undefined; limit: number },
): Promise<{ rows: CommentRow[]; earlier: number | null }> {
  const order = await findCase(db, actor, orderId);
  const query = selectComments(db).where('order_comments.order_id', '=', order.id);
  const { rows, earlier } = await readKeysetPage(query, 'order_comments.id', page);
  return { rows: rows.reverse(), earlier };
}

export function toComment(row: CommentRow, sign: SignReadLink): TComment {
  return {
    id: row.id,
    orderId: row.order_id,
    authorName: row.author_name,
    authorSide: row.author_side,
    text: row.text,
    images: (parseJson<string[]>(row.images) ?? []).map((key) => fileLink(key, sign)),
    createdAt: Number(row.created_at),
  };
}
