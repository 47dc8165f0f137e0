import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type AuditAction =
  | 'sign-in'
  | 'sign-out'
  | 'account-locked'
  | 'password-changed'
  | 'password-reset'
  | 'registered'
  | 'clinic-switched'
  | 'manufacturer-setup'
  | 'factory-member-added'
  | 'factory-member-role-changed'
  | 'factory-member-removed'
  | 'holiday-year-saved'
  | 'personal-info-saved'
  | 'order-reassigned'
  | 'factories-configured'
  | 'cloud-linked'
  | 'cloud-unlinked'
  | 'personal-info-changed'
  | 'clinic-vip-granted';

export type AuditEvent = {
  action: AuditAction;
  outcome: 'success' | 'failure';
  userId?: number | null;
  subject?: string | null;
  clinicId?: number | null;
  ip?: string | null;
  detail?: Record<string, unknown>;
};

/** Every sign-in (success and failure), sign-out, lock and password change: who, when, where from, which clinic, outcome. */
export async function recordAudit(db: Kysely<Database>, event: AuditEvent, now = Date.now()): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      at: now,
      action: event.action,
      outcome: event.outcome,
      user_id: event.userId ?? null,
      subject: event.subject ?? null,
      clinic_id: event.clinicId ?? null,
      ip: event.ip ?? null,
      detail: event.detail ? JSON.stringify(event.detail) : null,
    })
    .execute();
}
