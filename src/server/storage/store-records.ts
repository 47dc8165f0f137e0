import { Readable } from 'node:stream';
import { ErrorCode } from '../../domain/response-codes';
import { AppError } from '../http/envelope';
import { checkContent, type ContentSample } from './content-check';
import {
  expectedPartSize,
  isValidKey,
  partCountFor,
  type CreateMultipartInput,
  type OwnerContext,
  type PreparedCompletion,
  type StorageDb,
  type StoredObject,
  type UploadInfo,
  type UploadPart,
} from './object-store';
import { formatLimit, isPurpose, purposeRule, type Purpose, type StoredPurpose } from './purposes';
import { StorageErrorCode, storageError } from './storage-errors';
import type { StreamMeter } from './stream-meter';
import type { MultipartPartTable, MultipartUploadTable, ObjectTable } from './tables';

/**
 * What every ObjectStore keeps in the database, whatever holds the bytes (local-disk-store.ts, s3-store.ts): the
 * uploads, their parts and the objects. The database is the truth: bytes no record points to are garbage.
 */

export const UPLOAD_ID = /^[0-9a-f]{32}$/;
export const SHA256 = /^[0-9a-f]{64}$/;

/** The create input checked as every store checks it: the lower-cased SHA-256, or the error that says why not. */
export function checkCreateInput(input: CreateMultipartInput): { sha256: string } {
  const { key, purpose, size } = input;
  const sha256 = input.sha256.toLowerCase();
  if (!isValidKey(key) || !isPurpose(purpose) || !SHA256.test(sha256) || !Number.isSafeInteger(size) || size < 1) {
    throw new AppError(ErrorCode.badRequest);
  }
  const maxBytes = purposeRule(purpose).maxBytes;
  if (size > maxBytes) throw storageError(StorageErrorCode.fileTooLarge, { values: { max: formatLimit(maxBytes) } });
  return { sha256 };
}

/** The upload, if it exists, belongs to the caller (when one is named) and, with `open`, still takes parts. */
export async function uploadRow(
  db: StorageDb,
  uploadId: string,
  context: OwnerContext,
  options: { open: boolean },
): Promise<MultipartUploadTable> {
  const row = UPLOAD_ID.test(uploadId)
    ? await db.selectFrom('multipart_uploads').selectAll().where('upload_id', '=', uploadId).executeTakeFirst()
    : undefined;
  if (
    !row ||
    (context.ownerId !== undefined && row.owner_id !== context.ownerId) ||
    (options.open && row.status !== 'open')
  ) {
    throw storageError(StorageErrorCode.uploadNotFound);
  }
  return row;
}

export function partRows(db: StorageDb, uploadId: string): Promise<MultipartPartTable[]> {
  return db
    .selectFrom('multipart_parts')
    .selectAll()
    .where('upload_id', '=', uploadId)
    .orderBy('part_number')
    .execute();
}

export function objectRow(db: StorageDb, key: string): Promise<ObjectTable | undefined> {
  return db.selectFrom('objects').selectAll().where('key', '=', key).executeTakeFirst();
}

export async function insertObject(db: StorageDb, object: StoredObject<StoredPurpose>): Promise<void> {
  try {
    await db
      .insertInto('objects')
      .values({
        key: object.key,
        size: object.size,
        sha256: object.sha256,
        content_type: object.contentType,
        purpose: object.purpose,
        owner_id: object.ownerId,
        created_at: object.createdAt,
        retired_at: null,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw storageError(StorageErrorCode.objectExists);
    throw error;
  }
}

export function toUploadInfo(row: MultipartUploadTable): UploadInfo {
  return {
    uploadId: row.upload_id,
    key: row.key,
    purpose: row.purpose as Purpose,
    size: row.size,
    sha256: row.sha256,
    partSize: row.part_size,
    partCount: partCountFor(row.size, row.part_size),
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The part numbers of an upload of `partCount` parts that `parts` does not hold. */
export function missingParts(partCount: number, parts: MultipartPartTable[]): number[] {
  const present = new Set(parts.map((p) => p.part_number));
  return Array.from({ length: partCount }, (_, i) => i + 1).filter((n) => !present.has(n));
}

/** The content type the bytes earn for this purpose, or the error that says why not. */
export function judge(purpose: StoredPurpose, sample: ContentSample): string {
  const verdict = checkContent(purpose, sample);
  if (verdict.ok) return verdict.contentType;
  if (verdict.reason === 'too-large')
    throw storageError(StorageErrorCode.fileTooLarge, { values: { max: formatLimit(purposeRule(purpose).maxBytes) } });
  throw storageError(StorageErrorCode.contentNotAllowed);
}

export async function inTransaction<T>(db: StorageDb, work: (db: StorageDb) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

export function toReadable(body: Readable | Buffer): Readable {
  return Buffer.isBuffer(body) ? Readable.from([body]) : body;
}

/** Which parts (number and where its bytes are) a completion was made of: commit refuses if they changed since. */
export function fingerprintOf(parts: MultipartPartTable[]): string {
  return parts.map((p) => `${p.part_number}:${p.file_name}`).join(',');
}

export function toPart(row: MultipartPartTable): UploadPart {
  return { partNumber: row.part_number, size: row.size, etag: row.etag };
}

export function toObject(row: ObjectTable): StoredObject<StoredPurpose> {
  return {
    key: row.key,
    size: row.size,
    sha256: row.sha256,
    contentType: row.content_type,
    purpose: row.purpose as StoredPurpose,
    ownerId: row.owner_id,
    createdAt: row.created_at,
    ...(row.retired_at ? { retiredAt: row.retired_at } : {}),
  };
}

/** An object a completed upload recorded: its purpose is a client's (server purposes never come from uploads). */
export function asUploadedObject(object: StoredObject<StoredPurpose>): StoredObject {
  const { purpose } = object;
  if (!isPurpose(purpose)) throw storageError(StorageErrorCode.uploadNotFound);
  return { ...object, purpose };
}

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** The upload's parts, once every one is there in its expected size; the error that says which are not otherwise. */
export async function completableParts(db: StorageDb, upload: MultipartUploadTable): Promise<MultipartPartTable[]> {
  const parts = await partRows(db, upload.upload_id);
  const missing = missingParts(partCountFor(upload.size, upload.part_size), parts);
  if (missing.length > 0) throw storageError(StorageErrorCode.partsMissing, { data: { missing } });
  for (const part of parts) {
    if (part.size !== expectedPartSize(upload.size, upload.part_size, part.part_number)) {
      throw storageError(StorageErrorCode.partSizeWrong, { data: { partNumber: part.part_number } });
    }
  }
  return parts;
}

/** The assembled bytes (as metered) checked against what the client declared: size, whole-file SHA-256, content. */
export function checkAssembled(
  upload: MultipartUploadTable,
  meter: StreamMeter,
): { sha256: string; contentType: string } {
  const sha256 = meter.digest();
  if (meter.bytes !== upload.size)
    throw storageError(StorageErrorCode.partSizeWrong, { data: { expected: upload.size, actual: meter.bytes } });
  if (sha256 !== upload.sha256)
    throw storageError(StorageErrorCode.hashMismatch, { data: { expected: upload.sha256, actual: sha256 } });
  return { sha256, contentType: judge(upload.purpose as Purpose, meter.sample()) };
}

/**
 * Records a prepared completion in one transaction: claims the upload (serialising concurrent completions and part
 * writes on its row), refuses if its parts changed since, inserts the object, then lets the store put the bytes in
 * place (still inside the transaction: if that fails, nothing is recorded). A repeat answers the recorded object.
 */
export async function commitUpload(
  db: StorageDb,
  prepared: Extract<PreparedCompletion, { kind: 'assembled' }>,
  now: number,
  placeBytes: (object: StoredObject) => Promise<void>,
): Promise<StoredObject> {
  return inTransaction(db, async (trx) => {
    const claimed = await trx
      .updateTable('multipart_uploads')
      .set({ status: 'completed', updated_at: now })
      .where('upload_id', '=', prepared.uploadId)
      .where('owner_id', '=', prepared.ownerId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) {
      const upload = await trx
        .selectFrom('multipart_uploads')
        .select(['status', 'key', 'owner_id'])
        .where('upload_id', '=', prepared.uploadId)
        .executeTakeFirst();
      const existing =
        upload?.status === 'completed' && upload.owner_id === prepared.ownerId
          ? await objectRow(trx, upload.key)
          : undefined;
      if (existing) return asUploadedObject(toObject(existing));
      throw storageError(StorageErrorCode.uploadNotFound);
    }
    if (fingerprintOf(await partRows(trx, prepared.uploadId)) !== prepared.fingerprint) {
      throw new AppError(ErrorCode.conflict); // a part was re-sent meanwhile: complete again
    }
    const object: StoredObject = {
      key: prepared.key,
      size: prepared.size,
      sha256: prepared.sha256,
      contentType: prepared.contentType,
      purpose: prepared.purpose,
      ownerId: prepared.ownerId,
      createdAt: now,
    };
    await insertObject(trx, object);
    await placeBytes(object);
    return object;
  });
}

/** Removes uploads idle since `cutoff` (with their parts), one transaction each; answers the removed ones. */
export async function removeStaleUploads(db: StorageDb, cutoff: number): Promise<MultipartUploadTable[]> {
  const stale = await db.selectFrom('multipart_uploads').selectAll().where('updated_at', '<=', cutoff).execute();
  const removed: MultipartUploadTable[] = [];
  for (const upload of stale) {
    const isRemoved = await db.transaction().execute(async (trx) => {
      // Age checked again: a part may have arrived since the list was read.
      const result = await trx
        .deleteFrom('multipart_uploads')
        .where('upload_id', '=', upload.upload_id)
        .where('updated_at', '<=', cutoff)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) > 0)
        await trx.deleteFrom('multipart_parts').where('upload_id', '=', upload.upload_id).execute();
      return Number(result.numDeletedRows) > 0;
    });
    if (isRemoved) removed.push(upload);
  }
  return removed;
}

/** Deletes an open upload's records (its parts first); the error "upload not found" when it is not the caller's or ended. */
export async function deleteOpenUpload(
  db: StorageDb,
  uploadId: string,
  context: OwnerContext,
): Promise<MultipartUploadTable> {
  return inTransaction(db, async (trx) => {
    const upload = await uploadRow(trx, uploadId, context, { open: true });
    await trx.deleteFrom('multipart_parts').where('upload_id', '=', uploadId).execute();
    await trx.deleteFrom('multipart_uploads').where('upload_id', '=', uploadId).execute();
    return upload;
  });
}
