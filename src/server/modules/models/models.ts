import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { TPatientModel, ZAddModelRequest } from '../../../domain/patients/patient-models';
import { PatientErrorCode } from '../../../domain/patients/patient-messages';
import { readKeysetPage } from '../../db/keyset-page';
import type { Database } from '../../db/schema';
import { retireUnusedObjects } from '../../storage/retire-objects';
import type { AppError } from '../../http/envelope';
import { requireUploadedFiles } from '../clinics';
import { findPatientInClinic, patientError, type PatientModelTable } from '../patients';

export type ModelRow = Selectable<PatientModelTable>;
export type AddModelInput = z.output<typeof ZAddModelRequest>;
export type ModelActor = { userId: number; clinicId: number };

export function modelNotFound(): AppError {
  return patientError(PatientErrorCode.modelNotFound);
}

/** A scan as the client sees it: its key and a fresh signed read link (valid one hour). */
export function toModel(row: ModelRow, sign: (key: string) => string): TPatientModel {
  return {
    id: row.id,
    clinicId: row.clinic_id,
    patientId: row.patient_id,
    fileName: row.file_name,
    jaw: row.jaw,
    urlName: row.object_key,
    url: sign(row.object_key),
    size: Number(row.size),
    sha256: row.sha256,
    createdBy: row.created_by,
    clientId: row.client_id,
    createdAt: Number(row.created_at),
  };
}

function modelByClientId(db: Kysely<Database>, clinicId: number, clientId: string): Promise<ModelRow | undefined> {
  return db
    .selectFrom('patient_models')
    .selectAll()
    .where('clinic_id', '=', clinicId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** An earlier delivery's scan, or "not found" when it has been deleted since (it does not come back). */
function liveOrNotFound(row: ModelRow | undefined): ModelRow {
  if (!row || row.deleted_at !== null) throw modelNotFound();
  return row;
}

/**
 * Records a scan of a live patient of the actor's clinic. A client id already applied (the outbox re-sent it, perhaps
 * past the idempotency window) answers the scan it made; two deliveries at the same moment meet the
 * (clinic_id, client_id) unique index: one row, both answer it. The file must be a completed `model` upload of the
 * actor (44009 otherwise: unknown key, someone else's upload, a photo); its size and hash are the store's.
 */
export async function addModel(
  trx: Kysely<Database>,
  actor: ModelActor,
  input: AddModelInput,
  now = Date.now(),
): Promise<{ model: ModelRow; isReplay: boolean }> {
  const earlier = input.clientId === undefined ? undefined : await modelByClientId(trx, actor.clinicId, input.clientId);
  if (earlier) return { model: liveOrNotFound(earlier), isReplay: true };
  await findPatientInClinic(trx, actor.clinicId, input.patientId);
  await requireUploadedFiles(trx, [{ key: input.url, purpose: 'model' }], `user:${actor.userId}`, () =>
    patientError(PatientErrorCode.modelMissing),
  );
  const object = await trx
    .selectFrom('objects')
    .select(['size', 'sha256'])
    .where('key', '=', input.url)
    .executeTakeFirstOrThrow();
  const inserted = await trx
    .insertInto('patient_models')
    .values({
      clinic_id: actor.clinicId,
      patient_id: input.patientId,
      client_id: input.clientId ?? null,
      file_name: input.fileName,
      jaw: input.jaw,
      object_key: input.url,
      size: Number(object.size),
      sha256: object.sha256,
      created_by: actor.userId,
      created_at: now,
      deleted_at: null,
    })
    .onConflict((oc) => oc.columns(['clinic_id', 'client_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { model: inserted, isReplay: false };
  return { model: liveOrNotFound(await modelByClientId(trx, actor.clinicId, input.clientId!)), isReplay: true };
}

/** A page of the patient's live scans, newest first (keyset-paged; 44001 for a patient not in the clinic). */
export async function findModels(
  db: Kysely<Database>,
  clinicId: number,
  filter: { patientId: number; before?: number | undefined; limit: number },
): Promise<{ rows: ModelRow[]; earlier: number | null }> {
  await findPatientInClinic(db, clinicId, filter.patientId);
  const query = db
    .selectFrom('patient_models')
    .selectAll()
    .where('clinic_id', '=', clinicId)
    .where('patient_id', '=', filter.patientId)
    .where('deleted_at', 'is', null);
  return readKeysetPage(query, 'id', filter);
}

/**
 * Soft-deletes a scan of the clinic (of a live patient). One deleted already (a repeated delete) succeeds and changes
 * nothing; another clinic's, or none, is 44008 (HTTP 404).
 */
export async function deleteModel(
  trx: Kysely<Database>,
  actor: ModelActor,
  id: number,
  now = Date.now(),
): Promise<void> {
  const row = await trx
    .selectFrom('patient_models')
    .innerJoin('patients', 'patients.id', 'patient_models.patient_id')
    .select(['patient_models.id', 'patient_models.deleted_at', 'patient_models.object_key'])
    .where('patient_models.id', '=', id)
    .where('patient_models.clinic_id', '=', actor.clinicId)
    .where('patients.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw modelNotFound();
  if (row.deleted_at !== null) return;
  await trx
    .updateTable('patient_models')
    .set({ deleted_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
  await retireUnusedObjects(trx, [row.object_key], now);
}
