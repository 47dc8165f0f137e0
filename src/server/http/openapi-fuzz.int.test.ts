import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../domain/services';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DATABASE_KINDS } from '../testing/test-database';
import { buildWorld, type PrincipalName, type World } from '../testing/principals';
import { requestsFor, routesOf, type FuzzRequest, type OpenApiDocument, type Route } from '../testing/openapi-requests';

/**
 * Fuzz over every route of the OpenAPI document, bounded in count and time: random principals, parameters and
 * bodies (mostly valid, sometimes NUL, over-long, deeply nested, raw bytes, of the wrong type). No answer may be a
 * 5xx, and every answer is the envelope. FUZZ_SEED replays a run; FUZZ_RUNS sets the requests per route.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 6);
const TIME_BUDGET_MS = 25_000;
const PRINCIPALS: PrincipalName[] = ['anonymous', 'adminA', 'doctorA', 'factory'];
const DEEP = '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000);

describe.each(DATABASE_KINDS)('fuzz over the OpenAPI document on %s', (kind) => {
  let t: TestApp;
  let world: World;
  let routes: Route[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    world = await buildWorld(t.app);
    routes = routesOf((await t.app.inject('/api/openapi.json')).json() as OpenApiDocument);
  });
  afterAll(async () => t.close());

  async function send(request: FuzzRequest, principal: PrincipalName) {
    const headers: Record<string, string> = { ...(await world.headersFor(principal)), language: 'EN' };
    if (request.idempotencyKey) headers[IDEMPOTENCY_HEADER] = request.idempotencyKey;
    const payload =
      request.body === 'json' ? JSON.stringify(request.json) : request.body === 'deep-json' ? DEEP : request.body === 'octet-stream' ? Buffer.alloc(256, 1) : request.body === 'text' ? 'a=b' : undefined;
    if (payload !== undefined) headers['content-type'] = request.body === 'octet-stream' ? 'application/octet-stream' : request.body === 'text' ? 'text/plain' : 'application/json';
    return t.app.inject({ method: request.method as 'POST', url: request.url, headers, ...(payload === undefined ? {} : { payload }) });
  }

  it(`answers every request below 500 and in the envelope (seed ${SEED})`, { timeout: 90_000 }, async () => {
    expect(routes.length).toBeGreaterThan(80);
    const started = Date.now();
    const failures: string[] = [];
    let sent = 0;
    for (const [index, route] of routes.entries()) {
      const requests = fc.sample(fc.tuple(requestsFor(route), fc.constantFrom(...PRINCIPALS)), { seed: SEED + index, numRuns: RUNS_PER_ROUTE });
      // What broke before: a deep body and raw bytes, each with an Idempotency-Key, on every route.
      const fixed: FuzzRequest[] = [
        { ...requests[0]![0], body: 'deep-json', idempotencyKey: 'fuzz-deep' },
        { ...requests[0]![0], body: 'octet-stream', idempotencyKey: 'fuzz-raw' },
      ];
      const all: [FuzzRequest, PrincipalName][] = [...fixed.map((r) => [r, 'adminA'] as [FuzzRequest, PrincipalName]), ...requests];
      for (const [request, principal] of all) {
        if (Date.now() - started > TIME_BUDGET_MS && request !== fixed[0] && request !== fixed[1]) break;
        const response = await send(request, principal);
        sent++;
        const body = safeJson(response.body);
        const isEnvelope = typeof body?.code === 'number' && typeof body.msg === 'string' && 'data' in body && 'extra' in body;
        const isFile = route.path.startsWith('/api/emr/oss/object/') && response.statusCode === 200;
        if (response.statusCode >= 500 || (!isEnvelope && !isFile)) {
          failures.push(`${principal} ${request.method} ${request.url} [${request.body}${request.idempotencyKey ? ' + key' : ''}] ${JSON.stringify(request.json)?.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(routes.length * 2);
    expect(failures, `seed ${SEED}: ${failures.length} of ${sent} requests failed`).toEqual([]);
  });
});

function safeJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
