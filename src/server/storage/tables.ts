/**
 * Row types of the tables of migration 0003-objects. The lead merges them into `Database` (db/schema.ts);
 * until then storage code reaches them through `storageDb()` (object-store.ts).
 * Sizes are bigint in PostgreSQL (parsed as numbers by the pg driver) and integer in SQLite; timestamps are epoch ms.
 */
export type StorageTables = {
  objects: ObjectTable;
  multipart_uploads: MultipartUploadTable;
  multipart_parts: MultipartPartTable;
};

/** One stored file. Immutable: a key is written once (a second write answers "exists"). */
export type ObjectTable = {
  key: string;
  size: number;
  /** Lower-case hex SHA-256 of the whole file, checked against the client's before the row exists. */
  sha256: string;
  /** Judged from the bytes (content-check.ts), never taken from the client. */
  content_type: string;
  purpose: string;
  /** The principal that uploaded it; null for server-made objects. */
  owner_id: string | null;
  created_at: number;
  /** Set when no live record uses the object any more (retire-objects.ts): its links answer 410 from then on. */
  retired_at: number | null;
};

export type MultipartUploadTable = {
  /** 128 random bits, hex. Also the name of the upload's staging folder. */
  upload_id: string;
  key: string;
  owner_id: string;
  purpose: string;
  /** What the client said at create; the stored object's type comes from its bytes. */
  declared_content_type: string;
  size: number;
  sha256: string;
  part_size: number;
  /** open: parts may be sent; completed: the object exists (row kept for idempotent repeats until the sweep). */
  status: 'open' | 'completed';
  created_at: number;
  /** Last part received or state change: the sweep removes uploads idle for 7 days. */
  updated_at: number;
  /** The object store's own id of the upload (S3's UploadId); null for the local-disk store (migration 0019-scale-out). */
  store_upload_id?: string | null;
};

export type MultipartPartTable = {
  upload_id: string;
  part_number: number;
  size: number;
  /** Lower-case hex SHA-256 of the part: a resuming client compares it with its own to find a bad part. */
  etag: string;
  /** The part's file in the upload's staging folder (a fresh name per write, so a re-send never tears the old one). */
  file_name: string;
  created_at: number;
};
