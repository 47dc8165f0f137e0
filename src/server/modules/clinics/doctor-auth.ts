import type { Kysely } from 'kysely';
import { DoctorAuthStatus } from '../../../domain/clinics/auth-statuses';
import { ClinicErrorCode, clinicErrorMessages } from '../../../domain/clinics/clinic-messages';
import type { TAuthStatus, TDoctorAuthSubmitRequest } from '../../../domain/clinics/doctor-auth';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/envelope';
import { recordClinicAudit } from './clinic-audit';

/**
 * Submits (or, after a rejection, resubmits) the caller's doctor authentication: pending review until the factory
 * decides. An authenticated doctor cannot resubmit (that would lock them out until a new review).
 */
export async function submitDoctorAuth(
  trx: Kysely<Database>,
  userId: number,
  input: TDoctorAuthSubmitRequest,
  now = Date.now(),
): Promise<void> {
  const existing = await trx
    .selectFrom('doctor_auths')
    .select(['id', 'status'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (existing?.status === DoctorAuthStatus.authenticated) {
    throw new AppError(
      ClinicErrorCode.doctorAlreadyAuthenticated,
      clinicErrorMessages[ClinicErrorCode.doctorAlreadyAuthenticated],
    );
  }
  const values = {
    real_name: input.realName,
    title_post: input.titlePost,
    id_card_path: input.idCardPath,
    cert_path: input.certPath,
    status: DoctorAuthStatus.pending,
    submitted_at: now,
    reviewed_at: null,
    reviewed_by: null,
  };
  if (existing) {
    // hasUpdated: resubmitted after a rejection; the reason stays readable until the next review.
    const hasUpdated = existing.status === DoctorAuthStatus.rejected ? 1 : 0;
    await trx
      .updateTable('doctor_auths')
      .set({ ...values, has_updated: hasUpdated })
      .where('id', '=', existing.id)
      .execute();
  } else {
    await trx
      .insertInto('doctor_auths')
      .values({ ...values, user_id: userId, reject_reason: null, has_updated: 0 })
      .execute();
  }
  await trx
    .updateTable('users')
    .set({ doctor_auth_status: DoctorAuthStatus.pending })
    .where('id', '=', userId)
    .execute();
  await recordClinicAudit(trx, { action: 'doctor-auth-submitted', userId }, now);
}

export async function findDoctorAuthStatus(db: Kysely<Database>, userId: number): Promise<TAuthStatus> {
  const user = await db
    .selectFrom('users')
    .select('doctor_auth_status')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const auth = await db
    .selectFrom('doctor_auths')
    .select('reject_reason')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { authStatus: user.doctor_auth_status, rejectReason: auth?.reject_reason ?? null };
}

export async function findDoctorAuth(db: Kysely<Database>, userId: number) {
  const user = await db
    .selectFrom('users')
    .select('doctor_auth_status')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const auth = await db
    .selectFrom('doctor_auths')
    .select(['real_name', 'title_post', 'id_card_path', 'cert_path', 'reject_reason', 'has_updated'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    realName: auth?.real_name ?? null,
    titlePost: auth?.title_post ?? null,
    idCardPath: auth?.id_card_path ?? null,
    certPath: auth?.cert_path ?? null,
    authStatus: user.doctor_auth_status,
    rejectReason: auth?.reject_reason ?? null,
    hasUpdated: auth?.has_updated === 1,
  };
}
