import type { Kysely } from 'kysely';

/**
 * Scale-out (several server processes on one database, issue 15):
 * - multipart_uploads.store_upload_id: the object store's own id of a multipart upload (S3's UploadId, a long opaque
 *   string), beside ours; the S3 store (storage/s3-store.ts) sends every part and the completion under it. Null for the
 *   local-disk store, which needs none.
 * - dev_captcha_answers: test mode only, the answers of recent image captchas for browser tests to read, which were
 *   kept in one process's memory: a second process behind the same address could not find them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('multipart_uploads').addColumn('store_upload_id', 'text').execute();
  await db.schema
    .createTable('dev_captcha_answers')
    .addColumn('captcha_id', 'text', (c) => c.primaryKey())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dev_captcha_answers').execute();
  await db.schema.alterTable('multipart_uploads').dropColumn('store_upload_id').execute();
}
