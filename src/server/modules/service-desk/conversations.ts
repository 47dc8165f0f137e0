import type { Kysely } from 'kysely';
import type { TServiceMessage, TServiceThread } from '../../../domain/service-desk/service-desk';
import type { KeysetPage } from '../../../domain/paging/keyset';
import type { Database } from '../../db/schema';
import { readKeysetPage, toKeysetPage } from '../../db/keyset-page';

/**
 * The local chat provider: one conversation per clinic-side user with the manufacturer's service staff. Each message
 * also updates the conversation's summary row, which the factory's inbox lists (unanswered first).
 */
export async function addServiceMessage(
  trx: Kysely<Database>,
  message: { userId: number; authorId: number; fromStaff: boolean; body: string; clinicId: number | null },
  now = Date.now(),
): Promise<TServiceMessage> {
  const inserted = await trx
    .insertInto('service_messages')
    .values({
      user_id: message.userId,
      author_id: message.authorId,
      from_staff: message.fromStaff ? 1 : 0,
      body: message.body,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const summary = { last_message: message.body.slice(0, 200), last_message_at: now, awaiting_reply: message.fromStaff ? (0 as const) : (1 as const) };
  await trx
    .insertInto('service_threads')
    .values({ user_id: message.userId, clinic_id: message.clinicId, ...summary })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet(message.fromStaff ? summary : { ...summary, clinic_id: message.clinicId }),
    )
    .execute();
  const author = await trx.selectFrom('users').select('name').where('id', '=', message.authorId).executeTakeFirstOrThrow();
  return { id: inserted.id, body: message.body, fromStaff: message.fromStaff, authorName: author.name, createdAt: now };
}

/** Whether the user has a conversation (the factory answers only someone who wrote first). */
export async function hasConversation(db: Kysely<Database>, userId: number): Promise<boolean> {
  return (await db.selectFrom('service_threads').select('user_id').where('user_id', '=', userId).executeTakeFirst()) !== undefined;
}

/** One page of a user's conversation, newest first. */
export async function readServiceMessages(
  db: Kysely<Database>,
  userId: number,
  page: { before?: number | undefined; limit: number },
): Promise<KeysetPage<TServiceMessage>> {
  const query = db
    .selectFrom('service_messages')
    .innerJoin('users', 'users.id', 'service_messages.author_id')
    .select([
      'service_messages.id',
      'service_messages.body',
      'service_messages.from_staff',
      'service_messages.created_at',
      'users.name as author_name',
    ])
    .where('service_messages.user_id', '=', userId);
  const read = await readKeysetPage(query, 'service_messages.id', page);
  return toKeysetPage(read, (row) => ({
    id: row.id,
    body: row.body,
    fromStaff: row.from_staff === 1,
    authorName: row.author_name,
    createdAt: row.created_at,
  }));
}

/** The inbox: conversations waiting for an answer first, then the most recent. */
export async function listServiceThreads(
  db: Kysely<Database>,
  request: { pageIndex: number; pageSize: number; awaitingOnly: boolean },
): Promise<{ list: TServiceThread[]; total: number }> {
  let base = db.selectFrom('service_threads');
  if (request.awaitingOnly) base = base.where('service_threads.awaiting_reply', '=', 1);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('users', 'users.id', 'service_threads.user_id')
    .leftJoin('clinics', 'clinics.id', 'service_threads.clinic_id')
    .select([
      'service_threads.user_id',
      'service_threads.last_message',
      'service_threads.last_message_at',
      'service_threads.awaiting_reply',
      'users.name as user_name',
      'users.phone as user_phone',
      'clinics.name as clinic_name',
    ])
    .orderBy('service_threads.awaiting_reply', 'desc')
    .orderBy('service_threads.last_message_at', 'desc')
    .orderBy('service_threads.user_id', 'desc')
    .limit(request.pageSize)
    .offset((request.pageIndex - 1) * request.pageSize)
    .execute();
  return {
    total: Number(total),
    list: rows.map((row) => ({
      userId: row.user_id,
      userName: row.user_name,
      userPhone: row.user_phone,
      clinicName: row.clinic_name,
      lastMessage: row.last_message,
      lastMessageAt: row.last_message_at,
      awaitingReply: row.awaiting_reply === 1,
    })),
  };
}
