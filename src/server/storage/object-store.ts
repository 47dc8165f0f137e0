import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Purpose, StoredPurpose } from './purposes';
import type { StorageTables } from './tables';

/** The database the store writes to: the app's, or a caller's transaction (e.g. the one runMutation gives). */
export type StorageDb = Kysely<StorageTables>;

/** The app's database (or a transaction) seen with the storage tables. */
export function storageDb(db: Kysely<Database>): StorageDb {
  // Cast until the lead merges StorageTables into Database (db/schema.ts); harmless after.
  return db as unknown as StorageDb;
}

/** A stored object; `P` narrows its purpose (uploads complete with a client purpose, the server writes any). */
export type StoredObject<P extends StoredPurpose = Purpose> = {
  key: string;
  size: number;
  sha256: string;
  contentType: string;
  purpose: P;
  ownerId: string | null;
  createdAt: number;
  /** When no live record used it any more (retire-objects.ts); its signed links answer 410 since. */
  retiredAt?: number;
};

export type UploadPart = { partNumber: number; size: number; etag: string };

export type UploadInfo = {
  uploadId: string;
  key: string;
  purpose: Purpose;
  size: number;
  sha256: string;
  partSize: number;
  partCount: number;
  status: 'open' | 'completed';
  createdAt: number;
  updatedAt: number;
};

export type CreateMultipartInput = {
  key: string;
  /** What the client says; the stored object's type is judged from its bytes. */
  contentType: string;
  size: number;
  /** Hex SHA-256 of the whole file, computed by the client before the first part. */
  sha256: string;
  purpose: Purpose;
};

export type PutObjectInput = {
  key: string;
  purpose: StoredPurpose;
  body: Readable | Buffer;
  /** When given, the stored bytes must hash to it. */
  sha256?: string;
};

/** Who is asking: when set, an upload of another principal answers "upload not found". */
export type OwnerContext = { ownerId?: string };
/** Plus where the database writes go: a caller's transaction; the store's own database otherwise. */
export type WriteContext = OwnerContext & { db?: StorageDb };

/** The slow half of a completion, done outside any transaction; hand it to commitCompletion, then releaseCompletion. */
export type PreparedCompletion =
  | { kind: 'done'; uploadId: string; object: StoredObject }
  | {
      kind: 'assembled';
      uploadId: string;
      ownerId: string;
      key: string;
      purpose: Purpose;
      size: number;
      sha256: string;
      contentType: string;
      /** The parts (number and file) the assembled file was made of: commit refuses if they changed since. */
      fingerprint: string;
      /** The assembled, verified, fsync'd file, waiting to be moved into place. */
      file: string;
    };

/**
 * S3-like object storage: multipart uploads (parts of `partSize` bytes, all but the last exactly that size), single-shot
 * puts, reads. Every failure is a StorageError with a 42xxx code; on any failure at completion nothing is stored and
 * the upload stays open as it was (resumable: re-send a part, complete again, or abort).
 */
export interface ObjectStore {
  readonly provider: 'local' | 's3';
  readonly partSize: number;

  createMultipart(
    input: CreateMultipartInput,
    context: WriteContext & { ownerId: string },
  ): Promise<{ uploadId: string; partSize: number; partCount: number }>;
  /** Stores part `partNumber` (1-based); a part re-sent with the same number replaces the old one. Not in a transaction. */
  putPart(uploadId: string, partNumber: number, body: Readable | Buffer, context?: OwnerContext): Promise<UploadPart>;
  listParts(uploadId: string, context?: OwnerContext): Promise<UploadPart[]>;
  getUpload(uploadId: string, context?: OwnerContext): Promise<UploadInfo>;

  /**
   * Assembles the parts in order and checks part sizes, total size, SHA-256 and content; records the object. For a
   * purpose that strips location (photos) the stored file is the stripped one: its size and SHA-256 are the stored
   * bytes', no longer the client's.
   */
  completeMultipart(uploadId: string, context?: OwnerContext): Promise<StoredObject>;
  /** completeMultipart in three steps, for a route whose database work runs in its own transaction (runMutation). */
  prepareCompletion(uploadId: string, context?: OwnerContext): Promise<PreparedCompletion>;
  commitCompletion(prepared: PreparedCompletion, context?: Pick<WriteContext, 'db'>): Promise<StoredObject>;
  /** Always call after commitCompletion (also when it failed), once its transaction has ended. */
  releaseCompletion(prepared: PreparedCompletion): Promise<void>;

  /** Ends an open upload and drops its parts. With `context.db`, call releaseUpload after that transaction commits. */
  abortMultipart(uploadId: string, context?: WriteContext): Promise<void>;
  /** Removes an ended upload's leftover files (no-op while it is open). */
  releaseUpload(uploadId: string): Promise<void>;

  /** Small single-shot write, checked like a completed upload (the server's own objects: stored as given). */
  putObject(input: PutObjectInput, context?: WriteContext): Promise<StoredObject<StoredPurpose>>;
  getObject(key: string): Promise<{ object: StoredObject<StoredPurpose>; stream: Readable } | null>;
  statObject(key: string): Promise<StoredObject<StoredPurpose> | null>;
  /** Removes the record, then the file. Not in a caller's transaction: call it after yours commits. */
  deleteObject(key: string): Promise<boolean>;
  /** Removes uploads abandoned for a week and files no record points to. */
  sweepAbandonedUploads(now?: number): Promise<{ uploads: number; orphans: number }>;

  /**
   * Stores that take parts straight from the browser (S3): a presigned URL to PUT part `partNumber` to, and, once
   * the store answered that PUT, the record of it (its ETag). Absent where parts go through the server's route.
   */
  readonly direct?: DirectParts;
  /** A link the browser reads the object from directly (S3: presigned, one hour); absent where the server streams it. */
  presignRead?(key: string, now?: number): Promise<string>;
}

export type DirectParts = {
  presignPart(uploadId: string, partNumber: number, context: OwnerContext): Promise<{ url: string; expiresAt: number }>;
  recordPart(uploadId: string, partNumber: number, etag: string, context: OwnerContext): Promise<UploadPart>;
};

/** Object keys: slash-separated segments of letters, digits, `.`, `_`, `-`, each starting with a letter or digit. */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
export const MAX_KEY_LENGTH = 512;

export function isValidKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key);
}

/** Number of parts of a file of `size` bytes, and the exact size part `partNumber` must have (null: no such part). */
export function partCountFor(size: number, partSize: number): number {
  return Math.ceil(size / partSize);
}

export function expectedPartSize(size: number, partSize: number, partNumber: number): number | null {
  const count = partCountFor(size, partSize);
  if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > count) return null;
  return partNumber < count ? partSize : size - (count - 1) * partSize;
}
