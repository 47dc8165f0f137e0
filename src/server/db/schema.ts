import type { Generated } from 'kysely';
import type { Flag } from './flag';
import type { ClinicsDatabase } from '../modules/clinics/tables';
import type { PatientsDatabase } from '../modules/patients/tables';
import type { CasesDatabase } from '../modules/cases/tables';
import type { FactoryStaffDatabase } from '../modules/factory-staff/tables';
import type { DrugsDatabase } from '../modules/drugs/tables';
import type { CalendarDatabase } from '../modules/calendar/tables';
import type { StorageTables } from '../storage/tables';
import type { MoneyDatabase } from '../modules/money/tables';
import type { PaymentsDatabase } from '../modules/payments/tables';
import type { PaySecurityDatabase } from '../modules/payments/pay-security-tables';
import type { CreditDatabase } from '../modules/payments/credit-tables';
import type { RemittanceDatabase } from '../modules/payments/remittance-tables';
import type { CouponsDatabase } from '../modules/coupons/tables';
import type { CloudLinkDatabase } from '../modules/cloud-link/tables';
import type { ModelPickupsDatabase } from '../modules/model-pickups/tables';
import type { WearingDatabase } from '../modules/wearing/tables';
import type { ServiceDeskDatabase } from '../modules/service-desk/tables';
import type { DemoCasesDatabase } from '../modules/demo-cases/tables';
import type { ClinicVipDatabase } from '../modules/clinic-vip/tables';

/**
 * Row types, one per table. Timestamps are epoch milliseconds (bigint in PostgreSQL, integer in SQLite;
 * the pg driver is told to parse int8 as a number), so both dialects compare them the same way.
 */
export type Database = {
  manufacturers: ManufacturerTable;
  factories: FactoryTable;
  idempotency_keys: IdempotencyKeyTable;
  users: UserTable;
  decoy_password_locks: DecoyPasswordLockTable;
  sessions: SessionTable;
  clinics: ClinicTable;
  clinic_members: ClinicMemberTable;
  sms_codes: SmsCodeTable;
  sms_messages: SmsMessageTable;
  challenges: ChallengeTable;
  dev_captcha_answers: DevCaptchaAnswerTable;
  qr_logins: QrLoginTable;
  audit_events: AuditEventTable;
  notifications: NotificationTable;
} & ClinicsDatabase &
  PatientsDatabase &
  CasesDatabase &
  FactoryStaffDatabase &
  DrugsDatabase &
  CalendarDatabase &
  MoneyDatabase &
  PaymentsDatabase &
  PaySecurityDatabase &
  CreditDatabase &
  RemittanceDatabase &
  CouponsDatabase &
  LineTables &
  CloudLinkDatabase &
  ModelPickupsDatabase &
  WearingDatabase &
  ServiceDeskDatabase &
  DemoCasesDatabase &
  ClinicVipDatabase &
  StorageTables;

export type { Flag } from './flag';

/**
 * The product lines' own tables (docs/orders.md, "Adding a line"). Each line declares its tables in its own folder
 * (`src/server/lines/<line>/tables.ts`) and adds them here by declaration merging (`declare module
 * '../../db/schema'`), so this file names no line. Merging rather than an import of the line registry: the lines' code
 * reads `Database`, and the registry imports the lines, so composing the type from the registry would be an import
 * circle.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the lines' tables.ts (merging)
export interface LineTables {}

export type UserTable = {
  id: Generated<number>;
  phone: string;
  password_hash: string;
  name: string;
  avatar_url: string | null;
  /** The avatar's object key (migration 0027); `avatar_url` is then the app's own link to it. */
  avatar_key: string | null;
  is_factory: Flag;
  /** Doctor authentication: -1 not submitted; 2 authenticated (spec section 4). */
  doctor_auth_status: number;
  failed_password_attempts: number;
  locked_until: number | null;
  password_changed_at: number;
  created_at: number;
  /** Personal info (migration 0024); null until the user gives one. */
  email: string | null;
  /** YYYY, YYYY-MM-DD or YYYY/MM/DD (the age rule's forms; migration 0024); null until given. */
  birth_day: string | null;
  /** The case list's view: 'listShow' (default) or 'cardShow'. */
  order_show_type: Generated<string>;
};

/** The password lock of an account that does not exist (migration 0012). */
export type DecoyPasswordLockTable = {
  account: string;
  failed_password_attempts: number;
  locked_until: number | null;
  updated_at: number;
};

export type SessionTable = {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  clinic_id: number | null;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
  ip: string | null;
  user_agent: string | null;
};

export type ClinicTable = {
  id: Generated<number>;
  name: string;
  is_company: Flag;
  is_chain: Flag;
  main_clinic_id: number | null;
  /** The clinic's home factory, where its orders go (migration 0022); null: the manufacturer's first factory. */
  factory_id: number | null;
  org_auth_status: number;
  created_at: number;
};

export type ClinicMemberTable = {
  id: Generated<number>;
  clinic_id: number;
  user_id: number;
  role: 'admin' | 'staff';
  job: string | null;
  is_doctor: Flag;
  hide_prices: Flag;
  created_at: number;
};

export type SmsCodeTable = {
  id: Generated<number>;
  phone: string;
  purpose: string;
  code_hash: string;
  checks: number;
  expires_at: number;
  consumed_at: number | null;
  created_at: number;
};

export type SmsMessageTable = { id: Generated<number>; phone: string; text: string; created_at: number };

/** Test mode only: an image captcha's answer for browser tests to read (migration 0019-scale-out). */
export type DevCaptchaAnswerTable = {
  captcha_id: string;
  answer: string;
  created_at: number;
};

export type ChallengeTable = {
  id: string;
  kind: 'image-captcha' | 'slider' | 'slider-token' | 'reset-ticket';
  answer_hash: string;
  subject: string | null;
  expires_at: number;
  consumed_at: number | null;
  created_at: number;
};

export type QrLoginTable = {
  id: string;
  code_token_hash: string;
  status: 'waiting' | 'scanned' | 'confirmed' | 'expired';
  user_id: number | null;
  expires_at: number;
  collected_at: number | null;
  created_at: number;
};

export type AuditEventTable = {
  id: Generated<number>;
  at: number;
  action: string;
  outcome: 'success' | 'failure';
  user_id: number | null;
  /** Who the event is about when there is no user id: the account or phone that was tried. */
  subject: string | null;
  clinic_id: number | null;
  ip: string | null;
  detail: string | null;
};

export type ManufacturerTable = {
  id: Generated<number>;
  name: string;
  created_at: number;
};

export type FactoryTable = {
  id: Generated<number>;
  manufacturer_id: number;
  code: string;
  name: string;
  city: string;
  created_at: number;
};

export type IdempotencyKeyTable = {
  /** The principal's scope and the client's key: `user:42:<key>` or `anonymous:<key>`. */
  scope_key: string;
  method: string;
  path: string;
  request_hash: string;
  status_code: number;
  response_body: string;
  created_at: number;
};

export type NotificationTable = {
  id: Generated<number>;
  user_id: number;
  /** The clinic the reminder belongs to; null for the user's personal ones. */
  clinic_id: number | null;
  kind: string;
  order_id: number | null;
  detail: string | null;
  read_at: number | null;
  created_at: number;
};
