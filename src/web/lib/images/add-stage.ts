import type { TAddStageRequest } from '../../../domain/images/image-schemas';
import { idOrRef, localIdOf, newItemId, type OutboxRef } from '../offline/outbox';
import { IMAGE_PATHS } from './image-paths';
import { imageActions, queueImageRequest, type ImageOutboxContext } from './image-outbox';

export { ZAddStageRequest } from '../../../domain/images/image-schemas';

/** The body as queued: the patient may still be a ref to its create (sent as the server id). */
export type QueuedAddStage = Omit<TAddStageRequest, 'patientId'> & { patientId: number | OutboxRef };

/**
 * POST emr /v1/clinicImage/stage/add, through the outbox. Resolves to the new stage's key (`local:<itemId>`), usable
 * at once: photos queued for it name it by a ref that becomes the server id when the stage is sent.
 */
export async function queueAddStage(
  context: ImageOutboxContext,
  { name, stageTime }: { name: string; stageTime: string },
): Promise<{ stageKey: string; itemId: string }> {
  const id = newItemId();
  const body: QueuedAddStage = {
    clinicId: context.clinicId,
    name,
    patientId: idOrRef(context.patientKey),
    stageTime,
    clientId: id,
  };
  await queueImageRequest(context, {
    id,
    action: imageActions.addStage,
    subject: name,
    entity: 'stage',
    entityKey: localIdOf(id),
    path: IMAGE_PATHS.stageAdd,
    body,
  });
  return { stageKey: localIdOf(id), itemId: id };
}
