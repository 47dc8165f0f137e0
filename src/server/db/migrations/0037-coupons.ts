import { type Kysely } from 'kysely';
import { autoId } from './columns';

/**
 * Coupons (issue 12; docs/payments.md, "Coupons"): the templates a factory issues (an amount off, an optional
 * threshold, a validity period, a total quota and what is left of it), the coupons clinics claimed of them (one per
 * clinic and template; the payment that used it, null while unused), and on each payment the claimed coupon it used
 * and its discount. What the discount paid each payment order is a payment share of source `coupon`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('coupons')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('factory_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('threshold_cents', 'bigint', (c) => c.notNull())
    .addColumn('valid_from', 'bigint', (c) => c.notNull())
    .addColumn('valid_to', 'bigint', (c) => c.notNull())
    .addColumn('quota', 'integer', (c) => c.notNull())
    .addColumn('remaining', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coupons_valid_to').on('coupons').column('valid_to').execute();

  await db.schema
    .createTable('clinic_coupons')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id'))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('claimed_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('claimed_at', 'bigint', (c) => c.notNull())
    .addColumn('payment_id', 'integer', (c) => c.references('payments.id'))
    .addColumn('used_at', 'bigint')
    .addUniqueConstraint('clinic_coupons_once', ['coupon_id', 'clinic_id'])
    .execute();
  await db.schema
    .createIndex('clinic_coupons_clinic')
    .on('clinic_coupons')
    .columns(['clinic_id', 'payment_id'])
    .execute();

  await db.schema.alterTable('payments').addColumn('coupon_claim_id', 'integer').execute();
  await db.schema
    .alterTable('payments')
    .addColumn('coupon_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('coupon_cents').execute();
  await db.schema.alterTable('payments').dropColumn('coupon_claim_id').execute();
  await db.schema.dropTable('clinic_coupons').execute();
  await db.schema.dropTable('coupons').execute();
}
