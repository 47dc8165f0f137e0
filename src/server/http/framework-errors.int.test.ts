import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/** Refusals Fastify makes before routing still answer the envelope, in the request's language. */
describe('answers made before routing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t.close());

  const longParam = `/api/emr/v1/clinicImage/stage/list/${'9'.repeat(150)}`;
  const badEscape = '/api/emr/v1/clinicImage/stage/list/%E0%A4%A';

  it.each([
    ['a path parameter over the length limit', longParam],
    ['a malformed %-escape', badEscape],
  ])('%s is a 400 envelope in the request language', async (_name, url) => {
    const english = await t.app.inject({ url, headers: { language: 'EN' } });
    expect(english.statusCode).toBe(400);
    expect(english.headers['content-type']).toContain('application/json');
    expect(english.json()).toEqual({ code: 400, msg: 'The request is not valid.', data: null, extra: null });
    const chinese = (await t.app.inject({ url, headers: { language: 'ZH' } })).json();
    const russian = (await t.app.inject({ url, headers: { language: 'RU' } })).json();
    expect(chinese.code).toBe(400);
    expect(chinese.msg).not.toBe(english.json().msg);
    expect(russian.msg).not.toBe(english.json().msg);
  });
});
