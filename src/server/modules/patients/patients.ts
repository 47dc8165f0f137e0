import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  TPatientFields,
  ZAddPatientRequest,
  ZPatientListRequest,
  ZUpdatePatientRequest,
} from '../../../domain/patients/patient';
import { PatientErrorCode } from '../../../domain/patients/patient-messages';
import { ErrorCode } from '../../../domain/response-codes';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/envelope';
import { retireUnusedObjects } from '../../storage/retire-objects';
import { likePattern } from '../../db/like-pattern';
import { compiledOnce } from '../../db/compiled-once';
import { lockClinic, requireUploadedFiles } from '../clinics';
import { findPatientInClinic, patientError, patientNotFound, type PatientRow } from './patient-access';
import { isUnchanged, patientColumns, patientFieldsOf, PATIENT_FIELDS } from './patient-rows';
import { mergeEdit } from '../../../domain/edits/field-merge';
import { EditConflict } from '../../http/edit-conflict';

export type AddPatientInput = z.output<typeof ZAddPatientRequest>;
export type UpdatePatientInput = z.output<typeof ZUpdatePatientRequest>;
export type PatientListInput = z.output<typeof ZPatientListRequest>;
/** Who acts: a clinic user in their current clinic. */
export type PatientActor = { userId: number; clinicId: number; role: 'admin' | 'staff' };

/** The avatar must be a finished photo upload of the caller; anything else answers "photo missing" (44005). */
async function requireAvatar(db: Kysely<Database>, actor: PatientActor, avatar: string | null): Promise<void> {
  if (avatar === null) return;
  await requireUploadedFiles(db, [{ key: avatar, purpose: 'photo' }], `user:${actor.userId}`, () =>
    patientError(PatientErrorCode.photoMissing),
  );
}

/**
 * Same phone and same name (letter case aside) as another live patient of the clinic: the same person recorded twice.
 * Twins or a family sharing a parent's phone differ by name, so they pass.
 */
async function assertNotDuplicate(
  db: Kysely<Database>,
  clinicId: number,
  fields: Pick<TPatientFields, 'name' | 'phone'>,
  exceptId: number | null,
): Promise<void> {
  let query = db
    .selectFrom('patients')
    .select('name')
    .where('clinic_id', '=', clinicId)
    .where('phone', '=', fields.phone)
    .where('deleted_at', 'is', null);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  const samePhone = await query.execute();
  const name = fields.name.toLowerCase();
  if (samePhone.some((row) => row.name.toLowerCase() === name)) throw patientError(PatientErrorCode.duplicatePatient);
}

/**
 * Records a patient in the actor's clinic. A create carrying a client id already applied (the outbox re-sent it,
 * perhaps long after the idempotency window) answers the patient it made, unchanged; if that patient has since been
 * deleted it answers "not found", so the dentist learns the record is gone instead of seeing it come back.
 */
export async function addPatient(
  trx: Kysely<Database>,
  actor: PatientActor,
  input: AddPatientInput,
  now = Date.now(),
): Promise<{ patient: PatientRow; isReplay: boolean }> {
  // One writer per clinic at a time, so two deliveries of one create (or two desks typing the same patient) cannot
  // both pass the checks below.
  await lockClinic(trx, actor.clinicId);
  if (input.clientId !== undefined) {
    const earlier = await trx
      .selectFrom('patients')
      .selectAll()
      .where('clinic_id', '=', actor.clinicId)
      .where('client_id', '=', input.clientId)
      .executeTakeFirst();
    if (earlier) {
      if (earlier.deleted_at !== null) throw patientNotFound();
      return { patient: earlier, isReplay: true };
    }
  }
  await requireAvatar(trx, actor, input.avatar);
  await assertNotDuplicate(trx, actor.clinicId, input, null);
  const patient = await trx
    .insertInto('patients')
    .values({
      clinic_id: actor.clinicId,
      client_id: input.clientId ?? null,
      ...patientColumns(input),
      created_by: actor.userId,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { patient, isReplay: false };
}

/**
 * Changes a patient of the actor's clinic: with `base`, only the fields the dentist changed, and a field someone else
 * changed meanwhile throws EditConflict (field-merge.ts); without it, the whole form. The same data again changes
 * nothing (not even `updated_at`, which orders the list). The avatar is checked only when it changed: a kept one may
 * be a colleague's upload.
 */
export async function updatePatient(
  trx: Kysely<Database>,
  actor: PatientActor,
  input: UpdatePatientInput,
  now = Date.now(),
): Promise<{ patient: PatientRow; isModified: boolean }> {
  await lockClinic(trx, actor.clinicId);
  const existing = await findPatientInClinic(trx, actor.clinicId, input.id);
  const { merged, conflicts } = mergeEdit(PATIENT_FIELDS, patientFieldsOf(existing), input, input.base);
  if (conflicts.length > 0) throw new EditConflict(conflicts);
  const columns = patientColumns(merged);
  if (isUnchanged(existing, columns)) return { patient: existing, isModified: false };
  if (columns.avatar_key !== existing.avatar_key) await requireAvatar(trx, actor, columns.avatar_key);
  // Only a new name or phone can make a duplicate: a pair recorded earlier must not block editing other fields.
  if (columns.search_text !== existing.search_text) await assertNotDuplicate(trx, actor.clinicId, merged, existing.id);
  await trx
    .updateTable('patients')
    .set({ ...columns, updated_at: now })
    .where('id', '=', existing.id)
    .execute();
  if (columns.avatar_key !== existing.avatar_key) await retireUnusedObjects(trx, [existing.avatar_key], now);
  return { patient: { ...existing, ...columns, updated_at: now }, isModified: true };
}

/**
 * The clinic's live patients, most recently changed first; the keyword matches part of the name or the phone, any
 * letter case, with % and _ matching themselves. The page is served by the (clinic_id, updated_at) index. The total of
 * the unsearched list is the clinic's row of `patient_counts`, which triggers keep beside the patients (migration
 * 0042); a search counts its matches.
 */
export async function findPatients(
  db: Kysely<Database>,
  clinicId: number,
  page: PatientListInput,
): Promise<{ rows: PatientRow[]; total: number }> {
  const limit = page.pageSize;
  const offset = (page.pageIndex - 1) * page.pageSize;
  if (page.keyword === '') {
    // The list as it opens: both queries compiled once, run with the clinic and the page (compiledOnce).
    const [rows, count] = await Promise.all([
      db.executeQuery(openPatientPage(db, null, { clinicId, limit, offset })),
      db.executeQuery(openPatientTotal(db, null, { clinicId })),
    ]);
    return { rows: rows.rows, total: Number(count.rows[0]?.total ?? 0) };
  }
  const query = livePatients(db, clinicId).where(sql<boolean>`search_text like ${likePattern(page.keyword)} escape '\\'`);
  const [rows, count] = await Promise.all([
    pageOf(query, limit, offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

function livePatients(db: Kysely<Database>, clinicId: number) {
  return db.selectFrom('patients').where('clinic_id', '=', clinicId).where('deleted_at', 'is', null);
}

function pageOf(query: ReturnType<typeof livePatients>, limit: number, offset: number) {
  return query.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset);
}

const openPatientPage = compiledOnce((db, _shape: null, slots: { clinicId: number; limit: number; offset: number }) =>
  pageOf(livePatients(db, slots.clinicId), slots.limit, slots.offset),
);
const openPatientTotal = compiledOnce((db, _shape: null, slots: { clinicId: number }) =>
  db.selectFrom('patient_counts').select('patient_count as total').where('clinic_id', '=', slots.clinicId),
);

/**
 * Who may delete a patient: the clinic's admin, who answers for the clinic's records, or the person who recorded the
 * patient, to take back their own mistake (a duplicate, a wrong person). Anyone else in the clinic works with the
 * patient but cannot make a colleague's record disappear: a medical record is deleted on purpose, by someone
 * accountable for it. The row stays (soft delete), so an admin can trace and restore it.
 */
export function canDeletePatient(actor: PatientActor, patient: Pick<PatientRow, 'created_by'>): boolean {
  return actor.role === 'admin' || patient.created_by === actor.userId;
}

/** Soft-deletes a patient of the actor's clinic. Deleting one already deleted (a replayed delete) succeeds and changes nothing. */
export async function deletePatient(
  trx: Kysely<Database>,
  actor: PatientActor,
  patientId: number,
  now = Date.now(),
): Promise<{ wasDeleted: boolean }> {
  const patient = await trx
    .selectFrom('patients')
    .select(['id', 'created_by', 'deleted_at'])
    .where('id', '=', patientId)
    .where('clinic_id', '=', actor.clinicId)
    .executeTakeFirst();
  if (!patient) throw patientNotFound();
  if (!canDeletePatient(actor, patient)) throw new AppError(ErrorCode.forbidden);
  if (patient.deleted_at !== null) return { wasDeleted: false };
  await trx.updateTable('patients').set({ deleted_at: now }).where('id', '=', patient.id).execute();
  await retirePatientFiles(trx, patient.id, now);
  return { wasDeleted: true };
}

/** A deleted patient's avatar, images and models are gone with it: their links answer 410 from now on. */
async function retirePatientFiles(trx: Kysely<Database>, patientId: number, now: number): Promise<void> {
  const patient = await trx.selectFrom('patients').select('avatar_key').where('id', '=', patientId).executeTakeFirst();
  const images = await trx
    .selectFrom('clinic_images')
    .select(['object_key', 'thumb_key'])
    .where('patient_id', '=', patientId)
    .where('deleted_at', 'is', null)
    .execute();
  const models = await trx
    .selectFrom('patient_models')
    .select('object_key')
    .where('patient_id', '=', patientId)
    .where('deleted_at', 'is', null)
    .execute();
  const keys = [patient?.avatar_key ?? null, ...images.flatMap((i) => [i.object_key, i.thumb_key]), ...models.map((m) => m.object_key)];
  await retireUnusedObjects(trx, keys, now);
}
