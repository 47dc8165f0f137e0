import type { Kysely } from 'kysely';

/**
 * Wearing reminders (issue 14): one wearing plan per aligner patient. `current_since` is the calendar day
 * (`YYYY-MM-DD`, the clinic device's) the current aligner was first worn; the next change day is computed from it
 * (src/domain/tools/wearing-plan.ts), never stored, so a changed rule needs no data migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wearing_plans')
    .addColumn('patient_id', 'integer', (c) => c.primaryKey().references('patients.id').onDelete('cascade'))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('hours_per_day', 'integer', (c) => c.notNull())
    .addColumn('days_per_aligner', 'integer', (c) => c.notNull())
    .addColumn('total_aligners', 'integer', (c) => c.notNull())
    .addColumn('current_aligner', 'integer', (c) => c.notNull())
    .addColumn('current_since', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wearing_plans_clinic').on('wearing_plans').column('clinic_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wearing_plans').execute();
}
