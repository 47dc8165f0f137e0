import { msg } from '@lingui/core/macro';
import type { ModelJaw, TAddModelRequest } from '../../../domain/patients/patient-models';
import { groupFor, idOrRef, localIdOf, ref, newItemId, type OutboxRef, enqueueUpload } from '../offline/outbox';
import { imagesPagePath } from './images-path';
import { queueImageRequest, type ImageOutboxContext } from './image-outbox';

/** The emr calls of a patient's 3D scans (under /api/emr; ours, not spec section 7's). */
export const MODEL_PATHS = {
  add: '/v1/patient/model/add',
  list: '/v1/patient/model/list',
  delete: '/v1/patient/model/delete',
} as const;

/** What the sync panel calls the two items of a scan (message ids, translated when shown). */
export const modelActions = {
  uploadFile: msg`Upload 3D scan file`,
  add: msg`Upload 3D scan`,
};

/** What a scan input accepts: the formats of spec section 5 (the store judges the bytes again). */
export const MODEL_ACCEPT = '.stl,.obj,.ply';

/** The add as queued: the patient and the object key may still be refs to items not sent yet. */
export type QueuedAddModel = Omit<TAddModelRequest, 'patientId' | 'url'> & {
  patientId: number | OutboxRef;
  url: OutboxRef;
};

/**
 * A 3D scan for the patient: the file is queued as a resumable upload (purpose `model`, its parts wait in
 * IndexedDB), then POST emr /v1/patient/model/add names the upload's key by a ref, in the patient's group, so the
 * scan is recorded once, after its bytes and its patient. The add's entity is the upload it records (not 'patient':
 * the patients feature reads acknowledged patient items as creates). Throws EnqueueUploadError when the file is
 * refused or the device is full; answers the two item ids (the upload's, then the add's).
 */
export async function queueAddModel(
  context: ImageOutboxContext,
  { file, jaw }: { file: File; jaw: ModelJaw },
): Promise<string[]> {
  const fileName = file.name || 'scan.stl';
  const upload = await enqueueUpload(context.db, {
    file,
    fileName,
    purpose: 'model',
    group: await groupFor(context.db, 'patient', context.patientKey),
    label: { action: modelActions.uploadFile.id, subject: fileName, fixPath: imagesPagePath(context.patientKey) },
    entity: 'upload',
    patientKey: context.patientKey,
    clinicId: context.clinicId,
  });
  const id = newItemId();
  const body: QueuedAddModel = {
    patientId: idOrRef(context.patientKey),
    fileName,
    jaw,
    url: ref(upload.id, 'key'),
    clientId: id,
  };
  await queueImageRequest(context, {
    id,
    action: modelActions.add,
    subject: fileName,
    entity: 'upload',
    entityKey: localIdOf(upload.id),
    path: MODEL_PATHS.add,
    body,
  });
  return [upload.id, id];
}
