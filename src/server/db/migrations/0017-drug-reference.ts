import type { Kysely } from 'kysely';
import { autoId } from './columns';

/**
 * The drug reference of the emr service (issue 14): one row per drug, its texts in every interface language as JSON
 * (`texts`: { en, zh, ru }), `search_text` the lower-cased names of all languages for the name search, and `code`
 * the stable key the reference set is kept up to date by (modules/drugs/reference-set.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('drugs')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('texts', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('drugs').execute();
}
