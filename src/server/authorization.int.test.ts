import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';
import { DATABASE_KINDS } from './testing/test-database';
import { buildWorld, PRINCIPALS, type PrincipalName, type World } from './testing/principals';

/**
 * Who may call what. Every registered route has a row; the test below expands each row over every principal and
 * runs it against the real server. A route registered without a row fails the completeness test.
 *  public     anyone, signed in or not
 *  signed-in  any signed-in user (clinic or factory); anonymous gets 401
 *  clinic     a clinic user working in a clinic; anonymous 401, factory 403
 *  admin      a clinic admin in the clinic; anonymous 401, others 403
 *  factory    factory users only; anonymous 401, clinic users 403
 */
type Policy = 'public' | 'signed-in' | 'clinic' | 'admin' | 'factory';

const ACCESS: Record<string, Policy> = {
  'GET /api/openapi.json': 'public',
  'GET /api/platform/health': 'public',
  'GET /api/platform/dev/sms-inbox': 'public',
  'POST /api/tenant/account/info': 'signed-in',
  'POST /api/tenant/v1/switch-clinic': 'signed-in',
  'POST /api/tenant/v1/change-clinic': 'signed-in',
  'POST /api/tenant/v1/logout': 'public',
  'POST /api/tenant/v1/qr-code': 'public',
  'POST /api/tenant/v1/scan-login': 'signed-in',
  'POST /api/mobile/api/getQrcodeStatus': 'public',
};

/** A concrete URL for a route pattern: parameters filled, a query the route needs. */
const SAMPLE_URL: Record<string, string> = {
  'GET /api/platform/dev/sms-inbox': '/api/platform/dev/sms-inbox?phone=13800000000',
  'POST /api/tenant/v1/change-clinic': '/api/tenant/v1/change-clinic?clinicId=CLINIC_A',
  'POST /api/tenant/v1/scan-login': '/api/tenant/v1/scan-login?qrId=none',
};

function expected(policy: Policy, principal: PrincipalName): 'allowed' | 401 | 403 {
  if (policy === 'public') return 'allowed';
  if (principal === 'anonymous') return 401;
  if (policy === 'signed-in') return 'allowed';
  if (policy === 'factory') return principal === 'factory' ? 'allowed' : 403;
  if (principal === 'factory') return 403;
  if (policy === 'clinic') return 'allowed';
  return principal === 'adminA' || principal === 'adminB' ? 'allowed' : 403;
}

/** Routes that exist only for tests or documentation and carry no data. */
const OUT_OF_TABLE = new Set(['GET /docs', 'GET /api/openapi.json/']);

describe.each(DATABASE_KINDS)('authorization on %s', (kind) => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await createTestApp(kind);
    world = await buildWorld(t.app);
  });
  afterAll(async () => t.close());

  it('has a row for every registered route, and no row for a route that does not exist', () => {
    const registered = t.app.registeredRoutes
      .filter((r) => r.url.startsWith('/api/'))
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !OUT_OF_TABLE.has(route));
    expect(registered.filter((route) => !(route in ACCESS))).toEqual([]);
    expect(Object.keys(ACCESS).filter((route) => !registered.includes(route))).toEqual([]);
  });

  const rows = Object.entries(ACCESS).flatMap(([route, policy]) => PRINCIPALS.map((principal) => [route, principal, expected(policy, principal)] as const));
  it.each(rows)('%s as %s → %s', async (route, principal, outcome) => {
    const [method, pattern] = route.split(' ') as [string, string];
    const url = (SAMPLE_URL[route] ?? pattern).replace('CLINIC_A', String(world.clinicA)).replace(/:(\w+)/g, '1');
    const response = await t.app.inject({ method: method as 'GET', url, headers: await world.headersFor(principal), ...(method === 'GET' ? {} : { payload: {} }) });
    if (outcome === 'allowed') {
      expect([401, 403]).not.toContain(response.statusCode);
    } else {
      expect(response.statusCode).toBe(outcome);
      expect(response.json().code).toBe(outcome);
    }
  });
});
