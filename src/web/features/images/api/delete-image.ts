import { idOrRef } from '../../../lib/offline/outbox';
import { IMAGE_PATHS } from './image-paths';
import { imageActions, queueImageRequest, type ImageOutboxContext } from './image-outbox';

/** POST emr /v1/clinicImage/delete (id), through the outbox; a photo not synced yet is deleted once it is. */
export async function queueDeleteImage(
  context: ImageOutboxContext,
  { imageKey, photoName }: { imageKey: string; photoName: string },
): Promise<string> {
  const item = await queueImageRequest(context, {
    action: imageActions.deletePhoto,
    subject: photoName,
    entity: 'image',
    entityKey: imageKey,
    path: IMAGE_PATHS.imageDelete,
    body: { id: idOrRef(imageKey) },
  });
  return item.id;
}
