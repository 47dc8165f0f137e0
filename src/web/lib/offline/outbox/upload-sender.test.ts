import { createHash, randomBytes } from 'node:crypto';
import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD } from '../../../../domain/constants';
import { UploadErrorCode, type TStoredObject } from '../../../../domain/uploads';
import { UserDatabase } from '../db';
import { LOCAL_PROBLEM_CODE } from './outbox-messages';
import { bytesOf, useStorableBlobs } from './testing/blob-storage';
import type { PartRequest, Transport, TransportAnswer, TransportRequest, UploadItem } from './types';
import { inFlightBytes } from './upload-in-flight';
import { PART_SLOTS, sendUpload, uploadSendMessages } from './upload-sender';
import { enqueueUpload } from './uploads';

const PART = UPLOAD.multipartPartSizeBytes;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

type FakeUpload = {
  uploadId: string;
  key: string;
  size: number;
  sha256: string;
  status: 'open' | 'completed';
  parts: Map<number, { size: number; etag: string; bytes: Uint8Array }>;
};

/**
 * The object store's multipart routes in memory, as the server answers them (idempotency keys replay, a re-sent part
 * replaces the old one, complete checks the parts and the hash), with faults a test can inject per call.
 */
class FakeStore implements Transport {
  readonly uploads = new Map<string, FakeUpload>();
  readonly log: string[] = [];
  readonly keys: string[] = [];
  readonly objects: TStoredObject[] = [];
  readonly #replays = new Map<string, TransportAnswer>();
  #grants = 0;
  #created = 0;
  #now: () => number;
  partSize: number = PART;
  /** An answer to give instead of the store's (the call is not applied). */
  fault: (call: string) => TransportAnswer | undefined = () => undefined;
  /** The call is applied, then its answer is lost: the transport reports a network failure. */
  losesAnswer: (call: string) => boolean = () => false;
  onPart: (request: PartRequest) => void = () => undefined;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  async json(request: TransportRequest): Promise<TransportAnswer> {
    const call = `${request.method} ${request.path}`;
    this.log.push(call);
    if (request.idempotencyKey) this.keys.push(request.idempotencyKey);
    const faulty = this.fault(call);
    if (faulty) return faulty;
    const replay = request.idempotencyKey ? this.#replays.get(request.idempotencyKey) : undefined;
    const answer = replay ?? this.#handle(request);
    if (request.idempotencyKey && answer.outcome === 'ok') this.#replays.set(request.idempotencyKey, answer);
    return this.losesAnswer(call) ? { outcome: 'retry', status: 0 } : answer;
  }

  async putPart(request: PartRequest): Promise<TransportAnswer> {
    const call = `PUT part ${request.partNumber}`;
    this.log.push(call);
    if (request.grant?.grant !== `grant-${this.#grants}`)
      return { outcome: 'rejected', code: UploadErrorCode.grantInvalid, msg: 'grant' };
    const faulty = this.fault(call);
    if (faulty) return faulty;
    this.onPart(request);
    const upload = this.uploads.get(request.uploadId);
    if (!upload || upload.status !== 'open') return gone();
    const bytes = await bytesOf(request.body);
    request.onProgress?.(bytes.length);
    const part = { size: bytes.length, etag: sha256(bytes), bytes };
    upload.parts.set(request.partNumber, part);
    return this.losesAnswer(call)
      ? { outcome: 'retry', status: 0 }
      : { outcome: 'ok', data: { partNumber: request.partNumber, size: part.size, etag: part.etag } };
  }

  #handle({ method, path, body }: TransportRequest): TransportAnswer {
    if (method === 'GET' && path === '/oss/getSts/web') {
      this.#grants += 1;
      return ok({
        provider: 'local',
        uploadBase: '/api/emr/oss/multipart',
        partSize: this.partSize,
        grant: `grant-${this.#grants}`,
        expiresAt: this.#now() + 60_000,
      });
    }
    if (method === 'POST' && path === '/oss/multipart') {
      const { size, sha256: hash } = body as { size: number; sha256: string };
      this.#created += 1;
      const uploadId = `server-upload-${this.#created}`;
      this.uploads.set(uploadId, {
        uploadId,
        key: `model/${uploadId}.stl`,
        size,
        sha256: hash,
        status: 'open',
        parts: new Map(),
      });
      return ok({
        uploadId,
        key: `model/${uploadId}.stl`,
        partSize: this.partSize,
        partCount: Math.ceil(size / this.partSize),
      });
    }
    const [, uploadId, action] = /^\/oss\/multipart\/([^/]+)(?:\/(parts|complete))?$/.exec(path) ?? [];
    const upload = uploadId ? this.uploads.get(uploadId) : undefined;
    if (!upload) return gone();
    if (method === 'GET' && action === 'parts') {
      const parts = [...upload.parts].map(([partNumber, part]) => ({ partNumber, size: part.size, etag: part.etag }));
      return ok({
        uploadId,
        key: upload.key,
        purpose: 'model',
        size: upload.size,
        sha256: upload.sha256,
        partSize: this.partSize,
        partCount: Math.ceil(upload.size / this.partSize),
        status: upload.status,
        parts,
      });
    }
    if (method === 'POST' && action === 'complete') {
      const object = {
        key: upload.key,
        size: upload.size,
        sha256: upload.sha256,
        contentType: 'model/stl',
        purpose: 'model' as const,
        url: `/api/emr/oss/object/${upload.key}?signature=x`,
        urlExpiresAt: 1,
      };
      if (upload.status === 'completed') return ok(object);
      const partCount = Math.ceil(upload.size / this.partSize);
      const missing = Array.from({ length: partCount }, (_, index) => index + 1).filter(
        (partNumber) => !upload.parts.has(partNumber),
      );
      if (missing.length > 0)
        return {
          outcome: 'rejected',
          code: UploadErrorCode.partsMissing,
          msg: 'Some parts of the upload have not arrived yet.',
        };
      const whole = Buffer.concat([...upload.parts.entries()].sort(([a], [b]) => a - b).map(([, part]) => part.bytes));
      if (sha256(whole) !== upload.sha256) return { outcome: 'rejected', code: 42003, msg: 'not identical' };
      upload.status = 'completed';
      this.objects.push(object);
      return ok(object);
    }
    return { outcome: 'rejected', code: 400, msg: 'unknown call' };
  }
}

const ok = (data: unknown): TransportAnswer => ({ outcome: 'ok', data });
const gone = (): TransportAnswer => ({
  outcome: 'rejected',
  code: UploadErrorCode.uploadNotFound,
  msg: 'This upload does not exist or has ended.',
});

function binaryStl(approximateBytes: number): Uint8Array<ArrayBuffer> {
  const facets = Math.floor((approximateBytes - 84) / 50);
  const bytes = randomBytes(84 + 50 * facets);
  bytes.writeUInt32LE(facets, 80);
  return Uint8Array.from(bytes);
}

let db: UserDatabase;
let databaseCount = 0;
let model: Uint8Array<ArrayBuffer>;
let item: UploadItem;

beforeEach(async () => {
  useStorableBlobs();
  databaseCount += 1;
  db = new UserDatabase(`upload-sender-${databaseCount}`);
  model = binaryStl(2 * PART + 777);
  item = await enqueueUpload(db, {
    id: `upload-item-${databaseCount}`,
    file: new Blob([model]),
    fileName: 'upper-jaw.stl',
    purpose: 'model',
    group: 'patient:17',
    label: { action: 'Upload model', subject: 'upper-jaw.stl' },
  });
});
afterEach(() => db.close());

const send = (store: Transport, options: { signal?: AbortSignal; now?: () => number; partSlots?: number } = {}) =>
  sendUpload(db, item, { transport: store, ...options });
const partsLeft = async () =>
  (await db.uploadParts.where('uploadId').equals(item.uploadId).sortBy('partNumber')).map((part) => part.partNumber);
const uploadRow = async () => db.uploads.get(item.uploadId);

describe('sendUpload', () => {
  it('creates with the item id as key, lists, sends each part with the grant, confirms it, completes with `<id>:complete`', async () => {
    const store = new FakeStore();
    const answer = await send(store);
    // The grant is fetched once, when the first part needs it (a completed upload needs none); the parts go in
    // parallel slots, in any order; complete comes last.
    expect(store.log.slice(0, 3)).toEqual([
      'POST /oss/multipart',
      'GET /oss/multipart/server-upload-1/parts',
      'GET /oss/getSts/web',
    ]);
    expect(store.log.slice(3, 6).sort()).toEqual(['PUT part 1', 'PUT part 2', 'PUT part 3']);
    expect(store.log.slice(6)).toEqual(['POST /oss/multipart/server-upload-1/complete']);
    expect(store.keys).toEqual([item.id, `${item.id}:complete`]);
    expect(answer).toEqual({ outcome: 'ok', data: store.objects[0] });
    expect(store.objects[0]?.sha256).toBe(sha256(model));
    expect(await partsLeft()).toEqual([]);
    expect(await uploadRow()).toMatchObject({
      serverUploadId: 'server-upload-1',
      confirmedParts: [1, 2, 3],
      confirmedBytes: model.length,
    });
  });

  it('keeps a part until the store confirmed it: a 5xx in one slot leaves it, the other slots’ parts are confirmed, and the next call sends only what the store lacks', async () => {
    const store = new FakeStore();
    store.fault = (call) => (call === 'PUT part 2' ? { outcome: 'retry', status: 503 } : undefined);
    expect(await send(store, { partSlots: 3 })).toEqual({ outcome: 'retry', status: 503 });
    expect(await partsLeft()).toEqual([2]);
    expect(await uploadRow()).toMatchObject({ confirmedParts: [1, 3], confirmedBytes: model.length - PART });

    store.fault = () => undefined;
    store.log.length = 0;
    expect((await send(store)).outcome).toBe('ok');
    expect(store.log.filter((call) => call.startsWith('PUT'))).toEqual(['PUT part 2']);
    expect(store.log).not.toContain('POST /oss/multipart');
    expect(store.objects).toHaveLength(1);
  });

  it('counts a part whose answer was lost from the store’s list instead of sending it again', async () => {
    const store = new FakeStore();
    store.losesAnswer = (call) => call === 'PUT part 1';
    // One slot: the lost answer stops the call before parts 2 and 3 are sent.
    expect(await send(store, { partSlots: 1 })).toEqual({ outcome: 'retry', status: 0 });
    expect(await partsLeft()).toEqual([1, 2, 3]);

    store.losesAnswer = () => false;
    store.log.length = 0;
    expect((await send(store)).outcome).toBe('ok');
    expect(store.log.filter((call) => call.startsWith('PUT'))).toEqual(['PUT part 2', 'PUT part 3']);
  });

  it('sends again a part the store holds with other bytes (its SHA-256 differs from the row’s)', async () => {
    const store = new FakeStore();
    store.fault = (call) => (call === 'PUT part 1' ? { outcome: 'retry', status: 0 } : undefined);
    await send(store, { partSlots: 1 });
    store.uploads
      .get('server-upload-1')
      ?.parts.set(1, { size: PART, etag: 'f'.repeat(64), bytes: new Uint8Array(PART) });
    store.fault = () => undefined;
    store.log.length = 0;
    expect((await send(store)).outcome).toBe('ok');
    expect(store.log.filter((call) => call.startsWith('PUT'))).toEqual(['PUT part 1', 'PUT part 2', 'PUT part 3']);
    expect(store.objects[0]?.sha256).toBe(sha256(model));
  });

  it.each([
    {
      case: 'a refused part (4xx) needs attention with the store’s message',
      answer: { outcome: 'rejected', code: 42004, msg: 'A part of the upload has the wrong size.' },
    },
    { case: 'a network failure is tried again later', answer: { outcome: 'retry', status: 0 } },
    { case: 'a 401 waits for sign-in', answer: { outcome: 'unauthorized' } },
  ] as const)('$case, and the part stays on the device', async ({ answer }) => {
    const store = new FakeStore();
    store.fault = (call) => (call === 'PUT part 2' ? answer : undefined);
    expect(await send(store)).toEqual(answer);
    expect(await partsLeft()).toContain(2);
    expect((await uploadRow())?.confirmedParts).not.toContain(2);
  });

  it.each([
    'GET /oss/getSts/web',
    'POST /oss/multipart',
    'GET /oss/multipart/server-upload-1/parts',
    'POST /oss/multipart/server-upload-1/complete',
  ])('passes on the failure of %s', async (failing) => {
    const store = new FakeStore();
    store.fault = (call) => (call === failing ? { outcome: 'retry', status: 502 } : undefined);
    expect(await send(store)).toEqual({ outcome: 'retry', status: 502 });
  });

  it('fetches a new grant once when the store refuses it, and before the next part when it is about to expire', async () => {
    let clock = 0;
    const store = new FakeStore(() => clock);
    let sent = 0;
    store.onPart = () => {
      sent += 1;
      // After the first part the grant has 20 s left: renewed before the second.
      if (sent === 1) clock = 40_000;
    };
    expect((await send(store, { now: () => clock })).outcome).toBe('ok');
    expect(store.log.filter((call) => call === 'GET /oss/getSts/web')).toHaveLength(2);
  });

  it('a grant refused twice needs attention', async () => {
    const store = new FakeStore();
    const refused: TransportAnswer = {
      outcome: 'rejected',
      code: UploadErrorCode.grantInvalid,
      msg: 'The upload permission has expired.',
    };
    store.fault = (call) => (call.startsWith('PUT') ? refused : undefined);
    expect(await send(store)).toEqual(refused);
    // Each part is tried with the grant it found and once with a fresh one, never more; none is confirmed.
    const puts = store.log.filter((call) => call.startsWith('PUT'));
    for (const partNumber of new Set(puts))
      expect(puts.filter((call) => call === partNumber).length).toBeLessThanOrEqual(2);
    expect(store.log.filter((call) => call === 'GET /oss/getSts/web').length).toBeLessThanOrEqual(
      1 + new Set(puts).size,
    );
    expect(await partsLeft()).toEqual([1, 2, 3]);
  });

  it('completes again (a replay) when the answer of complete was lost, so the item is acknowledged once', async () => {
    const store = new FakeStore();
    store.losesAnswer = (call) => call.endsWith('/complete');
    expect(await send(store)).toEqual({ outcome: 'retry', status: 0 });
    store.losesAnswer = () => false;
    store.log.length = 0;
    expect(await send(store)).toEqual({ outcome: 'ok', data: store.objects[0] });
    expect(store.log).toEqual([
      'GET /oss/multipart/server-upload-1/parts',
      'POST /oss/multipart/server-upload-1/complete',
    ]);
    expect(store.objects).toHaveLength(1);
  });

  it('starts a new upload under a new key when the store lost one of which nothing was confirmed', async () => {
    const store = new FakeStore();
    store.fault = (call) => (call.startsWith('PUT') ? { outcome: 'retry', status: 0 } : undefined);
    await send(store);
    store.uploads.delete('server-upload-1');
    store.fault = () => undefined;
    expect((await send(store)).outcome).toBe('ok');
    expect(store.keys).toEqual([item.id, `${item.id}:after:server-upload-1`, `${item.id}:complete`]);
    expect(await uploadRow()).toMatchObject({ serverUploadId: 'server-upload-2' });
  });

  it('says the file must be added again when the store lost an upload whose confirmed parts left the device', async () => {
    const store = new FakeStore();
    store.fault = (call) => (call === 'PUT part 2' ? { outcome: 'retry', status: 0 } : undefined);
    await send(store, { partSlots: 1 });
    store.uploads.delete('server-upload-1');
    store.fault = () => undefined;
    expect(await send(store)).toEqual({
      outcome: 'rejected',
      code: UploadErrorCode.uploadNotFound,
      msg: i18n._(uploadSendMessages.lostOnServer),
    });
    expect(await partsLeft()).toEqual([2, 3]);
  });

  it('says the same when complete finds a confirmed part missing', async () => {
    const store = new FakeStore();
    store.onPart = (request) => {
      if (request.partNumber === 3) store.uploads.get('server-upload-1')?.parts.delete(1);
    };
    expect(await send(store)).toEqual({
      outcome: 'rejected',
      code: UploadErrorCode.partsMissing,
      msg: i18n._(uploadSendMessages.lostOnServer),
    });
  });

  it('refuses an answer it does not understand, and a store that cuts files in other sizes', async () => {
    const garbled = new FakeStore();
    garbled.fault = (call) => (call.endsWith('/parts') ? { outcome: 'ok', data: { nonsense: true } } : undefined);
    expect(await send(garbled)).toEqual({
      outcome: 'rejected',
      code: LOCAL_PROBLEM_CODE,
      msg: i18n._(uploadSendMessages.answerNotUnderstood),
    });
    const otherSize = new FakeStore();
    otherSize.partSize = 8 * 1024 * 1024;
    expect(await sendUpload(db, { ...item }, { transport: otherSize })).toMatchObject({
      outcome: 'rejected',
      code: LOCAL_PROBLEM_CODE,
    });
    expect(await partsLeft()).toEqual([1, 2, 3]);
  });

  it('needs attention when the file is no longer on the device', async () => {
    await db.uploads.delete(item.uploadId);
    expect(await send(new FakeStore())).toEqual({
      outcome: 'rejected',
      code: LOCAL_PROBLEM_CODE,
      msg: i18n._(uploadSendMessages.fileMissing),
    });
  });

  it('stops when the upload leaves the device while it is sent (discarded in another tab)', async () => {
    const store = new FakeStore();
    store.onPart = (request) => {
      if (request.partNumber === 2) void db.uploads.delete(item.uploadId);
    };
    expect(await send(store)).toEqual({
      outcome: 'rejected',
      code: LOCAL_PROBLEM_CODE,
      msg: i18n._(uploadSendMessages.fileMissing),
    });
  });

  it('stops when aborted, by throwing the reason, with the part kept', async () => {
    const controller = new AbortController();
    const store = new FakeStore();
    store.onPart = (request) => {
      if (request.partNumber === 2) controller.abort(new Error('the drainer stopped'));
    };
    store.fault = (call) => (call === 'PUT part 3' ? { outcome: 'retry', status: 0 } : undefined);
    await expect(send(store, { signal: controller.signal })).rejects.toThrow('the drainer stopped');
    expect(await partsLeft()).toEqual([3]);
  });

  it('reports the bytes of the parts in flight (their sum over the slots), then clears them', async () => {
    const store = new FakeStore();
    const gate = new PartGate(store);
    gate.onStart = (request) => request.onProgress?.(1000);
    const sending = send(store, { partSlots: 3 });
    await vi.waitFor(() => expect(gate.started).toHaveLength(3));
    // Never more than a part itself (the last one is smaller than 1000 bytes).
    expect(inFlightBytes(item.uploadId)).toBe(2000 + (model.length - 2 * PART));
    gate.release(2);
    await vi.waitFor(() => expect(inFlightBytes(item.uploadId)).toBe(1000 + (model.length - 2 * PART)));
    gate.release(1, 3);
    expect((await sending).outcome).toBe('ok');
    expect(inFlightBytes(item.uploadId)).toBe(0);
  });
});

/**
 * Holds each part PUT before it reaches the store until the test releases it (or the signal aborts it, as the browser's
 * XHR does): what is in flight at any moment is then the test's choice, not the timing's.
 */
class PartGate {
  readonly started: number[] = [];
  readonly inFlight = new Set<number>();
  maxInFlight = 0;
  onStart: (request: PartRequest) => void = () => undefined;
  readonly #waiting = new Map<number, () => void>();
  readonly #released = new Set<number>();

  constructor(store: FakeStore) {
    const putPart = store.putPart.bind(store);
    store.putPart = async (request) => {
      this.started.push(request.partNumber);
      this.inFlight.add(request.partNumber);
      this.maxInFlight = Math.max(this.maxInFlight, this.inFlight.size);
      this.onStart(request);
      try {
        await new Promise<void>((resolve, reject) => {
          if (this.#released.has(request.partNumber)) return resolve();
          this.#waiting.set(request.partNumber, resolve);
          request.signal?.addEventListener('abort', () => reject(request.signal?.reason), { once: true });
        });
        return await putPart(request);
      } finally {
        this.inFlight.delete(request.partNumber);
      }
    };
  }

  release(...partNumbers: number[]): void {
    for (const partNumber of partNumbers) {
      this.#released.add(partNumber);
      this.#waiting.get(partNumber)?.();
    }
  }
}

describe('sendUpload in parallel slots', () => {
  it('keeps `partSlots` parts in flight, and a slot takes the next part as soon as its own was confirmed', async () => {
    const store = new FakeStore();
    const gate = new PartGate(store);
    const sending = send(store, { partSlots: 2 });
    await vi.waitFor(() => expect(gate.started).toHaveLength(2));
    expect(gate.started.sort()).toEqual([1, 2]);
    gate.release(2);
    // Part 3 starts while part 1 is still in flight: no slot waits for the others.
    await vi.waitFor(() => expect(gate.started).toContain(3));
    expect(gate.inFlight).toEqual(new Set([1, 3]));
    expect((await uploadRow())?.confirmedParts).toEqual([2]);
    gate.release(1, 3);
    expect((await sending).outcome).toBe('ok');
    expect(gate.maxInFlight).toBe(2);
    expect(store.objects[0]?.sha256).toBe(sha256(model));
  });

  it('sends with PART_SLOTS slots by default', async () => {
    const store = new FakeStore();
    const gate = new PartGate(store);
    const sending = send(store);
    await vi.waitFor(() => expect(gate.started).toHaveLength(Math.min(PART_SLOTS, 3)));
    gate.release(1, 2, 3);
    expect((await sending).outcome).toBe('ok');
    expect(PART_SLOTS).toBe(4);
  });

  it('a failure in one slot starts no new part; the parts in flight finish and are kept', async () => {
    const store = new FakeStore();
    const gate = new PartGate(store);
    store.fault = (call) => (call === 'PUT part 1' ? { outcome: 'retry', status: 503 } : undefined);
    const sending = send(store, { partSlots: 2 });
    await vi.waitFor(() => expect(gate.started).toHaveLength(2));
    gate.release(1);
    await vi.waitFor(() => expect(gate.inFlight).toEqual(new Set([2])));
    gate.release(2, 3);
    expect(await sending).toEqual({ outcome: 'retry', status: 503 });
    // Part 2 was in flight: the call waited for it, and it was confirmed; part 3 was never started.
    expect(gate.started.sort()).toEqual([1, 2]);
    expect(await partsLeft()).toEqual([1, 3]);
  });

  it('after a cut (the page went away mid-send) re-sends at most one part per slot, and completes exactly once', async () => {
    const controller = new AbortController();
    const store = new FakeStore();
    const gate = new PartGate(store);
    const sending = send(store, { partSlots: 2, signal: controller.signal });
    await vi.waitFor(() => expect(gate.started).toHaveLength(2));
    gate.release(1);
    await vi.waitFor(() => expect(gate.started).toContain(3));
    // The cut: parts 2 and 3 are in flight, one per slot; nothing more is confirmed.
    controller.abort(new Error('the page went away'));
    await expect(sending).rejects.toThrow('the page went away');
    expect(await partsLeft()).toEqual([2, 3]);
    expect(store.log.filter((call) => call.endsWith('/complete'))).toEqual([]);

    // The next page: its sender resumes from what the store holds.
    const beforeCut = gate.started.length;
    gate.release(1, 2, 3);
    expect((await send(store, { partSlots: 2 })).outcome).toBe('ok');
    const resent = gate.started.slice(beforeCut);
    expect(resent.sort()).toEqual([2, 3]);
    // At most one part per slot: the one each slot had in flight.
    expect(resent.length).toBeLessThanOrEqual(2);
    expect(store.log.filter((call) => call.endsWith('/complete'))).toHaveLength(1);
    expect(store.objects).toHaveLength(1);
    expect(store.objects[0]?.sha256).toBe(sha256(model));
    expect(await partsLeft()).toEqual([]);
  });

  it('a part whose bytes reached the store before the cut, its answer lost, is counted from the store’s list, not sent again', async () => {
    const controller = new AbortController();
    const store = new FakeStore();
    store.onPart = (request) => {
      // Part 2 is stored, then the page goes away before its answer is read.
      if (request.partNumber === 2) controller.abort(new Error('the page went away'));
    };
    store.fault = (call) =>
      call === 'PUT part 1' || call === 'PUT part 3' ? { outcome: 'retry', status: 0 } : undefined;
    await expect(send(store, { partSlots: 3, signal: controller.signal })).rejects.toThrow('the page went away');
    store.onPart = () => undefined;
    store.fault = () => undefined;
    store.log.length = 0;
    expect((await send(store, { partSlots: 3 })).outcome).toBe('ok');
    expect(store.log.filter((call) => call === 'PUT part 2')).toEqual([]);
    expect(store.objects).toHaveLength(1);
    expect(store.objects[0]?.sha256).toBe(sha256(model));
  });

  it('completes only once every slot’s part was confirmed', async () => {
    const store = new FakeStore();
    const gate = new PartGate(store);
    const sending = send(store, { partSlots: 3 });
    await vi.waitFor(() => expect(gate.started).toHaveLength(3));
    gate.release(2, 3);
    await vi.waitFor(async () => expect((await uploadRow())?.confirmedParts).toEqual([2, 3]));
    expect(store.log.filter((call) => call.endsWith('/complete'))).toEqual([]);
    gate.release(1);
    expect(await sending).toEqual({ outcome: 'ok', data: store.objects[0] });
    expect(store.log.at(-1)).toBe('POST /oss/multipart/server-upload-1/complete');
    expect(store.keys.filter((key) => key.endsWith(':complete'))).toEqual([`${item.id}:complete`]);
  });
});
