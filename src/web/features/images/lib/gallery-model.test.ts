import { describe, expect, it } from 'vitest';
import { ref } from '../../../lib/offline/outbox';
import { IMAGE_PATHS } from '../api/image-paths';
import { buildImage, buildStage } from '../testing/image-builders';
import { doneItem, requestItem, uploadItem } from '../testing/outbox-items';
import { buildGalleryModel, imagesOfStage } from './gallery-model';
import { imageActions } from '../api/image-outbox';

const addStage = (
  id: string,
  name: string,
  stageTime: string,
  state: 'waiting' | 'sending' | 'attention' = 'waiting',
) => requestItem(IMAGE_PATHS.stageAdd, { clinicId: 11, name, patientId: 17, stageTime, clientId: id }, { id, state });
const addImage = (id: string, uploadId: string, imageStageId: unknown, type = 99) =>
  requestItem(
    IMAGE_PATHS.imageAdd,
    {
      clinicId: 11,
      imageStageId,
      patientId: 17,
      photoName: `${uploadId}.jpg`,
      toothNo: '11',
      type,
      url: ref(uploadId, 'key'),
      userId: 7,
      version: 0,
      clientId: id,
    },
    { id },
  );

describe('buildGalleryModel', () => {
  it('shows the server stages newest first and each photo under its stage in the order of the standard set', () => {
    const model = buildGalleryModel(
      [buildStage({ id: 1, stageTime: '2025-06-01' }), buildStage({ id: 2, stageTime: '2026-02-01' })],
      [
        buildImage({ id: 10, imageStageId: 1, type: 99 }),
        buildImage({ id: 11, imageStageId: 1, type: 4 }),
        buildImage({ id: 12, imageStageId: 2, type: 1 }),
      ],
      [],
    );
    expect(model.stages.map((stage) => [stage.key, stage.sync])).toEqual([
      ['2', 'synced'],
      ['1', 'synced'],
    ]);
    expect(imagesOfStage(model, '1').map((image) => image.key)).toEqual(['11', '10']);
    expect(imagesOfStage(model, '2').map((image) => image.urlName)).toEqual(['photo/11/12-v0.jpg']);
  });

  it('shows a stage made offline with its photo at once, the photo waiting on its upload', () => {
    const items = [
      addStage('stageA', 'Initial records', '2026-03-01'),
      uploadItem({ id: 'upA', state: 'sending' }),
      addImage('imgA', 'upA', ref('stageA'), 4),
    ];
    const model = buildGalleryModel([buildStage({ id: 1, stageTime: '2026-01-01' })], [], items);
    expect(model.stages.map((stage) => [stage.key, stage.name, stage.sync])).toEqual([
      ['local:stageA', 'Initial records', 'waiting'],
      ['1', 'Stage 1', 'synced'],
    ]);
    const [photo] = imagesOfStage(model, 'local:stageA');
    expect(photo).toMatchObject({
      key: 'local:imgA',
      uploadItemId: 'upA',
      type: 4,
      toothNo: '11',
      sync: 'sending',
      server: null,
    });
    expect(photo?.urlName).toEqual(ref('imgA', 'urlName'));
  });

  it('does not show a stage twice once the server has it but the item is still on its way', () => {
    const model = buildGalleryModel(
      [buildStage({ id: 5, clientId: 'stageA' })],
      [],
      [addStage('stageA', 'Stage 5', '2026-01-10', 'sending')],
    );
    expect(model.stages.map((stage) => [stage.key, stage.aliasKey])).toEqual([['5', 'local:stageA']]);
  });

  it('puts a photo queued for a local stage under the server stage it became', () => {
    const model = buildGalleryModel(
      [buildStage({ id: 5, clientId: 'stageA' })],
      [],
      [uploadItem({ id: 'upA' }), addImage('imgA', 'upA', ref('stageA'))],
    );
    expect(imagesOfStage(model, '5').map((image) => image.key)).toEqual(['local:imgA']);
  });

  it('shows a rename at once and hides a deleted stage with its photos, unless the server refused the deletion', () => {
    const stages = [buildStage({ id: 1 }), buildStage({ id: 2 })];
    const images = [buildImage({ id: 10, imageStageId: 2 })];
    const rename = requestItem(
      IMAGE_PATHS.stageUpdate,
      { stageId: 1, name: 'After 6 months', stageTime: '2026-07-01' },
      { id: 'ren' },
    );
    const remove = requestItem(IMAGE_PATHS.stageDelete, { id: 2 }, { id: 'del' });
    const model = buildGalleryModel(stages, images, [rename, remove]);
    expect(model.stages.map((stage) => [stage.key, stage.name, stage.stageTime, stage.sync])).toEqual([
      ['1', 'After 6 months', '2026-07-01', 'waiting'],
    ]);
    expect(model.images).toEqual([]);

    const refused = requestItem(
      IMAGE_PATHS.stageDelete,
      { id: 2 },
      { id: 'del2', state: 'attention', error: { code: 44002, msg: 'Not found' } },
    );
    const kept = buildGalleryModel(stages, images, [refused]);
    expect(kept.stages.find((stage) => stage.key === '2')).toMatchObject({
      sync: 'attention',
      error: { code: 44002, msg: 'Not found' },
    });
    expect(kept.images.map((image) => image.key)).toEqual(['10']);
  });

  it('turns a photo by the rotations on their way, and the next rotation names the last one’s answer', () => {
    const images = [buildImage({ id: 10 })];
    const first = requestItem(
      IMAGE_PATHS.rotate,
      { angle: 90, urlName: 'photo/11/10-v0.jpg', imageId: 10, clinicId: 11 },
      { id: 'rot1' },
    );
    const second = requestItem(
      IMAGE_PATHS.rotate,
      { angle: 90, urlName: ref('rot1', 'urlName'), imageId: 10, clinicId: 11 },
      { id: 'rot2' },
    );
    const model = buildGalleryModel([buildStage({ id: 1 })], images, [first, second]);
    expect(model.images[0]).toMatchObject({ pendingTurns: 2, sync: 'waiting', urlName: ref('rot2', 'urlName') });
    const left = requestItem(
      IMAGE_PATHS.rotate,
      { angle: -90, urlName: 'photo/11/10-v0.jpg', imageId: 10, clinicId: 11 },
      { id: 'rot3' },
    );
    expect(buildGalleryModel([buildStage({ id: 1 })], images, [left]).images[0]?.pendingTurns).toBe(3);
  });

  it('does not turn a photo by a rotation the server refused, and says why', () => {
    const refused = requestItem(
      IMAGE_PATHS.rotate,
      { angle: 90, urlName: 'x', imageId: 10, clinicId: 11 },
      { id: 'rot', state: 'attention', error: { code: 44007, msg: 'Unreadable' } },
    );
    const [image] = buildGalleryModel([buildStage({ id: 1 })], [buildImage({ id: 10 })], [refused]).images;
    expect(image).toMatchObject({
      pendingTurns: 0,
      sync: 'attention',
      error: { code: 44007, msg: 'Unreadable' },
      urlName: 'photo/11/10-v0.jpg',
    });
  });

  it('hides a photo being deleted', () => {
    const remove = requestItem(IMAGE_PATHS.imageDelete, { id: 10 }, { id: 'del', state: 'sending' });
    expect(
      buildGalleryModel([buildStage({ id: 1 })], [buildImage({ id: 10 }), buildImage({ id: 11 })], [remove]).images.map(
        (image) => image.key,
      ),
    ).toEqual(['11']);
  });

  it('lays answers acknowledged after the lists were read over them, until they are read again', () => {
    const rotated = buildImage({ id: 10, version: 1, urlName: 'photo/11/10-v1.jpg' });
    const added = buildImage({ id: 12, clientId: 'imgB', type: 4 });
    const stage = buildStage({ id: 3, clientId: 'stageC', stageTime: '2026-05-01' });
    const acknowledged = [
      doneItem('rot', imageActions.rotatePhoto, '10', rotated),
      doneItem('imgB', imageActions.addPhoto, 'local:imgB', added),
      doneItem('del', imageActions.deletePhoto, '11', null),
      doneItem('stageC', imageActions.addStage, 'local:stageC', stage),
      doneItem('delStage', imageActions.deleteStage, '2', null),
    ];
    const model = buildGalleryModel(
      [buildStage({ id: 1 }), buildStage({ id: 2 })],
      [buildImage({ id: 10 }), buildImage({ id: 11 })],
      [],
      { acknowledged },
    );
    expect(model.stages.map((view) => [view.key, view.aliasKey])).toEqual([
      ['3', 'local:stageC'],
      ['1', null],
    ]);
    expect(model.images.map((image) => [image.key, image.aliasKey, image.urlName])).toEqual([
      ['12', 'local:imgB', 'photo/11/12-v0.jpg'],
      ['10', null, 'photo/11/10-v1.jpg'],
    ]);
  });

  it('shows a photo whose upload was acknowledged from the stored original while it waits to be recorded', () => {
    const model = buildGalleryModel([buildStage({ id: 1 })], [], [addImage('imgA', 'upA', 1)], {
      uploadedUrls: new Map([['upA', 'https://files.test/upA?sig']]),
    });
    expect(model.images[0]).toMatchObject({
      uploadItemId: 'upA',
      uploadedUrl: 'https://files.test/upA?sig',
      sync: 'waiting',
    });
  });

  it('shows the upload’s refusal on the photo', () => {
    const items = [
      uploadItem({ id: 'upA', state: 'attention', error: { code: 413, msg: 'The file is too large' } }),
      addImage('imgA', 'upA', 1),
    ];
    expect(buildGalleryModel([buildStage({ id: 1 })], [], items).images[0]).toMatchObject({
      sync: 'attention',
      error: { code: 413, msg: 'The file is too large' },
    });
  });
});
