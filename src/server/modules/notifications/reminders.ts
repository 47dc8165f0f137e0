import type { ExpressionBuilder, Kysely } from 'kysely';
import type { z } from 'zod';
import type { TReminderPage, ZReminderListRequest, ZReminderReadRequest } from '../../../domain/orders/reminders';
import { isProductLineCode } from '../../../domain/product-lines';
import { ErrorCode } from '../../../domain/response-codes';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/envelope';
import { reminderText, type Translate } from './reminder-text';

export type ReminderListInput = z.output<typeof ZReminderListRequest>;
export type ReminderReadInput = z.output<typeof ZReminderReadRequest>;
/**
 * Whose reminders: the user's, in the clinic they work in now (null: every clinic's). `clinicOnly`: that clinic's
 * alone, without the personal ones (the doctor's overview names each clinic's reminders).
 */
export type ReminderReader = { userId: number; clinicId: number | null; clinicOnly?: boolean };

/** The reader's reminders: their own, of the current clinic and the personal ones (no clinic). */
function ofReader(reader: ReminderReader) {
  return (eb: ExpressionBuilder<Database, 'notifications'>) => {
    const mine = eb('notifications.user_id', '=', reader.userId);
    if (reader.clinicId === null) return mine;
    if (reader.clinicOnly) return eb.and([mine, eb('notifications.clinic_id', '=', reader.clinicId)]);
    return eb.and([
      mine,
      eb.or([eb('notifications.clinic_id', '=', reader.clinicId), eb('notifications.clinic_id', 'is', null)]),
    ]);
  };
}

export async function countUnread(db: Kysely<Database>, reader: ReminderReader): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('unread'))
    .where(ofReader(reader))
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.unread);
}

/** A page of the reader's reminders, newest first, each rendered in the reader's language. */
export async function findReminders(
  db: Kysely<Database>,
  reader: ReminderReader,
  input: ReminderListInput,
  t: Translate,
): Promise<TReminderPage> {
  let query = db.selectFrom('notifications').where(ofReader(reader));
  if (input.unreadOnly) query = query.where('notifications.read_at', 'is', null);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .leftJoin('orders', 'orders.id', 'notifications.order_id')
    .leftJoin('patients', 'patients.id', 'orders.patient_id')
    .selectAll('notifications')
    .select(['orders.product_line', 'patients.name as patient_name'])
    .orderBy('notifications.created_at', 'desc')
    .orderBy('notifications.id', 'desc')
    .limit(input.pageSize)
    .offset((input.pageIndex - 1) * input.pageSize)
    .execute();
  return {
    list: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      orderId: row.order_id,
      orderType: row.product_line !== null && isProductLineCode(row.product_line) ? row.product_line : null,
      text: reminderText({ kind: row.kind, detail: row.detail, patientName: row.patient_name }, t),
      createdAt: Number(row.created_at),
      readAt: row.read_at === null ? null : Number(row.read_at),
    })),
    total: Number(total),
    unread: await countUnread(db, reader),
  };
}

/** Marks the reader's unread reminders read: the listed ones, those of one order, or all. Answers the unread count left. */
export async function markRemindersRead(
  db: Kysely<Database>,
  reader: ReminderReader,
  input: ReminderReadInput,
  now: number,
): Promise<number> {
  // Marking everything read is asked for by name, never by leaving the other choices out.
  if (input.ids === undefined && input.orderId === undefined && input.all !== true)
    throw new AppError(ErrorCode.badRequest);
  let query = db
    .updateTable('notifications')
    .set({ read_at: now })
    .where(ofReader(reader))
    .where('read_at', 'is', null);
  if (input.ids !== undefined) query = query.where('id', 'in', input.ids.length > 0 ? input.ids : [-1]);
  else if (input.orderId !== undefined) query = query.where('order_id', '=', input.orderId);
  await query.execute();
  return countUnread(db, reader);
}
