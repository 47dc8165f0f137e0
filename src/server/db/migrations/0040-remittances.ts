import type { Kysely } from 'kysely';
import { autoId } from './columns';

/**
 * Corporate transfer and bank remittance (issue 12; docs/payments.md): a clinic's record of money it sent by bank to
 * the manufacturer, with the payer account, the proof photo's object key and factory finance's decision. Its payment
 * (`payments`, provider 'transfer', shares from 'outside') holds the payment orders while it is submitted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('remittances')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('payment_id', 'integer', (c) => c.notNull().unique().references('payments.id'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('payer_account_name', 'text', (c) => c.notNull())
    .addColumn('payer_account_no', 'text', (c) => c.notNull())
    .addColumn('payer_bank', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('remitted_on', 'text', (c) => c.notNull())
    .addColumn('proof_key', 'text', (c) => c.notNull())
    .addColumn('reject_reason', 'text')
    .addColumn('submitted_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('submitted_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_by', 'integer', (c) => c.references('users.id'))
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema.createIndex('remittances_state_idx').on('remittances').columns(['state', 'id']).execute();
  await db.schema.createIndex('remittances_clinic_idx').on('remittances').columns(['clinic_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('remittances').execute();
}
