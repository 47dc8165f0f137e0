import { createHash, randomBytes } from 'node:crypto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD } from '../../../../domain/constants';
import { fileTooLargeMessage, uploadMessages } from '../../upload/upload-purposes';
import { UserDatabase } from '../db';
import { HASH_SLICE_BYTES } from './part-cutter';
import { bytesOf, useStorableBlobs } from './testing/blob-storage';
import {
  EnqueueUploadError,
  enqueueUpload,
  enqueueUploadMessages,
  isQuotaError,
  STAGING_ABANDONED_AFTER_MS,
  sweepOrphanParts,
  type EnqueueFileInput,
} from './uploads';

const PART = UPLOAD.multipartPartSizeBytes;
const MiB = 1024 * 1024;

function binaryStl(approximateBytes: number): Uint8Array<ArrayBuffer> {
  const facets = Math.floor((approximateBytes - 84) / 50);
  const bytes = randomBytes(84 + 50 * facets);
  bytes.writeUInt32LE(facets, 80);
  return Uint8Array.from(bytes);
}

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
function png(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return bytes;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

let db: UserDatabase;
let databaseCount = 0;

beforeEach(() => {
  useStorableBlobs();
  databaseCount += 1;
  db = new UserDatabase(`uploads-${databaseCount}`);
});
afterEach(() => {
  db.close();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const input = (file: Uint8Array<ArrayBuffer>, overrides: Partial<EnqueueFileInput> = {}): EnqueueFileInput => ({
  file: new Blob([file]),
  fileName: 'upper-jaw.stl',
  purpose: 'model',
  group: 'patient:17',
  label: { action: 'Upload model', subject: 'upper-jaw.stl' },
  patientKey: '17',
  ...overrides,
});

/** Part `partNumber` fails with the error `failure` gives (after it ran: it may look at the tables first). */
function failPart(partNumber: number, failure: () => Promise<unknown>) {
  const add = db.uploadParts.add.bind(db.uploadParts);
  vi.spyOn(db.uploadParts, 'add').mockImplementation((row, key) =>
    row.partNumber === partNumber
      ? Dexie.Promise.resolve(failure()).then((error) => Dexie.Promise.reject(error))
      : add(row, key),
  );
}

async function tableCounts() {
  return {
    uploads: await db.uploads.count(),
    parts: await db.uploadParts.count(),
    outbox: await db.outbox.count(),
    meta: await db.meta.count(),
  };
}

describe('enqueueUpload', () => {
  it('cuts a model into 5 MiB parts, one row each, hashes it on the way, and queues one upload item', async () => {
    const model = binaryStl(2 * PART + 1234);
    const item = await enqueueUpload(db, input(model, { id: 'upload-item-1' }), () => 1000);

    const parts = await db.uploadParts.where('uploadId').equals('upload-item-1').sortBy('partNumber');
    expect(parts.map((part) => [part.partNumber, part.size])).toEqual([
      [1, PART],
      [2, PART],
      [3, model.length - 2 * PART],
    ]);
    const joined = new Uint8Array(model.length);
    let offset = 0;
    for (const part of parts) {
      const bytes = await bytesOf(part.data);
      expect(bytes.length).toBe(part.size);
      joined.set(bytes, offset);
      offset += bytes.length;
    }
    expect(sha256(joined)).toBe(sha256(model));

    expect(await db.uploads.get('upload-item-1')).toMatchObject({
      id: 'upload-item-1',
      fileName: 'upper-jaw.stl',
      size: model.length,
      sha256: sha256(model),
      purpose: 'model',
      partSize: PART,
      partCount: 3,
      serverUploadId: null,
      confirmedParts: [],
      confirmedBytes: 0,
      createdAt: 1000,
    });
    expect(item).toMatchObject({
      kind: 'upload',
      id: 'upload-item-1',
      uploadId: 'upload-item-1',
      group: 'patient:17',
      entity: 'upload',
      entityKey: 'local:upload-item-1',
      patientKey: '17',
      state: 'waiting',
    });
    expect(await db.outbox.toArray()).toEqual([item]);
    // The staging mark is gone with the commit.
    expect(await db.meta.count()).toBe(0);
  });

  it('hashes in slices of HASH_SLICE_BYTES, giving the page its thread back between them, and still hashes the whole file', async () => {
    const hashed: number[] = [];
    const yields = vi.fn(async () => undefined);
    vi.stubGlobal('scheduler', { yield: yields });
    const model = binaryStl(2 * PART + 777);
    const lastPart = model.length - 2 * PART;
    const item = await enqueueUpload(db, input(model));
    hashed.push(
      Math.ceil(PART / HASH_SLICE_BYTES) - 1,
      Math.ceil(PART / HASH_SLICE_BYTES) - 1,
      Math.ceil(lastPart / HASH_SLICE_BYTES) - 1,
    );
    // One yield between consecutive slices of each part (the parts' own reads and writes end their tasks).
    expect(yields).toHaveBeenCalledTimes(hashed.reduce((sum, count) => sum + count, 0));
    expect(HASH_SLICE_BYTES).toBeLessThan(PART);
    expect((await db.uploads.get(item.uploadId))?.sha256).toBe(sha256(model));
  });

  it('files the item under its group as the outbox does (a patient created offline keeps its local group)', async () => {
    await db.outboxAliases.put({ key: 'patient:17', localId: 'local:patient-item' });
    const item = await enqueueUpload(db, input(binaryStl(500)));
    expect(item.group).toBe('patient:local:patient-item');
  });

  it('queues the same id once', async () => {
    const first = await enqueueUpload(db, input(binaryStl(500), { id: 'same-upload-id' }));
    const again = await enqueueUpload(db, input(binaryStl(700), { id: 'same-upload-id' }));
    expect(again).toEqual(first);
    expect(await tableCounts()).toEqual({ uploads: 1, parts: 1, outbox: 1, meta: 0 });
  });

  it.each([
    { case: 'a PNG as a model', file: png(2000), purpose: 'model' as const, message: uploadMessages.modelNotAllowed },
    {
      case: 'a model as a photo',
      file: binaryStl(2000),
      purpose: 'photo' as const,
      message: uploadMessages.notAllowed,
    },
    { case: 'an empty file', file: new Uint8Array(0), purpose: 'photo' as const, message: uploadMessages.empty },
    {
      case: 'a photo over 30 MB',
      file: png(30 * MiB + 1),
      purpose: 'photo' as const,
      message: fileTooLargeMessage(30 * MiB),
    },
  ])('refuses $case before storing anything', async ({ file, purpose, message }) => {
    const refusal = enqueueUpload(db, input(file, { purpose }));
    await expect(refusal).rejects.toBeInstanceOf(EnqueueUploadError);
    await expect(refusal).rejects.toMatchObject({ reason: 'rejected', text: message });
    expect(await tableCounts()).toEqual({ uploads: 0, parts: 0, outbox: 0, meta: 0 });
  });

  it('shows nothing until the last transaction: a failure while cutting leaves no part behind', async () => {
    let seen: Awaited<ReturnType<typeof tableCounts>> | undefined;
    failPart(2, async () => {
      seen = await tableCounts();
      return new Error('the disk went away');
    });
    await expect(enqueueUpload(db, input(binaryStl(2 * PART + 10)))).rejects.toThrow('the disk went away');
    // Midway: one part staged, no upload, no item.
    expect(seen).toMatchObject({ uploads: 0, parts: 1, outbox: 0 });
    expect(await tableCounts()).toEqual({ uploads: 0, parts: 0, outbox: 0, meta: 0 });
  });

  describe('out of storage', () => {
    async function somethingAlreadySaved() {
      await db.drafts.put({ key: 'patient-form:new', value: { name: 'Ada' }, updatedAt: 1 });
      return enqueueUpload(db, input(binaryStl(PART + 100), { id: 'saved-before' }));
    }

    async function expectOnlyWhatWasSaved() {
      expect(await db.drafts.get('patient-form:new')).toMatchObject({ value: { name: 'Ada' } });
      expect((await db.outbox.toArray()).map((item) => item.id)).toEqual(['saved-before']);
      expect((await db.uploads.toArray()).map((upload) => upload.id)).toEqual(['saved-before']);
      expect(await db.uploadParts.where('uploadId').equals('saved-before').count()).toBe(2);
      expect(await db.uploadParts.count()).toBe(2);
      expect(await db.meta.count()).toBe(0);
    }

    it('while cutting: removes what it wrote for this file, touches nothing else, and says so', async () => {
      await somethingAlreadySaved();
      failPart(2, async () => quotaError());
      const failure = enqueueUpload(db, input(binaryStl(3 * PART)));
      await expect(failure).rejects.toMatchObject({ reason: 'storage-full', text: enqueueUploadMessages.storageFull });
      await expectOnlyWhatWasSaved();
    });

    it('at the last transaction: the same', async () => {
      await somethingAlreadySaved();
      vi.spyOn(db.uploads, 'add').mockRejectedValue(quotaError());
      await expect(enqueueUpload(db, input(binaryStl(2 * PART)))).rejects.toMatchObject({ reason: 'storage-full' });
      await expectOnlyWhatWasSaved();
    });

    it('is recognised however it is wrapped', () => {
      expect(isQuotaError(quotaError())).toBe(true);
      expect(isQuotaError({ name: 'AbortError', inner: { name: 'QuotaExceededError' } })).toBe(true);
      expect(isQuotaError(new Error('x', { cause: { name: 'NS_ERROR_DOM_QUOTA_REACHED' } }))).toBe(true);
      expect(isQuotaError(new Error('something else'))).toBe(false);
      expect(isQuotaError(undefined)).toBe(false);
    });
  });

  it('keeps a preview of a photo when the browser can draw one', async () => {
    vi.stubGlobal('createImageBitmap', async () => ({ width: 640, height: 480, close: () => undefined }));
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        getContext = () => ({ drawImage: () => undefined });
        convertToBlob = async () => new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
      },
    );
    await enqueueUpload(db, input(png(3000), { id: 'photo-upload', purpose: 'photo', fileName: 'smile.png' }));
    const row = await db.uploads.get('photo-upload');
    expect(row?.preview).toBeDefined();
    expect(await bytesOf(row?.preview as Blob)).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
  });

  it('queues a photo without a preview where none can be drawn', async () => {
    await enqueueUpload(db, input(png(3000), { id: 'photo-upload', purpose: 'photo', fileName: 'smile.png' }));
    expect((await db.uploads.get('photo-upload'))?.preview).toBeUndefined();
  });
});

describe('sweepOrphanParts', () => {
  const part = (uploadId: string, partNumber = 1) => ({
    uploadId,
    partNumber,
    size: 1,
    data: new Blob([new Uint8Array([1])]),
  });

  it('removes parts no upload owns once their cutting is an hour old, and never a queued upload’s', async () => {
    const now = 10 * STAGING_ABANDONED_AFTER_MS;
    await enqueueUpload(db, input(binaryStl(500), { id: 'queued-upload' }));
    await db.uploadParts.bulkAdd([part('abandoned'), part('abandoned', 2), part('being-cut'), part('unmarked')]);
    await db.meta.bulkPut([
      { key: 'upload-staging:abandoned', value: { startedAt: now - STAGING_ABANDONED_AFTER_MS } },
      { key: 'upload-staging:being-cut', value: { startedAt: now - STAGING_ABANDONED_AFTER_MS + 1 } },
      { key: 'upload-staging:never-started', value: { startedAt: 0 } },
    ]);

    expect(await sweepOrphanParts(db, () => now)).toBe(3);
    expect((await db.uploadParts.toArray()).map((row) => row.uploadId).sort()).toEqual(['being-cut', 'queued-upload']);
    expect((await db.meta.toArray()).map((row) => row.key)).toEqual(['upload-staging:being-cut']);
  });
});
