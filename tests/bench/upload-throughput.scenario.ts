// Loaded by upload-throughput.bench.ts through Vite's module runner (the app's sources need its plugins: the Lingui
// macro, extensionless imports). Uploads one model through the outbox's path and times it beside a plain copy.
// The server is the production build in its own process (as `npm start` runs it), or the app in this process.
import 'fake-indexeddb/auto';
import { createHash, randomFillSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { i18n } from '@lingui/core';
import type { TStoredObject } from '../../src/domain/uploads';
import { SITE_VARIANTS } from '../../src/domain/site-variants';
import { createSession } from '../../src/server/auth/sessions';
import { loadConfig } from '../../src/server/config';
import { connectDatabase } from '../../src/server/db/connect';
import { addMember, createClinic, createUser, sessionHeaders } from '../../src/server/testing/fixtures';
import { createTestApp } from '../../src/server/testing/test-app';
import { startServer } from '../e2e/support/server.ts';
import { UserDatabase } from '../../src/web/lib/offline/db';
import { acknowledge } from '../../src/web/lib/offline/outbox/outbox';
import { createFetchTransport } from '../../src/web/lib/offline/outbox/testing/fetch-transport';
import { sendUpload } from '../../src/web/lib/offline/outbox/upload-sender';
import { enqueueUpload } from '../../src/web/lib/offline/outbox/uploads';

export type ServerKind = 'built' | 'in-process';

export type UploadBenchFigures = {
  server: ServerKind;
  sizeBytes: number;
  enqueueSeconds: number;
  uploadSeconds: number;
  copySeconds: number;
  copyFsyncSeconds: number;
};

const CHUNK = 16 * 1024 * 1024;

/** A valid binary STL (84 + 50·n bytes) of random facets, about `bytes` long, written in chunks. */
function writeModel(file: string, bytes: number): { size: number; sha256: string } {
  const facets = Math.floor((bytes - 84) / 50);
  const size = 84 + 50 * facets;
  const hash = createHash('sha256');
  const fd = fs.openSync(file, 'w');
  const header = Buffer.alloc(84, 0x20);
  header.write('cuspid benchmark model', 0, 'latin1');
  header.writeUInt32LE(facets, 80);
  fs.writeSync(fd, header);
  hash.update(header);
  const chunk = Buffer.alloc(CHUNK);
  for (let written = 84; written < size; written += CHUNK) {
    const piece = chunk.subarray(0, Math.min(CHUNK, size - written));
    randomFillSync(piece);
    fs.writeSync(fd, piece);
    hash.update(piece);
  }
  fs.closeSync(fd);
  return { size, sha256: hash.digest('hex') };
}

const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

/** A server to upload to, with a signed-in clinic doctor's headers. */
type Target = { origin: string; headers: Record<string, string>; close: () => Promise<void> };

/** The production build on a free port; the doctor and the session are written straight into its database. */
async function builtServer(): Promise<Target> {
  const server = await startServer();
  const config = loadConfig({ APP_MODE: 'test', DATA_DIR: server.dataDir });
  const db = connectDatabase(config.database);
  try {
    const user = await createUser(db.kysely);
    const clinicId = await createClinic(db.kysely);
    await addMember(db.kysely, clinicId, user.id, { isDoctor: true });
    const { token } = await createSession(db.kysely, { userId: user.id, clinicId });
    return {
      origin: server.url,
      headers: { cookie: `${SITE_VARIANTS[config.siteVariant].tokenCookie}=${token}`, language: 'EN' },
      close: server.stop,
    };
  } finally {
    await db.close();
  }
}

/** The app in this process (shares the thread with the client: slower, but needs no build). */
async function inProcessServer(dataDir: string): Promise<Target> {
  const t = await createTestApp('sqlite', { env: { DATA_DIR: dataDir } });
  const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const kysely = t.database.db.kysely;
  const user = await createUser(kysely);
  const clinicId = await createClinic(kysely);
  await addMember(kysely, clinicId, user.id, { isDoctor: true });
  return { origin, headers: { ...(await sessionHeaders(t.app, user.id, clinicId)), language: 'EN' }, close: t.close };
}

export async function runUploadBenchmark(bytes: number, server: ServerKind): Promise<UploadBenchFigures> {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cuspid-upload-bench-'));
  let target: Target | null = null;
  try {
    const source = path.join(work, 'model.stl');
    const model = writeModel(source, bytes);

    // The baseline: the same file copied by the operating system, once as is, once made durable like the store's.
    let start = process.hrtime.bigint();
    fs.copyFileSync(source, path.join(work, 'copy.stl'));
    const copySeconds = seconds(start);
    start = process.hrtime.bigint();
    fs.copyFileSync(source, path.join(work, 'copy-durable.stl'));
    const fd = fs.openSync(path.join(work, 'copy-durable.stl'), 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    const copyFsyncSeconds = seconds(start);

    target = server === 'built' ? await builtServer() : await inProcessServer(path.join(work, 'data'));
    const transport = createFetchTransport(target.origin, target.headers);
    const db = new UserDatabase(`upload-bench-${process.pid}`);
    start = process.hrtime.bigint();
    const item = await enqueueUpload(db, {
      file: await fs.openAsBlob(source),
      fileName: 'benchmark.stl',
      purpose: 'model',
      group: 'patient:1',
      label: { action: 'Upload model', subject: 'benchmark.stl' },
    });
    const enqueueSeconds = seconds(start);

    start = process.hrtime.bigint();
    const answer = await sendUpload(db, item, { transport });
    const uploadSeconds = seconds(start);
    if (answer.outcome !== 'ok') throw new Error(`The upload failed: ${JSON.stringify(answer)}`);
    const stored = answer.data as TStoredObject;
    if (stored.sha256 !== model.sha256 || stored.size !== model.size)
      throw new Error('The stored file differs from the original');
    await acknowledge(db, item, stored);
    if ((await db.uploadParts.count()) !== 0) throw new Error('Parts were left on the device');
    db.close();
    return { server, sizeBytes: model.size, enqueueSeconds, uploadSeconds, copySeconds, copyFsyncSeconds };
  } finally {
    await target?.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
