import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD } from '../../domain/constants';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from '../testing/test-database';
import { createObjectStore } from './create-store';
import { storageDb, type ObjectStore } from './object-store';
import { StorageError, StorageErrorCode } from './storage-errors';
import { binaryStl, jpeg, sha256Hex, slices } from './testing';
import { startLocalS3, type LocalS3 } from './testing-s3';

/**
 * The ObjectStore contract, run against every implementation: the local disk store and the S3 store (against a local
 * S3-protocol server this file starts). What one promises, the other keeps.
 */

const PART = UPLOAD.multipartPartSizeBytes;
const OWNER = 'user:1';

async function hashOf(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function storageCode(code: number) {
  return expect.objectContaining({ code, constructor: StorageError });
}

type StoreKind = 'local' | 's3';
const cases = DATABASE_KINDS.flatMap((database) =>
  (['local', 's3'] as StoreKind[]).map((store) => [store, database] as const),
);

describe.each(cases)('%s object store on %s', (storeKind, databaseKind) => {
  let database: TestDatabase;
  let dir: string;
  let s3: LocalS3 | null = null;
  let store: ObjectStore;
  // Three parts: 5 MiB, 5 MiB, 14 324 bytes.
  const model = binaryStl(210_000);
  const modelParts = slices(model, PART);
  let keyCounter = 0;
  const newKey = () => `model/contract-${++keyCounter}.stl`;
  const createUpload = (key = newKey(), sha256 = sha256Hex(model)) =>
    store.createMultipart(
      { key, contentType: 'model/stl', size: model.length, sha256, purpose: 'model' },
      { ownerId: OWNER },
    );
  const sendAll = async (uploadId: string, parts = modelParts) => {
    for (const [index, part] of parts.entries()) await store.putPart(uploadId, index + 1, part, { ownerId: OWNER });
  };

  beforeAll(async () => {
    database = await createTestDatabase(databaseKind);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuspid-contract-'));
    s3 = storeKind === 's3' ? await startLocalS3() : null;
    store = createObjectStore(
      { objectStore: s3 ? s3.config : { kind: 'local' }, objectsDir: dir },
      storageDb(database.db.kysely),
    );
  });
  afterAll(async () => {
    await s3?.close();
    await database.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('names its provider', () => {
    expect(store.provider).toBe(storeKind);
    expect(store.partSize).toBe(PART);
  });

  it('assembles parts sent in any order into the object, checked whole; a repeat completion answers the same object', async () => {
    const key = newKey();
    const { uploadId, partCount } = await createUpload(key);
    expect(partCount).toBe(3);
    for (const partNumber of [3, 1, 2]) {
      const part = await store.putPart(uploadId, partNumber, modelParts[partNumber - 1]!, { ownerId: OWNER });
      expect(part).toMatchObject({ partNumber, size: modelParts[partNumber - 1]!.length });
    }
    expect((await store.listParts(uploadId, { ownerId: OWNER })).map((p) => p.partNumber)).toEqual([1, 2, 3]);

    const object = await store.completeMultipart(uploadId, { ownerId: OWNER });
    expect(object).toMatchObject({
      key,
      size: model.length,
      sha256: sha256Hex(model),
      contentType: 'model/stl',
      purpose: 'model',
      ownerId: OWNER,
    });
    expect((await store.getUpload(uploadId)).status).toBe('completed');
    const read = await store.getObject(key);
    expect(read && (await hashOf(read.stream))).toBe(sha256Hex(model));
    expect(await store.completeMultipart(uploadId, { ownerId: OWNER })).toMatchObject({
      key,
      sha256: sha256Hex(model),
    });
  });

  it('keeps the last of a part sent twice', async () => {
    const { uploadId } = await createUpload();
    await store.putPart(uploadId, 1, Buffer.alloc(PART, 7), { ownerId: OWNER });
    await sendAll(uploadId);
    expect((await store.completeMultipart(uploadId, { ownerId: OWNER })).sha256).toBe(sha256Hex(model));
  });

  it('stores nothing when the whole file does not hash to what the client declared', async () => {
    const key = newKey();
    const { uploadId } = await createUpload(key, sha256Hex(Buffer.from('another file')));
    await sendAll(uploadId);
    await expect(store.completeMultipart(uploadId, { ownerId: OWNER })).rejects.toEqual(
      storageCode(StorageErrorCode.hashMismatch),
    );
    expect(await store.statObject(key)).toBeNull();
    expect(await store.getObject(key)).toBeNull();
  });

  it('refuses a part of the wrong size or number, and a completion with parts missing', async () => {
    const key = newKey();
    const { uploadId } = await createUpload(key);
    await expect(store.putPart(uploadId, 1, modelParts[0]!.subarray(1), { ownerId: OWNER })).rejects.toEqual(
      storageCode(StorageErrorCode.partSizeWrong),
    );
    await expect(store.putPart(uploadId, 4, modelParts[2]!, { ownerId: OWNER })).rejects.toEqual(
      storageCode(StorageErrorCode.partSizeWrong),
    );
    await store.putPart(uploadId, 2, modelParts[1]!, { ownerId: OWNER });
    await expect(store.completeMultipart(uploadId, { ownerId: OWNER })).rejects.toMatchObject({
      code: StorageErrorCode.partsMissing,
      data: { missing: [1, 3] },
    });
    expect(await store.statObject(key)).toBeNull();
  });

  it("answers another principal's upload as not found", async () => {
    const { uploadId } = await createUpload();
    const stranger = { ownerId: 'user:2' };
    await expect(store.putPart(uploadId, 1, modelParts[0]!, stranger)).rejects.toEqual(
      storageCode(StorageErrorCode.uploadNotFound),
    );
    await expect(store.listParts(uploadId, stranger)).rejects.toEqual(storageCode(StorageErrorCode.uploadNotFound));
    await expect(store.completeMultipart(uploadId, stranger)).rejects.toEqual(
      storageCode(StorageErrorCode.uploadNotFound),
    );
  });

  it('ends an aborted upload: no more parts, no completion', async () => {
    const { uploadId } = await createUpload();
    await store.putPart(uploadId, 1, modelParts[0]!, { ownerId: OWNER });
    await store.abortMultipart(uploadId, { ownerId: OWNER });
    await expect(store.putPart(uploadId, 2, modelParts[1]!, { ownerId: OWNER })).rejects.toEqual(
      storageCode(StorageErrorCode.uploadNotFound),
    );
    await expect(store.getUpload(uploadId)).rejects.toEqual(storageCode(StorageErrorCode.uploadNotFound));
  });

  it('puts, reads and deletes a small object; a key is written once', async () => {
    const bytes = jpeg(4096);
    const object = await store.putObject({
      key: 'thumbnail/contract.jpg',
      purpose: 'thumbnail',
      body: bytes,
      sha256: sha256Hex(bytes),
    });
    expect(object).toMatchObject({ size: 4096, contentType: 'image/jpeg' });
    await expect(store.putObject({ key: 'thumbnail/contract.jpg', purpose: 'thumbnail', body: bytes })).rejects.toEqual(
      storageCode(StorageErrorCode.objectExists),
    );
    const read = await store.getObject('thumbnail/contract.jpg');
    expect(read && (await hashOf(read.stream))).toBe(sha256Hex(bytes));
    expect(await store.deleteObject('thumbnail/contract.jpg')).toBe(true);
    expect(await store.getObject('thumbnail/contract.jpg')).toBeNull();
  });

  it.runIf(storeKind === 's3')(
    'takes parts straight from the browser through presigned URLs, and reads through a presigned link of one hour',
    async () => {
      const direct = store.direct;
      if (!direct || !store.presignRead) throw new Error('the S3 store takes parts directly');
      const key = newKey();
      const { uploadId } = await createUpload(key);
      for (const [index, part] of modelParts.entries()) {
        const { url, expiresAt } = await direct.presignPart(uploadId, index + 1, { ownerId: OWNER });
        expect(expiresAt).toBeGreaterThan(Date.now());
        const answer = await fetch(url, { method: 'PUT', body: new Uint8Array(part) });
        expect(answer.status).toBe(200);
        await direct.recordPart(uploadId, index + 1, answer.headers.get('etag') ?? '', { ownerId: OWNER });
      }
      expect((await store.completeMultipart(uploadId, { ownerId: OWNER })).sha256).toBe(sha256Hex(model));

      const link = await store.presignRead(key);
      expect(new URL(link).searchParams.get('X-Amz-Expires')).toBe('3600');
      const read = await fetch(link);
      expect(read.status).toBe(200);
      expect(sha256Hex(Buffer.from(await read.arrayBuffer()))).toBe(sha256Hex(model));
    },
  );

  it.runIf(storeKind === 's3')(
    'records only what looks like an ETag the store answered, for a part the upload has',
    async () => {
      const { uploadId } = await createUpload();
      const direct = store.direct!;
      await expect(direct.recordPart(uploadId, 1, 'not-an-etag', { ownerId: OWNER })).rejects.toMatchObject({
        httpStatus: 400,
      });
      await expect(direct.recordPart(uploadId, 4, `"${'a'.repeat(32)}"`, { ownerId: OWNER })).rejects.toEqual(
        storageCode(StorageErrorCode.partSizeWrong),
      );
      await expect(direct.presignPart(uploadId, 1, { ownerId: 'user:2' })).rejects.toEqual(
        storageCode(StorageErrorCode.uploadNotFound),
      );
    },
  );
});
