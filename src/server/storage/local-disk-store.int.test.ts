import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD } from '../../domain/constants';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from '../testing/test-database';
import { ABANDONED_UPLOAD_AGE_MS, LocalDiskStore } from './local-disk-store';
import { storageDb } from './object-store';
import { PURPOSES } from './purposes';
import { StorageError, StorageErrorCode } from './storage-errors';
import { binaryStl, filesUnder, jpeg, png, sha256Hex, slices } from './testing';

const PART = UPLOAD.multipartPartSizeBytes;
const OWNER = 'user:1';

/** A body that delivers `bytes` of `part`, then fails, as a dropped connection does. */
function brokenAfter(part: Buffer, bytes: number): Readable {
  return Readable.from(
    (async function* () {
      yield part.subarray(0, bytes);
      throw new Error('connection lost');
    })(),
  );
}

async function hashOf(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function storageCode(code: number) {
  return expect.objectContaining({ code, constructor: StorageError });
}

describe.each(DATABASE_KINDS)('local disk store on %s', (kind) => {
  let database: TestDatabase;
  let dir: string;
  let store: LocalDiskStore;
  // A 3-part model: 5 MiB, 5 MiB, 14 324 bytes.
  const model = binaryStl(210_000);
  const modelParts = slices(model, PART);
  let keyCounter = 0;
  const newKey = () => `model/test-${++keyCounter}.stl`;
  const open = () => new LocalDiskStore({ db: storageDb(database.db.kysely), dir });
  const createModelUpload = (store: LocalDiskStore, key = newKey(), file = model) =>
    store.createMultipart(
      { key, contentType: 'model/stl', size: file.length, sha256: sha256Hex(file), purpose: 'model' },
      { ownerId: OWNER },
    );

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuspid-store-'));
    store = open();
  });
  afterAll(async () => {
    await database.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('splits a model into parts of exactly 5 242 880 bytes but the last', async () => {
    expect(modelParts.map((p) => p.length)).toEqual([PART, PART, model.length - 2 * PART]);
    const { partSize, partCount } = await createModelUpload(store);
    expect({ partSize, partCount }).toEqual({ partSize: PART, partCount: 3 });
  });

  describe('resuming after the connection (or the server) stops', () => {
    const stops = [
      { at: 'before any part', sent: [] as number[], broken: null as number | null },
      { at: 'in the middle of part 1', sent: [], broken: 1 },
      { at: 'after part 1', sent: [1], broken: null },
      { at: 'in the middle of part 2', sent: [1], broken: 2 },
      { at: 'after part 2', sent: [1, 2], broken: null },
      { at: 'in the middle of part 3', sent: [1, 2], broken: 3 },
      { at: 'after part 3, before complete', sent: [1, 2, 3], broken: null },
      { at: 'in the middle of a re-sent part 2', sent: [1, 2, 3], broken: 2 },
    ];

    it.each(stops)(
      'stopped $at: the listed parts are exactly the whole ones, and the resumed file is identical',
      async ({ sent, broken }) => {
        const before = open();
        const { uploadId } = await createModelUpload(before);
        for (const n of sent) await before.putPart(uploadId, n, modelParts[n - 1]!, { ownerId: OWNER });
        if (broken !== null) {
          const part = modelParts[broken - 1]!;
          await expect(
            before.putPart(uploadId, broken, brokenAfter(part, Math.floor(part.length / 2)), { ownerId: OWNER }),
          ).rejects.toThrow('connection lost');
          // What a killed process leaves behind: a half-written part file that no record points to.
          fs.writeFileSync(
            path.join(dir, 'staging', uploadId, `part-${broken}-0123456789abcdef`),
            part.subarray(0, 1000),
          );
        }

        // A new process over the same folder and database; the client asks what arrived.
        const after = open();
        const listed = await after.listParts(uploadId, { ownerId: OWNER });
        expect(listed.map((p) => p.partNumber)).toEqual(sent);
        for (const part of listed)
          expect(part).toEqual({
            partNumber: part.partNumber,
            size: modelParts[part.partNumber - 1]!.length,
            etag: sha256Hex(modelParts[part.partNumber - 1]!),
          });

        for (const [index, part] of modelParts.entries()) {
          if (listed.some((p) => p.partNumber === index + 1 && p.etag === sha256Hex(part))) continue;
          await after.putPart(uploadId, index + 1, part, { ownerId: OWNER });
        }
        const object = await after.completeMultipart(uploadId, { ownerId: OWNER });
        expect(object).toMatchObject({
          size: model.length,
          sha256: sha256Hex(model),
          contentType: 'model/stl',
          purpose: 'model',
          ownerId: OWNER,
        });
        const read = await after.getObject(object.key);
        expect(await hashOf(read!.stream)).toBe(sha256Hex(model));
        expect(fs.existsSync(path.join(dir, 'staging', uploadId))).toBe(false);
      },
    );

    it('does not record a part that ends early without an error', async () => {
      const { uploadId } = await createModelUpload(store);
      await expect(
        store.putPart(uploadId, 1, modelParts[0]!.subarray(0, PART - 1), { ownerId: OWNER }),
      ).rejects.toEqual(storageCode(StorageErrorCode.partSizeWrong));
      await expect(
        store.putPart(uploadId, 3, Buffer.concat([modelParts[2]!, Buffer.from([1])]), { ownerId: OWNER }),
      ).rejects.toEqual(storageCode(StorageErrorCode.partSizeWrong));
      await expect(store.putPart(uploadId, 4, Buffer.from([1]), { ownerId: OWNER })).rejects.toEqual(
        storageCode(StorageErrorCode.partSizeWrong),
      );
      expect(await store.listParts(uploadId)).toEqual([]);
      expect(filesUnder(path.join(dir, 'staging', uploadId))).toEqual([]);
    });
  });

  it('replaces a part sent again, and completes from parts sent out of order', async () => {
    const { uploadId } = await createModelUpload(store);
    await store.putPart(uploadId, 3, modelParts[2]!, { ownerId: OWNER });
    await store.putPart(uploadId, 1, Buffer.alloc(PART, 7), { ownerId: OWNER });
    await store.putPart(uploadId, 2, modelParts[1]!, { ownerId: OWNER });
    await store.putPart(uploadId, 1, modelParts[0]!, { ownerId: OWNER });
    expect((await store.listParts(uploadId)).map((p) => p.etag)).toEqual(modelParts.map(sha256Hex));
    expect(filesUnder(path.join(dir, 'staging', uploadId))).toHaveLength(3);
    const object = await store.completeMultipart(uploadId);
    expect(object.sha256).toBe(sha256Hex(model));
    // Completing again answers the same object.
    expect(await store.completeMultipart(uploadId)).toEqual(object);
  });

  it('on a wrong hash stores nothing and keeps the upload open: re-send the bad part (found by its etag), complete again', async () => {
    const { uploadId } = await createModelUpload(store);
    const damaged = Buffer.from(modelParts[1]!);
    damaged[12345] = damaged[12345]! ^ 0xff;
    await store.putPart(uploadId, 1, modelParts[0]!, { ownerId: OWNER });
    await store.putPart(uploadId, 2, damaged, { ownerId: OWNER });
    await store.putPart(uploadId, 3, modelParts[2]!, { ownerId: OWNER });
    const storedBefore = filesUnder(path.join(dir, 'store'));

    await expect(store.completeMultipart(uploadId, { ownerId: OWNER })).rejects.toEqual(
      storageCode(StorageErrorCode.hashMismatch),
    );
    const upload = await store.getUpload(uploadId);
    expect(upload.status).toBe('open');
    expect(await store.statObject(upload.key)).toBeNull();
    expect(filesUnder(path.join(dir, 'store'))).toEqual(storedBefore);
    expect(filesUnder(path.join(dir, 'staging', uploadId))).toHaveLength(3); // no assembled leftovers

    const listed = await store.listParts(uploadId, { ownerId: OWNER });
    const bad = listed.filter((p) => p.etag !== sha256Hex(modelParts[p.partNumber - 1]!)).map((p) => p.partNumber);
    expect(bad).toEqual([2]);
    await store.putPart(uploadId, 2, modelParts[1]!, { ownerId: OWNER });
    expect((await store.completeMultipart(uploadId, { ownerId: OWNER })).sha256).toBe(sha256Hex(model));
  });

  it('refuses to complete while parts are missing, and says which', async () => {
    const { uploadId } = await createModelUpload(store);
    await store.putPart(uploadId, 1, modelParts[0]!, { ownerId: OWNER });
    const error = await store.completeMultipart(uploadId).catch((e: unknown) => e);
    expect(error).toEqual(storageCode(StorageErrorCode.partsMissing));
    expect((error as StorageError).data).toEqual({ missing: [2, 3] });
  });

  it('treats a part whose file was lost as missing, so the client sends it again', async () => {
    const { uploadId } = await createModelUpload(store);
    for (const [i, part] of modelParts.entries()) await store.putPart(uploadId, i + 1, part, { ownerId: OWNER });
    const partFile = filesUnder(path.join(dir, 'staging', uploadId)).find((f) => f.startsWith('part-2-'))!;
    fs.rmSync(path.join(dir, 'staging', uploadId, partFile));
    const error = await store.completeMultipart(uploadId).catch((e: unknown) => e);
    expect(error).toEqual(storageCode(StorageErrorCode.partsMissing));
    expect((error as StorageError).data).toEqual({ missing: [2] });
    await store.putPart(uploadId, 2, modelParts[1]!, { ownerId: OWNER });
    expect((await store.completeMultipart(uploadId)).sha256).toBe(sha256Hex(model));
  });

  it('judges content by bytes at completion: a text file called .stl is refused and nothing is stored', async () => {
    const notes = Buffer.from('Patient prefers afternoon appointments.\n'.repeat(100));
    const key = 'model/notes.stl';
    const { uploadId } = await createModelUpload(store, key, notes);
    await store.putPart(uploadId, 1, notes, { ownerId: OWNER });
    await expect(store.completeMultipart(uploadId)).rejects.toEqual(storageCode(StorageErrorCode.contentNotAllowed));
    expect(await store.statObject(key)).toBeNull();
    expect((await store.getUpload(uploadId)).status).toBe('open');
  });

  it('refuses at create a file larger than its purpose allows', async () => {
    const create = (size: number) =>
      store.createMultipart(
        { key: newKey(), contentType: 'model/stl', size, sha256: sha256Hex(model), purpose: 'model' },
        { ownerId: OWNER },
      );
    await expect(create(PURPOSES.model.maxBytes + 1)).rejects.toEqual(storageCode(StorageErrorCode.fileTooLarge));
    await expect(create(PURPOSES.model.maxBytes)).resolves.toMatchObject({ partCount: 100 });
  });

  it('keeps uploads apart: another principal finds nothing', async () => {
    const { uploadId } = await createModelUpload(store);
    const other = { ownerId: 'user:2' };
    await expect(store.listParts(uploadId, other)).rejects.toEqual(storageCode(StorageErrorCode.uploadNotFound));
    await expect(store.putPart(uploadId, 1, modelParts[0]!, other)).rejects.toEqual(
      storageCode(StorageErrorCode.uploadNotFound),
    );
    await expect(store.completeMultipart(uploadId, other)).rejects.toEqual(
      storageCode(StorageErrorCode.uploadNotFound),
    );
    await expect(store.abortMultipart(uploadId, other)).rejects.toEqual(storageCode(StorageErrorCode.uploadNotFound));
    await expect(store.listParts('../../etc', other)).rejects.toEqual(storageCode(StorageErrorCode.uploadNotFound));
  });

  it('aborts: the upload and its parts are gone', async () => {
    const { uploadId } = await createModelUpload(store);
    await store.putPart(uploadId, 1, modelParts[0]!, { ownerId: OWNER });
    await store.abortMultipart(uploadId, { ownerId: OWNER });
    await expect(store.listParts(uploadId)).rejects.toEqual(storageCode(StorageErrorCode.uploadNotFound));
    expect(fs.existsSync(path.join(dir, 'staging', uploadId))).toBe(false);
  });

  it('writes a key once', async () => {
    const key = newKey();
    const first = await createModelUpload(store, key);
    const second = await createModelUpload(store, key);
    for (const { uploadId } of [first, second])
      for (const [i, part] of modelParts.entries()) await store.putPart(uploadId, i + 1, part);
    await store.completeMultipart(first.uploadId);
    await expect(store.completeMultipart(second.uploadId)).rejects.toEqual(storageCode(StorageErrorCode.objectExists));
    await expect(createModelUpload(store, key)).rejects.toEqual(storageCode(StorageErrorCode.objectExists));
  });

  describe('single-shot puts', () => {
    it('take an ID image of exactly 5 MiB and refuse one byte more', async () => {
      const max = PURPOSES['id-image'].maxBytes;
      const ok = await store.putObject(
        { key: 'id-image/exact.png', purpose: 'id-image', body: Readable.from([png(max)]) },
        { ownerId: OWNER },
      );
      expect(ok).toMatchObject({ size: max, contentType: 'image/png' });
      await expect(
        store.putObject({ key: 'id-image/over.png', purpose: 'id-image', body: png(max + 1) }),
      ).rejects.toEqual(storageCode(StorageErrorCode.fileTooLarge));
      expect(await store.statObject('id-image/over.png')).toBeNull();
    });

    it('store a PNG called .jpg as a PNG, and check a given hash', async () => {
      const image = png(2048);
      const stored = await store.putObject({
        key: 'licence/scan.jpg',
        purpose: 'licence',
        body: image,
        sha256: sha256Hex(image),
      });
      expect(stored.contentType).toBe('image/png');
      await expect(
        store.putObject({ key: 'licence/other.jpg', purpose: 'licence', body: jpeg(), sha256: sha256Hex(image) }),
      ).rejects.toEqual(storageCode(StorageErrorCode.hashMismatch));
      expect(await store.statObject('licence/other.jpg')).toBeNull();
    });

    it('read and delete', async () => {
      const image = jpeg(4096);
      await store.putObject({ key: 'photo/read-me.jpg', purpose: 'photo', body: image });
      const read = await store.getObject('photo/read-me.jpg');
      expect(read?.object).toMatchObject({ size: 4096, contentType: 'image/jpeg', sha256: sha256Hex(image) });
      expect(await hashOf(read!.stream)).toBe(sha256Hex(image));
      expect(await store.deleteObject('photo/read-me.jpg')).toBe(true);
      expect(await store.getObject('photo/read-me.jpg')).toBeNull();
      expect(await store.deleteObject('photo/read-me.jpg')).toBe(false);
    });

    it('leave nothing behind when refused', () => {
      expect(filesUnder(path.join(dir, 'staging')).filter((f) => f.startsWith('put-'))).toEqual([]);
    });
  });

  it('sweeps uploads idle for 7 days and orphaned staging folders, and nothing younger', async () => {
    const { uploadId } = await createModelUpload(store);
    await store.putPart(uploadId, 1, modelParts[0]!);
    const orphan = path.join(dir, 'staging', 'f'.repeat(32));
    fs.mkdirSync(orphan, { recursive: true });
    fs.writeFileSync(path.join(orphan, 'part-1-aaaa'), 'x');
    const lastActivity = (await store.getUpload(uploadId)).updatedAt;

    const early = await store.sweepAbandonedUploads(lastActivity + ABANDONED_UPLOAD_AGE_MS - 1);
    expect(early.orphans).toBe(1);
    expect((await store.getUpload(uploadId)).status).toBe('open');
    expect(fs.existsSync(orphan)).toBe(false);

    const late = await store.sweepAbandonedUploads(lastActivity + ABANDONED_UPLOAD_AGE_MS);
    expect(late.uploads).toBeGreaterThanOrEqual(1);
    await expect(store.getUpload(uploadId)).rejects.toEqual(storageCode(StorageErrorCode.uploadNotFound));
    expect(fs.existsSync(path.join(dir, 'staging', uploadId))).toBe(false);
    // Completed objects are not touched by the sweep.
    expect(await store.statObject('licence/scan.jpg')).not.toBeNull();
  });
});
