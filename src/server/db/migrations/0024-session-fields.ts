import type { Kysely } from 'kysely';

/**
 * The session's personal fields (spec section 3, issue 18 point 4): the user's e-mail (personal info), birth day
 * (userInfo.birthDay, the age is derived from it) and the case list's remembered view (orderShowType, default
 * 'listShow'). Nullable text: a user who never filled them in has none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email', 'text').execute();
  await db.schema.alterTable('users').addColumn('birth_day', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('order_show_type', 'text', (c) => c.notNull().defaultTo('listShow'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('order_show_type').execute();
  await db.schema.alterTable('users').dropColumn('birth_day').execute();
  await db.schema.alterTable('users').dropColumn('email').execute();
}
