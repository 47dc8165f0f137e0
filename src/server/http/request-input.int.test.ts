import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../domain/response-codes';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DATABASE_KINDS } from '../testing/test-database';
import { buildWorld, type World } from '../testing/principals';
import { findNul, jsonDepthExceeds, MAX_JSON_DEPTH } from './request-input';

describe('the request input rules', () => {
  it('measures JSON depth on the raw text, skipping strings and escapes', () => {
    expect(jsonDepthExceeds('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":[1,{"b":[2]}]}', 3)).toBe(true);
    expect(jsonDepthExceeds(`{"a":"${'['.repeat(100)}\\"{{{"}`, 1)).toBe(false);
    expect(jsonDepthExceeds('['.repeat(1_000_000), MAX_JSON_DEPTH)).toBe(true);
  });

  it('finds NUL in values and keys at any depth, without recursion', () => {
    expect(findNul({ body: { a: ['x', { b: 'y\0' }] } })).toBe('body.a.1.b');
    expect(findNul({ query: { 'k\0': 'v' } })).toBe('query.k\0');
    expect(findNul({ body: { a: 'fine', n: 1, z: null }, params: {} })).toBeNull();
  });
});

describe.each(DATABASE_KINDS)('bad input answers 400, never 500, on %s', (kind) => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await createTestApp(kind);
    world = await buildWorld(t.app);
  });
  afterAll(async () => t.close());

  const deep = '['.repeat(20_000) + ']'.repeat(20_000);

  it('refuses a deeply nested body with an Idempotency-Key, even on an anonymous route without a body schema', async () => {
    for (const url of ['/api/user/v1/check-phone-captcha?captcha=123456&phone=13800000000', '/api/tenant/v1/logout']) {
      const response = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', 'idempotency-key': 'deep-1', language: 'EN' }, payload: deep });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ code: ErrorCode.badRequest, msg: 'The request is nested too deeply.', data: null, extra: null });
    }
  });

  it('refuses a raw octet-stream body with an Idempotency-Key on a route that takes none', async () => {
    const headers = { ...(await world.headersFor('adminA')), 'content-type': 'application/octet-stream', 'idempotency-key': 'raw-1' };
    const response = await t.app.inject({ method: 'DELETE', url: '/api/emr/oss/multipart/nothing', headers, payload: Buffer.alloc(64, 7) });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ code: expect.any(Number), msg: expect.any(String), data: null });
  });

  it('refuses NUL in a body text, a query value and a path parameter with a 400 naming the field, and stores nothing', async () => {
    const headers = { ...(await world.headersFor('adminA')), language: 'EN' };
    const patients = async () => (await t.database.db.kysely.selectFrom('patients').select('id').execute()).length;
    const before = await patients();
    const body = await t.app.inject({ method: 'POST', url: '/api/emr/v1/patient/add', headers, payload: { name: 'Ann\u0000a', gender: 1 } });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({ code: 400, msg: 'Text must not contain the NUL character. (body.name)', data: { fields: [{ path: 'body.name', message: 'Text must not contain the NUL character.' }] } });
    expect(await patients()).toBe(before);

    const query = await t.app.inject({ method: 'POST', url: '/api/tenant/v1/scan-login?qrId=a%00b', headers, payload: {} });
    expect(query.statusCode, query.body).toBe(400);
    expect(query.json().data.fields[0].path).toBe('query.qrId');

    const path = await t.app.inject({ method: 'GET', url: '/api/emr/oss/multipart/a%00b/parts', headers });
    expect(path.statusCode).toBe(400);
    expect(path.json().data.fields[0].path).toBe('params.uploadId');

    const sign = await t.app.inject({ method: 'POST', url: '/api/tenant/v1/pc-login', payload: { account: '138\u00000000000', password: 'x', captcha: 'x', captchaId: 'x\u0000' }, headers: { language: 'ZH' } });
    expect(sign.statusCode).toBe(400);
    expect(sign.json().msg).toContain('NUL');
    expect(sign.json().msg).not.toContain('NUL character');
  });

  it('answers an id past what the database column holds with a 4xx, not a 500', async () => {
    const headers = await world.headersFor('adminA');
    const response = await t.app.inject({ method: 'POST', url: '/api/tenant/v1/address/delete', headers, payload: { id: 2 ** 31 } });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
  });
});
