import type { Kysely } from 'kysely';

/**
 * Cloud-platform linking (issue 18, item 6; docs/security.md, "Cloud-platform linking"). `cloud_link_requests`: a
 * link the user started here, keyed by its PKCE challenge, holding the verifier the exchange needs (10 minutes).
 * `cloud_links`: the user's link, one per user, until revoked. `local_cloud_codes`: the local provider's authorization
 * codes (it plays the cloud platform on this machine): stored hashed, single use, 10 minutes, bound to a challenge.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cloud_link_requests')
    .addColumn('code_challenge', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('cloud_links')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('linked_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('local_cloud_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('code_challenge', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('local_cloud_codes').execute();
  await db.schema.dropTable('cloud_links').execute();
  await db.schema.dropTable('cloud_link_requests').execute();
}
