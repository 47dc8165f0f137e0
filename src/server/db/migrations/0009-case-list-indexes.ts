import type { Kysely } from 'kysely';

/**
 * /caseList with thousands of cases in a clinic: every answer counts the six tabs (status and stage, under the date
 * filter) and reads one page of a tab, newest change first. The first index answers the counts from the index alone;
 * the second reads a tab's statuses already in page order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('orders_clinic_line_counts')
    .on('orders')
    .columns(['clinic_id', 'product_line', 'status', 'stage_no', 'created_at'])
    .execute();
  await db.schema
    .createIndex('orders_clinic_line_page')
    .on('orders')
    .columns(['clinic_id', 'product_line', 'status', 'updated_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_clinic_line_page').execute();
  await db.schema.dropIndex('orders_clinic_line_counts').execute();
}
