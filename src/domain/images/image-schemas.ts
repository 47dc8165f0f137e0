import { z } from 'zod';
import { keysetPageOf, ZKeysetQuery } from '../paging/keyset';
import { ZEditBase } from '../edits/field-merge';
import { ZObjectKey } from '../clinics/fields';
import { messageId } from '../validation/messages';
import { todayText, ZClientId, ZPatientId } from '../patients/patient';
import { patientMessageId } from '../patients/patient-messages';
import { PHOTO_TYPE_VALUES } from './photo-types';

/** Emr service calls of spec section 7 (clinic images and their treatment stages), exact paths and field names. */

const required = { error: messageId('required') };
const ZRowId = z.number(required).int(required).positive(required);
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` naming a day that exists (not 2025-02-30). */
function isCalendarDate(text: string): boolean {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A stage's date, `YYYY-MM-DD` (not after tomorrow: a tablet east of the server may already be on it). */
export const ZStageTime = z
  .string(required)
  .regex(DATE_PATTERN, { error: messageId('required') })
  .refine(isCalendarDate, { error: messageId('required') })
  .refine((text) => text <= todayText(new Date(Date.now() + DAY_MS)), { error: patientMessageId('stageTimeInFuture') });
export const ZStageName = z
  .string(required)
  .trim()
  .min(1, required)
  .max(50, { error: patientMessageId('stageNameTooLong') });

/** POST /api/emr/v1/clinicImage/stage/add: clinicId, name, patientId, stageTime (+ clientId, ours). */
export const ZAddStageRequest = z.object({
  clinicId: ZRowId,
  name: ZStageName,
  patientId: ZPatientId,
  stageTime: ZStageTime,
  clientId: ZClientId.optional(),
});
export type TAddStageRequest = z.input<typeof ZAddStageRequest>;
/** POST /api/emr/v1/clinicImage/stage/update: stageId, name, stageTime. */
/** `base`: the name and date the dialog opened on; only what changed is written (domain/edits/field-merge.ts). */
export const ZUpdateStageRequest = z.object({
  stageId: ZRowId,
  name: ZStageName,
  stageTime: ZStageTime,
  base: ZEditBase.optional(),
});
export type TUpdateStageRequest = z.input<typeof ZUpdateStageRequest>;
/** POST /api/emr/v1/clinicImage/stage/delete: id. Deleting a deleted stage answers success (a replay changes nothing). */
export const ZDeleteByIdRequest = z.object({ id: ZRowId });

export const ZImageStage = z.object({
  id: z.number().int(),
  /** The same as id (spec section 3 names both). */
  stageId: z.number().int(),
  clinicId: z.number().int(),
  patientId: z.number().int(),
  name: z.string(),
  stageTime: z.string(),
  clientId: z.string().nullable(),
  imageCount: z.number().int(),
  createdAt: z.number().int(),
});
export type TImageStage = z.infer<typeof ZImageStage>;
/** GET /api/emr/v1/clinicImage/stage/list/{patientId}: stages by stageTime, newest first. */
export const ZStageList = z.array(ZImageStage);
/** The path parameter of the stage list. */
export const ZStageListParams = z.object({ patientId: z.coerce.number().pipe(ZPatientId) });

/** FDI tooth numbers, comma-separated (permanent 11-48, primary 51-85); empty for a whole-mouth photo. */
export const TOOTH_NO_PATTERN = /^$|^([1-4][1-8]|[5-8][1-5])(,([1-4][1-8]|[5-8][1-5]))*$/;

/** POST /api/emr/v1/clinicImage/add: clinicId, imageStageId, patientId, photoName, toothNo, type, url, userId, version. */
export const ZAddImageRequest = z.object({
  clinicId: ZRowId,
  imageStageId: ZRowId,
  patientId: ZPatientId,
  photoName: z.string(required).trim().min(1, required).max(255),
  toothNo: z.string().regex(TOOTH_NO_PATTERN, { error: patientMessageId('toothNoInvalid') }).default(''),
  type: z.literal(PHOTO_TYPE_VALUES, { error: patientMessageId('photoTypeInvalid') }),
  /** The object key of a completed `photo` upload of the caller (the spec's field name). */
  url: ZObjectKey,
  /** The spec sends it; the server records the signed-in user whatever it says. */
  userId: z.number().int().optional(),
  version: z.number().int().min(0).default(0),
  clientId: ZClientId.optional(),
});
export type TAddImageRequest = z.input<typeof ZAddImageRequest>;

/** POST /api/emr/v1/clinicImage/list: imageStageId, patientId, type (each optional filter but patientId). */
export const ZImageListRequest = z.object({
  patientId: ZPatientId,
  imageStageId: ZRowId.optional(),
  type: z.literal(PHOTO_TYPE_VALUES).optional(),
  /** Keyset paging (domain/paging/keyset.ts): newest first; the spec's filters stay as they were. */
  ...ZKeysetQuery.shape,
});
export type TImageListRequest = z.input<typeof ZImageListRequest>;

export const ZClinicImage = z.object({
  id: z.number().int(),
  clinicId: z.number().int(),
  imageStageId: z.number().int(),
  patientId: z.number().int(),
  photoName: z.string(),
  toothNo: z.string(),
  type: z.number().int(),
  /** The current object key (changes when rotated). */
  urlName: z.string(),
  /** Signed read link of the full photo (one hour). */
  url: z.string(),
  /** Signed read link of the server-made thumbnail (JPEG, longest side 320 px). */
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  userId: z.number().int(),
  /** Bumped by every rotation. */
  version: z.number().int(),
  clientId: z.string().nullable(),
  createdAt: z.number().int(),
});
export type TClinicImage = z.infer<typeof ZClinicImage>;
/** A page of a patient's images, newest first; `earlier` is the `before` of the next (older) page. */
export const ZImagePage = keysetPageOf(ZClinicImage);
export type TImagePage = z.infer<typeof ZImagePage>;

export const ROTATE_ANGLES = [90, 180, 270, -90] as const;
/**
 * POST /api/emr/oss/rotate: angle, urlName, imageId, clinicId. Clockwise. `urlName` is the key the client saw: when the
 * image was rotated since (a replay), the server answers the image as it is and rotates nothing.
 */
export const ZRotateRequest = z.object({
  angle: z.literal(ROTATE_ANGLES, { error: patientMessageId('rotateAngleInvalid') }),
  urlName: ZObjectKey,
  imageId: ZRowId,
  clinicId: ZRowId,
});
export type TRotateRequest = z.input<typeof ZRotateRequest>;
