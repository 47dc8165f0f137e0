import { sql, type Kysely } from 'kysely';
import { autoId } from './columns';

/**
 * Company and doctor authentication, applications to join a clinic, employee records, shipping addresses and
 * design preferences (docs/clinics.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One per company: the single company's clinic or a chain's main clinic; branches share it.
  await db.schema
    .createTable('company_auths')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().unique().references('clinics.id'))
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('permit_license', 'text', (c) => c.notNull())
    .addColumn('business_license', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('reject_reason', 'text')
    .addColumn('submitted_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .addColumn('reviewed_by', 'integer')
    .execute();
  await db.schema.createIndex('company_auths_status').on('company_auths').columns(['status', 'submitted_at']).execute();

  await db.schema
    .createTable('doctor_auths')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id'))
    .addColumn('real_name', 'text', (c) => c.notNull())
    .addColumn('title_post', 'text', (c) => c.notNull())
    .addColumn('id_card_path', 'text', (c) => c.notNull())
    .addColumn('cert_path', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('reject_reason', 'text')
    .addColumn('has_updated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('submitted_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .addColumn('reviewed_by', 'integer')
    .execute();
  await db.schema.createIndex('doctor_auths_status').on('doctor_auths').columns(['status', 'submitted_at']).execute();

  await db.schema
    .createTable('clinic_applications')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('remark', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addColumn('decided_by', 'integer')
    .execute();
  // At most one open application per user and clinic, even under concurrent requests.
  await db.schema
    .createIndex('clinic_applications_one_pending')
    .on('clinic_applications')
    .columns(['clinic_id', 'user_id'])
    .unique()
    .where(sql<boolean>`status = 'pending'`)
    .execute();
  await db.schema.createIndex('clinic_applications_user').on('clinic_applications').column('user_id').execute();

  await db.schema
    .createTable('employees')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('real_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('id_number', 'text')
    .addColumn('job', 'text')
    .addColumn('job_type', 'text')
    .addColumn('work_type', 'text')
    .addColumn('work_status', 'text')
    .addColumn('position', 'text')
    .addColumn('entry_date', 'text')
    .addColumn('departure_date', 'text')
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title_post', 'text')
    .addColumn('cert_path', 'text')
    .addColumn('id_card_path', 'text')
    .addColumn('hide_prices', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    // NULLs never collide: records without an ID number or a linked account may repeat them.
    .addUniqueConstraint('employees_clinic_phone', ['clinic_id', 'phone'])
    .addUniqueConstraint('employees_clinic_id_number', ['clinic_id', 'id_number'])
    .addUniqueConstraint('employees_clinic_user', ['clinic_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('addresses')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('district', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('addresses_user').on('addresses').column('user_id').execute();

  await db.schema
    .createTable('design_preferences')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('occlusion', 'integer', (c) => c.notNull())
    .addColumn('proximal_contact', 'integer', (c) => c.notNull())
    .addColumn('edentulous_area', 'integer', (c) => c.notNull())
    .addColumn('black_triangle', 'integer', (c) => c.notNull())
    .addColumn('transparency', 'text', (c) => c.notNull())
    .addColumn('form_design', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'design_preferences',
    'addresses',
    'employees',
    'clinic_applications',
    'doctor_auths',
    'company_auths',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
