import { z } from 'zod';
import { keysetPageOf, ZKeysetQuery } from '../paging/keyset';
import { ZObjectKey } from '../clinics/fields';
import { messageId } from '../validation/messages';
import { ZClientId, ZPatientId } from './patient';

/**
 * A patient's 3D scans (digital models: STL, OBJ, PLY), emr service. Not a spec section 7 call: the spec uploads
 * models only inside a case; the issue attaches a scan to the patient, so it gets calls of its own under
 * /api/emr/v1/patient/model/*. The file itself is a completed `model` upload (content checked by its bytes then).
 */

const required = { error: messageId('required') };
const ZRowId = z.number(required).int(required).positive(required);

/** Which jaw a scan shows: the scanner exports upper, lower and the bite registration as separate files. */
export const MODEL_JAWS = ['upper', 'lower', 'bite', 'other'] as const;
export type ModelJaw = (typeof MODEL_JAWS)[number];
export const ZModelJaw = z.enum(MODEL_JAWS, required);

/** The file extensions a scan may have (the store judges the bytes again). */
export const MODEL_FILE_EXTENSIONS = ['.stl', '.obj', '.ply'] as const;

/** POST /api/emr/v1/patient/model/add: a completed `model` upload of the caller (`url`: its object key). */
export const ZAddModelRequest = z.object({
  patientId: ZPatientId,
  fileName: z.string(required).trim().min(1, required).max(255),
  jaw: ZModelJaw,
  url: ZObjectKey,
  /** The outbox item id: a repeated add answers the scan it made, past the idempotency window too. */
  clientId: ZClientId.optional(),
});
export type TAddModelRequest = z.input<typeof ZAddModelRequest>;

/** POST /api/emr/v1/patient/model/list: the patient's live scans, newest first. */
/** POST /api/emr/v1/patient/model/list: keyset-paged (domain/paging/keyset.ts), newest first. */
export const ZModelListRequest = z.object({ patientId: ZPatientId, ...ZKeysetQuery.shape });
export type TModelListRequest = z.input<typeof ZModelListRequest>;

/** POST /api/emr/v1/patient/model/delete: a repeated delete answers success. */
export const ZDeleteModelRequest = z.object({ id: ZRowId });
export type TDeleteModelRequest = z.input<typeof ZDeleteModelRequest>;

export const ZPatientModel = z.object({
  id: z.number().int(),
  clinicId: z.number().int(),
  patientId: z.number().int(),
  fileName: z.string(),
  jaw: ZModelJaw,
  /** The object key. */
  urlName: z.string(),
  /** A signed read link, valid one hour. */
  url: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  createdBy: z.number().int(),
  clientId: z.string().nullable(),
  createdAt: z.number().int(),
});
export type TPatientModel = z.infer<typeof ZPatientModel>;
/** A page of a patient's scans, newest first; `earlier` is the `before` of the next (older) page. */
export const ZPatientModelPage = keysetPageOf(ZPatientModel);
export type TPatientModelPage = z.infer<typeof ZPatientModelPage>;
