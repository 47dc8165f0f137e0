import type { Kysely } from 'kysely';
import { autoId } from './columns';

/** Reminders for a user (the top bar's unread badge): the orders issue adds what creates them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('clinic_id', 'integer')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('detail', 'text')
    .addColumn('read_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notifications_unread').on('notifications').columns(['user_id', 'read_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notifications').execute();
}
