import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_HEADER } from '../../domain/services';
import { DATABASE_KINDS } from '../testing/test-database';
import { createTestApp, type TestApp } from '../testing/test-app';
import { IDEMPOTENCY_WINDOW_MS, runMutation } from './idempotency';

const PROBE = '/api/platform/test-probe';

/** A mutating route used only here: it writes one row per effect, slowly, so concurrent repeats overlap. */
async function registerProbe(app: FastifyInstance) {
  await sql`create table probe_writes (id text primary key, value text not null)`.execute(app.db.kysely);
  app.withTypeProvider<ZodTypeProvider>().post(PROBE, { schema: { body: z.object({ value: z.string() }) } }, async (request, reply) =>
    runMutation(request, reply, async (trx) => {
      const id = randomUUID();
      await sql`insert into probe_writes (id, value) values (${id}, ${request.body.value})`.execute(trx);
      await new Promise((resolve) => setTimeout(resolve, 15));
      return request.ok({ id });
    }),
  );
}

async function countWrites(t: TestApp): Promise<number> {
  const result = await sql<{ n: number | string }>`select count(*) as n from probe_writes`.execute(t.database.db.kysely);
  return Number(result.rows[0]?.n);
}

describe.each(DATABASE_KINDS)('idempotency on %s', (kind) => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { register: registerProbe });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  const send = (key: string | null, value: string) =>
    fetch(baseUrl + PROBE, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
      body: JSON.stringify({ value }),
    });

  it('applies the same key sent 25 times at once exactly once, and answers all of them identically', async () => {
    const before = await countWrites(t);
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 25 }, () => send(key, 'x')));
    const bodies = await Promise.all(responses.map((r) => r.text()));
    expect(responses.map((r) => r.status)).toEqual(Array(25).fill(200));
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!).code).toBe(200);
    expect(await countWrites(t)).toBe(before + 1);
    expect(responses.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(24);
  });

  it('replays a later repeat without a second effect', async () => {
    const key = randomUUID();
    const first = await (await send(key, 'later')).json();
    const before = await countWrites(t);
    const again = await send(key, 'later');
    expect(await again.json()).toEqual(first);
    expect(await countWrites(t)).toBe(before);
  });

  it('refuses the same key with a different payload, and changes nothing', async () => {
    const key = randomUUID();
    await send(key, 'one');
    const before = await countWrites(t);
    const response = await send(key, 'two');
    expect(response.status).toBe(422);
    expect((await response.json()).code).toBe(422);
    expect(await countWrites(t)).toBe(before);
  });

  it('treats the payload by content: the same fields in another order are the same request', async () => {
    const key = randomUUID();
    const headers = { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: key };
    const a = await fetch(baseUrl + PROBE, { method: 'POST', headers, body: '{"value":"v","extra":1}' });
    const b = await fetch(baseUrl + PROBE, { method: 'POST', headers, body: '{"extra":1,"value":"v"}' });
    expect(b.status).toBe(a.status);
    expect(await b.json()).toEqual(await a.json());
  });

  it('applies requests without a key every time, and distinct keys separately', async () => {
    const before = await countWrites(t);
    await send(null, 'n');
    await send(null, 'n');
    await send(randomUUID(), 'n');
    await send(randomUUID(), 'n');
    expect(await countWrites(t)).toBe(before + 4);
  });

  it('rejects a malformed key before doing anything', async () => {
    const before = await countWrites(t);
    const response = await send('has space', 'n');
    expect(response.status).toBe(400);
    expect(await countWrites(t)).toBe(before);
  });

  it('forgets an answer after 24 hours: the key then applies afresh', async () => {
    const key = randomUUID();
    await send(key, 'old');
    await t.database.db.kysely
      .updateTable('idempotency_keys')
      .set({ created_at: Date.now() - IDEMPOTENCY_WINDOW_MS - 1000 })
      .where('scope_key', '=', `anonymous:${key}`)
      .execute();
    const before = await countWrites(t);
    const response = await send(key, 'new');
    expect(response.status).toBe(200);
    expect(response.headers.get('idempotent-replayed')).toBeNull();
    expect(await countWrites(t)).toBe(before + 1);
  });

  it('stores nothing when the work fails, so a retry runs afresh', async () => {
    const key = randomUUID();
    const bad = await fetch(baseUrl + PROBE, { method: 'POST', headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: key }, body: '{"value":5}' });
    expect(bad.status).toBe(400);
    const stored = await t.database.db.kysely.selectFrom('idempotency_keys').select('scope_key').where('scope_key', '=', `anonymous:${key}`).execute();
    expect(stored).toEqual([]);
  });
});
