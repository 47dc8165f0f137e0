import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Db } from '../db/connect';
import { up as createStorageTables } from '../db/migrations/0003-objects';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { DatabaseKind } from '../testing/test-database';
import type { LocalDiskStore } from './local-disk-store';
import type { SignedLinks } from './signed-links';

/** Test requests may name their principal in this header instead of signing in. */
export const TEST_PRINCIPAL_HEADER = 'x-test-principal';

/** Creates migration 0003's tables unless the registered migrations already did (they do now: kept for callers). */
export async function ensureStorageTables(db: Db): Promise<void> {
  try {
    await db.kysely.selectFrom('objects').select('key').limit(1).execute();
  } catch {
    await createStorageTables(db.kysely as unknown as Kysely<unknown>);
  }
}

export type StorageTestApp = TestApp & { store: LocalDiskStore; links: SignedLinks; objectsDir: string };

/** The real app on a fresh database and data folder, with the storage routes under /api/emr. */
export async function createStorageTestApp(
  kind: DatabaseKind,
  options: {
    makeStore?: (args: ConstructorParameters<typeof LocalDiskStore>[0]) => LocalDiskStore;
    /** More configuration (e.g. PUBLIC_IMAGE_HOST). */
    env?: Record<string, string>;
  } = {},
): Promise<StorageTestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuspid-objects-'));
  const t = await createTestApp(kind, {
    env: { ...options.env, DATA_DIR: dataDir },
    ...(options.makeStore ? { makeObjectStore: options.makeStore } : {}),
    beforeRoutes: (app: FastifyInstance) => {
      // Test requests may name their principal in a header instead of signing in.
      app.addHook('onRequest', async (request) => {
        const principal = request.headers[TEST_PRINCIPAL_HEADER];
        if (typeof principal === 'string') request.principalId = principal;
      });
    },
  });
  return {
    ...t,
    store: t.app.objectStore as LocalDiskStore,
    links: t.app.signedLinks,
    objectsDir: t.config.objectsDir,
    close: async () => {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function sha256Hex(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** A binary STL of `facets` random triangles: 84 + 50·n bytes. */
export function binaryStl(facets: number): Buffer {
  const bytes = randomBytes(84 + 50 * facets);
  bytes.fill(0x20, 0, 80);
  bytes.write('cuspid test model', 0, 'latin1');
  bytes.writeUInt32LE(facets, 80);
  return bytes;
}

/** A PNG of exactly `size` bytes (signature, IHDR, then filler: the check reads the head). */
export function png(size = 1024): Buffer {
  const bytes = Buffer.alloc(size, 0x11);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(640, 16);
  bytes.writeUInt32BE(480, 20);
  return bytes;
}

/** A JPEG of exactly `size` bytes: SOI + APP0 marker, filler, EOI. */
export function jpeg(size = 1024): Buffer {
  const bytes = Buffer.alloc(size, 0x22);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(bytes, 0);
  bytes[size - 2] = 0xff;
  bytes[size - 1] = 0xd9;
  return bytes;
}

/** The parts a client would send: `partSize` slices. */
export function slices(file: Buffer, partSize: number): Buffer[] {
  const parts: Buffer[] = [];
  for (let offset = 0; offset < file.length; offset += partSize) parts.push(file.subarray(offset, offset + partSize));
  return parts;
}

/** Every file under `dir` (relative paths), [] if it does not exist. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}
