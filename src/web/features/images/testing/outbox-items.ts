import type { MessageDescriptor } from '@lingui/core';
import type { DoneItem, OutboxRequest, OutboxState, RequestItem, UploadItem } from '../../../lib/offline/outbox';

let nextSeq = 1;

type ItemOverrides = { id: string; state?: OutboxState; patientKey?: string; error?: { code: number; msg: string } };

/** A queued emr call as the outbox stores it (for the projection's unit tests). */
export function requestItem(
  path: string,
  body: unknown,
  { id, state = 'waiting', patientKey = '17', error }: ItemOverrides,
): RequestItem {
  const request: OutboxRequest = { service: 'emr', method: 'POST', path, body };
  return {
    kind: 'request',
    request,
    seq: nextSeq++,
    id,
    group: `patient:${patientKey}`,
    label: { action: 'test', subject: id },
    entity: path.includes('stage') ? 'stage' : 'image',
    entityKey: `local:${id}`,
    patientKey,
    state,
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: nextSeq * 1000,
    ...(error ? { error } : {}),
  };
}

export function uploadItem({ id, state = 'waiting', patientKey = '17', error }: ItemOverrides): UploadItem {
  return {
    kind: 'upload',
    seq: nextSeq++,
    id,
    uploadId: id,
    group: `patient:${patientKey}`,
    label: { action: 'test', subject: `${id}.jpg` },
    entity: 'upload',
    entityKey: `local:${id}`,
    patientKey,
    state,
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: nextSeq * 1000,
    ...(error ? { error } : {}),
  };
}

/** An acknowledged item of the patient, with the server's answer (the projection reads its action, key and data). */
export function doneItem(
  id: string,
  action: MessageDescriptor,
  entityKey: string,
  data: unknown,
  completedAt = Date.now(),
): DoneItem {
  return {
    id,
    seq: nextSeq++,
    group: 'patient:17',
    label: { action: action.id, subject: id },
    entity: 'image',
    entityKey,
    patientKey: '17',
    data,
    completedAt,
  };
}
