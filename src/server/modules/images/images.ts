import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ZAddImageRequest, ZImageListRequest } from '../../../domain/images/image-schemas';
import { PatientErrorCode } from '../../../domain/patients/patient-messages';
import { readKeysetPage } from '../../db/keyset-page';
import type { Database } from '../../db/schema';
import { requireUploadedFiles } from '../clinics';
import { findPatientInClinic, patientError, patientNotFound } from '../patients';
import { imageNotFound, type ImageRow } from './image-rows';
import { retireUnusedObjects } from '../../storage/retire-objects';
import { thumbnailKeyOf, type PreparedPhoto } from './photo-objects';
import { findStageInClinic, type ImageActor } from './stages';

export type AddImageInput = z.output<typeof ZAddImageRequest>;
export type ImageListInput = z.output<typeof ZImageListRequest>;

/**
 * What must hold before an image is recorded: the body names the actor's clinic (another clinic's is "not found"),
 * the patient is the clinic's, the stage is the patient's (44004 when it is another patient's), and the photo is a
 * completed `photo` upload of the actor (44005 otherwise: unknown key, someone else's upload, another purpose).
 * Checked before the image work and again inside the transaction (a stage may be deleted meanwhile).
 */
export async function checkImageTarget(db: Kysely<Database>, actor: ImageActor, input: AddImageInput): Promise<void> {
  if (input.clinicId !== actor.clinicId) throw patientNotFound();
  await findPatientInClinic(db, actor.clinicId, input.patientId);
  const stage = await findStageInClinic(db, actor.clinicId, input.imageStageId);
  if (stage.patient_id !== input.patientId) throw patientError(PatientErrorCode.stageOfAnotherPatient);
  await requireUploadedFiles(db, [{ key: input.url, purpose: 'photo' }], `user:${actor.userId}`, () =>
    patientError(PatientErrorCode.photoMissing),
  );
}

/** The image a client id already made (any state), if any. */
export function imageByClientId(
  db: Kysely<Database>,
  clinicId: number,
  clientId: string,
): Promise<ImageRow | undefined> {
  return db
    .selectFrom('clinic_images')
    .selectAll()
    .where('clinic_id', '=', clinicId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** An earlier delivery's image, or "not found" when it has been deleted since (it does not come back). */
export function liveOrNotFound(row: ImageRow | undefined): ImageRow {
  if (!row || row.deleted_at !== null) throw imageNotFound();
  return row;
}

/**
 * Records the image. The recorded user is the actor, whatever `userId` the body carries; a new image is version 0
 * (rotations count up from there). A client id delivered twice at the same moment meets the (clinic_id, client_id)
 * unique index: one row is made, both answer it.
 */
export async function addImage(
  trx: Kysely<Database>,
  actor: ImageActor,
  input: AddImageInput,
  photo: PreparedPhoto,
  now = Date.now(),
): Promise<{ image: ImageRow; isReplay: boolean }> {
  const earlier = input.clientId === undefined ? undefined : await imageByClientId(trx, actor.clinicId, input.clientId);
  if (earlier) return { image: liveOrNotFound(earlier), isReplay: true };
  await checkImageTarget(trx, actor, input);
  const inserted = await trx
    .insertInto('clinic_images')
    .values({
      clinic_id: actor.clinicId,
      patient_id: input.patientId,
      image_stage_id: input.imageStageId,
      client_id: input.clientId ?? null,
      photo_name: input.photoName,
      tooth_no: input.toothNo,
      type: input.type,
      object_key: photo.objectKey,
      thumb_key: photo.thumbKey,
      width: photo.width,
      height: photo.height,
      user_id: actor.userId,
      version: 0,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .onConflict((oc) => oc.columns(['clinic_id', 'client_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { image: inserted, isReplay: false };
  return { image: liveOrNotFound(await imageByClientId(trx, actor.clinicId, input.clientId!)), isReplay: true };
}

/** A live image of the clinic (of a live patient); with `includeDeleted`, a deleted one too. Else 44003 (HTTP 404). */
export async function findImageInClinic(
  db: Kysely<Database>,
  clinicId: number,
  imageId: number,
  options: { includeDeleted?: boolean } = {},
): Promise<ImageRow> {
  let query = db
    .selectFrom('clinic_images')
    .innerJoin('patients', 'patients.id', 'clinic_images.patient_id')
    .selectAll('clinic_images')
    .where('clinic_images.id', '=', imageId)
    .where('clinic_images.clinic_id', '=', clinicId)
    .where('patients.deleted_at', 'is', null);
  if (!options.includeDeleted) query = query.where('clinic_images.deleted_at', 'is', null);
  const row = await query.executeTakeFirst();
  if (!row) throw imageNotFound();
  return row;
}

/** A page of the patient's live images, optionally of one stage and of one photo type, newest first (keyset-paged). */
export async function findImages(
  db: Kysely<Database>,
  clinicId: number,
  filter: ImageListInput,
): Promise<{ rows: ImageRow[]; earlier: number | null }> {
  await findPatientInClinic(db, clinicId, filter.patientId);
  let query = db
    .selectFrom('clinic_images')
    .selectAll()
    .where('clinic_id', '=', clinicId)
    .where('patient_id', '=', filter.patientId)
    .where('deleted_at', 'is', null);
  if (filter.imageStageId !== undefined) query = query.where('image_stage_id', '=', filter.imageStageId);
  if (filter.type !== undefined) query = query.where('type', '=', filter.type);
  return readKeysetPage(query, 'id', filter);
}

/** Soft-deletes an image. One deleted already (a repeated delete) succeeds and changes nothing. */
export async function deleteImage(
  trx: Kysely<Database>,
  actor: ImageActor,
  imageId: number,
  now = Date.now(),
): Promise<{ wasDeleted: boolean }> {
  const image = await findImageInClinic(trx, actor.clinicId, imageId, { includeDeleted: true });
  if (image.deleted_at !== null) return { wasDeleted: false };
  await trx
    .updateTable('clinic_images')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', image.id)
    .where('deleted_at', 'is', null)
    .execute();
  await retireUnusedObjects(trx, [image.object_key, image.thumb_key], now);
  return { wasDeleted: true };
}

/**
 * Points the image at its rotated photo, if it still shows `fromKey` (compare-and-set: of two rotations of the same
 * version only one applies). Answers the row as it now is and whether this rotation was applied.
 */
export async function applyRotation(
  trx: Kysely<Database>,
  clinicId: number,
  imageId: number,
  fromKey: string,
  rotated: PreparedPhoto,
  now = Date.now(),
): Promise<{ image: ImageRow; isApplied: boolean }> {
  const result = await trx
    .updateTable('clinic_images')
    .set((eb) => ({
      object_key: rotated.objectKey,
      thumb_key: rotated.thumbKey,
      width: rotated.width,
      height: rotated.height,
      version: eb('version', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', imageId)
    .where('clinic_id', '=', clinicId)
    .where('object_key', '=', fromKey)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  const isApplied = Number(result.numUpdatedRows) > 0;
  // The photo it showed is replaced: its links (and its thumbnail's) answer 410 from now on.
  if (isApplied) await retireUnusedObjects(trx, [fromKey, thumbnailKeyOf(fromKey)], now);
  return { image: await findImageInClinic(trx, clinicId, imageId), isApplied };
}
