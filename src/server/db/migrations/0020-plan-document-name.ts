import type { Kysely } from 'kysely';

/**
 * order_plans.document_name: the plan document's name as the factory uploaded it ("Zhang Mei plan v2.pdf"); the stored
 * key ends in a random name, which is what the doctor saw before (issue 13). Null for plans without a document and for
 * plans published before this column, which keep showing the key's last segment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_plans').addColumn('document_name', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_plans').dropColumn('document_name').execute();
}
