import type { Kysely } from 'kysely';
import {
  DOCTOR_AUTH_BY_STATE,
  DoctorAuthStatus,
  ORG_AUTH_BY_STATE,
  OrgAuthStatus,
} from '../../../domain/clinics/auth-statuses';
import { ClinicErrorCode, clinicErrorMessages } from '../../../domain/clinics/clinic-messages';
import type { TReviewItem, TReviewListRequest, TReviewRequest } from '../../../domain/clinics/factory-review';
import type { TStoredFile } from '../../../domain/clinics/fields';
import type { TLicenceValidity } from '../../../domain/clinics/licence-validity';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/envelope';
import { notFound } from '../../http/access';
import { recordClinicAudit } from './clinic-audit';
import { validityOfRow } from './companies';

type FileView = (key: string) => TStoredFile | null;

function filesOf(entries: Record<string, string>, fileView: FileView): Record<string, TStoredFile> {
  const files: Record<string, TStoredFile> = {};
  for (const [name, key] of Object.entries(entries)) {
    const file = fileView(key);
    if (file) files[name] = file;
  }
  return files;
}

function validitiesOf(entries: Record<string, TLicenceValidity | null>): Record<string, TLicenceValidity> {
  return Object.fromEntries(
    Object.entries(entries).filter((entry): entry is [string, TLicenceValidity] => entry[1] !== null),
  );
}

/** Company or doctor authentications for the factory, oldest submission first (first come, first reviewed). */
export async function findReviews(
  db: Kysely<Database>,
  request: TReviewListRequest,
  fileView: FileView,
): Promise<{ list: TReviewItem[]; total: number }> {
  const offset = (request.pageIndex - 1) * request.pageSize;
  if (request.kind === 'company') {
    const status = request.status === undefined ? null : ORG_AUTH_BY_STATE[request.status];
    const base = db.selectFrom('company_auths').innerJoin('users', 'users.id', 'company_auths.user_id');
    const filtered = status === null ? base : base.where('company_auths.status', '=', status);
    const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await filtered
      .selectAll('company_auths')
      .select('users.phone')
      .orderBy('company_auths.submitted_at')
      .orderBy('company_auths.id')
      .limit(request.pageSize)
      .offset(offset)
      .execute();
    return {
      total: Number(total),
      list: rows.map((row) => ({
        id: row.id,
        kind: 'company' as const,
        name: row.company_name,
        userId: row.user_id,
        applicantPhone: row.phone,
        clinicId: row.clinic_id,
        titlePost: null,
        authStatus: row.status,
        rejectReason: row.reject_reason,
        submittedAt: row.submitted_at,
        reviewedAt: row.reviewed_at,
        files: filesOf({ permitLicense: row.permit_license, businessLicense: row.business_license }, fileView),
        validities: validitiesOf({
          permitLicense: validityOfRow(row.permit_valid_from, row.permit_valid_to),
          businessLicense: validityOfRow(row.business_valid_from, row.business_valid_to),
        }),
      })),
    };
  }
  const status = request.status === undefined ? null : DOCTOR_AUTH_BY_STATE[request.status];
  const base = db.selectFrom('doctor_auths').innerJoin('users', 'users.id', 'doctor_auths.user_id');
  const filtered = status === null ? base : base.where('doctor_auths.status', '=', status);
  const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await filtered
    .selectAll('doctor_auths')
    .select('users.phone')
    .orderBy('doctor_auths.submitted_at')
    .orderBy('doctor_auths.id')
    .limit(request.pageSize)
    .offset(offset)
    .execute();
  return {
    total: Number(total),
    list: rows.map((row) => ({
      id: row.id,
      kind: 'doctor' as const,
      name: row.real_name,
      userId: row.user_id,
      applicantPhone: row.phone,
      clinicId: null,
      titlePost: row.title_post,
      authStatus: row.status,
      rejectReason: row.reject_reason,
      submittedAt: row.submitted_at,
      reviewedAt: row.reviewed_at,
      files: filesOf({ idCardPath: row.id_card_path, certPath: row.cert_path }, fileView),
      // A practising certificate carries no validity period (it stays valid while registered).
      validities: {},
    })),
  };
}

const alreadyReviewed = () =>
  new AppError(ClinicErrorCode.alreadyReviewed, clinicErrorMessages[ClinicErrorCode.alreadyReviewed]);

/**
 * The factory's decision on a pending authentication. A company's decision applies to its main clinic and every
 * branch; a doctor's to the user's status (read by every session on its next request).
 */
export async function reviewAuthentication(
  trx: Kysely<Database>,
  reviewerId: number,
  input: TReviewRequest,
  now = Date.now(),
): Promise<{ authStatus: number }> {
  const reason = input.approve ? null : (input.reason ?? null);
  if (input.kind === 'company') {
    const auth = await trx
      .selectFrom('company_auths')
      .select(['id', 'clinic_id'])
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!auth) throw notFound();
    const status = input.approve ? OrgAuthStatus.approved : OrgAuthStatus.rejected;
    // Conditional on still pending, so two reviewers at once cannot both decide.
    const decided = await trx
      .updateTable('company_auths')
      .set({ status, reject_reason: reason, reviewed_at: now, reviewed_by: reviewerId })
      .where('id', '=', auth.id)
      .where('status', '=', OrgAuthStatus.pending)
      .executeTakeFirst();
    if (Number(decided.numUpdatedRows) === 0) throw alreadyReviewed();
    await trx
      .updateTable('clinics')
      .set({ org_auth_status: status })
      .where((eb) => eb.or([eb('id', '=', auth.clinic_id), eb('main_clinic_id', '=', auth.clinic_id)]))
      .execute();
    await recordClinicAudit(
      trx,
      {
        action: 'auth-reviewed',
        userId: reviewerId,
        clinicId: auth.clinic_id,
        detail: { kind: 'company', id: auth.id, status },
      },
      now,
    );
    return { authStatus: status };
  }
  const auth = await trx
    .selectFrom('doctor_auths')
    .select(['id', 'user_id'])
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (!auth) throw notFound();
  const status = input.approve ? DoctorAuthStatus.authenticated : DoctorAuthStatus.rejected;
  const decided = await trx
    .updateTable('doctor_auths')
    .set({ status, reject_reason: reason, has_updated: 0, reviewed_at: now, reviewed_by: reviewerId })
    .where('id', '=', auth.id)
    .where('status', '=', DoctorAuthStatus.pending)
    .executeTakeFirst();
  if (Number(decided.numUpdatedRows) === 0) throw alreadyReviewed();
  await trx.updateTable('users').set({ doctor_auth_status: status }).where('id', '=', auth.user_id).execute();
  await recordClinicAudit(
    trx,
    {
      action: 'auth-reviewed',
      userId: reviewerId,
      subject: `user:${auth.user_id}`,
      detail: { kind: 'doctor', id: auth.id, status },
    },
    now,
  );
  return { authStatus: status };
}
