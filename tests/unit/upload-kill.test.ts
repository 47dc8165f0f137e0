// The upload kill test (issue 4, Proof): the client is stopped at every step of an upload (before each request, after
// the server applied it but before the answer arrived, and in the middle of each part's body), its database is opened
// again as after a reload, and the upload resumes. Every time the server ends up holding the file exactly once, with
// the original's SHA-256, and no part is left on the device.
import 'fake-indexeddb/auto';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { i18n } from '@lingui/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { UPLOAD } from '../../src/domain/constants';
import { UPLOAD_PURPOSE_NAMES, type TStoredObject, type UploadPurposeName } from '../../src/domain/uploads';
import { addMember, createClinic, createUser, sessionHeaders } from '../../src/server/testing/fixtures';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { storageDb } from '../../src/server/storage/object-store';
import { PURPOSE_NAMES, type Purpose } from '../../src/server/storage/purposes';
import { UserDatabase } from '../../src/web/lib/offline/db';
import { acknowledge } from '../../src/web/lib/offline/outbox/outbox';
import { createFetchTransport } from '../../src/web/lib/offline/outbox/testing/fetch-transport';
import type {
  PartRequest,
  Transport,
  TransportAnswer,
  TransportRequest,
  UploadItem,
} from '../../src/web/lib/offline/outbox/types';
import { sendUpload, uploadSendMessages } from '../../src/web/lib/offline/outbox/upload-sender';
import { EnqueueUploadError, enqueueUpload } from '../../src/web/lib/offline/outbox/uploads';

const PART = UPLOAD.multipartPartSizeBytes;

/** A valid binary STL of random facets, about `bytes` long (84 + 50·n). */
function binaryStl(bytes: number): Buffer {
  const facets = Math.floor((bytes - 84) / 50);
  const file = randomBytes(84 + 50 * facets);
  file.fill(0x20, 0, 80);
  file.write('cuspid kill test', 0, 'latin1');
  file.writeUInt32LE(facets, 80);
  return file;
}

/** A real PNG of noise (the server walks a photo's chunks to strip location data), large enough for two parts. */
function noisyPng(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

const sha256 = (data: Buffer | Uint8Array) => createHash('sha256').update(data).digest('hex');

class Killed extends Error {}

type KillPoint = { call: number; moment: 'before' | 'after' | 'mid-part' };

/**
 * Stops the client at one point: before its n-th request leaves, after the server answered it (the answer is lost),
 * or, for a part, when half its body has left (the request is cut off).
 */
function killingTransport(inner: Transport, point: KillPoint): Transport & { calls: number } {
  const wrapped = {
    calls: 0,
    async json(request: TransportRequest): Promise<TransportAnswer> {
      return step(() => inner.json(request), false);
    },
    async putPart(request: PartRequest): Promise<TransportAnswer> {
      const index = wrapped.calls;
      if (index !== point.call || point.moment !== 'mid-part') return step(() => inner.putPart(request), true);
      wrapped.calls += 1;
      const controller = new AbortController();
      const half = request.body.size / 2;
      await inner
        .putPart({ ...request, signal: controller.signal, onProgress: (sent) => sent >= half && controller.abort() })
        .catch(() => undefined);
      throw new Killed(`killed in the middle of part ${request.partNumber}`);
    },
  };
  async function step(call: () => Promise<TransportAnswer>, isPart: boolean): Promise<TransportAnswer> {
    const index = wrapped.calls;
    wrapped.calls += 1;
    if (index !== point.call || (point.moment === 'mid-part' && !isPart)) return call();
    if (point.moment === 'before') throw new Killed(`killed before call ${index}`);
    await call();
    throw new Killed(`killed after call ${index}, its answer lost`);
  }
  return wrapped;
}

/** Counts the calls of a clean run (to know every point to stop at). */
function countingTransport(inner: Transport): Transport & { calls: Array<'json' | 'part'> } {
  const calls: Array<'json' | 'part'> = [];
  return {
    calls,
    json: (request) => (calls.push('json'), inner.json(request)),
    putPart: (request) => (calls.push('part'), inner.putPart(request)),
  };
}

// Each story moves about 16 MB through a real server that fsyncs every part: slower than the default 5 s on a busy machine.
// The kill points below count the transport's calls in order, so these runs send one part at a time (`partSlots: 1`);
// parallel slots, and a cut re-sending at most one part per slot, are upload-sender.test.ts's and the upload-link bench's.
describe(
  'an upload stopped at any point resumes, and the server holds the file once, whole',
  { timeout: 60_000 },
  () => {
    let t: TestApp;
    let dataDir: string;
    let transport: Transport;
    let origin: string;
    let userId: string;
    let databaseCount = 0;

    beforeAll(async () => {
      i18n.loadAndActivate({ locale: 'en', messages: {} });
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuspid-upload-kill-'));
      t = await createTestApp('sqlite', { env: { DATA_DIR: dataDir } });
      origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const db = t.database.db.kysely;
      const user = await createUser(db);
      const clinicId = await createClinic(db);
      await addMember(db, clinicId, user.id, { isDoctor: true });
      userId = String(user.id);
      transport = createFetchTransport(origin, { ...(await sessionHeaders(t.app, user.id, clinicId)), language: 'EN' });
    });
    afterAll(async () => {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    /** A fresh device database for one story (fake-indexeddb keeps it across `new UserDatabase` like a browser). */
    function newDeviceUser(): string {
      databaseCount += 1;
      return `${userId}-${databaseCount}`;
    }

    async function enqueueFile(
      deviceUser: string,
      bytes: Buffer,
      purpose: UploadPurposeName,
      fileName: string,
    ): Promise<UploadItem> {
      const db = new UserDatabase(deviceUser);
      const item = await enqueueUpload(db, {
        file: new Blob([new Uint8Array(bytes)]),
        fileName,
        purpose,
        group: 'patient:17',
        label: { action: 'Upload model', subject: fileName },
      });
      db.close();
      return item;
    }

    /** Resumes as after a reload: a new database connection, the item as stored, the clean transport. */
    async function resume(
      deviceUser: string,
      itemId: string,
      via: Transport = transport,
    ): Promise<{ answer: TransportAnswer; db: UserDatabase; item: UploadItem }> {
      const db = new UserDatabase(deviceUser);
      const item = await db.outbox.where('id').equals(itemId).first();
      if (item?.kind !== 'upload') throw new Error(`no upload item ${itemId}`);
      return { answer: await sendUpload(db, item, { partSlots: 1, transport: via }), db, item };
    }

    async function storedObjects(hash: string) {
      const kysely = storageDb(t.database.db.kysely);
      const uploads = await kysely.selectFrom('multipart_uploads').selectAll().where('sha256', '=', hash).execute();
      const objects = await kysely.selectFrom('objects').selectAll().where('sha256', '=', hash).execute();
      return { uploads, objects };
    }

    async function expectDelivered(item: UploadItem, answer: TransportAnswer, original: Buffer, db: UserDatabase) {
      expect(answer.outcome).toBe('ok');
      const stored = (answer as { data: TStoredObject }).data;
      expect(stored.sha256).toBe(sha256(original));
      // Read back through the signed link: the bytes themselves, not only the record.
      const read = await fetch(new URL(stored.url, origin));
      expect(read.status).toBe(200);
      expect(sha256(new Uint8Array(await read.arrayBuffer()))).toBe(sha256(original));
      const { uploads, objects } = await storedObjects(sha256(original));
      expect(objects).toHaveLength(1);
      expect(uploads).toHaveLength(1);
      expect(uploads[0]?.status).toBe('completed');
      expect(await db.uploadParts.where('uploadId').equals(item.uploadId).count()).toBe(0);
      await acknowledge(db, item, stored);
      expect(await db.uploads.get(item.uploadId)).toBeUndefined();
      expect(await db.outbox.count()).toBe(0);
      db.close();
    }

    it('the domain and the server know the same purposes', () => {
      expectTypeOf<UploadPurposeName>().toEqualTypeOf<Purpose>();
      expect([...UPLOAD_PURPOSE_NAMES].sort()).toEqual([...PURPOSE_NAMES].sort());
    });

    it('a clean run: 3 full parts and a remainder, then the points to stop at', async () => {
      const model = binaryStl(3 * PART + 12_345);
      const deviceUser = newDeviceUser();
      const item = await enqueueFile(deviceUser, model, 'model', 'upper-jaw.stl');
      const db = new UserDatabase(deviceUser);
      expect(await db.uploadParts.where('uploadId').equals(item.uploadId).count()).toBe(4);
      db.close();
      const counting = countingTransport(transport);
      const { answer, db: reopened } = await resume(deviceUser, item.id, counting);
      // grant, create, list, four parts, complete
      expect(counting.calls).toEqual(['json', 'json', 'json', 'part', 'part', 'part', 'part', 'json']);
      await expectDelivered(item, answer, model, reopened);
    });

    const CALLS = 8;
    const points: KillPoint[] = [];
    for (let call = 0; call < CALLS; call += 1) {
      points.push({ call, moment: 'before' }, { call, moment: 'after' });
      if (call >= 3 && call <= 6) points.push({ call, moment: 'mid-part' });
    }

    it.each(points)('stopped at call $call ($moment), reopened and resumed', async (point) => {
      const model = binaryStl(3 * PART + 4_321);
      const deviceUser = newDeviceUser();
      const item = await enqueueFile(deviceUser, model, 'model', 'lower-jaw.stl');
      const killer = killingTransport(transport, point);
      const first = new UserDatabase(deviceUser);
      await expect(sendUpload(first, item, { partSlots: 1, transport: killer })).rejects.toBeInstanceOf(Killed);
      first.close();
      // A part that was cut off, or answered but not counted, is still on the device.
      const { answer, db } = await resume(deviceUser, item.id);
      await expectDelivered(item, answer, model, db);
    });

    it('stopped twice in a row, at different parts, still arrives once', async () => {
      const model = binaryStl(3 * PART + 999);
      const deviceUser = newDeviceUser();
      const item = await enqueueFile(deviceUser, model, 'model', 'scan.stl');
      for (const point of [
        { call: 4, moment: 'mid-part' },
        { call: 4, moment: 'after' },
      ] as const) {
        const db = new UserDatabase(deviceUser);
        const stored = await db.outbox.where('id').equals(item.id).first();
        await expect(
          sendUpload(db, stored as UploadItem, { partSlots: 1, transport: killingTransport(transport, point) }),
        ).rejects.toBeInstanceOf(Killed);
        db.close();
      }
      const { answer, db } = await resume(deviceUser, item.id);
      await expectDelivered(item, answer, model, db);
    });

    it('starts again when the server lost an upload of which nothing was confirmed yet', async () => {
      const model = binaryStl(PART + 500);
      const deviceUser = newDeviceUser();
      const item = await enqueueFile(deviceUser, model, 'model', 'lost.stl');
      // Created, then stopped before the first part; meanwhile the upload is abandoned on the server.
      const db = new UserDatabase(deviceUser);
      await expect(
        sendUpload(db, item, { partSlots: 1, transport: killingTransport(transport, { call: 3, moment: 'before' }) }),
      ).rejects.toBeInstanceOf(Killed);
      const serverUploadId = (await db.uploads.get(item.uploadId))?.serverUploadId as string;
      expect(
        await transport.json({ service: 'emr', method: 'DELETE', path: `/oss/multipart/${serverUploadId}` }),
      ).toMatchObject({ outcome: 'ok' });
      const answer = await sendUpload(db, item, { partSlots: 1, transport });
      expect(answer.outcome).toBe('ok');
      expect((await db.uploads.get(item.uploadId))?.serverUploadId).not.toBe(serverUploadId);
      const { objects } = await storedObjects(sha256(model));
      expect(objects).toHaveLength(1);
      db.close();
    });

    it('says so, and keeps what it has, when the server lost an upload whose confirmed parts are gone from the device', async () => {
      const model = binaryStl(PART + 500);
      const deviceUser = newDeviceUser();
      const item = await enqueueFile(deviceUser, model, 'model', 'half.stl');
      const db = new UserDatabase(deviceUser);
      // The first part is confirmed (its row deleted), then the tab stops before the second.
      await expect(
        sendUpload(db, item, { partSlots: 1, transport: killingTransport(transport, { call: 4, moment: 'before' }) }),
      ).rejects.toBeInstanceOf(Killed);
      const row = await db.uploads.get(item.uploadId);
      expect(row?.confirmedParts).toEqual([1]);
      await transport.json({ service: 'emr', method: 'DELETE', path: `/oss/multipart/${row?.serverUploadId}` });
      const answer = await sendUpload(db, item, { partSlots: 1, transport });
      expect(answer).toEqual({ outcome: 'rejected', code: 42005, msg: i18n._(uploadSendMessages.lostOnServer) });
      expect(await db.uploadParts.where('uploadId').equals(item.uploadId).count()).toBe(1);
      db.close();
    });

    it('takes a photo (PNG) through the purpose check and the same path', async () => {
      const photo = await noisyPng(1400, 1400);
      expect(photo.length).toBeGreaterThan(PART);
      const deviceUser = newDeviceUser();
      const db = new UserDatabase(deviceUser);
      const refusal = enqueueUpload(db, {
        file: new Blob([new Uint8Array(photo)]),
        fileName: 'jaw.png',
        purpose: 'model',
        group: 'patient:17',
        label: { action: 'Upload model', subject: 'jaw.png' },
      });
      await expect(refusal).rejects.toMatchObject({ reason: 'rejected' });
      await expect(refusal).rejects.toBeInstanceOf(EnqueueUploadError);
      expect(await db.uploadParts.count()).toBe(0);
      db.close();
      const item = await enqueueFile(deviceUser, photo, 'photo', 'smile.png');
      const { answer, db: reopened } = await resume(deviceUser, item.id);
      expect(answer).toMatchObject({ outcome: 'ok', data: { purpose: 'photo', contentType: 'image/png' } });
      await expectDelivered(item, answer, photo, reopened);
    });
  },
);
