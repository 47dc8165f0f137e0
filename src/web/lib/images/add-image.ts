import type { TAddImageRequest } from '../../../domain/images/image-schemas';
import type { PhotoType } from '../../../domain/images/photo-types';
import { groupFor, idOrRef, localIdOf, ref, newItemId, type OutboxRef, enqueueUpload } from '../offline/outbox';
import { imagesPagePath } from './images-path';
import { IMAGE_PATHS } from './image-paths';
import { imageActions, queueImageRequest, type ImageOutboxContext } from './image-outbox';

export { ZAddImageRequest } from '../../../domain/images/image-schemas';

export type QueuedAddImage = Omit<TAddImageRequest, 'imageStageId' | 'patientId' | 'url'> & {
  imageStageId: number | OutboxRef;
  patientId: number | OutboxRef;
  /** The object key the upload's answer carries. */
  url: OutboxRef;
};

export type NewPhoto = { file: Blob; fileName: string; stageKey: string; type: PhotoType; toothNo: string };

/**
 * A photo into a stage: the file is queued as a resumable upload (its parts wait in IndexedDB), then
 * POST emr /v1/clinicImage/add names the upload's key by a ref, in the same patient group, so the photo is recorded
 * once its bytes are stored. Throws EnqueueUploadError when the file is refused or the device is full.
 */
export async function queueAddImage(
  context: ImageOutboxContext,
  { file, fileName, stageKey, type, toothNo }: NewPhoto,
): Promise<{ imageKey: string; itemIds: string[] }> {
  const group = await groupFor(context.db, 'patient', context.patientKey);
  const upload = await enqueueUpload(context.db, {
    file,
    fileName,
    purpose: 'photo',
    group,
    label: { action: imageActions.uploadPhoto.id, subject: fileName, fixPath: imagesPagePath(context.patientKey) },
    entity: 'upload',
    patientKey: context.patientKey,
  });
  const id = newItemId();
  const body: QueuedAddImage = {
    clinicId: context.clinicId,
    imageStageId: idOrRef(stageKey),
    patientId: idOrRef(context.patientKey),
    photoName: fileName,
    toothNo,
    type,
    url: ref(upload.id, 'key'),
    userId: context.userId,
    version: 0,
    clientId: id,
  };
  await queueImageRequest(context, {
    id,
    action: imageActions.addPhoto,
    subject: fileName,
    entity: 'image',
    entityKey: localIdOf(id),
    path: IMAGE_PATHS.imageAdd,
    body,
  });
  return { imageKey: localIdOf(id), itemIds: [upload.id, id] };
}
