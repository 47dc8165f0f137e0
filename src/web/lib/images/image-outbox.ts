import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { UserDatabase } from '../offline/db';
import { groupFor, enqueue, type OutboxEntity, type OutboxRequest, type RequestItem } from '../offline/outbox';
import { imagesPagePath } from './images-path';

/** What every queued image change needs to know: whose, where, and by whom. */
export type ImageOutboxContext = {
  db: UserDatabase;
  /** The patient's key: a server id (`17`) or a local id (`local:<itemId>`) while it is not synced. */
  patientKey: string;
  clinicId: number;
  userId: number;
};

/** What the sync panel calls each queued change (stored as message ids, translated when shown). */
export const imageActions = {
  addStage: msg`Add image stage`,
  updateStage: msg`Change image stage`,
  deleteStage: msg`Delete image stage`,
  uploadPhoto: msg`Upload photo`,
  addPhoto: msg`Add photo to stage`,
  deletePhoto: msg`Delete photo`,
  rotatePhoto: msg`Rotate photo`,
  uploadScan: msg`Upload 3D scan`,
} satisfies Record<string, MessageDescriptor>;

type QueueInput = {
  id?: string;
  action: MessageDescriptor;
  subject: string;
  entity: OutboxEntity;
  entityKey: string;
  path: string;
  body: unknown;
};

/**
 * Queues one emr call of the patient's gallery. Every item of a patient goes in the patient's group, so a photo is
 * never sent before its stage, nor a stage before the patient it belongs to.
 */
export async function queueImageRequest(context: ImageOutboxContext, input: QueueInput): Promise<RequestItem> {
  const request: OutboxRequest = { service: 'emr', method: 'POST', path: input.path, body: input.body };
  return enqueue(context.db, {
    ...(input.id ? { id: input.id } : {}),
    group: await groupFor(context.db, 'patient', context.patientKey),
    label: { action: input.action.id, subject: input.subject, fixPath: imagesPagePath(context.patientKey) },
    entity: input.entity,
    entityKey: input.entityKey,
    patientKey: context.patientKey,
    clinicId: context.clinicId,
    request,
  });
}
