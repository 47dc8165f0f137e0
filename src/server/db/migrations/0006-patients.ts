import type { Kysely } from 'kysely';
import { autoId } from './columns';

/**
 * Patients, their clinical image stages and images (emr service). Rows are never removed: a delete sets `deleted_at`
 * (medical records are kept, and a delete replayed after the idempotency window still answers success).
 * `client_id` is the outbox item id of the create: unique per clinic, so a create delivered twice makes one row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('patients')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('client_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    /** Lower-cased name and phone, for the search (LIKE is case-sensitive on PostgreSQL). */
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('gender', 'integer', (c) => c.notNull())
    .addColumn('birth_date', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('source', 'integer', (c) => c.notNull())
    .addColumn('avatar_key', 'text')
    .addColumn('doctor_name', 'text', (c) => c.notNull())
    .addColumn('doctor_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('patients_client_id')
    .unique()
    .on('patients')
    .columns(['clinic_id', 'client_id'])
    .execute();
  await db.schema.createIndex('patients_clinic_updated').on('patients').columns(['clinic_id', 'updated_at']).execute();

  await db.schema
    .createTable('image_stages')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('patient_id', 'integer', (c) => c.notNull().references('patients.id'))
    .addColumn('client_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('stage_time', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('image_stages_client_id')
    .unique()
    .on('image_stages')
    .columns(['clinic_id', 'client_id'])
    .execute();
  await db.schema.createIndex('image_stages_patient').on('image_stages').columns(['patient_id']).execute();

  await db.schema
    .createTable('clinic_images')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('patient_id', 'integer', (c) => c.notNull().references('patients.id'))
    .addColumn('image_stage_id', 'integer', (c) => c.notNull().references('image_stages.id'))
    .addColumn('client_id', 'text')
    .addColumn('photo_name', 'text', (c) => c.notNull())
    .addColumn('tooth_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'integer', (c) => c.notNull())
    /** The current object (changes with each rotation) and its server-made thumbnail. */
    .addColumn('object_key', 'text', (c) => c.notNull())
    .addColumn('thumb_key', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('clinic_images_client_id')
    .unique()
    .on('clinic_images')
    .columns(['clinic_id', 'client_id'])
    .execute();
  await db.schema.createIndex('clinic_images_stage').on('clinic_images').columns(['image_stage_id']).execute();
  await db.schema.createIndex('clinic_images_patient').on('clinic_images').columns(['patient_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('clinic_images').execute();
  await db.schema.dropTable('image_stages').execute();
  await db.schema.dropTable('patients').execute();
}
