import type { Kysely } from 'kysely';
import { autoId } from './columns';

/**
 * Clinic VIP (issue 13 point 21; spec: clinic vip levels, platform-granted VIP 99 days): the grants a factory admin
 * gives a clinic (level, from, until, by whom, why) and, per user, which grants the user was already told of, so
 * the notice shows once to each clinic admin on whatever device they sign in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('clinic_vip_grants')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('granted_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('granted_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('clinic_vip_grants_clinic').on('clinic_vip_grants').columns(['clinic_id', 'ends_at']).execute();
  await db.schema
    .createTable('clinic_vip_announcements')
    .addColumn('grant_id', 'integer', (c) => c.notNull().references('clinic_vip_grants.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('announced_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('clinic_vip_announcements_pk', ['grant_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('clinic_vip_announcements').execute();
  await db.schema.dropTable('clinic_vip_grants').execute();
}
