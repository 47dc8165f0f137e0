import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type ClinicAuditAction =
  | 'company-created'
  | 'clinic-application-submitted'
  | 'clinic-application-approved'
  | 'clinic-application-rejected'
  | 'membership-ended'
  | 'employee-added'
  | 'employee-updated'
  | 'employee-deleted'
  | 'employee-prices-visibility'
  | 'employee-booking'
  | 'doctor-auth-submitted'
  | 'auth-reviewed'
  | 'patient-added'
  | 'patient-updated'
  | 'patient-deleted';

/** Membership, staff and authentication changes go to the same audit log as sign-ins (auth/audit.ts). */
export async function recordClinicAudit(
  db: Kysely<Database>,
  event: {
    action: ClinicAuditAction;
    userId: number;
    clinicId?: number | null;
    subject?: string | null;
    ip?: string | null;
    detail?: Record<string, unknown>;
  },
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      at: now,
      action: event.action,
      outcome: 'success',
      user_id: event.userId,
      subject: event.subject ?? null,
      clinic_id: event.clinicId ?? null,
      ip: event.ip ?? null,
      detail: event.detail ? JSON.stringify(event.detail) : null,
    })
    .execute();
}
