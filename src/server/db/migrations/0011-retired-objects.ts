import type { Kysely } from 'kysely';

/**
 * An object whose last record was deleted (a patient's image, model or avatar, a photo replaced by its rotation) is
 * retired, not removed at once: its signed links, valid for up to an hour, answer 410 from that moment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('objects').addColumn('retired_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('objects').dropColumn('retired_at').execute();
}
