import type { Selectable } from 'kysely';
import type { TClinicImage, TImageStage } from '../../../domain/images/image-schemas';
import { PatientErrorCode } from '../../../domain/patients/patient-messages';
import type { AppError } from '../../http/envelope';
import { patientError, type ClinicImageTable, type ImageStageTable } from '../patients';

export type StageRow = Selectable<ImageStageTable>;
export type ImageRow = Selectable<ClinicImageTable>;
/** Signs a read link for an object key (valid one hour). */
export type SignReadLink = (key: string) => string;

export function stageNotFound(): AppError {
  return patientError(PatientErrorCode.stageNotFound);
}

export function imageNotFound(): AppError {
  return patientError(PatientErrorCode.imageNotFound);
}

export function toStage(row: StageRow, imageCount: number): TImageStage {
  return {
    id: row.id,
    stageId: row.id,
    clinicId: row.clinic_id,
    patientId: row.patient_id,
    name: row.name,
    stageTime: row.stage_time,
    clientId: row.client_id,
    imageCount,
    createdAt: row.created_at,
  };
}

/** An image as the client sees it: the current key, and fresh signed links to the photo and its thumbnail. */
export function toImage(row: ImageRow, sign: SignReadLink): TClinicImage {
  return {
    id: row.id,
    clinicId: row.clinic_id,
    imageStageId: row.image_stage_id,
    patientId: row.patient_id,
    photoName: row.photo_name,
    toothNo: row.tooth_no,
    type: row.type,
    urlName: row.object_key,
    url: sign(row.object_key),
    thumbUrl: sign(row.thumb_key),
    width: row.width,
    height: row.height,
    userId: row.user_id,
    version: row.version,
    clientId: row.client_id,
    createdAt: row.created_at,
  };
}
