import type { Kysely } from 'kysely';
import { autoId } from './columns';

/** Users, their sessions, clinics and memberships, the short-lived challenges of sign-in, and the audit log. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('avatar_url', 'text')
    .addColumn('is_factory', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('doctor_auth_status', 'integer', (c) => c.notNull().defaultTo(-1))
    .addColumn('failed_password_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'bigint')
    .addColumn('password_changed_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('clinic_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('clinics')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_company', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_chain', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('main_clinic_id', 'integer')
    .addColumn('org_auth_status', 'integer', (c) => c.notNull().defaultTo(-1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('clinic_members')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('job', 'text')
    .addColumn('is_doctor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hide_prices', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('clinic_members_unique', ['clinic_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('sms_codes')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('checks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('consumed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_codes_phone').on('sms_codes').columns(['phone', 'created_at']).execute();

  // The local SMS provider's record of what it "sent": the developer inbox reads it in demo and test mode.
  await db.schema
    .createTable('sms_messages')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  // Image captchas, slider challenges and tokens, password-reset tickets: single use, short lived, answers hashed.
  await db.schema
    .createTable('challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('answer_hash', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('consumed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('qr_logins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code_token_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('collected_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('subject', 'text')
    .addColumn('clinic_id', 'integer')
    .addColumn('ip', 'text')
    .addColumn('detail', 'text')
    .execute();
  await db.schema.createIndex('audit_events_at').on('audit_events').column('at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'audit_events',
    'qr_logins',
    'challenges',
    'sms_messages',
    'sms_codes',
    'clinic_members',
    'clinics',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
