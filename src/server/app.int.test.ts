import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './db/seed/seed-demo-data';
import { verifyPassword } from './auth/passwords';
import { DATABASE_KINDS } from './testing/test-database';
import { createTestApp, type TestApp } from './testing/test-app';

describe.each(DATABASE_KINDS)('the server on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it('answers health in the envelope, in-process', async () => {
    const response = await t.app.inject('/api/platform/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 200,
      msg: 'Success',
      data: { status: 'ok', version: expect.any(String), database: kind },
      extra: null,
    });
  });

  it('answers liveness without the database, and readiness until the process drains', async () => {
    expect((await t.app.inject('/api/platform/live')).json().data).toEqual({ status: 'live' });
    const ready = await t.app.inject('/api/platform/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toMatchObject({ status: 'ready' });
    t.app.lifecycle.draining = true;
    try {
      const draining = await t.app.inject('/api/platform/ready');
      expect(draining.statusCode).toBe(503);
      expect(draining.json().code).toBe(503);
    } finally {
      t.app.lifecycle.draining = false;
    }
  });

  it('answers over a real port', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${url}/api/platform/health`, { headers: { language: 'ZH' } });
    expect(response.status).toBe(200);
    expect((await response.json()).data.status).toBe('ok');
  });

  it('writes msg in the language the header names, English by default', async () => {
    const english = (await t.app.inject({ url: '/api/none' })).json();
    const chinese = (await t.app.inject({ url: '/api/none', headers: { language: 'ZH' } })).json();
    const russian = (await t.app.inject({ url: '/api/none', headers: { language: 'RU' } })).json();
    expect(english.msg).toBe('Not found.');
    expect(chinese.msg).not.toBe(english.msg);
    expect(russian.msg).not.toBe(english.msg);
    expect(new Set([chinese.code, russian.code, english.code])).toEqual(new Set([404]));
  });

  it('compresses larger JSON answers for clients that accept gzip', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/platform/health'].get.responses['200']).toBeDefined();
  });

  it('seeds the manufacturer with its factories Hangzhou and Zhuhai once, however often it runs', async () => {
    const first = await seedDemoData(t.database.db);
    const second = await seedDemoData(t.database.db);
    expect(first.seeded).toBe(true);
    expect(second.seeded).toBe(false);
    const factories = await t.database.db.kysely.selectFrom('factories').select(['city']).orderBy('city').execute();
    expect(factories.map((f) => f.city)).toEqual(['Hangzhou', 'Zhuhai']);
  });

  it('seeds the demo accounts it prints, each signing in with the printed password', async () => {
    const db = t.database.db.kysely;
    const users = await db.selectFrom('users').select(['id', 'phone', 'password_hash', 'is_factory']).orderBy('phone').execute();
    expect(users.map((u) => u.phone)).toEqual(DEMO_USERS.map((u) => u.phone).sort());
    expect(await verifyPassword(users[0]!.password_hash, DEMO_PASSWORD)).toBe(true);
    const admin = users.find((u) => u.phone === '13800000001')!;
    const memberships = await db.selectFrom('clinic_members').select(['role']).where('user_id', '=', admin.id).execute();
    expect(memberships).toEqual([{ role: 'admin' }]);
    const doctorInTwo = users.find((u) => u.phone === '13800000002')!;
    expect(await db.selectFrom('clinic_members').select('clinic_id').where('user_id', '=', doctorInTwo.id).execute()).toHaveLength(2);
    expect(users.filter((u) => u.is_factory === 1).map((u) => u.phone)).toEqual(['13900000001']);
  });
});
