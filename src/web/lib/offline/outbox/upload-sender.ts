import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createSHA256 } from 'hash-wasm';
import type { z } from 'zod';
import {
  partSizeOf,
  UploadErrorCode,
  ZCreatedUpload,
  ZPartSent as ZDirectPartSent,
  ZPartUrl,
  ZStoredObject,
  ZUploadPart,
  ZUploadState,
  ZUploadSts,
  type TUploadPart,
  type TUploadState,
  type TUploadSts,
} from '../../../../domain/uploads';
import type { UserDatabase } from '../db';
import { LOCAL_PROBLEM_CODE, localText } from './outbox-messages';
import type { Transport, TransportAnswer, UploadItem, UploadRow } from './types';
import { setInFlightBytes } from './upload-in-flight';

export type UploadSendContext = {
  transport: Transport;
  signal?: AbortSignal;
  now?: () => number;
  /** Parts in flight at once (PART_SLOTS by default). */
  partSlots?: number;
};

/**
 * Parts in flight at once. Four keep a clinic's uplink busy while one slot waits for its part's answer (a round trip
 * plus the store's fsync) and the next row is read, and leave two of the browser's six connections per host (HTTP/1.1)
 * for the app's own calls. Each slot holds at most one unconfirmed part, so a cut re-sends at most one part per slot.
 */
export const PART_SLOTS = 4;

/** A grant this close to its end is renewed before the next part. */
const GRANT_RENEW_MARGIN_MS = 30_000;
/**
 * How often one call may find the store's upload gone and start a new one (nothing had been confirmed yet). More
 * than that in one call means something else is wrong: the drainer tries again later.
 */
const MAX_ROUNDS = 3;

export const uploadSendMessages = {
  fileMissing: msg`The file of this upload is no longer on this device. Please add it again.`,
  lostOnServer: msg`The server no longer holds this upload, and the parts it had received are no longer on this device. Please add the file again.`,
  answerNotUnderstood: msg`The server's answer to this upload was not understood. Please try again later.`,
  storeRefused: msg`The file store refused a part of this upload. Please try again later.`,
} satisfies Record<string, MessageDescriptor>;

const rejected = (code: number, message: MessageDescriptor): TransportAnswer => ({
  outcome: 'rejected',
  code,
  msg: localText(message),
});
const isGone = (answer: TransportAnswer) =>
  answer.outcome === 'rejected' && answer.code === UploadErrorCode.uploadNotFound;

/** Thrown inside one call to stop with an answer for the drainer (a failed request, a refusal). */
class Stop {
  readonly answer: TransportAnswer;
  constructor(answer: TransportAnswer) {
    this.answer = answer;
  }
}

/**
 * Sends or resumes one upload item: creates the store's multipart upload once (Idempotency-Key: the item id), asks
 * which parts the store holds, sends the others from `uploadParts` (deleting each row once confirmed), completes
 * (Idempotency-Key: `<item id>:complete`), and answers `{ outcome: 'ok', data: <stored object> }`, or the failure
 * for the drainer to handle like any other item's.
 *
 * A part's row is deleted only after the store confirmed that part, so whatever stops this call (a closed tab, a lost
 * network, an abort) the next call resumes from what the store holds, and the file arrives whole exactly once.
 */
export async function sendUpload(
  db: UserDatabase,
  item: UploadItem,
  context: UploadSendContext,
): Promise<TransportAnswer> {
  const upload = await db.uploads.get(item.uploadId);
  if (!upload) return rejected(LOCAL_PROBLEM_CODE, uploadSendMessages.fileMissing);
  const sender = new UploadSender(db, item, upload, context);
  try {
    return await sender.send();
  } catch (error) {
    if (error instanceof Stop) return error.answer;
    throw error;
  } finally {
    setInFlightBytes(upload.id, 0);
  }
}

class UploadSender {
  readonly #db: UserDatabase;
  readonly #item: UploadItem;
  #upload: UploadRow;
  readonly #transport: Transport;
  readonly #signal: AbortSignal | undefined;
  readonly #now: () => number;
  readonly #partSlots: number;
  /** The grant, or its fetch in progress (one fetch shared by the slots that need it at once). */
  #grant: Promise<TUploadSts> | null = null;
  #grantExpiresAt = 0;
  /** Bytes sent so far of each part in flight; their sum is the upload's in-flight figure. */
  readonly #partProgress = new Map<number, number>();

  constructor(db: UserDatabase, item: UploadItem, upload: UploadRow, context: UploadSendContext) {
    this.#db = db;
    this.#item = item;
    this.#upload = upload;
    this.#transport = context.transport;
    this.#signal = context.signal;
    this.#now = context.now ?? Date.now;
    this.#partSlots = Math.max(1, context.partSlots ?? PART_SLOTS);
  }

  async send(): Promise<TransportAnswer> {
    let createKey = this.#item.id;
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const serverUploadId = this.#upload.serverUploadId ?? (await this.#create(createKey));
      const listed = await this.#listParts(serverUploadId);
      if (
        listed === 'gone' ||
        (listed.state.status === 'open' && !(await this.#sendMissingParts(serverUploadId, listed.held)))
      ) {
        // The store lost the upload (abandoned for a week, or aborted). Starting again is only honest while this
        // device still holds every part; a fresh key, because the item's own would replay the lost upload's id.
        if (this.#upload.confirmedParts.length > 0)
          return rejected(UploadErrorCode.uploadNotFound, uploadSendMessages.lostOnServer);
        createKey = `${this.#item.id}:after:${serverUploadId}`;
        await this.#setServerUploadId(null);
        continue;
      }
      return await this.#complete(serverUploadId);
    }
    return { outcome: 'retry', status: UploadErrorCode.uploadNotFound };
  }

  /** POST /oss/multipart, once per key (a repeat replays the first answer), and keeps the store's id. */
  async #create(idempotencyKey: string): Promise<string> {
    const { fileName, contentType, size, sha256, purpose } = this.#upload;
    const created = await this.#json(
      {
        method: 'POST',
        path: '/oss/multipart',
        body: { purpose, fileName, contentType, size, sha256 },
        idempotencyKey,
      },
      ZCreatedUpload,
    );
    // The parts were cut to the app's part size; a store expecting another size could never assemble them.
    if (created.partSize !== this.#upload.partSize || created.partCount !== this.#upload.partCount) {
      throw new Stop(rejected(LOCAL_PROBLEM_CODE, uploadSendMessages.answerNotUnderstood));
    }
    await this.#setServerUploadId(created.uploadId);
    return created.uploadId;
  }

  /** What the store holds; the parts it holds intact are confirmed here (their rows go). */
  async #listParts(serverUploadId: string): Promise<{ state: TUploadState; held: Set<number> } | 'gone'> {
    const answer = await this.#call({ method: 'GET', path: `${uploadPath(serverUploadId)}/parts` });
    if (isGone(answer)) return 'gone';
    const state = parseAnswer(answer, ZUploadState);
    const held = new Set<number>();
    if (state.status === 'open') {
      for (const part of state.parts) if (await this.#isIntact(part)) held.add(part.partNumber);
      await this.#confirm([...held]);
    }
    return { state, held };
  }

  /**
   * Whether a part the store holds is the one this device would send: its size, and its SHA-256 (the local store's
   * etag) while the row is still here (the store took it, then this tab stopped before counting it).
   */
  async #isIntact(part: TUploadPart): Promise<boolean> {
    if (part.size !== this.#expectedSize(part.partNumber)) return false;
    if (!SHA256_HEX.test(part.etag)) return true;
    const row = await this.#db.uploadParts.get([this.#upload.id, part.partNumber]);
    return !row || (await sha256Hex(row.data)) === part.etag.toLowerCase();
  }

  /**
   * Sends the parts the store does not hold, PART_SLOTS at a time: each slot takes the next part as soon as its own
   * was confirmed, so the line never waits for one part's answer. False when the store lost the upload meanwhile.
   * After a failure no slot starts another part; the parts already in flight finish (what the store confirms is
   * kept), and the first failure is the answer. An abort (the drainer stopped) is thrown once every slot stopped.
   */
  async #sendMissingParts(serverUploadId: string, held: Set<number>): Promise<boolean> {
    const missing: number[] = [];
    for (let partNumber = 1; partNumber <= this.#upload.partCount; partNumber += 1)
      if (!held.has(partNumber)) missing.push(partNumber);
    let failure: { error: unknown } | null = null;
    let isGoneMeanwhile = false;
    const runSlot = async () => {
      for (let partNumber = missing.shift(); partNumber !== undefined; partNumber = missing.shift()) {
        if (failure || isGoneMeanwhile) return;
        try {
          if (!(await this.#sendPart(serverUploadId, partNumber))) isGoneMeanwhile = true;
        } catch (error) {
          failure ??= { error };
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.#partSlots, missing.length) }, runSlot));
    // Whatever a slot hit, an abort is what the drainer asked for.
    this.#signal?.throwIfAborted();
    if (failure) throw (failure as { error: unknown }).error;
    return !isGoneMeanwhile;
  }

  /** One part from its row to the store, counted once the store confirmed it; false when the store lost the upload. */
  async #sendPart(serverUploadId: string, partNumber: number): Promise<boolean> {
    const row = await this.#db.uploadParts.get([this.#upload.id, partNumber]);
    // Confirmed once, gone from the store since (it lost the part's file): this device cannot send it again.
    if (!row) throw new Stop(rejected(UploadErrorCode.uploadNotFound, uploadSendMessages.lostOnServer));
    const answer = await this.#putPart(serverUploadId, partNumber, row.data);
    if (isGone(answer)) return false;
    const part = parseAnswer(answer, ZUploadPart);
    if (part.partNumber !== partNumber || part.size !== row.size)
      throw new Stop(rejected(LOCAL_PROBLEM_CODE, uploadSendMessages.answerNotUnderstood));
    await this.#confirm([partNumber]);
    return true;
  }

  /** The bytes sent of one part in flight (0: it ended), summed over the parts in flight for the progress bar. */
  #setPartProgress(partNumber: number, bytes: number): void {
    if (bytes > 0) this.#partProgress.set(partNumber, bytes);
    else this.#partProgress.delete(partNumber);
    let total = 0;
    for (const sent of this.#partProgress.values()) total += sent;
    setInFlightBytes(this.#upload.id, total);
  }

  async #putPart(serverUploadId: string, partNumber: number, body: Blob): Promise<TransportAnswer> {
    for (let refused: TUploadSts | null = null, hasRenewedGrant = false; ; hasRenewedGrant = true) {
      const grant = await this.#currentGrant(refused);
      if (grant.provider === 's3') return this.#putPartDirect(serverUploadId, partNumber, body);
      this.#signal?.throwIfAborted();
      this.#setPartProgress(partNumber, 0);
      const answer = await this.#transport
        .putPart({
          uploadId: serverUploadId,
          partNumber,
          body,
          signal: this.#signal,
          grant: { uploadBase: grant.uploadBase, grant: grant.grant },
          onProgress: (sentBytes) => this.#setPartProgress(partNumber, Math.min(sentBytes, body.size)),
        })
        .finally(() => this.#setPartProgress(partNumber, 0));
      // The grant ran out between fetching and sending (a long part on a slow line): once with a fresh one.
      if (answer.outcome === 'rejected' && answer.code === UploadErrorCode.grantInvalid && !hasRenewedGrant) {
        refused = grant;
        continue;
      }
      return answer;
    }
  }

  /**
   * A store that takes parts directly (S3): the bytes go to a presigned URL the server hands out, and once the store
   * answered (the part is durable there) its ETag is reported to the server, whose answer confirms the part.
   */
  async #putPartDirect(serverUploadId: string, partNumber: number, body: Blob): Promise<TransportAnswer> {
    const partPath = `${uploadPath(serverUploadId)}/parts/${partNumber}`;
    for (let hasRenewedUrl = false; ; hasRenewedUrl = true) {
      const target = await this.#call({ method: 'POST', path: `${partPath}/url` });
      if (target.outcome !== 'ok') return target;
      const { url } = parseAnswer(target, ZPartUrl);
      this.#setPartProgress(partNumber, 0);
      const answer = await this.#transport
        .putPart({
          uploadId: serverUploadId,
          partNumber,
          body,
          signal: this.#signal,
          directUrl: url,
          onProgress: (sentBytes) => this.#setPartProgress(partNumber, Math.min(sentBytes, body.size)),
        })
        .finally(() => this.#setPartProgress(partNumber, 0));
      // The URL ran out between asking and sending (a long part on a slow line): once with a fresh one.
      if (answer.outcome === 'rejected' && answer.code === UploadErrorCode.grantInvalid && !hasRenewedUrl) continue;
      if (answer.outcome === 'rejected') return rejected(answer.code, uploadSendMessages.storeRefused);
      const { etag } = parseAnswer(answer, ZDirectPartSent);
      return this.#call({ method: 'POST', path: `${partPath}/sent`, body: { etag } });
    }
  }

  /** The store's completion (idempotent: a repeat, or completing a completed upload, answers the same object). */
  async #complete(serverUploadId: string): Promise<TransportAnswer> {
    const answer = await this.#call({
      method: 'POST',
      path: `${uploadPath(serverUploadId)}/complete`,
      idempotencyKey: `${this.#item.id}:complete`,
    });
    if (
      answer.outcome === 'rejected' &&
      (answer.code === UploadErrorCode.partsMissing || answer.code === UploadErrorCode.uploadNotFound)
    ) {
      // Every part was confirmed (their rows are gone), yet the store cannot assemble them: nothing here can fix it.
      return rejected(answer.code, uploadSendMessages.lostOnServer);
    }
    return { outcome: 'ok', data: parseAnswer(answer, ZStoredObject) };
  }

  /**
   * The upload grant, fetched once per call and again when it is about to expire (or was refused). Slots that need a
   * new one at the same time share one fetch; a slot whose grant was refused fetches one unless another slot already
   * replaced the grant it was sent with.
   */
  async #currentGrant(refused: TUploadSts | null): Promise<TUploadSts> {
    const current = this.#grant;
    const isStale =
      !current ||
      (refused !== null && (await current.catch(() => null)) === refused) ||
      this.#grantExpiresAt - GRANT_RENEW_MARGIN_MS < this.#now();
    if (isStale && this.#grant === current) {
      const fetching = this.#json({ method: 'GET', path: '/oss/getSts/web' }, ZUploadSts);
      this.#grant = fetching;
      this.#grantExpiresAt = Number.POSITIVE_INFINITY;
      // A failed fetch is this slot's failure; the next slot to ask fetches again.
      fetching.then(
        (grant) => {
          if (this.#grant === fetching) this.#grantExpiresAt = grant.expiresAt;
        },
        () => {
          if (this.#grant === fetching) this.#grant = null;
        },
      );
    }
    return this.#grant!;
  }

  /** Deletes the confirmed parts' rows and counts them, in one transaction (the progress bar reads the count). */
  async #confirm(partNumbers: number[]): Promise<void> {
    const fresh = partNumbers.filter((partNumber) => !this.#upload.confirmedParts.includes(partNumber));
    if (fresh.length === 0) return;
    const id = this.#upload.id;
    this.#upload = await this.#db.transaction('rw', this.#db.uploads, this.#db.uploadParts, async () => {
      const current = await this.#db.uploads.get(id);
      if (!current) throw new Stop(rejected(LOCAL_PROBLEM_CODE, uploadSendMessages.fileMissing));
      const confirmedParts = [...new Set([...current.confirmedParts, ...fresh])].sort((a, b) => a - b);
      const confirmedBytes = confirmedParts.reduce((sum, partNumber) => sum + this.#expectedSize(partNumber), 0);
      await this.#db.uploadParts.bulkDelete(fresh.map((partNumber): [string, number] => [id, partNumber]));
      await this.#db.uploads.update(id, { confirmedParts, confirmedBytes });
      return { ...current, confirmedParts, confirmedBytes };
    });
  }

  async #setServerUploadId(serverUploadId: string | null): Promise<void> {
    await this.#db.uploads.update(this.#upload.id, { serverUploadId });
    this.#upload = { ...this.#upload, serverUploadId };
  }

  #expectedSize(partNumber: number): number {
    return partSizeOf(this.#upload.size, this.#upload.partSize, partNumber);
  }

  async #call(request: {
    method: 'GET' | 'POST';
    path: string;
    body?: unknown;
    idempotencyKey?: string;
  }): Promise<TransportAnswer> {
    this.#signal?.throwIfAborted();
    return this.#transport.json({ service: 'emr', ...request, signal: this.#signal });
  }

  /** A call whose failure ends this attempt with the transport's answer (retry, unauthorized, rejected). */
  async #json<T>(
    request: { method: 'GET' | 'POST'; path: string; body?: unknown; idempotencyKey?: string },
    schema: z.ZodType<T>,
  ): Promise<T> {
    return parseAnswer(await this.#call(request), schema);
  }
}

const SHA256_HEX = /^[0-9a-f]{64}$/i;

async function sha256Hex(data: Blob): Promise<string> {
  const hasher = await createSHA256();
  hasher.init();
  hasher.update(new Uint8Array(await data.arrayBuffer()));
  return hasher.digest('hex');
}

function uploadPath(serverUploadId: string): string {
  return `/oss/multipart/${encodeURIComponent(serverUploadId)}`;
}

/** The answer's data in the shape expected, or a Stop carrying the failure for the drainer. */
function parseAnswer<T>(answer: TransportAnswer, schema: z.ZodType<T>): T {
  if (answer.outcome !== 'ok') throw new Stop(answer);
  const parsed = schema.safeParse(answer.data);
  if (!parsed.success) throw new Stop(rejected(LOCAL_PROBLEM_CODE, uploadSendMessages.answerNotUnderstood));
  return parsed.data;
}
