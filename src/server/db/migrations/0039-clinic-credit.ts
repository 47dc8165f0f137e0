import type { Kysely } from 'kysely';

/**
 * Credit terms, the clinic quota (issue 12; docs/payments.md, "Credit terms"): the credit limit factory finance
 * granted each clinic. What the clinic used is not stored: it is the ledger's `clinicCredit` account (payment shares
 * of source `credit`, repayments and refunds), so there is nothing to migrate back but this table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('clinic_credit')
    .addColumn('clinic_id', 'integer', (c) => c.primaryKey().references('clinics.id'))
    .addColumn('limit_cents', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('clinic_credit').execute();
}
