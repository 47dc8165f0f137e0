import type { Kysely } from 'kysely';
import { autoId } from './columns';

/**
 * The payment password, the fee agreement and the pay-on-behalf link (issue 12; docs/payments.md): a clinic's payment
 * password (argon2 hash) with its wrong-try lock, each user's acceptance of a fee agreement version, and the links.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pay_passwords')
    .addColumn('clinic_id', 'integer', (c) => c.primaryKey().references('clinics.id'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'bigint')
    .addColumn('updated_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('fee_agreement_acceptances')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('accepted_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('fee_agreement_acceptances_pk', ['user_id', 'version'])
    .execute();

  await db.schema
    .createTable('pay_links')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('pay_ids', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('payment_id', 'integer', (c) => c.references('payments.id'))
    .addColumn('paid_at', 'bigint')
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pay_links').execute();
  await db.schema.dropTable('fee_agreement_acceptances').execute();
  await db.schema.dropTable('pay_passwords').execute();
}
