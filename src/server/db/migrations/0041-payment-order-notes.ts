import type { Kysely } from 'kysely';

/**
 * A payment order's note (issue 12; docs/payments.md, "Price differences"): why factory finance issued it, which the
 * clinic reads in its unpaid list. The payment orders the order flows issue have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_orders').addColumn('note', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_orders').dropColumn('note').execute();
}
