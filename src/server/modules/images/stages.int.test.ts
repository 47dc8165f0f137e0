import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../testing/test-database';
import { cameraPhoto, createImagesWorld, dayFromToday, emr, uploadThroughRoutes, type ImagesWorld } from './test-kit';

describe.each(DATABASE_KINDS)('image stages on %s', (kind) => {
  let w: ImagesWorld;
  let api: ReturnType<typeof emr>;
  beforeAll(async () => {
    w = await createImagesWorld(kind);
    api = emr(w.t.app);
  });
  afterAll(async () => w.t.close());

  const addStage = (body: Record<string, unknown>, headers = w.doctorA.headers) =>
    api.post('/v1/clinicImage/stage/add', headers, {
      clinicId: w.clinicA,
      name: 'Before treatment',
      patientId: w.patientA,
      stageTime: dayFromToday(-7),
      ...body,
    });
  const listStages = (patientId: number, headers = w.doctorA.headers) =>
    api.get(`/v1/clinicImage/stage/list/${patientId}`, headers);

  it('adds a stage and lists it: the doctor records "Before treatment", the nurse sees it in the patient file', async () => {
    const added = await addStage({ name: '  Before treatment ', stageTime: '2025-03-01' });
    expect(added.statusCode).toBe(200);
    const stage = added.json();
    expect(stage).toMatchObject({ code: 200, msg: 'Stage added.' });
    expect(stage.data).toMatchObject({
      stageId: stage.data.id,
      clinicId: w.clinicA,
      patientId: w.patientA,
      name: 'Before treatment',
      stageTime: '2025-03-01',
      clientId: null,
      imageCount: 0,
    });
    const listed = (await listStages(w.patientA, w.nurseA.headers)).json();
    expect(listed.code).toBe(200);
    expect(listed.data).toContainEqual(stage.data);
  });

  describe('the clinic, the patient and the date are checked', () => {
    it.each([
      ['a clinicId other than the caller’s current clinic', () => ({ clinicId: w.clinicB })],
      ['another clinic’s patient', () => ({ patientId: w.patientB })],
      ['a patient that does not exist', () => ({ patientId: 999_999 })],
    ])('%s is "patient not found" (44001, 404), nothing recorded', async (_name, body) => {
      const before = (await listStages(w.patientA)).json().data.length;
      const response = await addStage(body());
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 44001,
        msg: 'This patient was not found in your clinic.',
        data: null,
      });
      expect((await listStages(w.patientA)).json().data).toHaveLength(before);
    });

    it('takes today and tomorrow (a tablet east of the server is already on it), not the day after', async () => {
      expect((await addStage({ stageTime: dayFromToday(0) })).statusCode).toBe(200);
      expect((await addStage({ stageTime: dayFromToday(1) })).statusCode).toBe(200);
      const future = await addStage({ stageTime: dayFromToday(2) });
      expect(future.statusCode).toBe(400);
      expect(future.json()).toMatchObject({ code: 400, msg: 'The stage date cannot be in the future. (stageTime)' });
    });

    it.each(['2025-02-30', '2025-13-01', '2025-3-1', '01/03/2025', ''])('refuses the date %j', async (stageTime) => {
      expect((await addStage({ stageTime })).statusCode).toBe(400);
    });

    it.each([
      ['', 'This field is required. (name)'],
      ['   ', 'This field is required. (name)'],
      ['x'.repeat(51), 'Enter at most 50 characters. (name)'],
    ])('refuses the name %j', async (name, message) => {
      const response = await addStage({ name });
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe(message);
    });

    it('takes a name of exactly 50 characters', async () => {
      expect((await addStage({ name: 'x'.repeat(50) })).statusCode).toBe(200);
    });
  });

  it('makes one stage of a client id delivered twice (also at the same moment), and answers it each time', async () => {
    const clientId = `stage-${randomUUID()}`;
    const first = (await addStage({ clientId, name: 'Mid treatment' })).json().data;
    const again = await addStage({ clientId, name: 'Mid treatment' });
    expect(again.json()).toMatchObject({ code: 200, data: first });
    const together = `stage-${randomUUID()}`;
    const answers = await Promise.all([addStage({ clientId: together }), addStage({ clientId: together })]);
    expect(new Set(answers.map((r) => r.json().data.id)).size).toBe(1);
    const rows = await w.t.app.db.kysely
      .selectFrom('image_stages')
      .select('id')
      .where('client_id', 'in', [clientId, together])
      .execute();
    expect(rows).toHaveLength(2);
  });

  it('answers "stage not found" to a client id whose stage was deleted since: it does not come back', async () => {
    const clientId = `stage-${randomUUID()}`;
    const stage = (await addStage({ clientId })).json().data;
    await api.post('/v1/clinicImage/stage/delete', w.doctorA.headers, { id: stage.id });
    const again = await addStage({ clientId });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe(44002);
  });

  it('lists the patient’s live stages newest date first, with their live image counts', async () => {
    const patientId = w.otherPatientA;
    const add = async (name: string, stageTime: string) =>
      (await addStage({ name, stageTime, patientId })).json().data.id as number;
    const older = await add('Older', '2024-01-10');
    const newer = await add('Newer', '2024-06-01');
    const sameDayLater = await add('Same day, recorded later', '2024-06-01');
    const deleted = await add('Deleted', '2024-09-01');
    await api.post('/v1/clinicImage/stage/delete', w.doctorA.headers, { id: deleted });
    const photo = await cameraPhoto({ width: 64, height: 48 });
    for (const clientId of ['count-1', 'count-2']) {
      const url = await uploadThroughRoutes(w.t.app, w.doctorA.headers, photo);
      const image = await api.post('/v1/clinicImage/add', w.doctorA.headers, {
        clinicId: w.clinicA,
        imageStageId: newer,
        patientId,
        photoName: 'p.jpg',
        toothNo: '',
        type: 1,
        url,
        userId: w.doctorA.id,
        version: 0,
        clientId: `${clientId}-${kind}-${randomUUID()}`,
      });
      expect(image.statusCode, image.body).toBe(200);
      if (clientId === 'count-2')
        await api.post('/v1/clinicImage/delete', w.doctorA.headers, { id: image.json().data.id });
    }
    const listed = (await listStages(patientId)).json().data as { id: number; imageCount: number }[];
    expect(listed.map((s) => s.id)).toEqual([sameDayLater, newer, older]);
    expect(listed.map((s) => s.imageCount)).toEqual([0, 1, 0]);
  });

  it('lists nothing of another clinic’s patient: "patient not found"; a path that is no id is a 400', async () => {
    const response = await listStages(w.patientB);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe(44001);
    expect((await api.get('/v1/clinicImage/stage/list/abc', w.doctorA.headers)).statusCode).toBe(400);
    expect((await listStages(w.patientB, w.adminB.headers)).statusCode).toBe(200);
  });

  it('appear in the OpenAPI document with the spec’s paths', async () => {
    const paths = Object.keys((await w.t.app.inject('/api/openapi.json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/emr/v1/clinicImage/stage/add',
        '/api/emr/v1/clinicImage/stage/list/{patientId}',
        '/api/emr/v1/clinicImage/stage/update',
        '/api/emr/v1/clinicImage/stage/delete',
        '/api/emr/v1/clinicImage/add',
        '/api/emr/v1/clinicImage/list',
        '/api/emr/v1/clinicImage/delete',
        '/api/emr/oss/rotate',
      ]),
    );
  });

  describe('update', () => {
    it('renames and re-dates a stage ("Stage modified."), and says "Data not modified." for the same data', async () => {
      const stage = (await addStage({ name: 'Initial' })).json().data;
      const update = (body: object) =>
        api.post('/v1/clinicImage/stage/update', w.nurseA.headers, {
          stageId: stage.id,
          name: 'Initial',
          stageTime: stage.stageTime,
          ...body,
        });
      const changed = await update({ name: 'Initial records', stageTime: '2025-01-02' });
      expect(changed.json()).toMatchObject({
        code: 200,
        msg: 'Stage modified.',
        data: { id: stage.id, name: 'Initial records', stageTime: '2025-01-02' },
      });
      const same = await update({ name: ' Initial records ', stageTime: '2025-01-02' });
      expect(same.json()).toMatchObject({ code: 200, msg: 'Data not modified.', data: { name: 'Initial records' } });
      const stored = await w.t.app.db.kysely
        .selectFrom('image_stages')
        .select(['name', 'stage_time', 'updated_at'])
        .where('id', '=', stage.id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ name: 'Initial records', stage_time: '2025-01-02' });
      expect((await update({ stageTime: dayFromToday(2) })).json().msg).toBe(
        'The stage date cannot be in the future. (stageTime)',
      );
    });

    it('from two places (issue 17, item 3): keeps the other edit, refuses the same field changed differently', async () => {
      const stage = (await addStage({ name: 'Two desks', stageTime: '2025-02-01' })).json().data;
      const base = { name: 'Two desks', stageTime: '2025-02-01' };
      const update = (body: object, headers = w.nurseA.headers) =>
        api.post('/v1/clinicImage/stage/update', headers, { stageId: stage.id, ...base, base, ...body });
      expect((await update({ stageTime: '2025-02-03' })).statusCode).toBe(200);
      // The second dialog changed the name only: the new date stays.
      expect((await update({ name: 'Two desks B' }, w.doctorA.headers)).json().data).toMatchObject({
        name: 'Two desks B',
        stageTime: '2025-02-03',
      });
      const refused = await update({ stageTime: '2025-02-05' });
      expect([refused.statusCode, refused.json().code, refused.json().data]).toEqual([
        409,
        409,
        { conflicts: ['stageTime'] },
      ]);
      expect(refused.json().msg).toContain('Stage date');
    });

    it('answers "stage not found" (44002, 404) for another clinic’s stage, a deleted one or none', async () => {
      const stage = (await addStage({})).json().data;
      const other = (
        await api.post('/v1/clinicImage/stage/add', w.adminB.headers, {
          clinicId: w.clinicB,
          name: 'B',
          patientId: w.patientB,
          stageTime: '2025-01-01',
        })
      ).json().data;
      await api.post('/v1/clinicImage/stage/delete', w.doctorA.headers, { id: stage.id });
      for (const stageId of [other.id, stage.id, 999_999]) {
        const response = await api.post('/v1/clinicImage/stage/update', w.doctorA.headers, {
          stageId,
          name: 'x',
          stageTime: '2025-01-01',
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({
          code: 44002,
          msg: 'This image stage was not found. It may have been deleted.',
        });
      }
      const untouched = await w.t.app.db.kysely
        .selectFrom('image_stages')
        .select('name')
        .where('id', '=', other.id)
        .executeTakeFirstOrThrow();
      expect(untouched.name).toBe('B');
    });
  });

  describe('delete', () => {
    it('deletes a stage with its images ("Stage deleted."), and a repeated delete still succeeds', async () => {
      const stage = (await addStage({ name: 'To delete' })).json().data;
      const url = await uploadThroughRoutes(w.t.app, w.doctorA.headers, await cameraPhoto({ width: 64, height: 48 }));
      const image = (
        await api.post('/v1/clinicImage/add', w.doctorA.headers, {
          clinicId: w.clinicA,
          imageStageId: stage.id,
          patientId: w.patientA,
          photoName: 'a.jpg',
          toothNo: '11',
          type: 4,
          url,
          userId: w.doctorA.id,
          version: 0,
        })
      ).json().data;
      const key = randomUUID();
      const deleted = await api.post('/v1/clinicImage/stage/delete', w.doctorA.headers, { id: stage.id }, key);
      expect(deleted.json()).toEqual({ code: 200, msg: 'Stage deleted.', data: null, extra: null });
      expect((await listStages(w.patientA)).json().data.map((s: { id: number }) => s.id)).not.toContain(stage.id);
      const images = (await api.post('/v1/clinicImage/list', w.doctorA.headers, { patientId: w.patientA })).json().data.list;
      expect(images.map((i: { id: number }) => i.id)).not.toContain(image.id);
      const rows = await w.t.app.db.kysely
        .selectFrom('clinic_images')
        .select('deleted_at')
        .where('id', '=', image.id)
        .executeTakeFirstOrThrow();
      expect(rows.deleted_at).not.toBeNull();

      // The same request again (its idempotency record) and a fresh one after it (no record): both succeed.
      expect(
        (await api.post('/v1/clinicImage/stage/delete', w.doctorA.headers, { id: stage.id }, key)).headers[
          'idempotent-replayed'
        ],
      ).toBe('true');
      const repeated = await api.post('/v1/clinicImage/stage/delete', w.doctorA.headers, { id: stage.id });
      expect(repeated.json()).toEqual({ code: 200, msg: 'Stage deleted.', data: null, extra: null });
    });

    it('answers "stage not found" for another clinic’s stage and leaves it', async () => {
      const other = (
        await api.post('/v1/clinicImage/stage/add', w.adminB.headers, {
          clinicId: w.clinicB,
          name: 'B',
          patientId: w.patientB,
          stageTime: '2025-01-01',
        })
      ).json().data;
      const response = await api.post('/v1/clinicImage/stage/delete', w.doctorA.headers, { id: other.id });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe(44002);
      expect((await listStages(w.patientB, w.adminB.headers)).json().data.map((s: { id: number }) => s.id)).toContain(
        other.id,
      );
    });
  });
});
