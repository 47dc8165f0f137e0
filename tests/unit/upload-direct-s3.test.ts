// The outbox's upload path against the S3 store (a local S3-protocol server): the parts go from the device straight
// to the store through presigned URLs, a part cut off midway is sent again on resume, the server checks the whole
// file's SHA-256 at completion, and the signed read link leads to a presigned link of the store.
import 'fake-indexeddb/auto';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { i18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD } from '../../src/domain/constants';
import type { TStoredObject } from '../../src/domain/uploads';
import { createObjectStore } from '../../src/server/storage/create-store';
import { startLocalS3, type LocalS3 } from '../../src/server/storage/testing-s3';
import { addMember, createClinic, createUser, sessionHeaders } from '../../src/server/testing/fixtures';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { UserDatabase } from '../../src/web/lib/offline/db';
import { createFetchTransport } from '../../src/web/lib/offline/outbox/testing/fetch-transport';
import type { PartRequest, Transport } from '../../src/web/lib/offline/outbox/types';
import { sendUpload } from '../../src/web/lib/offline/outbox/upload-sender';
import { enqueueUpload } from '../../src/web/lib/offline/outbox/uploads';

const PART = UPLOAD.multipartPartSizeBytes;
const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

function binaryStl(facets: number): Buffer {
  const file = randomBytes(84 + 50 * facets);
  file.fill(0x20, 0, 80);
  file.writeUInt32LE(facets, 80);
  return file;
}

// The kill points below count the transport's calls in order, so these runs send one part at a time (`partSlots: 1`);
// parallel slots, and a cut re-sending at most one part per slot, are upload-sender.test.ts's and the upload-link bench's.
describe('uploads straight to an S3 store', { timeout: 60_000 }, () => {
  let s3: LocalS3;
  let t: TestApp;
  let dataDir: string;
  let origin: string;
  let transport: Transport;
  let deviceUser: string;

  beforeAll(async () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    s3 = await startLocalS3();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuspid-direct-s3-'));
    t = await createTestApp('sqlite', {
      env: { DATA_DIR: dataDir },
      makeObjectStore: (args) => createObjectStore({ objectStore: s3.config, objectsDir: args.dir }, args.db),
    });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const db = t.database.db.kysely;
    const user = await createUser(db);
    const clinicId = await createClinic(db);
    await addMember(db, clinicId, user.id, { isDoctor: true });
    deviceUser = String(user.id);
    transport = createFetchTransport(origin, { ...(await sessionHeaders(t.app, user.id, clinicId)), language: 'EN' });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends every part to the store itself, resumes a part cut off midway, and reads back the same bytes', async () => {
    const model = binaryStl(Math.floor((2 * PART + 9_999) / 50));
    const db = new UserDatabase(deviceUser);
    const item = await enqueueUpload(db, {
      file: new Blob([new Uint8Array(model)]),
      fileName: 'scan.stl',
      purpose: 'model',
      group: 'patient:1',
      label: { action: 'Upload model', subject: 'scan.stl' },
    });

    // First attempt: part 2 is cut off when half of it has left; the device keeps it.
    const seen: PartRequest[] = [];
    const cutting: Transport = {
      json: (request) => transport.json(request),
      putPart: async (request) => {
        seen.push(request);
        if (request.partNumber !== 2) return transport.putPart(request);
        const controller = new AbortController();
        await transport
          .putPart({
            ...request,
            signal: controller.signal,
            onProgress: (sent) => sent >= request.body.size / 2 && controller.abort(),
          })
          .catch(() => undefined);
        throw new Error('the tab closed');
      },
    };
    await expect(sendUpload(db, item, { partSlots: 1, transport: cutting })).rejects.toThrow('the tab closed');
    expect(seen.every((request) => request.directUrl?.startsWith(s3.config.endpoint ?? '-') && !request.grant)).toBe(
      true,
    );
    expect((await db.uploads.get(item.uploadId))?.confirmedParts).toEqual([1]);

    const answer = await sendUpload(db, item, { partSlots: 1, transport });
    expect(answer.outcome).toBe('ok');
    const stored = (answer as { data: TStoredObject }).data;
    expect(stored.sha256).toBe(sha256(model));
    expect(await db.uploadParts.count()).toBe(0);

    const link = await fetch(new URL(stored.url, origin), { redirect: 'manual' });
    expect(link.status).toBe(302);
    const presigned = link.headers.get('location') ?? '';
    expect(new URL(presigned).searchParams.get('X-Amz-Expires')).toBe('3600');
    const read = await fetch(presigned);
    expect(sha256(new Uint8Array(await read.arrayBuffer()))).toBe(sha256(model));
    db.close();
  });
});
