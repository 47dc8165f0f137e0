import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { UPLOAD } from '../../domain/constants';
import { ErrorCode } from '../../domain/response-codes';
import { AppError } from '../http/envelope';
import {
  expectedPartSize,
  isValidKey,
  partCountFor,
  type CreateMultipartInput,
  type DirectParts,
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
import { ABANDONED_UPLOAD_AGE_MS } from './local-disk-store';
import { StorageErrorCode, storageError } from './storage-errors';
import { MeterLimitError, StreamMeter } from './stream-meter';
import { stripPhotoLocationBytes } from './strip-location';
import {
  asUploadedObject,
  checkAssembled,
  checkCreateInput,
  commitUpload,
  completableParts,
  deleteOpenUpload,
  fingerprintOf,
  inTransaction,
  insertObject,
  judge,
  objectRow,
  partRows,
  removeStaleUploads,
  SHA256,
  toObject,
  toPart,
  toReadable,
  toUploadInfo,
  uploadRow,
} from './store-records';
import type { MultipartUploadTable } from './tables';

/** How long a presigned part URL stays valid: long enough for a 5 MiB part on a slow uplink, short enough to leak little. */
export const PART_URL_LIFETIME_SECONDS = 15 * 60;

export type S3StoreOptions = {
  db: StorageDb;
  client: S3Client;
  /** The environment's own bucket (s3-config.ts): test and production never share one. */
  bucket: string;
  now?: () => number;
};

/**
 * The ObjectStore on an S3-compatible object store (AWS S3, MinIO, Alibaba OSS, Huawei OBS), with the records in the
 * database exactly as the local-disk store keeps them (store-records.ts): the database is the truth, an object without
 * a record is garbage and unreachable (reads go through the record first).
 *
 * Parts go straight from the browser to the store through presigned URLs (`direct`): the browser counts a part sent
 * once the store answered its PUT (S3 answers only once the part is durable) and reports the part's ETag here, which
 * the completion hands back to the store. Parts may also come through the server (putPart), as with the local store.
 *
 * Completion asks the store to assemble the parts under the object's key, then reads the object back whole to check
 * its size, SHA-256 and content before the record exists; a failed check deletes the assembled object. An assembled
 * object whose record could not be written stays for the next completion to check again (S3's upload has ended, the
 * bytes have not), so a completion can always be tried again.
 */
export class S3ObjectStore implements ObjectStore {
  readonly provider = 's3' as const;
  readonly partSize: number = UPLOAD.multipartPartSizeBytes;
  readonly #db: StorageDb;
  readonly #s3: S3Client;
  readonly #bucket: string;
  readonly #now: () => number;

  constructor(options: S3StoreOptions) {
    this.#db = options.db;
    this.#s3 = options.client;
    this.#bucket = options.bucket;
    this.#now = options.now ?? Date.now;
  }

  // ---- multipart ---------------------------------------------------------------------------------------------------

  async createMultipart(input: CreateMultipartInput, context: WriteContext & { ownerId: string }) {
    const { key, purpose, size } = input;
    const { sha256 } = checkCreateInput(input);
    const db = context.db ?? this.#db;
    if (await objectRow(db, key)) throw storageError(StorageErrorCode.objectExists);
    const created = await this.#s3.send(new CreateMultipartUploadCommand({ Bucket: this.#bucket, Key: key }));
    if (!created.UploadId) throw new Error('The object store answered no UploadId');
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
        store_upload_id: created.UploadId,
      })
      .execute();
    return { uploadId, partSize: this.partSize, partCount: partCountFor(size, this.partSize) };
  }

  /** Through the server: the part is read whole (one part, 5 MiB), measured and hashed, then sent to the store. */
  async putPart(
    uploadId: string,
    partNumber: number,
    body: Readable | Buffer,
    context: OwnerContext = {},
  ): Promise<UploadPart> {
    const upload = await uploadRow(this.#db, uploadId, context, { open: true });
    const expected = this.#expectedSize(upload, partNumber);
    const meter = new StreamMeter({ maxBytes: expected });
    const chunks: Buffer[] = [];
    try {
      await pipeline(toReadable(body), meter, async (source: AsyncIterable<Buffer>) => {
        for await (const chunk of source) chunks.push(chunk);
      });
    } catch (error) {
      if (error instanceof MeterLimitError)
        throw storageError(StorageErrorCode.partSizeWrong, { data: { partNumber, expected } });
      throw error;
    }
    if (meter.bytes !== expected)
      throw storageError(StorageErrorCode.partSizeWrong, { data: { partNumber, expected, actual: meter.bytes } });
    const storeEtag = await this.#sendPart(upload, partNumber, Buffer.concat(chunks));
    return this.#recordPart(upload, partNumber, { etag: meter.digest(), storeEtag });
  }

  readonly direct: DirectParts = {
    presignPart: async (uploadId, partNumber, context) => {
      const upload = await uploadRow(this.#db, uploadId, context, { open: true });
      const size = this.#expectedSize(upload, partNumber);
      const command = new UploadPartCommand({
        Bucket: this.#bucket,
        Key: upload.key,
        UploadId: upload.store_upload_id ?? '',
        PartNumber: partNumber,
        ContentLength: size,
      });
      const url = await getSignedUrl(this.#s3, command, {
        expiresIn: PART_URL_LIFETIME_SECONDS,
        signableHeaders: new Set(['content-length']),
      });
      return { url, expiresAt: this.#now() + PART_URL_LIFETIME_SECONDS * 1000 };
    },
    recordPart: async (uploadId, partNumber, etag, context) => {
      const upload = await uploadRow(this.#db, uploadId, context, { open: true });
      this.#expectedSize(upload, partNumber);
      const storeEtag = normalEtag(etag);
      if (!storeEtag) throw new AppError(ErrorCode.badRequest);
      // The store checks at completion that this ETag is the part it holds: a wrong one fails there, not here.
      return this.#recordPart(upload, partNumber, { etag: storeEtag, storeEtag });
    },
  };

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
    try {
      await this.#s3.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.#bucket,
          Key: upload.key,
          UploadId: upload.store_upload_id ?? '',
          MultipartUpload: { Parts: parts.map((p) => ({ PartNumber: p.part_number, ETag: `"${p.file_name}"` })) },
        }),
      );
    } catch (error) {
      // NoSuchUpload: an earlier completion assembled the object, then could not record it; it is checked below.
      if (errorName(error) === 'InvalidPart' || errorName(error) === 'InvalidPartOrder') {
        throw storageError(StorageErrorCode.partsMissing, { data: { missing: parts.map((p) => p.part_number) } });
      }
      if (errorName(error) !== 'NoSuchUpload') throw error;
    }

    const purpose = upload.purpose as Purpose;
    const stripsLocation = purposeRule(purpose).stripsLocation;
    const meter = new StreamMeter({ maxBytes: upload.size });
    const kept: Buffer[] = [];
    try {
      const stream = await this.#read(upload.key);
      if (!stream) throw storageError(StorageErrorCode.uploadNotFound);
      await pipeline(stream, meter, async (source: AsyncIterable<Buffer>) => {
        for await (const chunk of source) if (stripsLocation) kept.push(chunk);
      });
      const { sha256, contentType } = checkAssembled(upload, meter);
      // Checked as the client sent it; stored (and hashed) as it is kept: a photo goes back without its location.
      const stored = stripsLocation
        ? await this.#stripLocation(upload.key, Buffer.concat(kept), { size: upload.size, sha256 })
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
        fingerprint: fingerprintOf(await partRows(this.#db, uploadId)),
        file: `s3://${this.#bucket}/${upload.key}`,
      };
    } catch (error) {
      // Bytes that failed a check are never kept: the upload has ended at the store, so its records go too.
      await this.#deleteBytes(upload.key);
      await deleteOpenUpload(this.#db, uploadId, context).catch(() => undefined);
      if (error instanceof MeterLimitError) throw storageError(StorageErrorCode.partSizeWrong);
      throw error;
    }
  }

  async commitCompletion(prepared: PreparedCompletion, context: Pick<WriteContext, 'db'> = {}): Promise<StoredObject> {
    if (prepared.kind === 'done') return prepared.object;
    // The bytes are in place already; the record makes them an object.
    return commitUpload(context.db ?? this.#db, prepared, this.#now(), async () => undefined);
  }

  async releaseCompletion(prepared: PreparedCompletion): Promise<void> {
    if (prepared.kind === 'done') return;
    // Recorded: kept. Still open (the record could not be written): kept for the next completion. Ended: garbage.
    if (await objectRow(this.#db, prepared.key)) return;
    const upload = await this.#db
      .selectFrom('multipart_uploads')
      .select('status')
      .where('upload_id', '=', prepared.uploadId)
      .executeTakeFirst();
    if (!upload) await this.#deleteBytes(prepared.key);
  }

  async abortMultipart(uploadId: string, context: WriteContext = {}): Promise<void> {
    const upload = await deleteOpenUpload(context.db ?? this.#db, uploadId, context);
    await this.#abortAtStore(upload);
  }

  /** Nothing is kept on this server's disk: the store's side ended with abortMultipart. */
  async releaseUpload(): Promise<void> {}

  /**
   * Removes uploads idle for 7 days and ends them at the store. Bytes no record points to (a crash between assembling
   * and recording) are left to the bucket's lifecycle rule (docs/deploy.md), which also ends stray multipart uploads.
   */
  async sweepAbandonedUploads(now: number = this.#now()): Promise<{ uploads: number; orphans: number }> {
    const removed = await removeStaleUploads(this.#db, now - ABANDONED_UPLOAD_AGE_MS);
    for (const upload of removed) {
      if (upload.status === 'open') await this.#abortAtStore(upload);
    }
    return { uploads: removed.length, orphans: 0 };
  }

  // ---- objects -----------------------------------------------------------------------------------------------------

  async putObject(input: PutObjectInput, context: WriteContext = {}): Promise<StoredObject<StoredPurpose>> {
    const { key, purpose } = input;
    const expectedHash = input.sha256?.toLowerCase();
    if (!isValidKey(key) || !isStoredPurpose(purpose) || (expectedHash !== undefined && !SHA256.test(expectedHash)))
      throw new AppError(ErrorCode.badRequest);
    const maxBytes = purposeRule(purpose).maxBytes;
    const meter = new StreamMeter({ maxBytes });
    const chunks: Buffer[] = [];
    try {
      await pipeline(toReadable(input.body), meter, async (source: AsyncIterable<Buffer>) => {
        for await (const chunk of source) chunks.push(chunk);
      });
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
    return inTransaction(context.db ?? this.#db, async (db) => {
      if (await objectRow(db, key)) throw storageError(StorageErrorCode.objectExists);
      await insertObject(db, object);
      await this.#s3.send(
        new PutObjectCommand({
          Bucket: this.#bucket,
          Key: key,
          Body: Buffer.concat(chunks),
          ContentType: object.contentType,
        }),
      );
      return object;
    });
  }

  async getObject(key: string): Promise<{ object: StoredObject<StoredPurpose>; stream: Readable } | null> {
    const object = await this.statObject(key);
    if (!object) return null;
    const stream = await this.#read(key);
    return stream ? { object, stream } : null;
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
    await this.#deleteBytes(key);
    return true;
  }

  async presignRead(key: string): Promise<string> {
    return getSignedUrl(this.#s3, new GetObjectCommand({ Bucket: this.#bucket, Key: key }), {
      expiresIn: UPLOAD.signedLinkLifetimeSeconds,
    });
  }

  // ---- internals ---------------------------------------------------------------------------------------------------

  #expectedSize(upload: MultipartUploadTable, partNumber: number): number {
    const expected = expectedPartSize(upload.size, upload.part_size, partNumber);
    if (expected === null)
      throw storageError(StorageErrorCode.partSizeWrong, {
        data: { partNumber, partCount: partCountFor(upload.size, upload.part_size) },
      });
    return expected;
  }

  async #sendPart(upload: MultipartUploadTable, partNumber: number, body: Buffer): Promise<string> {
    try {
      const sent = await this.#s3.send(
        new UploadPartCommand({
          Bucket: this.#bucket,
          Key: upload.key,
          UploadId: upload.store_upload_id ?? '',
          PartNumber: partNumber,
          Body: body,
        }),
      );
      const etag = normalEtag(sent.ETag ?? '');
      if (!etag) throw new Error('The object store answered a part without an ETag');
      return etag;
    } catch (error) {
      if (errorName(error) === 'NoSuchUpload') throw storageError(StorageErrorCode.uploadNotFound);
      throw error;
    }
  }

  /** The part counts once its record names the store's ETag (a part sent again replaces the record). */
  async #recordPart(
    upload: MultipartUploadTable,
    partNumber: number,
    sent: { etag: string; storeEtag: string },
  ): Promise<UploadPart> {
    const size = this.#expectedSize(upload, partNumber);
    const now = this.#now();
    const isRecorded = await this.#db.transaction().execute(async (trx) => {
      const touched = await trx
        .updateTable('multipart_uploads')
        .set({ updated_at: now })
        .where('upload_id', '=', upload.upload_id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (Number(touched.numUpdatedRows) === 0) return false;
      const values = { size, etag: sent.etag, file_name: sent.storeEtag, created_at: now };
      await trx
        .insertInto('multipart_parts')
        .values({ upload_id: upload.upload_id, part_number: partNumber, ...values })
        .onConflict((oc) => oc.columns(['upload_id', 'part_number']).doUpdateSet(values))
        .execute();
      return true;
    });
    if (!isRecorded) throw storageError(StorageErrorCode.uploadNotFound); // completed or aborted meanwhile
    return { partNumber, size, etag: sent.etag };
  }

  async #read(key: string): Promise<Readable | null> {
    try {
      const answer = await this.#s3.send(new GetObjectCommand({ Bucket: this.#bucket, Key: key }));
      return answer.Body instanceof Readable ? answer.Body : null;
    } catch (error) {
      if (errorName(error) === 'NoSuchKey') return null;
      throw error;
    }
  }

  async #stripLocation(
    key: string,
    bytes: Buffer,
    digest: { size: number; sha256: string },
  ): Promise<{ size: number; sha256: string }> {
    const stripped = stripPhotoLocationBytes(bytes, digest);
    if (stripped.bytes === bytes) return digest;
    await this.#s3.send(new PutObjectCommand({ Bucket: this.#bucket, Key: key, Body: stripped.bytes }));
    return { size: stripped.size, sha256: stripped.sha256 };
  }

  async #deleteBytes(key: string): Promise<void> {
    await this.#s3.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }

  /** Ends the store's side of an upload; one the store no longer knows has ended already. */
  async #abortAtStore(upload: MultipartUploadTable): Promise<void> {
    if (!upload.store_upload_id) return;
    try {
      await this.#s3.send(
        new AbortMultipartUploadCommand({ Bucket: this.#bucket, Key: upload.key, UploadId: upload.store_upload_id }),
      );
    } catch (error) {
      // A store without the call (the tests' local S3 server) leaves the parts to the bucket's lifecycle rule.
      if (!['NoSuchUpload', 'NotImplemented', 'MethodNotAllowed'].includes(errorName(error) ?? '')) throw error;
    }
  }
}

/** An ETag as S3 answers it (`"<hex>"`, or `"<hex>-<n>"`), without its quotes; '' when it is not one. */
function normalEtag(etag: string): string {
  const bare = etag.trim().replace(/^"|"$/g, '');
  return /^[0-9a-fA-F]{32}(-\d+)?$/.test(bare) ? bare.toLowerCase() : '';
}

function errorName(error: unknown): string | undefined {
  return error instanceof S3ServiceException ? error.name : (error as { name?: string } | null)?.name;
}
