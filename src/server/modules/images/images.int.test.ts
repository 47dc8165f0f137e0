import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binaryStl, sha256Hex } from '../../storage/testing';
import { expectKeysetEdges } from '../../testing/keyset-edges';
import { DATABASE_KINDS } from '../../testing/test-database';
import { withoutLinkSignatures } from '../../testing/signed-links';
import { thumbnailKeyOf } from './photo-objects';
import {
  cameraPhoto,
  createImagesWorld,
  emr,
  fetchSigned,
  GPS_POINTER_TAG,
  recordPatient,
  redCorner,
  uploadThroughRoutes,
  type ImagesWorld,
} from './test-kit';

/** A PNG made of these chunks (CRCs left zero: neither the upload nor the decoder gets that far). */
function pngOf(width: number, height: number, bitDepth: number, colourType: number, pixelData: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    data.copy(out, 8);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepth;
  header[9] = colourType;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixelData), chunk('IEND', Buffer.alloc(0))]);
}
/** Sound chunks, unsound pixel data: it passes the upload's checks, not the decoder. */
const pngWithBrokenPixels = () => pngOf(64, 64, 8, 2, Buffer.from('definitely not zlib data'));
/** A decompression bomb: 13 000 × 13 000 one-bit pixels (169 MP) in a few kilobytes. */
const pngBomb = () => pngOf(13_000, 13_000, 1, 0, deflateSync(Buffer.alloc((1 + 13_000 / 8) * 13_000)));

describe.each(DATABASE_KINDS)('clinic images on %s', (kind) => {
  let w: ImagesWorld;
  let api: ReturnType<typeof emr>;
  let stageA: number;
  let stageOfOtherPatient: number;
  let photo: Buffer;
  beforeAll(async () => {
    w = await createImagesWorld(kind);
    api = emr(w.t.app);
    const stage = async (patientId: number, name: string) =>
      (
        await api.post('/v1/clinicImage/stage/add', w.doctorA.headers, {
          clinicId: w.clinicA,
          name,
          patientId,
          stageTime: '2025-04-01',
        })
      ).json().data.id as number;
    stageA = await stage(w.patientA, 'Before');
    stageOfOtherPatient = await stage(w.otherPatientA, 'Someone else’s');
    // Landscape pixels, shown portrait (orientation 6), with a position in its EXIF.
    photo = await cameraPhoto({ width: 1200, height: 900, orientation: 6 });
  });
  afterAll(async () => w.t.close());

  const upload = (file = photo, headers = w.doctorA.headers, purpose = 'photo') =>
    uploadThroughRoutes(w.t.app, headers, file, { purpose });
  const addStageOf = async (patientId: number, name: string, stageTime = '2025-04-01') =>
    (
      await api.post('/v1/clinicImage/stage/add', w.doctorA.headers, {
        clinicId: w.clinicA,
        name,
        patientId,
        stageTime,
      })
    ).json().data.id as number;
  const addImage = (body: Record<string, unknown>, headers = w.doctorA.headers) =>
    api.post('/v1/clinicImage/add', headers, {
      clinicId: w.clinicA,
      imageStageId: stageA,
      patientId: w.patientA,
      photoName: 'frontal.jpg',
      toothNo: '',
      type: 1,
      userId: w.doctorA.id,
      version: 0,
      ...body,
    });
  const listImages = (body: Record<string, unknown>, headers = w.doctorA.headers) =>
    api.post('/v1/clinicImage/list', headers, { patientId: w.patientA, ...body });
  const objectCount = async () =>
    Number(
      (
        await w.t.app.db.kysely
          .selectFrom('objects')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('records an uploaded photo: thumbnail made by the server, size as shown, the caller as its user, no location kept', async () => {
    const url = await upload();
    const response = await addImage({ url, toothNo: '11,21', type: 4, userId: 123_456, version: 7 }, w.doctorA.headers);
    expect(response.statusCode, response.body).toBe(200);
    const { code, msg, data } = response.json();
    expect({ code, msg }).toEqual({ code: 200, msg: 'Uploaded successfully.' });
    expect(data).toMatchObject({
      clinicId: w.clinicA,
      imageStageId: stageA,
      patientId: w.patientA,
      photoName: 'frontal.jpg',
      toothNo: '11,21',
      type: 4,
      urlName: url,
      width: 900,
      height: 1200,
      userId: w.doctorA.id,
      version: 0,
      clientId: null,
    });

    // The thumbnail: a JPEG of its own, upright, longest side 320 px.
    const thumbnail = await fetchSigned(w.t.app, data.thumbUrl);
    const thumbMeta = await sharp(thumbnail).metadata();
    expect({ format: thumbMeta.format, width: thumbMeta.width, height: thumbMeta.height }).toEqual({
      format: 'jpeg',
      width: 240,
      height: 320,
    });
    expect(await redCorner(thumbnail)).toBe('top-right');
    expect(await w.t.store.statObject(thumbnailKeyOf(url))).toMatchObject({
      purpose: 'thumbnail',
      ownerId: null,
      contentType: 'image/jpeg',
    });

    // The full photo as stored: its orientation kept, its GPS gone (stripped when the upload completed).
    const stored = await fetchSigned(w.t.app, data.url);
    expect(photo.includes(GPS_POINTER_TAG)).toBe(true);
    expect(stored.includes(GPS_POINTER_TAG)).toBe(false);
    expect((await sharp(stored).metadata()).orientation).toBe(6);
    expect(await sharp(stored).raw().toBuffer()).toEqual(await sharp(photo).raw().toBuffer());
    expect((await w.t.store.statObject(url))?.sha256).toBe(sha256Hex(stored));
  });

  it('records a PNG too', async () => {
    const url = await upload(await cameraPhoto({ width: 200, height: 100, format: 'png' }));
    const data = (await addImage({ url, type: 9 })).json().data;
    expect(data).toMatchObject({ width: 200, height: 100, type: 9 });
    expect((await sharp(await fetchSigned(w.t.app, data.thumbUrl)).metadata()).format).toBe('jpeg');
  });

  describe('what must hold before an image is recorded', () => {
    const refused = async (body: Record<string, unknown>, status: number, code: number, msg?: string) => {
      const before = await objectCount();
      const response = await addImage(body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ code, data: null, ...(msg ? { msg } : {}) });
      expect(await objectCount()).toBe(before); // no thumbnail made for a refused add
    };

    it('the clinic is the caller’s, the patient the clinic’s: else "patient not found"', async () => {
      const url = await upload();
      await refused({ url, clinicId: w.clinicB }, 404, 44001);
      await refused({ url, patientId: w.patientB }, 404, 44001);
    });

    it('the stage is the patient’s (44004), live and the clinic’s (44002)', async () => {
      const url = await upload();
      await refused(
        { url, imageStageId: stageOfOtherPatient },
        400,
        44004,
        'This image stage belongs to another patient.',
      );
      const stageB = (
        await api.post('/v1/clinicImage/stage/add', w.adminB.headers, {
          clinicId: w.clinicB,
          name: 'B',
          patientId: w.patientB,
          stageTime: '2025-01-01',
        })
      ).json().data.id;
      await refused({ url, imageStageId: stageB }, 404, 44002);
      const gone = (
        await api.post('/v1/clinicImage/stage/add', w.doctorA.headers, {
          clinicId: w.clinicA,
          name: 'Gone',
          patientId: w.patientA,
          stageTime: '2025-01-01',
        })
      ).json().data.id;
      await api.post('/v1/clinicImage/stage/delete', w.doctorA.headers, { id: gone });
      await refused({ url, imageStageId: gone }, 404, 44002);
    });

    it('the photo is a completed photo upload of the caller: else "photo missing" (44005)', async () => {
      const message = 'The photo has not finished uploading. Please upload it again.';
      await refused({ url: `photo/${randomUUID()}.jpg` }, 400, 44005, message);
      await refused({ url: await upload(photo, w.nurseA.headers) }, 400, 44005, message); // a colleague's upload
      await refused(
        { url: await upload(await cameraPhoto({ width: 64, height: 64 }), w.doctorA.headers, 'id-image') },
        400,
        44005,
        message,
      );
      await refused({ url: await upload(binaryStl(3), w.doctorA.headers, 'model') }, 400, 44005, message);
      // An upload still open (parts sent, not completed) has no object yet.
      const created = (
        await w.t.app.inject({
          method: 'POST',
          url: '/api/emr/oss/multipart',
          headers: w.doctorA.headers,
          payload: { purpose: 'photo', fileName: 'a.jpg', size: photo.length, sha256: sha256Hex(photo) },
        })
      ).json().data;
      await refused({ url: created.key }, 400, 44005, message);
      // Another user's thumbnail is no photo of the caller either.
      const thumbKey = thumbnailKeyOf((await addImage({ url: await upload() })).json().data.urlName);
      await refused({ url: thumbKey }, 400, 44005, message);
    });

    it('a photo the decoder cannot read, or one with too many pixels, is 44007', async () => {
      for (const file of [pngWithBrokenPixels(), pngBomb()]) {
        const url = await upload(file);
        await refused({ url }, 400, 44007, 'This photo could not be read as an image.');
      }
    });

    it.each(['', '11', '11,21,48', '51,85', '18,28,38,48'])('takes the tooth numbers %j', async (toothNo) => {
      const response = await addImage({ url: await upload(), toothNo });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.toothNo).toBe(toothNo);
    });

    it.each(['19', '10', '49', '86', '90', '11,', ',11', '11 21', '11;21', 'UR1'])(
      'refuses the tooth numbers %j',
      async (toothNo) => {
        const response = await addImage({ url: 'photo/none.jpg', toothNo });
        expect(response.statusCode).toBe(400);
        expect(response.json().msg).toBe(
          'Enter tooth numbers in FDI notation (11-48, 51-85), separated by commas. (toothNo)',
        );
      },
    );

    it.each([0, 11, 98, 100, '1'])('refuses the photo type %j', async (type) => {
      const response = await addImage({ url: 'photo/none.jpg', type });
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe('Choose a valid photo type. (type)');
    });
  });

  it('makes one image of a client id delivered twice (also at the same moment), and does no image work for a repeat', async () => {
    const clientId = `image-${randomUUID()}`;
    const url = await upload();
    const first = (await addImage({ url, clientId })).json();
    const objects = await objectCount();
    const again = (await addImage({ url, clientId })).json();
    // The same image; its read links are signed afresh for each answer, so a second boundary may change them.
    expect(withoutLinkSignatures(again)).toEqual(withoutLinkSignatures(first));
    expect(await objectCount()).toBe(objects);

    const together = `image-${randomUUID()}`;
    const url2 = await upload();
    const answers = await Promise.all([
      addImage({ url: url2, clientId: together }),
      addImage({ url: url2, clientId: together }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(new Set(answers.map((r) => r.json().data.id)).size).toBe(1);
    const rows = await w.t.app.db.kysely
      .selectFrom('clinic_images')
      .select('id')
      .where('client_id', 'in', [clientId, together])
      .execute();
    expect(rows).toHaveLength(2);

    await api.post('/v1/clinicImage/delete', w.doctorA.headers, { id: first.data.id });
    const afterDelete = await addImage({ url, clientId });
    expect(afterDelete.statusCode).toBe(404);
    expect(afterDelete.json().code).toBe(44003);
  });

  describe('list', () => {
    let listPatient: number;
    let ids: { before: number[]; after: number[] };
    let stages: { before: number; after: number };
    beforeAll(async () => {
      listPatient = w.otherPatientA;
      const stage = async (name: string) =>
        (
          await api.post('/v1/clinicImage/stage/add', w.doctorA.headers, {
            clinicId: w.clinicA,
            name,
            patientId: listPatient,
            stageTime: '2025-02-01',
          })
        ).json().data.id as number;
      stages = { before: await stage('Before'), after: await stage('After') };
      const small = await cameraPhoto({ width: 64, height: 48 });
      const add = async (imageStageId: number, type: number) =>
        (await addImage({ url: await upload(small), imageStageId, patientId: listPatient, type })).json().data
          .id as number;
      ids = {
        before: [await add(stages.before, 1), await add(stages.before, 4)],
        after: [await add(stages.after, 1), await add(stages.after, 4)],
      };
      const deleted = await add(stages.after, 1);
      await api.post('/v1/clinicImage/delete', w.doctorA.headers, { id: deleted });
    });

    it('lists the patient’s live images in the order recorded, each with fresh signed links', async () => {
      const response = await listImages({ patientId: listPatient }, w.nurseA.headers);
      expect(response.statusCode).toBe(200);
      const images = response.json().data.list as { id: number; url: string; thumbUrl: string; urlName: string }[];
      expect(images.map((i) => i.id)).toEqual([...ids.before, ...ids.after].reverse());
      for (const image of images) {
        expect(image.url).toContain(image.urlName);
        expect(image.url).toMatch(/[?&]signature=/);
        expect((await w.t.app.inject({ url: image.thumbUrl })).statusCode).toBe(200);
      }
    });

    it('filters by stage and by type', async () => {
      const ofStage = (await listImages({ patientId: listPatient, imageStageId: stages.after })).json().data.list;
      expect(ofStage.map((i: { id: number }) => i.id)).toEqual([...ids.after].reverse());
      const ofType = (await listImages({ patientId: listPatient, type: 4 })).json().data.list;
      expect(ofType.map((i: { id: number }) => i.id)).toEqual([ids.after[1], ids.before[1]]);
      const both = (await listImages({ patientId: listPatient, imageStageId: stages.before, type: 1 })).json().data
        .list;
      expect(both.map((i: { id: number }) => i.id)).toEqual([ids.before[0]]);
      // A stage of another patient filters to nothing rather than showing its images.
      expect((await listImages({ patientId: w.patientA, imageStageId: stages.before })).json().data).toEqual({
        list: [],
        earlier: null,
      });
    });

    it('pages the patient’s images newest first, at the edges of a page', async () => {
      const patientId = await recordPatient(w.t.app, w.clinicA, w.doctorA.id, 'Paged Images');
      const imageStageId = await addStageOf(patientId, 'Paged');
      const small = await cameraPhoto({ width: 64, height: 48 });
      await expectKeysetEdges({
        add: async () =>
          (await addImage({ url: await upload(small), imageStageId, patientId })).json().data.id as number,
        remove: async (id) => {
          expect((await api.post('/v1/clinicImage/delete', w.doctorA.headers, { id })).statusCode).toBe(200);
        },
        page: (query) => listImages({ patientId, ...query }),
      });
    });

    it('answers "patient not found" for another clinic’s patient', async () => {
      const response = await listImages({ patientId: listPatient }, w.adminB.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe(44001);
    });
  });

  describe('delete', () => {
    it('deletes an image ("Deleted successfully."); a repeated delete succeeds; the row is kept', async () => {
      const image = (await addImage({ url: await upload() })).json().data;
      const deleted = await api.post('/v1/clinicImage/delete', w.nurseA.headers, { id: image.id });
      expect(deleted.json()).toEqual({ code: 200, msg: 'Deleted successfully.', data: null, extra: null });
      expect((await listImages({})).json().data.list.map((i: { id: number }) => i.id)).not.toContain(image.id);
      const again = await api.post('/v1/clinicImage/delete', w.nurseA.headers, { id: image.id });
      expect(again.json()).toEqual({ code: 200, msg: 'Deleted successfully.', data: null, extra: null });
      const row = await w.t.app.db.kysely
        .selectFrom('clinic_images')
        .select(['deleted_at', 'object_key'])
        .where('id', '=', image.id)
        .executeTakeFirstOrThrow();
      expect(row.deleted_at).not.toBeNull();
      expect(await w.t.store.statObject(row.object_key)).not.toBeNull();
    });

    it('answers 410 (42011) at once for the signed links of a deleted image, photo and thumbnail', async () => {
      const image = (await addImage({ url: await upload() })).json().data;
      expect((await w.t.app.inject({ url: image.url })).statusCode).toBe(200);
      await api.post('/v1/clinicImage/delete', w.nurseA.headers, { id: image.id });
      for (const url of [image.url, image.thumbUrl]) {
        for (const method of ['GET', 'HEAD'] as const) {
          const read = await w.t.app.inject({ method, url, headers: { language: 'EN' } });
          expect(read.statusCode, url).toBe(410);
          if (method === 'GET') expect(read.json()).toMatchObject({ code: 42011, msg: 'This file has been deleted.' });
        }
      }
    });

    it('keeps serving a photo another live image still shows, and answers 410 once the last one is deleted', async () => {
      const url = await upload();
      const first = (await addImage({ url, clientId: randomUUID() })).json().data;
      const second = (await addImage({ url, clientId: randomUUID() })).json().data;
      await api.post('/v1/clinicImage/delete', w.doctorA.headers, { id: first.id });
      expect((await w.t.app.inject({ url: first.url })).statusCode).toBe(200);
      await api.post('/v1/clinicImage/delete', w.doctorA.headers, { id: second.id });
      expect((await w.t.app.inject({ url: second.url })).statusCode).toBe(410);
    });

    it('answers 410 for the images of a deleted stage and of a deleted patient', async () => {
      const patientId = await recordPatient(w.t.app, w.clinicA, w.doctorA.id, 'Deleted Later');
      const stage = await addStageOf(patientId, 'Gone');
      const other = await addStageOf(patientId, 'Kept a while', '2025-04-02');
      const inStage = (await addImage({ url: await upload(), patientId, imageStageId: stage })).json().data;
      const inOther = (await addImage({ url: await upload(), patientId, imageStageId: other })).json().data;
      await api.post('/v1/clinicImage/stage/delete', w.doctorA.headers, { id: stage });
      expect((await w.t.app.inject({ url: inStage.url })).statusCode).toBe(410);
      expect((await w.t.app.inject({ url: inOther.url })).statusCode).toBe(200);
      await w.t.app.inject({
        method: 'POST',
        url: '/api/emr/v1/patient/delete',
        headers: { ...w.doctorA.headers, 'content-type': 'application/json' },
        payload: { id: patientId },
      });
      expect((await w.t.app.inject({ url: inOther.url })).statusCode).toBe(410);
      expect((await w.t.app.inject({ url: inOther.thumbUrl })).statusCode).toBe(410);
    });

    it('answers "image not found" (44003, 404) for another clinic’s image or none', async () => {
      const image = (await addImage({ url: await upload() })).json().data;
      for (const [id, headers] of [
        [image.id, w.adminB.headers],
        [999_999, w.doctorA.headers],
      ] as const) {
        const response = await api.post('/v1/clinicImage/delete', headers, { id });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({
          code: 44003,
          msg: 'This image was not found. It may have been deleted.',
        });
      }
      expect((await listImages({})).json().data.list.map((i: { id: number }) => i.id)).toContain(image.id);
    });
  });

  it('never takes an upload for the server’s own thumbnail purpose', async () => {
    const response = await w.t.app.inject({
      method: 'POST',
      url: '/api/emr/oss/multipart',
      headers: w.doctorA.headers,
      payload: { purpose: 'thumbnail', fileName: 't.jpg', size: 100, sha256: 'a'.repeat(64) },
    });
    expect(response.statusCode).toBe(400);
    await expect(
      w.t.store.createMultipart(
        {
          key: 'thumbnail/x.jpg',
          contentType: 'image/jpeg',
          size: 100,
          sha256: 'a'.repeat(64),
          purpose: 'thumbnail' as 'photo',
        },
        { ownerId: 'user:1' },
      ),
    ).rejects.toMatchObject({ code: 400 });
  });
});
