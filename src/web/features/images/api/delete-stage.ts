import { idOrRef } from '../../../lib/offline/outbox';
import { IMAGE_PATHS } from './image-paths';
import { imageActions, queueImageRequest, type ImageOutboxContext } from './image-outbox';

/** POST emr /v1/clinicImage/stage/delete (id), through the outbox: the server deletes the stage's photos with it. */
export async function queueDeleteStage(
  context: ImageOutboxContext,
  { stageKey, name }: { stageKey: string; name: string },
): Promise<string> {
  const item = await queueImageRequest(context, {
    action: imageActions.deleteStage,
    subject: name,
    entity: 'stage',
    entityKey: stageKey,
    path: IMAGE_PATHS.stageDelete,
    body: { id: idOrRef(stageKey) },
  });
  return item.id;
}
