import { sql, type Kysely } from 'kysely';
import { ClinicErrorCode, clinicErrorMessages } from '../../../domain/clinics/clinic-messages';
import {
  CLINIC_SEARCH_LIMIT,
  type TApplyPassRequest,
  type TApplyRejectRequest,
  type TClinicApplication,
  type TClinicSearchResult,
  type TRelateClinicRequest,
  type TRelatedClinic,
} from '../../../domain/clinics/company';
import type { TPageRequest } from '../../../domain/clinics/fields';
import { isDoctorJob } from '../../../domain/clinics/staff-options';
import type { Database } from '../../db/schema';
import { likePattern } from '../../db/like-pattern';
import { AppError } from '../../http/envelope';
import { linkEmployee } from '../staff';
import { notFound } from '../../http/access';
import { recordClinicAudit } from './clinic-audit';
import { endMembership, findMembership, lockClinic } from './memberships';

/** Clinics whose name contains the text, shortest names first: at most three, never more. */
export async function searchClinics(db: Kysely<Database>, name: string): Promise<TClinicSearchResult[]> {
  return db
    .selectFrom('clinics')
    .select(['id', 'name'])
    .where(sql<boolean>`lower(name) like ${likePattern(name)} escape '\\'`)
    .orderBy(sql`length(name)`)
    .orderBy('id')
    .limit(CLINIC_SEARCH_LIMIT)
    .execute();
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Asks to join a clinic. A refused application may be made again; an open one may not be repeated. */
export async function relateClinic(
  trx: Kysely<Database>,
  userId: number,
  input: TRelateClinicRequest,
  now = Date.now(),
): Promise<number> {
  const clinic = await trx.selectFrom('clinics').select('id').where('id', '=', input.clinicId).executeTakeFirst();
  if (!clinic) throw notFound();
  if (await findMembership(trx, clinic.id, userId))
    throw new AppError(ClinicErrorCode.alreadyMember, clinicErrorMessages[ClinicErrorCode.alreadyMember]);
  const open = await trx
    .selectFrom('clinic_applications')
    .select('id')
    .where('clinic_id', '=', clinic.id)
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (open)
    throw new AppError(ClinicErrorCode.applicationPending, clinicErrorMessages[ClinicErrorCode.applicationPending]);
  // The new application replaces a refused one in the caller's list (the audit log keeps the history).
  await trx
    .deleteFrom('clinic_applications')
    .where('clinic_id', '=', clinic.id)
    .where('user_id', '=', userId)
    .where('status', '=', 'rejected')
    .execute();
  try {
    const row = await trx
      .insertInto('clinic_applications')
      .values({
        clinic_id: clinic.id,
        user_id: userId,
        first_name: input.firstName,
        status: 'pending',
        remark: null,
        created_at: now,
        decided_at: null,
        decided_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordClinicAudit(
      trx,
      { action: 'clinic-application-submitted', userId, clinicId: clinic.id, detail: { applicationId: row.id } },
      now,
    );
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(ClinicErrorCode.applicationPending, clinicErrorMessages[ClinicErrorCode.applicationPending]);
    throw error;
  }
}

function page<T>(items: T[], request: TPageRequest): { list: T[]; total: number } {
  const start = (request.pageIndex - 1) * request.pageSize;
  return { list: items.slice(start, start + request.pageSize), total: items.length };
}

/**
 * The caller's clinics (approved) and their applications still open or refused, newest first. A user relates to a
 * handful of clinics, so the two lists are merged and paged in memory.
 */
export async function findRelatedClinics(
  db: Kysely<Database>,
  userId: number,
  request: TPageRequest,
): Promise<{ list: TRelatedClinic[]; total: number }> {
  const memberships = await db
    .selectFrom('clinic_members')
    .innerJoin('clinics', 'clinics.id', 'clinic_members.clinic_id')
    .select([
      'clinics.id',
      'clinics.name',
      'clinics.main_clinic_id',
      'clinic_members.role',
      'clinic_members.created_at',
    ])
    .where('clinic_members.user_id', '=', userId)
    .execute();
  const memberOf = new Set(memberships.map((m) => m.id));
  const applications = await db
    .selectFrom('clinic_applications')
    .innerJoin('clinics', 'clinics.id', 'clinic_applications.clinic_id')
    .select([
      'clinics.id',
      'clinics.name',
      'clinics.main_clinic_id',
      'clinic_applications.first_name',
      'clinic_applications.status',
      'clinic_applications.remark',
      'clinic_applications.created_at',
    ])
    .where('clinic_applications.user_id', '=', userId)
    .orderBy('clinic_applications.id', 'desc')
    .execute();
  // The name given in the newest approved application of each clinic (rows come newest first).
  const approvedNames = new Map<number, string>();
  for (const a of applications)
    if (a.status === 'approved' && !approvedNames.has(a.id)) approvedNames.set(a.id, a.first_name);
  const items: TRelatedClinic[] = [
    ...memberships.map((m) => ({
      clinicId: m.id,
      clinicName: m.name,
      status: 'approved' as const,
      firstName: approvedNames.get(m.id) ?? null,
      remark: null,
      isAdmin: m.role === 'admin',
      isMain: m.main_clinic_id === null,
      createdAt: m.created_at,
    })),
    ...applications
      .filter((a) => a.status !== 'approved' && !memberOf.has(a.id))
      .map((a) => ({
        clinicId: a.id,
        clinicName: a.name,
        status: a.status,
        firstName: a.first_name,
        remark: a.remark,
        isAdmin: false,
        isMain: a.main_clinic_id === null,
        createdAt: a.created_at,
      })),
  ];
  items.sort((a, b) => b.createdAt - a.createdAt || a.clinicId - b.clinicId);
  return page(items, request);
}

/** Applications to a clinic: open ones first, then the newest. */
export async function findApplications(
  db: Kysely<Database>,
  clinicId: number,
  request: TPageRequest,
): Promise<{ list: TClinicApplication[]; total: number }> {
  const { total } = await db
    .selectFrom('clinic_applications')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('clinic_id', '=', clinicId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('clinic_applications')
    .innerJoin('users', 'users.id', 'clinic_applications.user_id')
    .select([
      'clinic_applications.id',
      'clinic_applications.clinic_id',
      'clinic_applications.user_id',
      'clinic_applications.first_name',
      'clinic_applications.status',
      'clinic_applications.remark',
      'clinic_applications.created_at',
      'clinic_applications.decided_at',
      'users.name',
      'users.phone',
    ])
    .where('clinic_applications.clinic_id', '=', clinicId)
    .orderBy(sql`case when clinic_applications.status = 'pending' then 0 else 1 end`)
    .orderBy('clinic_applications.id', 'desc')
    .limit(request.pageSize)
    .offset((request.pageIndex - 1) * request.pageSize)
    .execute();
  return {
    total: Number(total),
    list: rows.map((row) => ({
      id: row.id,
      clinicId: row.clinic_id,
      userId: row.user_id,
      firstName: row.first_name,
      userName: row.name,
      phone: row.phone,
      status: row.status,
      remark: row.remark,
      createdAt: row.created_at,
      decidedAt: row.decided_at,
    })),
  };
}

type Admin = { userId: number; clinicId: number };

/** The open application of a user to the admin's current clinic; any other clinic's answers "not found". */
async function findOpenApplication(trx: Kysely<Database>, admin: Admin, clinicId: number, userId: number) {
  if (clinicId !== admin.clinicId) throw notFound();
  const application = await trx
    .selectFrom('clinic_applications')
    .select('id')
    .where('clinic_id', '=', clinicId)
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (!application) throw notFound();
  return application;
}

/** Approves: the applicant becomes a staff member (a doctor when the job is doctor) with an employee record. */
export async function approveApplication(
  trx: Kysely<Database>,
  admin: Admin,
  input: TApplyPassRequest,
  now = Date.now(),
): Promise<{ employeeId: number; isDoctor: boolean }> {
  await lockClinic(trx, admin.clinicId);
  const application = await findOpenApplication(trx, admin, input.clinicId, input.userId);
  if (await findMembership(trx, input.clinicId, input.userId))
    throw new AppError(ClinicErrorCode.alreadyMember, clinicErrorMessages[ClinicErrorCode.alreadyMember]);
  const { employeeId, hidePrices } = await linkEmployee(trx, input.clinicId, input.userId, input, now);
  const isDoctor = isDoctorJob(input.job);
  await trx
    .insertInto('clinic_members')
    .values({
      clinic_id: input.clinicId,
      user_id: input.userId,
      role: 'staff',
      job: input.job,
      is_doctor: isDoctor ? 1 : 0,
      hide_prices: hidePrices,
      created_at: now,
    })
    .execute();
  await trx
    .updateTable('clinic_applications')
    .set({ status: 'approved', remark: input.remark || null, decided_at: now, decided_by: admin.userId })
    .where('id', '=', application.id)
    .execute();
  await recordClinicAudit(
    trx,
    {
      action: 'clinic-application-approved',
      userId: admin.userId,
      clinicId: input.clinicId,
      subject: `user:${input.userId}`,
      detail: { applicationId: application.id, job: input.job },
    },
    now,
  );
  return { employeeId, isDoctor };
}

/** Refuses, with the reason the applicant will read. */
export async function rejectApplication(
  trx: Kysely<Database>,
  admin: Admin,
  input: TApplyRejectRequest,
  now = Date.now(),
): Promise<void> {
  const application = await findOpenApplication(trx, admin, input.clinicId, input.userId);
  const decided = await trx
    .updateTable('clinic_applications')
    .set({ status: 'rejected', remark: input.remark, decided_at: now, decided_by: admin.userId })
    .where('id', '=', application.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(decided.numUpdatedRows) === 0) throw notFound();
  await recordClinicAudit(
    trx,
    {
      action: 'clinic-application-rejected',
      userId: admin.userId,
      clinicId: input.clinicId,
      subject: `user:${input.userId}`,
      detail: { applicationId: application.id },
    },
    now,
  );
}

/** The caller withdraws their open or refused application to a clinic, or leaves it (never as its last admin). */
export async function deleteRelation(
  trx: Kysely<Database>,
  userId: number,
  clinicId: number,
  now = Date.now(),
): Promise<void> {
  await lockClinic(trx, clinicId);
  const withdrawn = await trx
    .deleteFrom('clinic_applications')
    .where('clinic_id', '=', clinicId)
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'rejected'])
    .executeTakeFirst();
  const left = await endMembership(trx, clinicId, userId, now);
  if (!left && Number(withdrawn.numDeletedRows) === 0) throw notFound();
  if (left)
    await recordClinicAudit(
      trx,
      { action: 'membership-ended', userId, clinicId, subject: `user:${userId}`, detail: { by: 'self' } },
      now,
    );
}
