import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD } from '../../domain/constants';
import { ErrorCode } from '../../domain/response-codes';
import { AppError } from '../http/envelope';
import { checkContent, type ContentSample } from './content-check';
import {
  expectedPartSize,
  isValidKey,
  partCountFor,
  type CreateMultipartInput,
  type ObjectStore,
  type OwnerContext,
  type PreparedCompletion,
  type PutObjectInput,
  type StorageDb,
  type StoredObject,
  type UploadInfo,
  type UploadPart,
  type WriteContext,
} from './object-store';
import { formatLimit, isPurpose, isStoredPurpose, purposeRule, type Purpose, type StoredPurpose } from './purposes';
import { StorageErrorCode, storageError } from './storage-errors';
import { MeterLimitError, StreamMeter } from './stream-meter';
import { stripLocationInPlace } from './strip-location';
import type { MultipartPartTable, MultipartUploadTable, ObjectTable } from './tables';

/** Uploads with no activity for this long are removed by sweepAbandonedUploads. */
export const ABANDONED_UPLOAD_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const UPLOAD_ID = /^[0-9a-f]{32}$/;
const SHA256 = /^[0-9a-f]{64}$/;

/**
 * The default ObjectStore: files under `dir` (config.objectsDir), records in the database.
 *
 * Layout: `staging/<uploadId>/part-<n>-<random>` (one file per received part), `staging/<uploadId>/assembled-<random>`
 * (a completion in progress), `staging/put-<random>.tmp` (a single-shot put in progress), and the objects themselves
 * at `store/<h[0..2]>/<h>` where h is the SHA-256 of the key (so a key never becomes a path). Everything is streamed
 * (memory stays flat for any file size) and fsync'd before it is acknowledged; an object appears by an atomic rename in
 * the same transaction that records it. The database is the truth: a file no record points to is garbage, removed by
 * the upload's completion, abort or the sweep.
 */
export class LocalDiskStore implements ObjectStore {
  readonly provider = 'local' as const;
  readonly partSize: number = UPLOAD.multipartPartSizeBytes;
  readonly #db: StorageDb;
  readonly #stagingRoot: string;
  readonly #storeRoot: string;
  readonly #now: () => number;

  constructor(options: { db: StorageDb; dir: string; now?: () => number }) {
    this.#db = options.db;
    this.#stagingRoot = path.join(options.dir, 'staging');
    this.#storeRoot = path.join(options.dir, 'store');
    this.#now = options.now ?? Date.now;
  }

  // ---- multipart ---------------------------------------------------------------------------------------------------

  async createMultipart(input: CreateMultipartInput, context: WriteContext & { ownerId: string }) {
    const { key, purpose, size } = input;
    const sha256 = input.sha256.toLowerCase();
    if (!isValidKey(key) || !isPurpose(purpose) || !SHA256.test(sha256) || !Number.isSafeInteger(size) || size < 1) {
      throw new AppError(ErrorCode.badRequest);
    }
    const maxBytes = purposeRule(purpose).maxBytes;
    if (size > maxBytes) throw storageError(StorageErrorCode.fileTooLarge, { values: { max: formatLimit(maxBytes) } });
    const db = context.db ?? this.#db;
    if (await this.#objectRow(db, key)) throw storageError(StorageErrorCode.objectExists);
    const uploadId = randomBytes(16).toString('hex');
    const now = this.#now();
    await db
      .insertInto('multipart_uploads')
      .values({
        upload_id: uploadId,
        key,
        owner_id: context.ownerId,
        purpose,
        declared_content_type: input.contentType.slice(0, 255),
        size,
        sha256,
        part_size: this.partSize,
        status: 'open',
        created_at: now,
        updated_at: now,
      })
      .execute();
    return { uploadId, partSize: this.partSize, partCount: partCountFor(size, this.partSize) };
  }

  async putPart(uploadId: string, partNumber: number, body: Readable | Buffer, context: OwnerContext = {}): Promise<UploadPart> {
    const upload = await this.#upload(this.#db, uploadId, context, { open: true });
    const expected = expectedPartSize(upload.size, upload.part_size, partNumber);
    if (expected === null) throw storageError(StorageErrorCode.partSizeWrong, { data: { partNumber, partCount: partCountFor(upload.size, upload.part_size) } });

    const dir = this.#stagingDir(uploadId);
    await fsp.mkdir(dir, { recursive: true });
    const fileName = `part-${partNumber}-${randomBytes(8).toString('hex')}`;
    const file = path.join(dir, fileName);
    const meter = new StreamMeter({ maxBytes: expected });
    try {
      await writeDurably(toReadable(body), meter, file);
      if (meter.bytes !== expected) throw storageError(StorageErrorCode.partSizeWrong, { data: { partNumber, expected, actual: meter.bytes } });
    } catch (error) {
      await fsp.rm(file, { force: true });
      if (error instanceof MeterLimitError) throw storageError(StorageErrorCode.partSizeWrong, { data: { partNumber, expected } });
      throw error;
    }
    await syncDir(dir);

    // The part counts once its record points at the file; the record it replaces names the file to drop.
    const etag = meter.digest();
    const now = this.#now();
    const replaced = await this.#db.transaction().execute(async (trx) => {
      const touched = await trx
        .updateTable('multipart_uploads')
        .set({ updated_at: now })
        .where('upload_id', '=', uploadId)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (Number(touched.numUpdatedRows) === 0) return null;
      const previous = await trx
        .selectFrom('multipart_parts')
        .select('file_name')
        .where('upload_id', '=', uploadId)
        .where('part_number', '=', partNumber)
        .executeTakeFirst();
      await trx
        .insertInto('multipart_parts')
        .values({ upload_id: uploadId, part_number: partNumber, size: expected, etag, file_name: fileName, created_at: now })
        .onConflict((oc) => oc.columns(['upload_id', 'part_number']).doUpdateSet({ size: expected, etag, file_name: fileName, created_at: now }))
        .execute();
      return previous?.file_name ?? '';
    });
    if (replaced === null) {
      // Completed or aborted while the part was arriving.
      await fsp.rm(file, { force: true });
      throw storageError(StorageErrorCode.uploadNotFound);
    }
    if (replaced) await fsp.rm(path.join(dir, replaced), { force: true });
    return { partNumber, size: expected, etag };
  }

  async listParts(uploadId: string, context: OwnerContext = {}): Promise<UploadPart[]> {
    await this.#upload(this.#db, uploadId, context, { open: false });
    return (await this.#parts(this.#db, uploadId)).map(toPart);
  }

  async getUpload(uploadId: string, context: OwnerContext = {}): Promise<UploadInfo> {
    const row = await this.#upload(this.#db, uploadId, context, { open: false });
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

  async completeMultipart(uploadId: string, context: OwnerContext = {}): Promise<StoredObject> {
    const prepared = await this.prepareCompletion(uploadId, context);
    try {
      return await this.commitCompletion(prepared);
    } finally {
      await this.releaseCompletion(prepared);
    }
  }

  async prepareCompletion(uploadId: string, context: OwnerContext = {}): Promise<PreparedCompletion> {
    const upload = await this.#upload(this.#db, uploadId, context, { open: false });
    if (upload.status === 'completed') {
      const object = await this.statObject(upload.key);
      if (!object) throw storageError(StorageErrorCode.uploadNotFound);
      return { kind: 'done', uploadId, object: asUploadedObject(object) };
    }
    const partCount = partCountFor(upload.size, upload.part_size);
    const parts = await this.#parts(this.#db, uploadId);
    const present = new Set(parts.map((p) => p.part_number));
    const missing = Array.from({ length: partCount }, (_, i) => i + 1).filter((n) => !present.has(n));
    if (missing.length > 0) throw storageError(StorageErrorCode.partsMissing, { data: { missing } });
    for (const part of parts) {
      if (part.size !== expectedPartSize(upload.size, upload.part_size, part.part_number)) {
        throw storageError(StorageErrorCode.partSizeWrong, { data: { partNumber: part.part_number } });
      }
    }

    const dir = this.#stagingDir(uploadId);
    const file = path.join(dir, `assembled-${randomBytes(8).toString('hex')}`);
    const meter = new StreamMeter({ maxBytes: upload.size });
    try {
      await writeDurably(concatParts(dir, parts), meter, file);
      const sha256 = meter.digest();
      if (meter.bytes !== upload.size) throw storageError(StorageErrorCode.partSizeWrong, { data: { expected: upload.size, actual: meter.bytes } });
      if (sha256 !== upload.sha256) throw storageError(StorageErrorCode.hashMismatch, { data: { expected: upload.sha256, actual: sha256 } });
      const purpose = upload.purpose as Purpose;
      const contentType = judge(purpose, meter.sample());
      // Checked as the client sent it; stored (and hashed) as it is kept.
      const stored = purposeRule(purpose).stripsLocation ? await stripLocationInPlace(file, { size: upload.size, sha256 }) : { size: upload.size, sha256 };
      return {
        kind: 'assembled',
        uploadId,
        ownerId: upload.owner_id,
        key: upload.key,
        purpose,
        size: stored.size,
        sha256: stored.sha256,
        contentType,
        fingerprint: fingerprintOf(parts),
        file,
      };
    } catch (error) {
      await fsp.rm(file, { force: true });
      if (error instanceof MeterLimitError) throw storageError(StorageErrorCode.partSizeWrong);
      if (isMissingFile(error)) throw await this.#partFileLost(uploadId, parts, error);
      throw error;
    }
  }

  async commitCompletion(prepared: PreparedCompletion, context: Pick<WriteContext, 'db'> = {}): Promise<StoredObject> {
    if (prepared.kind === 'done') return prepared.object;
    return inTransaction(context.db ?? this.#db, async (db) => {
      const now = this.#now();
      // Claiming the upload first serialises concurrent completions (and part writes) on its row.
      const claimed = await db
        .updateTable('multipart_uploads')
        .set({ status: 'completed', updated_at: now })
        .where('upload_id', '=', prepared.uploadId)
        .where('owner_id', '=', prepared.ownerId)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) {
        const upload = await db.selectFrom('multipart_uploads').select(['status', 'key', 'owner_id']).where('upload_id', '=', prepared.uploadId).executeTakeFirst();
        const existing = upload?.status === 'completed' && upload.owner_id === prepared.ownerId ? await this.#objectRow(db, upload.key) : undefined;
        if (existing) return asUploadedObject(toObject(existing));
        throw storageError(StorageErrorCode.uploadNotFound);
      }
      if (fingerprintOf(await this.#parts(db, prepared.uploadId)) !== prepared.fingerprint) {
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
      await this.#insertObject(db, object);
      await this.#moveIntoPlace(prepared.file, object.key);
      return object;
    });
  }

  async releaseCompletion(prepared: PreparedCompletion): Promise<void> {
    if (prepared.kind === 'assembled') await fsp.rm(prepared.file, { force: true });
    await this.releaseUpload(prepared.uploadId);
  }

  async abortMultipart(uploadId: string, context: WriteContext = {}): Promise<void> {
    const db = context.db ?? this.#db;
    await inTransaction(db, async (trx) => {
      await this.#upload(trx, uploadId, context, { open: true });
      await trx.deleteFrom('multipart_parts').where('upload_id', '=', uploadId).execute();
      await trx.deleteFrom('multipart_uploads').where('upload_id', '=', uploadId).execute();
    });
    if (!db.isTransaction) await this.releaseUpload(uploadId);
  }

  async releaseUpload(uploadId: string): Promise<void> {
    if (!UPLOAD_ID.test(uploadId)) return;
    const row = await this.#db.selectFrom('multipart_uploads').select('status').where('upload_id', '=', uploadId).executeTakeFirst();
    if (!row || row.status !== 'open') await fsp.rm(this.#stagingDir(uploadId), { recursive: true, force: true });
  }

  /** Removes uploads idle for 7 days (open ones with their parts; completed ones' records) and orphaned staging files. */
  async sweepAbandonedUploads(now: number = this.#now()): Promise<{ uploads: number; orphans: number }> {
    const cutoff = now - ABANDONED_UPLOAD_AGE_MS;
    const stale = await this.#db.selectFrom('multipart_uploads').select('upload_id').where('updated_at', '<=', cutoff).execute();
    let uploads = 0;
    for (const { upload_id: uploadId } of stale) {
      const removed = await this.#db.transaction().execute(async (trx) => {
        // Age checked again: a part may have arrived since the list was read.
        const result = await trx.deleteFrom('multipart_uploads').where('upload_id', '=', uploadId).where('updated_at', '<=', cutoff).executeTakeFirst();
        if (Number(result.numDeletedRows) > 0) await trx.deleteFrom('multipart_parts').where('upload_id', '=', uploadId).execute();
        return Number(result.numDeletedRows) > 0;
      });
      if (removed) {
        uploads += 1;
        await fsp.rm(this.#stagingDir(uploadId), { recursive: true, force: true });
      }
    }

    // Staging folders no upload owns (ended while a part was arriving) and single-shot puts a crash interrupted.
    let orphans = 0;
    const entries = await fsp.readdir(this.#stagingRoot, { withFileTypes: true }).catch((error: unknown) => (isMissingFile(error) ? [] : Promise.reject(error)));
    for (const entry of entries) {
      const full = path.join(this.#stagingRoot, entry.name);
      const orphaned =
        entry.isDirectory() && UPLOAD_ID.test(entry.name)
          ? !(await this.#db.selectFrom('multipart_uploads').select('upload_id').where('upload_id', '=', entry.name).executeTakeFirst())
          : entry.isFile() && entry.name.startsWith('put-') && ((await fsp.stat(full).catch(() => null))?.mtimeMs ?? Infinity) <= cutoff;
      if (!orphaned) continue;
      await fsp.rm(full, { recursive: true, force: true });
      orphans += 1;
    }
    return { uploads, orphans };
  }

  // ---- objects -----------------------------------------------------------------------------------------------------

  async putObject(input: PutObjectInput, context: WriteContext = {}): Promise<StoredObject<StoredPurpose>> {
    const { key, purpose } = input;
    const expectedHash = input.sha256?.toLowerCase();
    if (!isValidKey(key) || !isStoredPurpose(purpose) || (expectedHash !== undefined && !SHA256.test(expectedHash))) throw new AppError(ErrorCode.badRequest);
    const maxBytes = purposeRule(purpose).maxBytes;
    await fsp.mkdir(this.#stagingRoot, { recursive: true });
    const file = path.join(this.#stagingRoot, `put-${randomBytes(8).toString('hex')}.tmp`);
    try {
      const meter = new StreamMeter({ maxBytes });
      try {
        await writeDurably(toReadable(input.body), meter, file);
      } catch (error) {
        if (error instanceof MeterLimitError) throw storageError(StorageErrorCode.fileTooLarge, { values: { max: formatLimit(maxBytes) } });
        throw error;
      }
      const sha256 = meter.digest();
      if (expectedHash !== undefined && sha256 !== expectedHash) throw storageError(StorageErrorCode.hashMismatch, { data: { expected: expectedHash, actual: sha256 } });
      const object: StoredObject<StoredPurpose> = {
        key,
        size: meter.bytes,
        sha256,
        contentType: judge(purpose, meter.sample()),
        purpose,
        ownerId: context.ownerId ?? null,
        createdAt: this.#now(),
      };
      return await inTransaction(context.db ?? this.#db, async (db) => {
        if (await this.#objectRow(db, key)) throw storageError(StorageErrorCode.objectExists);
        await this.#insertObject(db, object);
        await this.#moveIntoPlace(file, key);
        return object;
      });
    } finally {
      await fsp.rm(file, { force: true });
    }
  }

  async getObject(key: string): Promise<{ object: StoredObject<StoredPurpose>; stream: Readable } | null> {
    const object = await this.statObject(key);
    if (!object) return null;
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(this.#objectPath(key), 'r');
    } catch (error) {
      if (isMissingFile(error)) return null;
      throw error;
    }
    return { object, stream: handle.createReadStream() };
  }

  async statObject(key: string): Promise<StoredObject<StoredPurpose> | null> {
    if (!isValidKey(key)) return null;
    const row = await this.#objectRow(this.#db, key);
    return row ? toObject(row) : null;
  }

  async deleteObject(key: string): Promise<boolean> {
    if (!isValidKey(key)) return false;
    const result = await this.#db.deleteFrom('objects').where('key', '=', key).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await fsp.rm(this.#objectPath(key), { force: true });
    return true;
  }

  // ---- internals ---------------------------------------------------------------------------------------------------

  #stagingDir(uploadId: string): string {
    return path.join(this.#stagingRoot, uploadId);
  }

  #objectPath(key: string): string {
    const hash = createHash('sha256').update(key).digest('hex');
    return path.join(this.#storeRoot, hash.slice(0, 2), hash);
  }

  /** The upload, if it exists, belongs to the caller (when one is named) and, with `open`, still takes parts. */
  async #upload(db: StorageDb, uploadId: string, context: OwnerContext, options: { open: boolean }): Promise<MultipartUploadTable> {
    const row = UPLOAD_ID.test(uploadId) ? await db.selectFrom('multipart_uploads').selectAll().where('upload_id', '=', uploadId).executeTakeFirst() : undefined;
    if (!row || (context.ownerId !== undefined && row.owner_id !== context.ownerId) || (options.open && row.status !== 'open')) {
      throw storageError(StorageErrorCode.uploadNotFound);
    }
    return row;
  }

  #parts(db: StorageDb, uploadId: string): Promise<MultipartPartTable[]> {
    return db.selectFrom('multipart_parts').selectAll().where('upload_id', '=', uploadId).orderBy('part_number').execute();
  }

  #objectRow(db: StorageDb, key: string): Promise<ObjectTable | undefined> {
    return db.selectFrom('objects').selectAll().where('key', '=', key).executeTakeFirst();
  }

  async #insertObject(db: StorageDb, object: StoredObject<StoredPurpose>): Promise<void> {
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

  async #moveIntoPlace(file: string, key: string): Promise<void> {
    const target = this.#objectPath(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await fsp.rename(file, target);
    await syncDir(path.dirname(target));
  }

  /** A part's file vanished while assembling: re-sent meanwhile (complete again) or lost (its record goes; re-send it). */
  async #partFileLost(uploadId: string, parts: MultipartPartTable[], error: unknown): Promise<AppError> {
    const now = await this.#parts(this.#db, uploadId);
    if (fingerprintOf(now) !== fingerprintOf(parts)) return new AppError(ErrorCode.conflict);
    const lost = parts.find((p) => (error as { path?: string }).path === path.join(this.#stagingDir(uploadId), p.file_name));
    if (!lost) throw error;
    await this.#db.deleteFrom('multipart_parts').where('upload_id', '=', uploadId).where('part_number', '=', lost.part_number).where('file_name', '=', lost.file_name).execute();
    return storageError(StorageErrorCode.partsMissing, { data: { missing: [lost.part_number] } });
  }
}

/** The content type the bytes earn for this purpose, or the error that says why not. */
function judge(purpose: StoredPurpose, sample: ContentSample): string {
  const verdict = checkContent(purpose, sample);
  if (verdict.ok) return verdict.contentType;
  if (verdict.reason === 'too-large') throw storageError(StorageErrorCode.fileTooLarge, { values: { max: formatLimit(purposeRule(purpose).maxBytes) } });
  throw storageError(StorageErrorCode.contentNotAllowed);
}

/** Streams `source` through `meter` into a new file, flushed to disk (fsync) before the promise resolves. */
async function writeDurably(source: Readable | AsyncIterable<Buffer>, meter: StreamMeter, file: string): Promise<void> {
  await pipeline(source, meter, fs.createWriteStream(file, { flags: 'wx', mode: 0o600, flush: true }));
}

async function* concatParts(dir: string, parts: MultipartPartTable[]): AsyncGenerator<Buffer> {
  for (const part of parts) {
    for await (const chunk of fs.createReadStream(path.join(dir, part.file_name))) yield chunk as Buffer;
  }
}

/** Makes a rename or a new file's name durable. Where directories cannot be opened (Windows) it is a no-op. */
async function syncDir(dir: string): Promise<void> {
  let handle: fsp.FileHandle | undefined;
  try {
    handle = await fsp.open(dir, 'r');
    await handle.sync();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== 'EISDIR' && code !== 'EPERM' && code !== 'EINVAL' && code !== 'EACCES') throw error;
  } finally {
    await handle?.close();
  }
}

async function inTransaction<T>(db: StorageDb, work: (db: StorageDb) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

function toReadable(body: Readable | Buffer): Readable {
  return Buffer.isBuffer(body) ? Readable.from([body]) : body;
}

function fingerprintOf(parts: MultipartPartTable[]): string {
  return parts.map((p) => `${p.part_number}:${p.file_name}`).join(',');
}

function toPart(row: MultipartPartTable): UploadPart {
  return { partNumber: row.part_number, size: row.size, etag: row.etag };
}

function toObject(row: ObjectTable): StoredObject<StoredPurpose> {
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
function asUploadedObject(object: StoredObject<StoredPurpose>): StoredObject {
  const { purpose } = object;
  if (!isPurpose(purpose)) throw storageError(StorageErrorCode.uploadNotFound);
  return { ...object, purpose };
}

function isMissingFile(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'ENOENT';
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
