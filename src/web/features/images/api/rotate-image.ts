import type { TRotateRequest } from '../../../../domain/images/image-schemas';
import { idOrRef, type OutboxRef } from '../../../lib/offline/outbox';
import { IMAGE_PATHS } from './image-paths';
import { imageActions, queueImageRequest, type ImageOutboxContext } from './image-outbox';

export type RotateDirection = 'left' | 'right';

/** Clockwise degrees, as the server takes them. */
export const ROTATE_ANGLE: Record<RotateDirection, TRotateRequest['angle']> = { left: -90, right: 90 };

export type QueuedRotate = Omit<TRotateRequest, 'urlName' | 'imageId'> & {
  urlName: string | OutboxRef;
  imageId: number | OutboxRef;
};

/**
 * POST emr /oss/rotate (angle, urlName, imageId, clinicId), through the outbox. The server turns the stored photo and
 * answers it with its new key and version. `urlName` is the key the photo will have when this is sent: the current
 * one, or a ref to the answer of the change queued before (see ImageView.urlName), so two turns make two turns.
 */
export async function queueRotateImage(
  context: ImageOutboxContext,
  {
    imageKey,
    urlName,
    photoName,
    direction,
  }: { imageKey: string; urlName: string | OutboxRef; photoName: string; direction: RotateDirection },
): Promise<string> {
  const body: QueuedRotate = {
    angle: ROTATE_ANGLE[direction],
    urlName,
    imageId: idOrRef(imageKey),
    clinicId: context.clinicId,
  };
  const item = await queueImageRequest(context, {
    action: imageActions.rotatePhoto,
    subject: photoName,
    entity: 'image',
    entityKey: imageKey,
    path: IMAGE_PATHS.rotate,
    body,
  });
  return item.id;
}
