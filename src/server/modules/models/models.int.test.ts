import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binaryStl, sha256Hex } from '../../storage/testing';
import { expectKeysetEdges } from '../../testing/keyset-edges';
import { DATABASE_KINDS } from '../../testing/test-database';
import {
  cameraPhoto,
  createImagesWorld,
  emr,
  fetchSigned,
  recordPatient,
  uploadThroughRoutes,
  type ImagesWorld,
} from '../images/test-kit';

describe.each(DATABASE_KINDS)('patient 3D scans on %s', (kind) => {
  let w: ImagesWorld;
  let api: ReturnType<typeof emr>;
  const scan = binaryStl(2_000);
  beforeAll(async () => {
    w = await createImagesWorld(kind);
    api = emr(w.t.app);
  });
  afterAll(async () => w.t.close());

  const upload = (file = scan, headers = w.doctorA.headers, purpose = 'model') =>
    uploadThroughRoutes(w.t.app, headers, file, { purpose, fileName: purpose === 'model' ? 'upper.stl' : 'photo.jpg' });
  const add = (body: Record<string, unknown>, headers = w.doctorA.headers, idempotencyKey?: string) =>
    api.post(
      '/v1/patient/model/add',
      headers,
      { patientId: w.patientA, fileName: 'upper.stl', jaw: 'upper', ...body },
      idempotencyKey,
    );
  const list = (patientId = w.patientA, headers = w.doctorA.headers) =>
    api.post('/v1/patient/model/list', headers, { patientId });
  const remove = (id: number, headers = w.doctorA.headers) => api.post('/v1/patient/model/delete', headers, { id });
  const codeOf = (response: { statusCode: number; json: () => { code: number } }) => [
    response.statusCode,
    response.json().code,
  ];
  const rowCount = async () =>
    Number(
      (
        await w.t.app.db.kysely
          .selectFrom('patient_models')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('records the caller’s uploaded model with the store’s size and hash, and a signed link to its bytes', async () => {
    const url = await upload();
    const response = await add({ url, jaw: 'lower', fileName: ' lower-jaw.stl ' });
    expect(response.statusCode, response.body).toBe(200);
    const { code, msg, data } = response.json();
    expect({ code, msg }).toEqual({ code: 200, msg: 'Uploaded successfully.' });
    expect(data).toMatchObject({
      clinicId: w.clinicA,
      patientId: w.patientA,
      fileName: 'lower-jaw.stl',
      jaw: 'lower',
      urlName: url,
      size: scan.length,
      sha256: sha256Hex(scan),
      createdBy: w.doctorA.id,
      clientId: null,
    });
    expect((await fetchSigned(w.t.app, data.url)).equals(scan)).toBe(true);
  });

  it('lists the patient’s live models newest first, for anyone of the clinic', async () => {
    const first = (await add({ url: await upload(), fileName: 'first.stl' })).json().data.id as number;
    const second = (await add({ url: await upload(), fileName: 'second.stl', jaw: 'bite' })).json().data.id as number;
    const response = await list(w.patientA, w.nurseA.headers);
    expect(response.statusCode, response.body).toBe(200);
    const ids = (response.json().data.list as { id: number }[]).map((model) => model.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect((await list(w.otherPatientA)).json().data).toEqual({ list: [], earlier: null });
  });

  it('pages the patient’s scans newest first, at the edges of a page', async () => {
    const patientId = await recordPatient(w.t.app, w.clinicA, w.doctorA.id, 'Paged Scans');
    await expectKeysetEdges({
      add: async () => (await add({ url: await upload(), patientId })).json().data.id as number,
      remove: async (id) => {
        expect((await remove(id)).statusCode).toBe(200);
      },
      page: (query) => api.post('/v1/patient/model/list', w.doctorA.headers, { patientId, ...query }),
    });
  });

  it('answers 44001 (HTTP 404) for another clinic’s patient, to add and to list, and records nothing', async () => {
    const url = await upload();
    const before = await rowCount();
    expect(codeOf(await add({ url, patientId: w.patientB }))).toEqual([404, 44001]);
    expect(codeOf(await list(w.patientA, w.adminB.headers))).toEqual([404, 44001]);
    expect(await rowCount()).toBe(before);
  });

  it('refuses a key that is not the caller’s completed model upload: 44009', async () => {
    const photo = await upload(await cameraPhoto(), w.doctorA.headers, 'photo');
    const nursesModel = await upload(scan, w.nurseA.headers);
    const before = await rowCount();
    for (const url of [photo, nursesModel, `model/${randomUUID()}.stl`]) {
      expect(codeOf(await add({ url })), url).toEqual([400, 44009]);
    }
    expect(await rowCount()).toBe(before);
  });

  it('makes one model of a client id delivered twice (past the idempotency window: new keys), both answered alike', async () => {
    const url = await upload();
    const clientId = randomUUID();
    const first = await add({ url, clientId }, w.doctorA.headers, randomUUID());
    const again = await add({ url, clientId }, w.doctorA.headers, randomUUID());
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    const rows = await w.t.app.db.kysely
      .selectFrom('patient_models')
      .selectAll()
      .where('client_id', '=', clientId)
      .execute();
    expect(rows).toHaveLength(1);
    // The same client id at the same moment (no idempotency key): still one row.
    const racing = randomUUID();
    const both = await Promise.all([add({ url, clientId: racing }), add({ url, clientId: racing })]);
    expect(both.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(both[0]!.json().data.id).toBe(both[1]!.json().data.id);
  });

  it('deletes softly; a repeated delete succeeds; the list no longer shows it; a replayed add says it is gone', async () => {
    const clientId = randomUUID();
    const added = (await add({ url: await upload(), clientId })).json().data as { id: number; url: string };
    const id = added.id;
    expect((await w.t.app.inject({ url: added.url })).statusCode).toBe(200);
    const first = await remove(id);
    expect((await w.t.app.inject({ url: added.url })).statusCode).toBe(410);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().msg).toBe('Deleted successfully.');
    expect(codeOf(await remove(id))).toEqual([200, 200]);
    expect((await list()).json().data.list.map((model: { id: number }) => model.id)).not.toContain(id);
    const row = await w.t.app.db.kysely
      .selectFrom('patient_models')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.deleted_at).not.toBeNull();
    expect(codeOf(await add({ url: await upload(), clientId }))).toEqual([404, 44008]);
  });

  it('answers 44008 (HTTP 404) when deleting another clinic’s model or none', async () => {
    const id = (await add({ url: await upload() })).json().data.id as number;
    expect(codeOf(await remove(id, w.adminB.headers))).toEqual([404, 44008]);
    expect(codeOf(await remove(9_999_999))).toEqual([404, 44008]);
    expect((await list()).json().data.list.map((model: { id: number }) => model.id)).toContain(id);
  });

  it('refuses a jaw it does not know and an empty file name', async () => {
    const url = await upload();
    expect((await add({ url, jaw: 'left' })).statusCode).toBe(400);
    expect((await add({ url, fileName: '  ' })).statusCode).toBe(400);
  });
});
