import type { MessageDescriptor } from '@lingui/core';
import { ErrorCode } from '../../../../domain/response-codes';
import { msg } from '@lingui/core/macro';
import type { UserDatabase } from '../../../lib/offline/db';
import { bodyToSendAgain } from '../../../lib/forms/edit-base';
import {
  groupFor,
  idOrRef,
  isRef,
  localIdOf,
  amend,
  discard,
  draftSubmitTables,
  findItem,
  queueDraftOnce,
  refsOf,
  enqueueUpload,
  type UploadItem,
} from '../../../lib/offline/outbox';
import type { PatientBody } from '../lib/patient-form';
import { PATIENT_ENDPOINTS } from './patient-endpoints';
import { patientFixPath } from '../lib/patient-paths';

/**
 * Patient submissions go through the outbox, online or not (one path to test): each is queued in IndexedDB in the
 * same transaction that clears the form's draft (queueDraftOnce), and the drainer sends it when it can. The item id is
 * kept in the draft, so a second submit of the same draft finds it queued and adds nothing; the id queued with other
 * content (another tab's draft) throws ItemIdTakenError: nothing was queued, and the form says so.
 */

/** What the sync panel says each item does (translated where it is shown). */
export const patientOutboxActions = {
  create: msg`Record a new patient`,
  update: msg`Change a patient's details`,
  avatar: msg`Upload a patient's photo`,
} satisfies Record<string, MessageDescriptor>;

/** A photo chosen in the form whose upload is no longer on this device (discarded in the sync panel). */
export class MissingPhotoError extends Error {
  constructor() {
    super('The queued photo is no longer on this device.');
    this.name = 'MissingPhotoError';
  }
}

async function checkAvatar(db: UserDatabase, body: PatientBody): Promise<void> {
  // Queued or already acknowledged, the photo is on its way; not on the device, it was discarded.
  if (isRef(body.avatar) && (await findItem(db, body.avatar.$ref)) === null) throw new MissingPhotoError();
}

type Submission = {
  /** The item id kept in the draft. */
  itemId: string;
  body: PatientBody;
  clinicId: number | null;
  /** Deletes the form's draft; called inside the transaction, so the delete commits with the item or not at all. */
  clearDraft: () => Promise<void>;
};

function clinicOf(clinicId: number | null) {
  return clinicId === null ? {} : { clinicId };
}

/**
 * A new patient: POST emr /v1/patient/add with `clientId` = the item id, known at once by its local id (returned), so
 * its file opens and takes photos before the server has answered.
 */
export async function queueNewPatient(
  db: UserDatabase,
  { itemId, body, clinicId, clearDraft }: Submission,
): Promise<string> {
  const key = localIdOf(itemId);
  await queueDraftOnce(db, {
    item: async () => {
      await checkAvatar(db, body);
      return {
        id: itemId,
        group: await groupFor(db, 'patient', key),
        label: { action: patientOutboxActions.create.id, subject: body.name, fixPath: patientFixPath(key, itemId) },
        entity: 'patient',
        entityKey: key,
        patientKey: key,
        ...clinicOf(clinicId),
        request: { service: 'emr', method: 'POST', path: PATIENT_ENDPOINTS.add, body: { ...body, clientId: itemId } },
      };
    },
    settleDraft: clearDraft,
  });
  return key;
}

/**
 * A change to a patient: POST emr /v1/patient/update with the whole form and the `base` it was edited from, so the
 * server writes only what changed and answers 409 for a field someone else changed meanwhile (field-merge.ts).
 * `patientKey` may be a local id: the request then carries a ref that the drainer replaces with the server id once
 * the create is acknowledged.
 */
export async function queuePatientChange(
  db: UserDatabase,
  { itemId, body, base, clinicId, clearDraft, patientKey }: Submission & { patientKey: string; base?: PatientBody },
): Promise<void> {
  await queueDraftOnce(db, {
    item: async () => {
      await checkAvatar(db, body);
      return {
        id: itemId,
        group: await groupFor(db, 'patient', patientKey),
        label: {
          action: patientOutboxActions.update.id,
          subject: body.name,
          fixPath: patientFixPath(patientKey, itemId),
        },
        entity: 'patient',
        entityKey: patientKey,
        patientKey,
        ...clinicOf(clinicId),
        request: {
          service: 'emr',
          method: 'POST',
          path: PATIENT_ENDPOINTS.update,
          body: { ...body, id: idOrRef(patientKey), ...(base ? { base } : {}) },
        },
      };
    },
    settleDraft: clearDraft,
  });
}

/**
 * An item the server refused (4xx, "needs attention"), corrected in the form: the same item with the new fields,
 * back in its place in the queue. What the form does not show (the create's client id, the update's id or ref) stays.
 */
export async function amendQueuedPatient(
  db: UserDatabase,
  { itemId, body, clearDraft }: Omit<Submission, 'clinicId'>,
): Promise<void> {
  await db.transaction('rw', draftSubmitTables(db), async () => {
    const item = await db.outbox.where('id').equals(itemId).first();
    const queued = item?.kind === 'request' ? (item.request.body as Record<string, unknown> | undefined) : undefined;
    await checkAvatar(db, body);
    // Refused as a conflict: the dentist has seen the fields named and sends what the form shows as it is.
    await amend(db, itemId, { ...bodyToSendAgain(queued, item?.error?.code === ErrorCode.conflict), ...body });
    await clearDraft();
  });
}

/**
 * A photo for the patient's avatar, queued for upload (purpose `photo`) in the patient's group, so it is sent before
 * the patient request that refers to it.
 */
export async function queueAvatar(
  db: UserDatabase,
  { file, patientKey }: { file: File; patientKey: string },
): Promise<UploadItem> {
  return enqueueUpload(db, {
    file,
    fileName: file.name || 'photo.jpg',
    purpose: 'photo',
    group: await groupFor(db, 'patient', patientKey),
    label: { action: patientOutboxActions.avatar.id, subject: file.name || 'photo.jpg' },
    patientKey,
  });
}

/**
 * A queued photo the form no longer uses (replaced, removed, draft discarded) is not sent, unless a queued request
 * already refers to it (the form had opened on that request): then it stays for that request.
 */
export async function dropQueuedAvatar(db: UserDatabase, uploadItemId: string): Promise<void> {
  const users = await db.outbox.filter((item) => refsOf(item).includes(uploadItemId)).count();
  if (users === 0) await discard(db, uploadItemId).catch(() => false);
}
