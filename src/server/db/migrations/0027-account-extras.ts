import type { Kysely } from 'kysely';
import { autoId } from './columns';

/**
 * Account extras (issue 14): a user's avatar object (the birth day is 0024's column) (POST /account/update-info), the staff switches
 * "bookable" (patients may book appointments with them) and "registrable" (patients may register with them), and
 * the requests a clinic user leaves for the manufacturer's service desk (account/apply, contact-with-mmm).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('avatar_key', 'text').execute();
  await db.schema.alterTable('employees').addColumn('bookable', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('employees').addColumn('registrable', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .createTable('service_requests')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('clinic_id', 'integer', (c) => c.references('clinics.id'))
    .addColumn('agent_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('clinic_name', 'text')
    .addColumn('contact_name', 'text')
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('handled_at', 'bigint')
    .addColumn('handled_by', 'integer', (c) => c.references('users.id'))
    .execute();
  await db.schema.createIndex('service_requests_open').on('service_requests').columns(['handled_at', 'id']).execute();
  await db.schema.createIndex('service_requests_user').on('service_requests').columns(['user_id', 'kind', 'handled_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('service_requests').execute();
  await db.schema.alterTable('employees').dropColumn('registrable').execute();
  await db.schema.alterTable('employees').dropColumn('bookable').execute();
  await db.schema.alterTable('users').dropColumn('avatar_key').execute();
}
