import type { Kysely } from 'kysely';
import { autoId } from './columns';

/**
 * A patient's 3D scans (STL, OBJ, PLY). As the other patient records, rows are never removed (`deleted_at`), and
 * `client_id` (the outbox item id of the add) is unique per clinic, so an add delivered twice makes one row.
 * `size` and `sha256` are copied from the stored object, so the list needs no join to show them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('patient_models')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('patient_id', 'integer', (c) => c.notNull().references('patients.id'))
    .addColumn('client_id', 'text')
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('jaw', 'text', (c) => c.notNull())
    .addColumn('object_key', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('patient_models_client_id')
    .unique()
    .on('patient_models')
    .columns(['clinic_id', 'client_id'])
    .execute();
  await db.schema.createIndex('patient_models_patient').on('patient_models').columns(['patient_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('patient_models').execute();
}
