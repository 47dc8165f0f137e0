import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionHeaders } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { DATABASE_KINDS } from '../../testing/test-database';
import { createClinicsTestApp, poster } from './test-kit';

describe.each(DATABASE_KINDS)('personal center: addresses and design preferences on %s', (kind) => {
  let t: TestApp;
  let post: ReturnType<typeof poster>;
  beforeAll(async () => {
    t = await createClinicsTestApp(kind);
    post = poster(t);
  });
  afterAll(async () => t.close());

  const address = {
    province: 'Zhejiang',
    city: 'Hangzhou',
    district: 'Xihu',
    address: '1 Lake Road',
    name: 'Wang',
    phone: '13912345678',
  };

  it('keeps each user’s shipping addresses to that user', async () => {
    const db = t.app.db.kysely;
    const me = await sessionHeaders(t.app, (await createUser(db)).id, null);
    const other = await sessionHeaders(t.app, (await createUser(db)).id, null);

    const added = await post('/api/tenant/v1/address/add', me, address);
    expect(added.json().data).toEqual({ id: expect.any(Number), ...address });
    const { id } = added.json().data;
    const badPhone = await post('/api/tenant/v1/address/add', me, { ...address, phone: '10012345678' });
    expect([badPhone.statusCode, badPhone.json().data.fields[0].path]).toEqual([400, 'phone']);

    const changed = await post('/api/tenant/v1/address/update', me, { ...address, id, city: 'Ningbo' });
    expect(changed.json().data.city).toBe('Ningbo');
    expect((await post('/api/tenant/v1/address/list', me)).json().data).toEqual([{ ...address, id, city: 'Ningbo' }]);

    // Someone else's address does not exist for this user.
    expect((await post('/api/tenant/v1/address/list', other)).json().data).toEqual([]);
    expect((await post('/api/tenant/v1/address/update', other, { ...address, id })).statusCode).toBe(404);
    expect((await post('/api/tenant/v1/address/delete', other, { id })).statusCode).toBe(404);

    const deleted = await post('/api/tenant/v1/address/delete', me, { id });
    expect([deleted.statusCode, deleted.json().msg]).toEqual([200, 'Deleted successfully.']);
    expect((await post('/api/tenant/v1/address/list', me)).json().data).toEqual([]);
  });

  it('an address edited in two places keeps both edits; the same field changed differently is a 409 (issue 17, item 3)', async () => {
    const me = await sessionHeaders(t.app, (await createUser(t.app.db.kysely)).id, null);
    const { id } = (await post('/api/tenant/v1/address/add', me, address)).json().data;
    const base = address;
    // Two tabs opened on the same address: one changes the city, the other the recipient.
    expect((await post('/api/tenant/v1/address/update', me, { ...base, city: 'Ningbo', id, base })).statusCode).toBe(200);
    const second = await post('/api/tenant/v1/address/update', me, { ...base, name: 'Li', id, base });
    expect(second.json().data).toEqual({ ...address, id, city: 'Ningbo', name: 'Li' });

    const refused = await post(
      '/api/tenant/v1/address/update',
      { ...me, language: 'ru' },
      { ...base, city: 'Wenzhou', phone: '13800001111', id, base },
    );
    expect([refused.statusCode, refused.json().code, refused.json().data]).toEqual([409, 409, { conflicts: ['city'] }]);
    expect(refused.json().msg).toMatch(/Город/);
    // Nothing written: not even the phone, which nobody else changed.
    expect((await post('/api/tenant/v1/address/list', me)).json().data).toEqual([
      { ...address, id, city: 'Ningbo', name: 'Li' },
    ]);
    // Without a base (sent again after the conflict, or an older client) the form as shown wins.
    const again = await post('/api/tenant/v1/address/update', me, { ...base, city: 'Wenzhou', id });
    expect(again.json().data).toEqual({ ...address, id, city: 'Wenzhou' });
  });

  it('answers the default design preferences until the user saves theirs, with the spec’s ids', async () => {
    const headers = await sessionHeaders(t.app, (await createUser(t.app.db.kysely)).id, null);
    const get = async () => (await t.app.inject({ method: 'GET', url: '/api/design/preference', headers })).json().data;
    expect(await get()).toEqual({
      occlusion: 1,
      proximalContact: 1,
      edentulousArea: 0,
      blackTriangle: 2,
      transparency: 'high',
      formDesign: 'standard-teeth',
      isSaved: false,
    });

    const mine = {
      occlusion: 2,
      proximalContact: 0,
      edentulousArea: 3,
      blackTriangle: 0,
      transparency: 'low',
      formDesign: 'original-teeth',
    };
    expect((await post('/api/design/preference/edit', headers, mine)).statusCode).toBe(200);
    expect(await get()).toEqual({ ...mine, isSaved: true });
    expect((await post('/api/design/preference/edit', headers, { ...mine, occlusion: 1 })).statusCode).toBe(200);
    expect((await get()).occlusion).toBe(1);

    for (const [field, value] of [
      ['occlusion', 3],
      ['proximalContact', 5],
      ['edentulousArea', 4],
      ['blackTriangle', -1],
      ['transparency', 'medium'],
      ['formDesign', 'freehand'],
    ] as const) {
      const refused = await post('/api/design/preference/edit', headers, { ...mine, [field]: value });
      expect([refused.statusCode, refused.json().data.fields[0].path]).toEqual([400, field]);
    }
  });

  it('design preferences saved from two places keep both; the same group changed differently is a 409 (issue 17, item 3)', async () => {
    const headers = await sessionHeaders(t.app, (await createUser(t.app.db.kysely)).id, null);
    const get = async () => (await t.app.inject({ method: 'GET', url: '/api/design/preference', headers })).json().data;
    const { isSaved: _isSaved, ...base } = await get();
    const edit = (body: object, extra: object = {}) =>
      post('/api/design/preference/edit', { ...headers, ...extra }, { ...base, base, ...body });
    // Two tabs opened on the defaults: one tightens the occlusion, the other lowers the transparency.
    expect((await edit({ occlusion: 2 })).statusCode).toBe(200);
    const second = await edit({ transparency: 'low' });
    expect(second.json().data).toEqual({ ...base, occlusion: 2, transparency: 'low', isSaved: true });

    const refused = await edit({ occlusion: 0, formDesign: 'original-teeth' }, { language: 'zh' });
    expect([refused.statusCode, refused.json().code, refused.json().data]).toEqual([
      409,
      409,
      { conflicts: ['occlusion'] },
    ]);
    expect(refused.json().msg).toMatch(/咬合/);
    expect(await get()).toEqual({ ...base, occlusion: 2, transparency: 'low', isSaved: true });
  });
});
