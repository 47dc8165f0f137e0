import { isQuotaError } from '../quota-error';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { UPLOAD } from '../../../../domain/constants';
import { partCountFor } from '../../../../domain/upload-parts';
import type { UploadPurposeName } from '../../../../domain/uploads';
import { ALL_UPLOAD_PURPOSES, findFileProblem, type FileFormat } from '../../upload/upload-purposes';
import type { UserDatabase } from '../db';
import { localIdOf } from './local-ids';
import { enqueue, newItemId } from './outbox';
import { makePhotoPreview } from './photo-preview';
import type { OutboxEntity, OutboxLabel, UploadItem, UploadRow } from './types';
import { openFileCutter } from './file-cutter';

/**
 * Files into the outbox: a file is checked for its purpose, cut into parts of 5 MiB stored one row each (never the
 * whole file in one row, never the whole file in memory), hashed as it is cut, and only then made visible as an upload
 * row and an outbox item, in one transaction. The upload sender (upload-sender.ts) sends it when its turn comes.
 */

export const enqueueUploadMessages = {
  storageFull: msg`This device is out of storage. Nothing already saved was touched: free some space, then add the file again.`,
} satisfies Record<string, MessageDescriptor>;

/** Why a file was not queued: refused for its purpose (type, size, empty), or the device has no room for it. */
export type EnqueueUploadFailure = 'rejected' | 'storage-full';

export class EnqueueUploadError extends Error {
  readonly reason: EnqueueUploadFailure;
  /** What to show, translated where it is shown. */
  readonly text: MessageDescriptor;

  constructor(reason: EnqueueUploadFailure, text: MessageDescriptor, options?: ErrorOptions) {
    super(text.message ?? text.id, options);
    this.name = 'EnqueueUploadError';
    this.reason = reason;
    this.text = text;
  }
}

export function isEnqueueUploadError(error: unknown): error is EnqueueUploadError {
  return error instanceof EnqueueUploadError;
}

export type EnqueueFileInput = {
  /** The item's client id (and the upload's); a new one by default. */
  id?: string;
  file: Blob;
  fileName: string;
  purpose: UploadPurposeName;
  /** The outbox group it is sent in order with (the patient's). */
  group: string;
  label: OutboxLabel;
  /** What the upload is for, for projections: 'upload' (itself) by default. */
  entity?: OutboxEntity;
  entityKey?: string;
  patientKey?: string;
  /** The session's clinic: sent only while the session is in it (see the outbox's enqueue). */
  clinicId?: number;
};

/** While a file is being cut into parts, its parts belong to no upload yet; this marks them as in progress. */
const STAGING_PREFIX = 'upload-staging:';
/** Parts of a file whose cutting started this long ago and never finished (a closed tab) are removed by the sweep. */
export const STAGING_ABANDONED_AFTER_MS = 60 * 60 * 1000;

/**
 * Queues a file for upload. Throws an EnqueueUploadError when the file does not fit its purpose (nothing is stored)
 * or the device runs out of storage (what was written for this file is removed; nothing else is touched).
 */
export async function enqueueUpload(
  db: UserDatabase,
  input: EnqueueFileInput,
  now: () => number = Date.now,
): Promise<UploadItem> {
  const problem = await findFileProblem(input.file, input.purpose);
  if (problem) throw new EnqueueUploadError('rejected', problem);

  const id = input.id ?? newItemId();
  // The same id again (a double click, a retried call) is the same submission: it is queued once.
  const queued = await findUploadItem(db, id);
  if (queued) return queued;
  const stagingKey = `${STAGING_PREFIX}${id}`;
  try {
    await db.meta.put({ key: stagingKey, value: { startedAt: now() } });
    const sha256 = await storeParts(db, id, input.file);
    const preview = isPhoto(input.purpose) ? await makePhotoPreview(input.file) : undefined;
    const createdAt = now();
    const upload: UploadRow = {
      id,
      fileName: input.fileName,
      contentType: input.file.type || 'application/octet-stream',
      size: input.file.size,
      sha256,
      purpose: input.purpose,
      partSize: UPLOAD.multipartPartSizeBytes,
      partCount: partCountFor(input.file.size, UPLOAD.multipartPartSizeBytes),
      serverUploadId: null,
      confirmedParts: [],
      confirmedBytes: 0,
      ...(preview ? { preview } : {}),
      createdAt,
    };
    // Until this commits, nothing shows: no upload, no outbox item; the parts are only staged.
    const item = await db.transaction(
      'rw',
      [db.uploads, db.outbox, db.outboxDone, db.outboxAliases, db.meta],
      async () => {
        await db.uploads.add(upload);
        await db.meta.delete(stagingKey);
        return enqueue(
          db,
          {
            id,
            uploadId: id,
            group: input.group,
            label: input.label,
            entity: input.entity ?? 'upload',
            entityKey: input.entityKey ?? localIdOf(id),
            ...(input.patientKey === undefined ? {} : { patientKey: input.patientKey }),
            ...(input.clinicId === undefined ? {} : { clinicId: input.clinicId }),
          },
          createdAt,
        );
      },
    );
    if (item.kind !== 'upload') throw new Error(`Item ${id} was queued as a request`);
    return item;
  } catch (error) {
    await dropStaged(db, id, stagingKey);
    if (isQuotaError(error))
      throw new EnqueueUploadError('storage-full', enqueueUploadMessages.storageFull, { cause: error });
    throw error;
  }
}

/** Cuts the file into part rows, one small transaction each, hashing the bytes as they are stored (file-cutter.ts). */
async function storeParts(db: UserDatabase, uploadId: string, file: Blob): Promise<string> {
  const partSize = UPLOAD.multipartPartSizeBytes;
  const cutter = await openFileCutter(file, partSize);
  try {
    for (let partNumber = 1; partNumber <= partCountFor(file.size, partSize); partNumber += 1) {
      await db.uploadParts.add({ uploadId, ...(await cutter.cut(partNumber)) });
    }
    return await cutter.digest();
  } finally {
    cutter.close();
  }
}

async function findUploadItem(db: UserDatabase, id: string): Promise<UploadItem | undefined> {
  const item = await db.outbox.where('id').equals(id).first();
  return item?.kind === 'upload' ? item : undefined;
}

async function dropStaged(db: UserDatabase, uploadId: string, stagingKey: string): Promise<void> {
  try {
    await db.transaction('rw', [db.uploads, db.uploadParts, db.meta], async () => {
      // Never the parts of an upload that is queued (the same id queued meanwhile by another tab).
      if (await db.uploads.get(uploadId)) return;
      await db.uploadParts.where('uploadId').equals(uploadId).delete();
      await db.meta.delete(stagingKey);
    });
  } catch {
    // Deleting frees space and should not fail; if it does, the sweep removes these parts later.
  }
}

function isPhoto(purpose: UploadPurposeName): boolean {
  const formats: readonly FileFormat[] = ALL_UPLOAD_PURPOSES[purpose].formats;
  return formats.includes('jpeg');
}

export { isQuotaError } from '../quota-error';

/**
 * Removes parts no upload owns: a file whose cutting a closed tab never finished (older than an hour), or parts left
 * by an interrupted clean-up. Run at start; parts of a file being cut right now (in any tab) are left alone.
 */
export async function sweepOrphanParts(db: UserDatabase, now: () => number = Date.now): Promise<number> {
  return db.transaction('rw', [db.uploads, db.uploadParts, db.meta], async () => {
    const stagings = await db.meta.where('key').startsWith(STAGING_PREFIX).toArray();
    const startedAt = new Map(
      stagings.map((row) => [row.key.slice(STAGING_PREFIX.length), (row.value as { startedAt: number }).startedAt]),
    );
    const owners = new Set([
      ...(await db.uploadParts.orderBy('uploadId').uniqueKeys()).map(String),
      ...startedAt.keys(),
    ]);
    let removed = 0;
    for (const uploadId of owners) {
      if (await db.uploads.get(uploadId)) continue;
      const started = startedAt.get(uploadId);
      if (started !== undefined && now() - started < STAGING_ABANDONED_AFTER_MS) continue;
      removed += await db.uploadParts.where('uploadId').equals(uploadId).delete();
      await db.meta.delete(`${STAGING_PREFIX}${uploadId}`);
    }
    return removed;
  });
}
