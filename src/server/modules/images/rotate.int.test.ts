import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TClinicImage } from '../../../domain/images/image-schemas';
import { DATABASE_KINDS } from '../../testing/test-database';
import { withoutLinkSignatures } from '../../testing/signed-links';
import {
  cameraPhoto,
  createImagesWorld,
  emr,
  fetchSigned,
  redCorner,
  uploadThroughRoutes,
  type ImagesWorld,
} from './test-kit';

describe.each(DATABASE_KINDS)('rotating a clinic image on %s', (kind) => {
  let w: ImagesWorld;
  let api: ReturnType<typeof emr>;
  let stageId: number;
  beforeAll(async () => {
    w = await createImagesWorld(kind);
    api = emr(w.t.app);
    stageId = (
      await api.post('/v1/clinicImage/stage/add', w.doctorA.headers, {
        clinicId: w.clinicA,
        name: 'Before',
        patientId: w.patientA,
        stageTime: '2025-04-01',
      })
    ).json().data.id;
  });
  afterAll(async () => w.t.close());

  /** A photo recorded in the stage: 400 × 300 as shown, the red square top-left. */
  const recordImage = async (options: Parameters<typeof cameraPhoto>[0] = {}): Promise<TClinicImage> => {
    const url = await uploadThroughRoutes(
      w.t.app,
      w.doctorA.headers,
      await cameraPhoto({ width: 400, height: 300, ...options }),
    );
    const response = await api.post('/v1/clinicImage/add', w.doctorA.headers, {
      clinicId: w.clinicA,
      imageStageId: stageId,
      patientId: w.patientA,
      photoName: 'a.jpg',
      toothNo: '',
      type: 4,
      url,
      userId: w.doctorA.id,
      version: 0,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const rotate = (
    image: Pick<TClinicImage, 'id' | 'urlName'>,
    angle: unknown,
    options: { headers?: Record<string, string>; clinicId?: number; key?: string } = {},
  ) =>
    api.post(
      '/oss/rotate',
      options.headers ?? w.nurseA.headers,
      { angle, urlName: image.urlName, imageId: image.id, clinicId: options.clinicId ?? w.clinicA },
      options.key,
    );
  const objectCount = async () =>
    Number(
      (
        await w.t.app.db.kysely
          .selectFrom('objects')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const size = async (url: string) => {
    const { width, height } = await sharp(await fetchSigned(w.t.app, url)).metadata();
    return { width, height };
  };

  it('really turns the stored photo clockwise: a new object and thumbnail, sides swapped, version bumped', async () => {
    const image = await recordImage();
    const response = await rotate(image, 90);
    expect(response.statusCode, response.body).toBe(200);
    const turned = response.json().data as TClinicImage;
    expect(turned).toMatchObject({ id: image.id, width: 300, height: 400, version: 1 });
    expect(turned.urlName).not.toBe(image.urlName);
    expect(turned.thumbUrl).not.toBe(image.thumbUrl);

    const stored = await fetchSigned(w.t.app, turned.url);
    expect(await size(turned.url)).toEqual({ width: 300, height: 400 });
    expect(await redCorner(stored)).toBe('top-right');
    expect(await size(turned.thumbUrl)).toEqual({ width: 240, height: 320 });
    expect(await redCorner(await fetchSigned(w.t.app, turned.thumbUrl))).toBe('top-right');
    // The photo it replaced is gone: its links answer 410 at once.
    for (const url of [image.url, image.thumbUrl]) expect((await w.t.app.inject({ url })).statusCode).toBe(410);

    // Turned again from the new key: two turns make two turns.
    const twice = (await rotate(turned, 90)).json().data as TClinicImage;
    expect(twice).toMatchObject({ width: 400, height: 300, version: 2 });
    expect(await redCorner(await fetchSigned(w.t.app, twice.url))).toBe('bottom-right');
    const listed = (await api.post('/v1/clinicImage/list', w.doctorA.headers, { patientId: w.patientA })).json().data
      .list as TClinicImage[];
    expect(listed.find((i) => i.id === image.id)).toMatchObject({
      urlName: twice.urlName,
      version: 2,
      width: 400,
      height: 300,
    });
  });

  it.each([
    [180, { width: 400, height: 300 }, 'bottom-right'],
    [270, { width: 300, height: 400 }, 'bottom-left'],
    [-90, { width: 300, height: 400 }, 'bottom-left'],
  ])('turns by %i°', async (angle, dimensions, corner) => {
    const image = await recordImage();
    const turned = (await rotate(image, angle)).json().data as TClinicImage;
    expect(turned).toMatchObject({ ...dimensions, version: 1 });
    expect(await redCorner(await fetchSigned(w.t.app, turned.url))).toBe(corner);
  });

  it('applies the photo’s EXIF orientation first, and keeps a PNG a PNG', async () => {
    const shownPortrait = await recordImage({ orientation: 6 }); // 400 × 300 pixels shown as 300 × 400
    expect(shownPortrait).toMatchObject({ width: 300, height: 400 });
    const turned = (await rotate(shownPortrait, 90)).json().data as TClinicImage;
    expect(turned).toMatchObject({ width: 400, height: 300 });
    expect(await redCorner(await fetchSigned(w.t.app, turned.url))).toBe('bottom-right');

    const png = await recordImage({ format: 'png' });
    const turnedPng = (await rotate(png, 90)).json().data as TClinicImage;
    expect(turnedPng.urlName).toMatch(/\.png$/);
    expect((await sharp(await fetchSigned(w.t.app, turnedPng.url)).metadata()).format).toBe('png');
  });

  it('rotates once when the same turn arrives again: by its urlName (already turned) or by its Idempotency-Key', async () => {
    const image = await recordImage();
    const key = randomUUID();
    const first = await rotate(image, 90, { key });
    const objects = await objectCount();
    const byKey = await rotate(image, 90, { key });
    // The replay signs its links afresh: compared without their expiry and signature (a second may pass between).
    expect(withoutLinkSignatures(byKey.json())).toEqual(withoutLinkSignatures(first.json()));
    const byUrlName = await rotate(image, 90);
    expect(byUrlName.statusCode).toBe(200);
    expect(byUrlName.json().data).toMatchObject({
      urlName: first.json().data.urlName,
      version: 1,
      width: 300,
      height: 400,
    });
    expect(await objectCount()).toBe(objects);
  });

  it('applies one of two turns sent at the same moment from the same version, and leaves no stray objects', async () => {
    const image = await recordImage();
    const objects = await objectCount();
    const answers = await Promise.all([rotate(image, 90), rotate(image, 90)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const row = await w.t.app.db.kysely
      .selectFrom('clinic_images')
      .select(['version', 'object_key'])
      .where('id', '=', image.id)
      .executeTakeFirstOrThrow();
    expect(row.version).toBe(1);
    expect(answers.map((r) => r.json().data.urlName)).toEqual([row.object_key, row.object_key]);
    expect(await objectCount()).toBe(objects + 2); // one rotated photo, one thumbnail
  });

  it.each([45, 0, 360, 91, '90', null])('refuses the angle %j', async (angle) => {
    const image = await recordImage();
    const response = await rotate(image, angle);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('Rotate by 90, 180 or 270 degrees. (angle)');
  });

  it('answers "image not found" (44003, 404) for another clinic, another clinic’s image, a deleted image', async () => {
    const image = await recordImage();
    const objects = await objectCount();
    const deleted = await recordImage();
    await api.post('/v1/clinicImage/delete', w.doctorA.headers, { id: deleted.id });
    for (const response of [
      await rotate(image, 90, { clinicId: w.clinicB }),
      await rotate(image, 90, { headers: w.adminB.headers, clinicId: w.clinicB }),
      await rotate(deleted, 90),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 44003, data: null });
    }
    const row = await w.t.app.db.kysely
      .selectFrom('clinic_images')
      .select('version')
      .where('id', '=', image.id)
      .executeTakeFirstOrThrow();
    expect(row.version).toBe(0);
    expect(await objectCount()).toBe(objects + 2); // only the deleted image's own photo and thumbnail
  });
});
