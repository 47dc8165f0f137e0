import type { Kysely } from 'kysely';
import { DEMO_CASE_SEED } from '../../modules/demo-cases/demo-case-seed';
import { autoId } from './columns';

/**
 * Issue 14: the in-portal customer service chat (`service_messages`, one conversation per clinic-side user, and
 * `service_threads`, its summary for the factory's inbox) and the demo cases, seeded here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('service_messages')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('from_staff', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('service_messages_user').on('service_messages').columns(['user_id', 'id']).execute();
  await db.schema
    .createTable('service_threads')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('clinic_id', 'integer', (c) => c.references('clinics.id'))
    .addColumn('last_message', 'text', (c) => c.notNull())
    .addColumn('last_message_at', 'bigint', (c) => c.notNull())
    .addColumn('awaiting_reply', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('service_threads_inbox')
    .on('service_threads')
    .columns(['awaiting_reply', 'last_message_at'])
    .execute();

  await db.schema
    .createTable('demo_cases')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('product_line', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('texts', 'text', (c) => c.notNull())
    .execute();
  const seeded = db as Kysely<{
    demo_cases: { code: string; product_line: number; sort_order: number; data: string; texts: string };
  }>;
  await seeded
    .insertInto('demo_cases')
    .values(
      DEMO_CASE_SEED.map(({ code, productLine, texts, ...data }, index) => ({
        code,
        product_line: productLine,
        sort_order: index + 1,
        data: JSON.stringify(data),
        texts: JSON.stringify(texts),
      })),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('demo_cases').execute();
  await db.schema.dropTable('service_threads').execute();
  await db.schema.dropTable('service_messages').execute();
}
