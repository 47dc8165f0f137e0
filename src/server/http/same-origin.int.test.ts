import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../domain/response-codes';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DATABASE_KINDS } from '../testing/test-database';
import { buildWorld, type World } from '../testing/principals';
import { snapshotDatabase } from '../testing/db-snapshot';
import { translate } from '../i18n/translate';
import { crossOriginRefused, UNSAFE_METHODS } from './same-origin';

const HOST = 'portal.example:8443';

/** Ways a page of another origin reaches the server with the victim's cookie (SameSite=Lax lets same-site ones through). */
const FOREIGN: Record<string, Record<string, string>> = {
  'another website': { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
  'a sibling subdomain': { origin: 'https://evil.portal.example:8443', 'sec-fetch-site': 'same-site' },
  'another port of the host': { origin: 'https://portal.example:9000', 'sec-fetch-site': 'same-site' },
  'a sandboxed frame': { origin: 'null', 'sec-fetch-site': 'cross-site' },
  'fetch metadata alone': { 'sec-fetch-site': 'same-site' },
};
const REFUSED = translate('en', crossOriginRefused);
const OWN = { origin: `https://${HOST}`, 'sec-fetch-site': 'same-origin' };

describe.each(DATABASE_KINDS)('cross-site request forgery on %s', (kind) => {
  let t: TestApp;
  let world: World;
  let mutating: { method: string; url: string }[];
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { ALLOWED_ORIGINS: 'https://front.example' } });
    world = await buildWorld(t.app);
    // Every state-changing route the server has, from its route table (never a hand-kept list).
    mutating = t.app.registeredRoutes.filter((r) => UNSAFE_METHODS.has(r.method));
  });
  afterAll(async () => t.close());

  /** A concrete URL for the route that would work for the admin of clinic A: path and query ids name that clinic. */
  function concrete(url: string): string {
    const id = String(world.clinicA);
    const query = `clinicId=${id}&employeeId=${id}&qrId=x&captcha=123456&phone=13800000000&account=13800000000`;
    return `${url.replace(/:(\w+)/g, id)}?${query}`;
  }

  it('walks a real route table', () => {
    expect(mutating.length).toBeGreaterThan(40);
    expect(mutating.map((r) => `${r.method} ${r.url}`)).toEqual(expect.arrayContaining(['POST /api/tenant/v1/logout', 'POST /api/tenant/v1/scan-login', 'POST /api/tenant/v1/change-clinic']));
  });

  it.each(Object.keys(FOREIGN))('refuses every mutating route from %s, signed in with a form post, and changes nothing', async (name) => {
    const sessions = await Promise.all(mutating.map(() => world.headersFor('adminA')));
    const before = await snapshotDatabase(t.database.db);
    for (const [i, route] of mutating.entries()) {
      const response = await t.app.inject({
        method: route.method as 'POST',
        url: concrete(route.url),
        headers: { ...sessions[i], ...FOREIGN[name], host: HOST, 'content-type': 'text/plain', language: 'RU' },
        payload: 'name=attacker',
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      const body = response.json();
      expect(body).toMatchObject({ code: ErrorCode.forbidden, data: null });
      expect(body.msg).toMatch(/[а-я]/); // in the request's language
    }
    expect(await snapshotDatabase(t.database.db)).toEqual(before);
  });

  it('lets the app’s own pages through on every mutating route, and asks for JSON bodies', async () => {
    for (const route of mutating) {
      const headers = { ...(await world.headersFor('adminA')), ...OWN, host: HOST };
      const json = await t.app.inject({ method: route.method as 'POST', url: concrete(route.url), headers, payload: {} });
      // Another refusal (this admin is no factory user, an id does not exist) is fine: this one is about the origin.
      expect(json.statusCode, `${route.method} ${route.url}`).not.toBe(415);
      expect(json.json().msg, `${route.method} ${route.url}`).not.toBe(REFUSED);
      if (route.url.includes('/parts/')) continue; // an upload part is a raw body by design
      const form = await t.app.inject({ method: route.method as 'POST', url: concrete(route.url), headers: { ...headers, 'content-type': 'text/plain' }, payload: 'x' });
      expect(form.statusCode, `${route.method} ${route.url}`).toBe(415);
      expect(form.json()).toEqual({ code: ErrorCode.unsupportedMediaType, msg: 'The request must be sent as JSON.', data: null, extra: null });
    }
  });

  it('accepts configured origins, a proxy’s forwarded host only under TRUST_PROXY, and requests no browser page made', async () => {
    const send = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'POST', url: '/api/tenant/account/info', headers: { ...(await world.headersFor('adminA')), host: HOST, ...headers }, payload: {} })).statusCode;
    expect(await send({ origin: 'https://front.example', 'sec-fetch-site': 'cross-site' })).toBe(200);
    expect(await send({ origin: 'https://PORTAL.example:8443' })).toBe(200);
    expect(await send({ 'sec-fetch-site': 'same-origin' })).toBe(200);
    expect(await send({})).toBe(200); // curl, a server: no browser, nothing to forge
    expect(await send({ origin: 'https://public.example', 'x-forwarded-host': 'public.example' })).toBe(403); // not trusted here
  });
});

describe('behind a trusted proxy', () => {
  it('takes the app’s own origin from X-Forwarded-Host', async () => {
    const t = await createTestApp('sqlite', { env: { TRUST_PROXY: 'true' } });
    try {
      const world = await buildWorld(t.app);
      const send = async (headers: Record<string, string>) =>
        (await t.app.inject({ method: 'POST', url: '/api/tenant/account/info', headers: { ...(await world.headersFor('adminA')), host: '127.0.0.1:3000', ...headers }, payload: {} })).statusCode;
      expect(await send({ origin: 'https://public.example', 'x-forwarded-host': 'public.example', 'x-forwarded-proto': 'https' })).toBe(200);
      expect(await send({ origin: 'https://attacker.example', 'x-forwarded-host': 'public.example' })).toBe(403);
    } finally {
      await t.close();
    }
  });
});
