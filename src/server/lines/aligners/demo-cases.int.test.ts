import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionHeaders } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DATABASE_KINDS } from '../../testing/test-database';
import { DEMO_CASE_SEED } from '../../modules/demo-cases/demo-case-seed';

describe.each(DATABASE_KINDS)('demo cases on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it('lists the seeded cases in the request’s language and opens one; filters by product line', async () => {
    const headers = await sessionHeaders(t.app, (await createUser(t.app.db.kysely)).id, null);
    const list = await t.app.inject({ method: 'POST', url: '/api/order/v1/demo-case/list', headers: { ...headers, language: 'ZH' }, payload: {} });
    expect(list.json().data.map((item: { code: string }) => item.code)).toEqual(DEMO_CASE_SEED.map((seed) => seed.code));
    const first = list.json().data[0];
    expect(first.text.title).toBe(DEMO_CASE_SEED[0]!.texts.zh.title);

    const detail = await t.app.inject({ method: 'GET', url: `/api/order/v1/demo-case/detail/${first.id}`, headers: { ...headers, language: 'RU' } });
    expect(detail.json().data).toMatchObject({ code: first.code, scene: DEMO_CASE_SEED[0]!.scene, text: DEMO_CASE_SEED[0]!.texts.ru });
    expect((await t.app.inject({ method: 'GET', url: '/api/order/v1/demo-case/detail/999999', headers })).statusCode).toBe(404);
    const none = await t.app.inject({ method: 'POST', url: '/api/order/v1/demo-case/list', headers, payload: { productLine: 9 } });
    expect(none.json().data).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: '/api/order/v1/demo-case/list', payload: {} })).statusCode).toBe(401);
  });
});
