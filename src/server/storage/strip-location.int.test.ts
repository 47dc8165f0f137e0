import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from '../testing/test-database';
import { LocalDiskStore } from './local-disk-store';
import { storageDb } from './object-store';
import type { Purpose } from './purposes';
import { StorageErrorCode } from './storage-errors';
import { binaryStl, jpeg, sha256Hex, slices } from './testing';

const OWNER = 'user:1';
/** The GPS IFD pointer tag (0x8825) as a little-endian IFD entry starts. */
const GPS_POINTER_TAG = Buffer.from([0x25, 0x88, 0x04, 0x00]);

async function photoWithPosition(width = 3000, height = 2000): Promise<Buffer> {
  // Noise, so the JPEG is large enough to need two parts.
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2981/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 4321/100',
      },
    })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/">GPSLatitude 48,51.4968N</x:xmpmeta>')
    .toBuffer();
}

async function bytesOf(store: LocalDiskStore, key: string): Promise<Buffer> {
  const found = await store.getObject(key);
  const chunks: Buffer[] = [];
  for await (const chunk of found!.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe.each(DATABASE_KINDS)('location stripped when a photo upload completes, on %s', (kind) => {
  let database: TestDatabase;
  let dir: string;
  let store: LocalDiskStore;
  let counter = 0;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuspid-strip-'));
    store = new LocalDiskStore({ db: storageDb(database.db.kysely), dir });
  });
  afterAll(async () => {
    await database.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const uploadParts = async (file: Buffer, purpose: Purpose, extension: string) => {
    const key = `${purpose}/strip-${++counter}.${extension}`;
    const { uploadId } = await store.createMultipart(
      { key, contentType: 'application/octet-stream', size: file.length, sha256: sha256Hex(file), purpose },
      { ownerId: OWNER },
    );
    const parts = slices(file, store.partSize);
    for (const [index, part] of parts.entries()) await store.putPart(uploadId, index + 1, part, { ownerId: OWNER });
    return { key, uploadId, partCount: parts.length };
  };

  it('stores the photo without its GPS and XMP, pixels and orientation intact; the stored hash is of the stored bytes', async () => {
    const photo = await photoWithPosition();
    expect(photo.includes(GPS_POINTER_TAG)).toBe(true);
    const { key, uploadId, partCount } = await uploadParts(photo, 'photo', 'jpg');
    expect(partCount).toBeGreaterThan(1);
    const object = await store.completeMultipart(uploadId, { ownerId: OWNER });

    const stored = await bytesOf(store, key);
    expect(stored.includes(GPS_POINTER_TAG)).toBe(false);
    expect(stored.toString('latin1')).not.toContain('GPSLatitude');
    expect(object).toMatchObject({
      key,
      size: stored.length,
      sha256: sha256Hex(stored),
      contentType: 'image/jpeg',
      purpose: 'photo',
    });
    expect(object.sha256).not.toBe(sha256Hex(photo));
    expect(await store.statObject(key)).toMatchObject({ size: stored.length, sha256: sha256Hex(stored) });
    expect((await sharp(stored).metadata()).orientation).toBe(6);
    expect((await sharp(stored).raw().toBuffer()).equals(await sharp(photo).raw().toBuffer())).toBe(true);

    // A repeated completion answers the same stored object.
    expect(await store.completeMultipart(uploadId, { ownerId: OWNER })).toEqual(object);
  });

  it('checks the client’s hash first: a photo whose bytes changed on the way is refused as before', async () => {
    const photo = await photoWithPosition(200, 100);
    const key = `photo/strip-${++counter}.jpg`;
    const { uploadId } = await store.createMultipart(
      { key, contentType: 'image/jpeg', size: photo.length, sha256: sha256Hex(photo), purpose: 'photo' },
      { ownerId: OWNER },
    );
    const damaged = Buffer.from(photo);
    damaged.writeUInt8(damaged.readUInt8(damaged.length - 10) ^ 0xff, damaged.length - 10);
    await store.putPart(uploadId, 1, damaged, { ownerId: OWNER });
    await expect(store.completeMultipart(uploadId, { ownerId: OWNER })).rejects.toMatchObject({
      code: StorageErrorCode.hashMismatch,
    });
  });

  it('refuses a "photo" whose structure cannot be walked (42002), stores nothing, and keeps the upload open', async () => {
    const { key, uploadId } = await uploadParts(jpeg(4096), 'photo', 'jpg');
    await expect(store.completeMultipart(uploadId, { ownerId: OWNER })).rejects.toMatchObject({
      code: StorageErrorCode.contentNotAllowed,
    });
    expect(await store.statObject(key)).toBeNull();
    expect((await store.getUpload(uploadId, { ownerId: OWNER })).status).toBe('open');
  });

  it('leaves other purposes as they were sent (a licence photo, a model)', async () => {
    const licence = await photoWithPosition(300, 200);
    const model = binaryStl(1000);
    for (const [file, purpose, extension] of [
      [licence, 'licence', 'jpg'],
      [model, 'model', 'stl'],
    ] as const) {
      const { key, uploadId } = await uploadParts(file, purpose, extension);
      const object = await store.completeMultipart(uploadId, { ownerId: OWNER });
      expect(object.sha256).toBe(sha256Hex(file));
      expect((await bytesOf(store, key)).equals(file)).toBe(true);
    }
  });
});
