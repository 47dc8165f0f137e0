import type { Service } from '../../../../domain/services';

/**
 * The outbox's contract: every submission of the UI (patient create/update, stage and image changes, uploads, later
 * case and order submits) is written here first, online or not, and sent by one drainer (one tab at a time).
 * See docs/offline.md for the design; outbox.ts (enqueue), drainer.ts (sending) and uploads.ts implement it.
 */

/**
 * A value another item's answer will supply: `{ $ref: itemId, path: 'id' }` inside a request body or path is replaced
 * by `answer.data[path]` of item `itemId` before the request is sent. An item is not sent while an item it refers to
 * has not been acknowledged. This is how an offline-created patient's local id becomes the server id everywhere.
 */
export type OutboxRef = { $ref: string; path: string };

export type OutboxState =
  /** Queued, to be sent when its turn comes (`nextAttemptAt` after a retryable failure). */
  | 'waiting'
  /** A drainer is sending it now (a crashed tab's 'sending' item is picked up again when its lease ends). */
  | 'sending'
  /** The server refused it (4xx): it waits for the user to fix or discard it. Never expires. */
  | 'attention';

/** What the sync panel and projections read: what the item does, to what. */
export type OutboxLabel = {
  /** A lingui message id of the action ("Create patient", "Upload photo"...), translated when shown. */
  action: string;
  /** What it is about, as the user typed it: the patient's name, the file name. */
  subject: string;
  /** A route that lets the user fix the item (opens the form with the queued payload), when there is one. */
  fixPath?: string;
};

/** The entities the UI projects pending work onto (shows unsynced records beside the server's). */
export type OutboxEntity = 'patient' | 'stage' | 'image' | 'upload' | 'case' | 'order';

export type OutboxRequest = {
  service: Service;
  method: 'POST' | 'PUT' | 'DELETE';
  /** Path under the service's base path; may hold refs as `{{ref:<itemId>:<path>}}`. */
  path: string;
  /** JSON body; may hold OutboxRef objects anywhere. */
  body?: unknown;
};

type ItemBase = {
  /** Primary key, assigned on insert: the global order of enqueueing. */
  seq?: number;
  /** The client id: the Idempotency-Key of every attempt, and the `clientId` of creates. */
  id: string;
  /** Items of one group go one after another in `seq` order (one patient, one case). Groups are independent. */
  group: string;
  label: OutboxLabel;
  entity: OutboxEntity;
  /** The entity this item creates or changes: a server id (`17`) or a local id (`local:<itemId>`). */
  entityKey: string;
  /** For projections: the patient (server or local id) the item belongs to, if any. */
  patientKey?: string;
  /**
   * The clinic the user worked in when it was queued. The server puts a new patient in the session's clinic, so the
   * item is sent only while the session is in this clinic (after a clinic switch it waits for the switch back).
   */
  clinicId?: number;
  state: OutboxState;
  attempts: number;
  /** Epoch ms before which it is not tried again (jittered backoff). */
  nextAttemptAt: number;
  createdAt: number;
  lastAttemptAt?: number;
  /** The last failure, shown in the sync panel; for 'attention' the server's message in the user's language. */
  error?: OutboxItemError;
};

/**
 * A failure as stored: the code, the message, and the envelope's `extra` of a refusal when it had one (60012 names the
 * order a case already became: the sync panel and the case wizard offer to open it).
 */
export type OutboxItemError = {
  code: number;
  msg: string;
  extra?: { orderId?: number | string | null; orderType?: number | string | null };
};

/** A JSON call. */
export type RequestItem = ItemBase & { kind: 'request'; request: OutboxRequest };
/** A file upload (multipart, resumable): its parts wait in `uploadParts`; the answer's data is the stored object. */
export type UploadItem = ItemBase & { kind: 'upload'; uploadId: string };
export type OutboxItem = RequestItem | UploadItem;

/** An acknowledged item: kept for refs, projections and the "sent" list of the sync panel. */
export type DoneItem = {
  id: string;
  seq: number;
  group: string;
  label: OutboxLabel;
  entity: OutboxEntity;
  entityKey: string;
  patientKey?: string;
  /** The answer's `data`. */
  data: unknown;
  /** A request's `requestFingerprint` (enqueueOnce tells a repeat from a different request under the same id). */
  fingerprint?: string;
  completedAt: number;
};

/** Maps a server id back to the local id it replaced (`patient:17` -> `local:abc`), so groups and routes stay stable. */
export type AliasRow = { key: string; localId: string };

/** A file waiting to be uploaded (one per upload item; same id). */
export type UploadRow = {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  /** Hex SHA-256 of the whole file, computed while it was split into parts. */
  sha256: string;
  purpose: string;
  partSize: number;
  partCount: number;
  /** The store's upload id once created (to resume with list parts). */
  serverUploadId: string | null;
  /** Parts the server confirmed (their rows are deleted then); drives the progress bar across reloads. */
  confirmedParts: number[];
  confirmedBytes: number;
  /** A small local preview (JPEG) of a photo, to show it before it is synced. */
  preview?: Blob;
  createdAt: number;
};

/** One part of a waiting upload: never a whole file in one row. Deleted once the server confirms it. */
export type UploadPartRow = { uploadId: string; partNumber: number; size: number; data: Blob };

/** What the transport answers; the drainer decides what to do with it. */
export type TransportAnswer =
  | { outcome: 'ok'; data: unknown }
  /** Network error, timeout, 5xx, 429: try again later with backoff. */
  | { outcome: 'retry'; status: number; msg?: string; retryAfterMs?: number }
  /** 401: wait for sign-in, then go on. */
  | { outcome: 'unauthorized' }
  /** Any other 4xx (and the spec's error codes): the item needs the user's attention. */
  | { outcome: 'rejected'; code: number; msg: string; extra?: OutboxItemError['extra'] };

export type TransportRequest = {
  service: Service;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  idempotencyKey?: string;
  signal?: AbortSignal;
};

export type PartRequest = {
  /** The store's upload id. */
  uploadId: string;
  partNumber: number;
  body: Blob;
  signal?: AbortSignal;
  onProgress?: (sentBytes: number) => void;
  /** Where to send it and the upload grant (GET /oss/getSts/web), as the upload sender last fetched them. */
  grant?: { uploadBase: string; grant: string };
  /**
   * A store that takes parts directly (S3): the presigned URL to PUT the bytes to, with no header of ours. Its answer
   * is the store's: `{ etag }` on success, which the sender then reports to the server.
   */
  directUrl?: string;
};

/** How the drainer reaches the server: the browser's (api-client + XHR parts) or a test's (fetch to an in-process server). */
export interface Transport {
  json(request: TransportRequest): Promise<TransportAnswer>;
  putPart(request: PartRequest): Promise<TransportAnswer>;
}
