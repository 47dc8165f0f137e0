import type { Kysely } from 'kysely';
import { autoId } from './columns';

/**
 * Model shipping (issue 14): a courier pickup of one or several orders' mailed models. `model_pickups` holds the
 * booking with a copy of the address as it was booked (an address edited later does not move a booked courier),
 * `model_pickup_orders` which orders it collects (an order is collected by one pickup), `courier_bookings` what the
 * local courier provider "sent" (the stand-in for the courier's service, like `sms_messages` for SMS), and
 * `pickup_address_defaults` each user's default pickup address per clinic.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('model_pickups')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('pickup_at', 'bigint', (c) => c.notNull())
    .addColumn('pickup_day', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('courier_ref', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('model_pickups_client', ['clinic_id', 'client_id'])
    .execute();
  await db.schema
    .createIndex('model_pickups_clinic_created')
    .on('model_pickups')
    .columns(['clinic_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('model_pickup_orders')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id'))
    .addColumn('pickup_id', 'integer', (c) => c.notNull().references('model_pickups.id'))
    .execute();
  await db.schema.createIndex('model_pickup_orders_pickup').on('model_pickup_orders').column('pickup_id').execute();
  await db.schema
    .createTable('courier_bookings')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('pickup_address_defaults')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('address_id', 'integer', (c) => c.notNull().references('addresses.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('pickup_address_defaults_pk', ['user_id', 'clinic_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pickup_address_defaults').execute();
  await db.schema.dropTable('courier_bookings').execute();
  await db.schema.dropTable('model_pickup_orders').execute();
  await db.schema.dropTable('model_pickups').execute();
}
