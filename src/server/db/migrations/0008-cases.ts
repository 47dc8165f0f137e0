import type { Kysely } from 'kysely';
import { autoId } from './columns';

/**
 * Cases and orders (order service). One `orders` row per case of any product line; its status follows the line's
 * status machine (src/domain/cases/status-machine.ts) and every change is an `order_events` row, kept forever.
 * Money is integer cents. JSON columns are text (the same on SQLite and PostgreSQL). `client_id` is the outbox item
 * id of the submit: unique per clinic, so a submit delivered twice makes one case.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('product_line', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('stage_no', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('patient_id', 'integer', (c) => c.notNull().references('patients.id'))
    .addColumn('client_id', 'text')
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('doctor_name', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('series', 'text', (c) => c.notNull().defaultTo(''))
    /** Lower-cased patient name and phone, for the search (LIKE is case-sensitive on PostgreSQL). */
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('case_data', 'text', (c) => c.notNull())
    .addColumn('image_stage_id', 'integer')
    .addColumn('upper_model_id', 'integer')
    .addColumn('lower_model_id', 'integer')
    .addColumn('pickup_at', 'bigint')
    .addColumn('plan_price_cents', 'bigint')
    .addColumn('paid_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('due_cents', 'bigint')
    .addColumn('due_final', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('final_paid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_up', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_down', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('produced_up', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('produced_down', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pending_up', 'integer')
    .addColumn('pending_down', 'integer')
    .addColumn('pending_address_id', 'integer')
    .addColumn('completion', 'text')
    .addColumn('submitted_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_client_id').unique().on('orders').columns(['clinic_id', 'client_id']).execute();
  await db.schema
    .createIndex('orders_clinic_status')
    .on('orders')
    .columns(['clinic_id', 'status', 'created_at'])
    .execute();
  await db.schema.createIndex('orders_clinic_created').on('orders').columns(['clinic_id', 'created_at']).execute();
  await db.schema.createIndex('orders_status_updated').on('orders').columns(['status', 'updated_at']).execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('from_status', 'integer')
    .addColumn('to_status', 'integer', (c) => c.notNull())
    .addColumn('stage_no', 'integer', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('actor_side', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_events_order').on('order_events').columns(['order_id', 'id']).execute();

  await db.schema
    .createTable('order_plans')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('stage_no', 'integer', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('total_up', 'integer', (c) => c.notNull())
    .addColumn('total_down', 'integer', (c) => c.notNull())
    .addColumn('steps', 'text', (c) => c.notNull())
    .addColumn('document_key', 'text')
    .addColumn('price_cents', 'bigint', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('decision', 'text')
    .addColumn('decision_reason', 'text')
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_plans_order').on('order_plans').columns(['order_id', 'id']).execute();

  await db.schema
    .createTable('order_shipments')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('stage_no', 'integer', (c) => c.notNull())
    .addColumn('carrier', 'text', (c) => c.notNull())
    .addColumn('tracking_no', 'text', (c) => c.notNull())
    .addColumn('estimated_delivery', 'text', (c) => c.notNull())
    .addColumn('steps_up', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('steps_down', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shipped_at', 'bigint', (c) => c.notNull())
    .addColumn('received_at', 'bigint')
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .execute();
  await db.schema.createIndex('order_shipments_order').on('order_shipments').columns(['order_id']).execute();

  await db.schema
    .createTable('order_comments')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('client_id', 'text')
    .addColumn('author_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('author_side', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_comments_client_id')
    .unique()
    .on('order_comments')
    .columns(['author_user_id', 'client_id'])
    .execute();
  await db.schema.createIndex('order_comments_order').on('order_comments').columns(['order_id', 'id']).execute();

  await db.schema
    .createTable('order_memos')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('client_id', 'text')
    .addColumn('author_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('order_memos_client_id')
    .unique()
    .on('order_memos')
    .columns(['author_user_id', 'client_id'])
    .execute();
  await db.schema.createIndex('order_memos_order').on('order_memos').columns(['order_id', 'author_user_id']).execute();
  await db.schema.createIndex('notifications_order').on('notifications').columns(['order_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('notifications_order').execute();
  for (const table of ['order_memos', 'order_comments', 'order_shipments', 'order_plans', 'order_events', 'orders'])
    await db.schema.dropTable(table).execute();
}
