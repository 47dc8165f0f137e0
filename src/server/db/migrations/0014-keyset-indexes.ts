import type { Kysely } from 'kysely';

/**
 * Keyset paging (db/keyset-page.ts) of a patient's images and scans and of a user's memos on a case: each page is read
 * newest id first under the list's equality columns, so each index ends in the id. (Comments have theirs: 0008.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('clinic_images_patient_page').on('clinic_images').columns(['patient_id', 'id']).execute();
  await db.schema
    .createIndex('patient_models_patient_page')
    .on('patient_models')
    .columns(['patient_id', 'id'])
    .execute();
  await db.schema
    .createIndex('order_memos_order_page')
    .on('order_memos')
    .columns(['order_id', 'author_user_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('order_memos_order_page').execute();
  await db.schema.dropIndex('patient_models_patient_page').execute();
  await db.schema.dropIndex('clinic_images_patient_page').execute();
}
