import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD } from '../../domain/constants';
import { ErrorCode } from '../../domain/response-codes';
import { AppError } from '../http/envelope';
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
import { formatLimit, isStoredPurpose, purposeRule, type Purpose, type StoredPurpose } from './purposes';
import { StorageErrorCode, storageError } from './storage-errors';
import { MeterLimitError, StreamMeter } from './stream-meter';
import { stripLocationInPlace } from './strip-location';
import {
  asUploadedObject,
  checkAssembled,
  deleteOpenUpload,
  removeStaleUploads,
  commitUpload,
  completableParts,
  checkCreateInput,
  fingerprintOf,
  inTransaction,
  insertObject,
  objectRow,
  partRows,
  SHA256,
  toObject,
  toPart,
  toReadable,
  toUploadInfo,
  UPLOAD_ID,
  uploadRow,
  judge,
} from './store-records';
import type { MultipartPartTable } from './tables';

/** Uploads with no activity for this long are removed by sweepAbandonedUploads. */
export const ABANDONED_UPLOAD_AGE_MS = 7 * 24 * 60 * 60 * 1000;

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
    const { sha256 } = checkCreateInput(input);
    const db = context.db ?? this.#db;
    if (await objectRow(db, key)) throw storageError(StorageErrorCode.objectExists);
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

  async putPart(
    uploadId: string,
    partNumber: number,
    body: Readable | Buffer,
    context: OwnerContext = {},
  ): Promise<UploadPart> {
    const upload = await uploadRow(this.#db, uploadId, context, { open: true });
    const expected = expectedPartSize(upload.size, upload.part_size, partNumber);
    if (expected === null)
      throw storageError(StorageErrorCode.partSizeWrong, {
        data: { partNumber, partCount: partCountFor(upload.size, upload.part_size) },
      });

    const dir = this.#stagingDir(uploadId);
    await fsp.mkdir(dir, { recursive: true });
    const fileName = `part-${partNumber}-${randomBytes(8).toString('hex')}`;
    const file = path.join(dir, fileName);
    const meter = new StreamMeter({ maxBytes: expected });
    try {
      await writeDurably(toReadable(body), meter, file);
      if (meter.bytes !== expected)
        throw storageError(StorageErrorCode.partSizeWrong, { data: { partNumber, expected, actual: meter.bytes } });
    } catch (error) {
      await fsp.rm(file, { force: true });
      if (error instanceof MeterLimitError)
        throw storageError(StorageErrorCode.partSizeWrong, { data: { partNumber, expected } });
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
        .values({
          upload_id: uploadId,
          part_number: partNumber,
          size: expected,
          etag,
          file_name: fileName,
          created_at: now,
        })
        .onConflict((oc) =>
          oc
            .columns(['upload_id', 'part_number'])
            .doUpdateSet({ size: expected, etag, file_name: fileName, created_at: now }),
        )
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
    await uploadRow(this.#db, uploadId, context, { open: false });
    return (await partRows(this.#db, uploadId)).map(toPart);
  }

  async getUpload(uploadId: string, context: OwnerContext = {}): Promise<UploadInfo> {
    return toUploadInfo(await uploadRow(this.#db, uploadId, context, { open: false }));
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
    const upload = await uploadRow(this.#db, uploadId, context, { open: false });
    if (upload.status === 'completed') {
      const object = await this.statObject(upload.key);
      if (!object) throw storageError(StorageErrorCode.uploadNotFound);
      return { kind: 'done', uploadId, object: asUploadedObject(object) };
    }
    const parts = await completableParts(this.#db, upload);

    const dir = this.#stagingDir(uploadId);
    const file = path.join(dir, `assembled-${randomBytes(8).toString('hex')}`);
    const meter = new StreamMeter({ maxBytes: upload.size });
    try {
      await writeDurably(concatParts(dir, parts), meter, file);
      const { sha256, contentType } = checkAssembled(upload, meter);
      const purpose = upload.purpose as Purpose;
      // Checked as the client sent it; stored (and hashed) as it is kept.
      const stored = purposeRule(purpose).stripsLocation
        ? await stripLocationInPlace(file, { size: upload.size, sha256 })
        : { size: upload.size, sha256 };
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
    return commitUpload(context.db ?? this.#db, prepared, this.#now(), (object) =>
      this.#moveIntoPlace(prepared.file, object.key),
    );
  }

  async releaseCompletion(prepared: PreparedCompletion): Promise<void> {
    if (prepared.kind === 'assembled') await fsp.rm(prepared.file, { force: true });
    await this.releaseUpload(prepared.uploadId);
  }

  async abortMultipart(uploadId: string, context: WriteContext = {}): Promise<void> {
    const db = context.db ?? this.#db;
    await deleteOpenUpload(db, uploadId, context);
    if (!db.isTransaction) await this.releaseUpload(uploadId);
  }

  async releaseUpload(uploadId: string): Promise<void> {
    if (!UPLOAD_ID.test(uploadId)) return;
    const row = await this.#db
      .selectFrom('multipart_uploads')
      .select('status')
      .where('upload_id', '=', uploadId)
      .executeTakeFirst();
    if (!row || row.status !== 'open') await fsp.rm(this.#stagingDir(uploadId), { recursive: true, force: true });
  }

  /** Removes uploads idle for 7 days (open ones with their parts; completed ones' records) and orphaned staging files. */
  async sweepAbandonedUploads(now: number = this.#now()): Promise<{ uploads: number; orphans: number }> {
    const cutoff = now - ABANDONED_UPLOAD_AGE_MS;
    const removed = await removeStaleUploads(this.#db, cutoff);
    for (const { upload_id: uploadId } of removed)
      await fsp.rm(this.#stagingDir(uploadId), { recursive: true, force: true });
    const uploads = removed.length;

    // Staging folders no upload owns (ended while a part was arriving) and single-shot puts a crash interrupted.
    let orphans = 0;
    const entries = await fsp
      .readdir(this.#stagingRoot, { withFileTypes: true })
      .catch((error: unknown) => (isMissingFile(error) ? [] : Promise.reject(error)));
    for (const entry of entries) {
      const full = path.join(this.#stagingRoot, entry.name);
      const orphaned =
        entry.isDirectory() && UPLOAD_ID.test(entry.name)
          ? !(await this.#db
              .selectFrom('multipart_uploads')
              .select('upload_id')
              .where('upload_id', '=', entry.name)
              .executeTakeFirst())
          : entry.isFile() &&
            entry.name.startsWith('put-') &&
            ((await fsp.stat(full).catch(() => null))?.mtimeMs ?? Infinity) <= cutoff;
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
    if (!isValidKey(key) || !isStoredPurpose(purpose) || (expectedHash !== undefined && !SHA256.test(expectedHash)))
      throw new AppError(ErrorCode.badRequest);
    const maxBytes = purposeRule(purpose).maxBytes;
    await fsp.mkdir(this.#stagingRoot, { recursive: true });
    const file = path.join(this.#stagingRoot, `put-${randomBytes(8).toString('hex')}.tmp`);
    try {
      const meter = new StreamMeter({ maxBytes });
      try {
        await writeDurably(toReadable(input.body), meter, file);
      } catch (error) {
        if (error instanceof MeterLimitError)
          throw storageError(StorageErrorCode.fileTooLarge, { values: { max: formatLimit(maxBytes) } });
        throw error;
      }
      const sha256 = meter.digest();
      if (expectedHash !== undefined && sha256 !== expectedHash)
        throw storageError(StorageErrorCode.hashMismatch, { data: { expected: expectedHash, actual: sha256 } });
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
        if (await objectRow(db, key)) throw storageError(StorageErrorCode.objectExists);
        await insertObject(db, object);
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
    const row = await objectRow(this.#db, key);
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

  async #moveIntoPlace(file: string, key: string): Promise<void> {
    const target = this.#objectPath(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await fsp.rename(file, target);
    await syncDir(path.dirname(target));
  }

  /** A part's file vanished while assembling: re-sent meanwhile (complete again) or lost (its record goes; re-send it). */
  async #partFileLost(uploadId: string, parts: MultipartPartTable[], error: unknown): Promise<AppError> {
    const now = await partRows(this.#db, uploadId);
    if (fingerprintOf(now) !== fingerprintOf(parts)) return new AppError(ErrorCode.conflict);
    const lost = parts.find(
      (p) => (error as { path?: string }).path === path.join(this.#stagingDir(uploadId), p.file_name),
    );
    if (!lost) throw error;
    await this.#db
      .deleteFrom('multipart_parts')
      .where('upload_id', '=', uploadId)
      .where('part_number', '=', lost.part_number)
      .where('file_name', '=', lost.file_name)
      .execute();
    return storageError(StorageErrorCode.partsMissing, { data: { missing: [lost.part_number] } });
  }
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

function isMissingFile(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'ENOENT';
}
