import type { TUpdateStageRequest } from '../../../../domain/images/image-schemas';
import { idOrRef, type OutboxRef } from '../../../lib/offline/outbox';
import { IMAGE_PATHS } from './image-paths';
import { imageActions, queueImageRequest, type ImageOutboxContext } from './image-outbox';

export { ZUpdateStageRequest } from '../../../../domain/images/image-schemas';

export type QueuedUpdateStage = Omit<TUpdateStageRequest, 'stageId'> & { stageId: number | OutboxRef };

/**
 * POST emr /v1/clinicImage/stage/update (stageId, name, stageTime, and the `base` the dialog opened on, so a change
 * made elsewhere meanwhile is kept or reported, never reverted), through the outbox; a local stage too.
 */
export async function queueUpdateStage(
  context: ImageOutboxContext,
  {
    stageKey,
    name,
    stageTime,
    base,
  }: { stageKey: string; name: string; stageTime: string; base: { name: string; stageTime: string } },
): Promise<string> {
  const body: QueuedUpdateStage = { stageId: idOrRef(stageKey), name, stageTime, base };
  const item = await queueImageRequest(context, {
    action: imageActions.updateStage,
    subject: name,
    entity: 'stage',
    entityKey: stageKey,
    path: IMAGE_PATHS.stageUpdate,
    body,
  });
  return item.id;
}
