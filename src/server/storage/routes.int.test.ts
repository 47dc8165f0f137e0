import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD } from '../../domain/constants';
import { IDEMPOTENCY_HEADER } from '../../domain/services';
import { DATABASE_KINDS } from '../testing/test-database';
import { LocalDiskStore } from './local-disk-store';
import type { OwnerContext, UploadPart } from './object-store';
import { UPLOAD_GRANT_HEADER } from './routes';
import { StorageErrorCode } from './storage-errors';
import {
  TEST_PRINCIPAL_HEADER,
  binaryStl,
  createStorageTestApp,
  filesUnder,
  png,
  sha256Hex,
  slices,
  type StorageTestApp,
} from './testing';

const PART = UPLOAD.multipartPartSizeBytes;
const BASE = '/api/emr/oss/multipart';
const ALICE = { [TEST_PRINCIPAL_HEADER]: 'user:alice' };
const BOB = { [TEST_PRINCIPAL_HEADER]: 'user:bob' };

/** Remembers the last part write, so a test can wait for the server to finish with a dropped request. */
class ObservedStore extends LocalDiskStore {
  lastPut: Promise<UploadPart> | null = null;
  override putPart(uploadId: string, partNumber: number, body: Readable | Buffer, context?: OwnerContext) {
    this.lastPut = super.putPart(uploadId, partNumber, body, context);
    return this.lastPut;
  }
}

describe.each(DATABASE_KINDS)('storage routes on %s', (kind) => {
  let t: StorageTestApp;
  const model = binaryStl(210_000); // 3 parts
  const parts = slices(model, PART);

  beforeAll(async () => {
    t = await createStorageTestApp(kind, { makeStore: (args) => new ObservedStore(args) });
  });
  afterAll(async () => t.close());

  const create = (body: object, headers: Record<string, string> = ALICE) =>
    t.app.inject({ method: 'POST', url: BASE, headers, payload: body });
  const createModel = async (file = model) => {
    const response = await create({
      purpose: 'model',
      fileName: 'upper-jaw.stl',
      contentType: 'model/stl',
      size: file.length,
      sha256: sha256Hex(file),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as { uploadId: string; key: string; partSize: number; partCount: number };
  };
  const putPart = (uploadId: string, n: number, body: Buffer, headers: Record<string, string> = ALICE) =>
    t.app.inject({
      method: 'PUT',
      url: `${BASE}/${uploadId}/parts/${n}`,
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: body,
    });
  const listParts = (uploadId: string, headers: Record<string, string> = ALICE) =>
    t.app.inject({ method: 'GET', url: `${BASE}/${uploadId}/parts`, headers });
  const complete = (uploadId: string, headers: Record<string, string> = ALICE) =>
    t.app.inject({ method: 'POST', url: `${BASE}/${uploadId}/complete`, headers });

  it('answers getSts (both paths) with what the browser needs to upload to the local store', async () => {
    for (const url of ['/api/emr/oss/getSts/web', '/api/emr/obs/getSts']) {
      const response = await t.app.inject({ url, headers: ALICE });
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data).toMatchObject({ provider: 'local', uploadBase: BASE, partSize: 5_242_880 });
      expect(t.links.verifyUploadGrant(data.grant)).toEqual({ verdict: 'ok', principalId: 'user:alice' });
      expect(data.expiresAt).toBeGreaterThan(Date.now());
    }
  });

  it('appear in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject('/api/openapi.json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/emr/oss/getSts/web',
        '/api/emr/obs/getSts',
        `${BASE}/`,
        `${BASE}/{uploadId}/parts/{partNumber}`,
        `${BASE}/{uploadId}/complete`,
        '/api/emr/oss/object/{*}',
      ]),
    );
  });

  it('refuses anonymous callers', async () => {
    expect((await t.app.inject({ url: '/api/emr/oss/getSts/web' })).json().code).toBe(401);
    const response = await create({ purpose: 'photo', fileName: 'a.png', size: 10, sha256: 'a'.repeat(64) }, {});
    expect(response.statusCode).toBe(401);
  });

  it('runs the whole story: create, parts out of order, a part re-sent, list, complete, read through the signed link', async () => {
    const idempotencyKey = randomUUID();
    const created = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: { ...ALICE, [IDEMPOTENCY_HEADER]: idempotencyKey },
      payload: {
        purpose: 'model',
        fileName: 'Upper Jaw.STL',
        contentType: 'model/stl',
        size: model.length,
        sha256: sha256Hex(model),
      },
    });
    const { uploadId, key, partCount } = created.json().data;
    expect(partCount).toBe(3);
    expect(key).toMatch(/^model\/[0-9a-f-]{36}\.stl$/);

    expect((await putPart(uploadId, 3, parts[2]!)).json().data).toEqual({
      partNumber: 3,
      size: parts[2]!.length,
      etag: sha256Hex(parts[2]!),
    });
    await putPart(uploadId, 1, parts[0]!);
    await putPart(uploadId, 2, Buffer.alloc(PART)); // a wrong part 2 …
    expect((await putPart(uploadId, 2, parts[1]!)).statusCode).toBe(200); // … replaced

    const listed = (await listParts(uploadId)).json().data;
    expect(listed).toMatchObject({ uploadId, key, status: 'open', size: model.length, partSize: PART, partCount: 3 });
    expect(listed.parts.map((p: UploadPart) => p.etag)).toEqual(parts.map(sha256Hex));

    const done = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${uploadId}/complete`,
      headers: { ...ALICE, [IDEMPOTENCY_HEADER]: `${idempotencyKey}-c` },
    });
    expect(done.statusCode).toBe(200);
    const object = done.json().data;
    expect(object).toMatchObject({
      key,
      size: model.length,
      sha256: sha256Hex(model),
      contentType: 'model/stl',
      purpose: 'model',
    });

    const again = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${uploadId}/complete`,
      headers: { ...ALICE, [IDEMPOTENCY_HEADER]: `${idempotencyKey}-c` },
    });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(done.json());
    expect((await listParts(uploadId)).json().data.status).toBe('completed');

    const read = await t.app.inject({ url: object.url });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('model/stl');
    expect(read.headers['cache-control']).toBe('private, max-age=3600');
    expect(read.headers['content-encoding']).toBeUndefined();
    expect(Number(read.headers['content-length'])).toBe(model.length);
    expect(sha256Hex(read.rawPayload)).toBe(sha256Hex(model));
  });

  it('judges a PNG called .jpg by its bytes', async () => {
    const image = png(300_000);
    const created = (
      await create({
        purpose: 'licence',
        fileName: 'licence.jpg',
        contentType: 'image/jpeg',
        size: image.length,
        sha256: sha256Hex(image),
      })
    ).json().data;
    await putPart(created.uploadId, 1, image);
    const object = (await complete(created.uploadId)).json().data;
    expect(object.contentType).toBe('image/png');
    expect((await t.app.inject({ url: object.url })).headers['content-type']).toBe('image/png');
  });

  it('answers a wrong hash at complete with 42003, stores nothing, and keeps the upload resumable', async () => {
    const { uploadId, key } = await createModel();
    await putPart(uploadId, 1, parts[0]!);
    await putPart(uploadId, 2, parts[0]!); // the wrong bytes, right size
    await putPart(uploadId, 3, parts[2]!);
    const refused = await complete(uploadId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: StorageErrorCode.hashMismatch,
      msg: 'The uploaded file is not identical to the original. Please upload it again.',
    });
    expect(await t.store.statObject(key)).toBeNull();
    expect((await listParts(uploadId)).json().data.status).toBe('open');
    await putPart(uploadId, 2, parts[1]!);
    expect((await complete(uploadId)).json().data.sha256).toBe(sha256Hex(model));
  });

  it('refuses a file over its purpose limit at create with 413', async () => {
    const response = await create({
      purpose: 'id-image',
      fileName: 'id.jpg',
      size: 5 * 1024 * 1024 + 1,
      sha256: 'a'.repeat(64),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: StorageErrorCode.fileTooLarge,
      msg: 'The file is too large (at most 5 MB).',
    });
  });

  it('refuses a part body larger than a part before reading it, and a wrong-size part after', async () => {
    const { uploadId } = await createModel();
    expect((await putPart(uploadId, 1, Buffer.alloc(PART + 64 * 1024 + 1))).statusCode).toBe(413);
    const short = await putPart(uploadId, 1, Buffer.alloc(1000));
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe(StorageErrorCode.partSizeWrong);
    expect((await listParts(uploadId)).json().data.parts).toEqual([]);
  });

  it('keeps an upload to its creator: another principal gets 404', async () => {
    const { uploadId } = await createModel();
    for (const response of [
      await listParts(uploadId, BOB),
      await putPart(uploadId, 1, parts[0]!, BOB),
      await complete(uploadId, BOB),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe(StorageErrorCode.uploadNotFound);
    }
    expect((await t.app.inject({ method: 'DELETE', url: `${BASE}/${uploadId}`, headers: BOB })).statusCode).toBe(404);
  });

  it('aborts an upload', async () => {
    const { uploadId } = await createModel();
    await putPart(uploadId, 1, parts[0]!);
    const aborted = await t.app.inject({ method: 'DELETE', url: `${BASE}/${uploadId}`, headers: ALICE });
    expect(aborted.json()).toMatchObject({ code: 200, data: null });
    expect((await listParts(uploadId)).statusCode).toBe(404);
    expect(filesUnder(`${t.objectsDir}/staging/${uploadId}`)).toEqual([]);
  });

  it('accepts the upload grant in place of the session, and only for its own principal', async () => {
    const { grant } = t.links.signUploadGrant('user:carol');
    const image = png(2000);
    const byGrant = await create(
      { purpose: 'photo', fileName: 'p.png', size: image.length, sha256: sha256Hex(image) },
      { [UPLOAD_GRANT_HEADER]: grant },
    );
    expect(byGrant.statusCode).toBe(200);
    const { uploadId } = byGrant.json().data;
    expect((await putPart(uploadId, 1, image, { [UPLOAD_GRANT_HEADER]: grant })).statusCode).toBe(200);
    expect((await listParts(uploadId, ALICE)).statusCode).toBe(404);

    const mismatch = await listParts(uploadId, { ...ALICE, [UPLOAD_GRANT_HEADER]: grant });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().code).toBe(StorageErrorCode.grantInvalid);
    const expired = t.links.signUploadGrant('user:carol', Date.now() - 3600 * 1000).grant;
    expect((await listParts(uploadId, { [UPLOAD_GRANT_HEADER]: expired })).json().code).toBe(
      StorageErrorCode.grantInvalid,
    );
    expect((await listParts(uploadId, { [UPLOAD_GRANT_HEADER]: `${grant}x` })).statusCode).toBe(403);
  });

  describe('signed read links', () => {
    let url: string;
    let image: Buffer;
    beforeAll(async () => {
      image = png(50_000);
      const stored = await t.store.putObject({ key: 'photo/signed.png', purpose: 'photo', body: image });
      url = t.links.signReadLink(stored.key);
    });

    it('serve the bytes with a valid signature', async () => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(image)).toBe(true);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers.etag).toBe(`"${sha256Hex(image)}"`);
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(String(image.length));
      expect(head.rawPayload.length).toBe(0);
    });

    it('answer a tampered signature, a tampered key or a missing signature with a 401 envelope', async () => {
      const tampered = url.replace(/signature=(.)/, (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`);
      for (const bad of [tampered, url.replace('signed.png', 'other.png'), url.split('?')[0]!]) {
        const response = await t.app.inject({ url: bad });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({
          code: StorageErrorCode.badSignature,
          msg: 'This link is not valid.',
          data: null,
        });
      }
    });

    it('answer an expired link with a 410 envelope', async () => {
      const old = t.links.signReadLink('photo/signed.png', Date.now() - (UPLOAD.signedLinkLifetimeSeconds + 5) * 1000);
      const response = await t.app.inject({ url: old });
      expect(response.statusCode).toBe(410);
      expect(response.json()).toMatchObject({ code: StorageErrorCode.linkExpired, data: null });
    });

    it('answer 404 for a validly signed key that holds nothing', async () => {
      expect((await t.app.inject({ url: t.links.signReadLink('photo/nothing.png') })).statusCode).toBe(404);
    });
  });

  it('does not record a part whose request is cut off midway (a real socket), and takes it when re-sent', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { uploadId } = await createModel();
    const observed = t.store as ObservedStore;
    observed.lastPut = null;
    await new Promise<void>((resolve) => {
      const request = http.request(`${address}${BASE}/${uploadId}/parts/1`, {
        method: 'PUT',
        headers: { ...ALICE, 'content-type': 'application/octet-stream', 'content-length': String(PART) },
      });
      request.on('error', () => resolve());
      request.write(parts[0]!.subarray(0, PART / 2), () => setTimeout(() => request.destroy(), 50));
    });
    await expect.poll(() => observed.lastPut !== null).toBe(true);
    await expect(observed.lastPut).rejects.toBeDefined();
    expect((await listParts(uploadId)).json().data.parts).toEqual([]);
    expect(filesUnder(`${t.objectsDir}/staging/${uploadId}`)).toEqual([]);

    const resent = await fetch(`${address}${BASE}/${uploadId}/parts/1`, {
      method: 'PUT',
      headers: { ...ALICE, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(parts[0]!),
    });
    expect((await resent.json()).data.etag).toBe(sha256Hex(parts[0]!));
  });
});
