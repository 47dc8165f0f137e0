import type { Kysely } from 'kysely';

/**
 * The password lock of accounts that do not exist, kept like a user's (users.failed_password_attempts and
 * locked_until) and moved by the same atomic updates, so parallel guesses cannot tell a real account from an
 * unknown one. Keyed by the account as typed (trimmed); rows idle for 30 days are pruned.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('decoy_password_locks')
    .addColumn('account', 'text', (c) => c.primaryKey())
    .addColumn('failed_password_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('decoy_password_locks_updated').on('decoy_password_locks').column('updated_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('decoy_password_locks').execute();
}
