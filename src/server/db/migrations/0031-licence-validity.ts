import type { Kysely } from 'kysely';

/**
 * The validity period printed on each licence of a company authentication (issue 18 point 7: the expiry status shows
 * on licences with validity dates). YYYY-MM-DD text, both days included; null when the licence carries none.
 */
const COLUMNS = ['permit_valid_from', 'permit_valid_to', 'business_valid_from', 'business_valid_to'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable('company_auths').addColumn(column, 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [...COLUMNS].reverse()) await db.schema.alterTable('company_auths').dropColumn(column).execute();
}
