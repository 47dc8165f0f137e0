import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CASE_PATHS } from '../../../domain/orders/paths';
import * as factoryStaffMigration from '../../db/migrations/0015-factory-staff';
import { sessionHeaders } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DATABASE_KINDS } from '../../testing/test-database';
import { signInWithPassword } from '../accounts';
import { runAdminCommand, type AdminFlags } from './admin-commands';

const PASSWORD = 'Factory-Admin-1';
const SETUP: Partial<AdminFlags> = { manufacturer: 'Acme Dental Labs', factory: ['hz:Hangzhou factory:Hangzhou', 'ZH:Zhuhai factory:Zhuhai'] };
const client = { ip: '203.0.113.7' };

describe.each(DATABASE_KINDS)('the operator’s first run on %s (npm run admin)', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => t.close());

  const run = (positionals: string[], flags: Partial<AdminFlags> = {}) =>
    runAdminCommand(t.app.db.kysely, positionals, { generatePassword: () => 'Generated-Pass-9', ...flags });
  const audits = () => t.app.db.kysely.selectFrom('audit_events').select(['action', 'subject']).orderBy('id').execute();
  const queueAs = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'POST', url: `/api/order${CASE_PATHS.factoryQueue}`, headers, payload: { queue: 'review' } })).statusCode;
  const queue = async (userId: number) => queueAs(await sessionHeaders(t.app, userId, null));
  const addAdmin = (phone = '13700000001') => run(['add-factory-user'], { factory: ['HZ'], phone, name: 'Sun Hui', role: 'admin', password: PASSWORD });

  it('sets up an empty database once, then adds a factory admin who can sign in and work the queue', async () => {
    expect(await run(['list'])).toEqual(['Not set up yet: run setup first.']);
    expect((await run(['setup'], SETUP))[0]).toBe('Set up: Acme Dental Labs with HZ, ZH.');
    await expect(run(['setup'], SETUP)).rejects.toThrow('already set up for Acme Dental Labs');
    expect(await t.app.db.kysely.selectFrom('factories').select('code').orderBy('code').execute()).toEqual([{ code: 'HZ' }, { code: 'ZH' }]);

    expect(await addAdmin()).toEqual(['Added 13700000001 as admin.']);
    const signedIn = await signInWithPassword(t.app.db.kysely, { account: '13700000001', password: PASSWORD, client });
    expect(signedIn.outcome).toBe('signed-in');
    expect(await queue((signedIn as { userId: number }).userId)).toBe(200);
    expect(await run(['list'])).toEqual(['Acme Dental Labs', '  HZ  Hangzhou factory (Hangzhou)', '      13700000001  Sun Hui  admin', '  ZH  Zhuhai factory (Zhuhai)', '      (no staff)']);
    expect((await audits()).slice(0, 2)).toEqual([
      { action: 'manufacturer-setup', subject: null },
      { action: 'factory-member-added', subject: '13700000001' },
    ]);
  });

  it('prints a generated password once when none is given on standard input, and it signs in', async () => {
    await run(['setup'], SETUP);
    const lines = await run(['add-factory-user'], { factory: ['ZH'], phone: '13700000002', name: 'Ma Lin', role: 'designer' });
    expect(lines[1]).toContain('Generated-Pass-9');
    expect((await signInWithPassword(t.app.db.kysely, { account: '13700000002', password: 'Generated-Pass-9', client })).outcome).toBe('signed-in');
  });

  it('refuses bad input with what is wrong, writing nothing', async () => {
    await run(['setup'], SETUP);
    const before = await t.app.db.kysely.selectFrom('users').select('id').execute();
    const cases: [Partial<AdminFlags>, string][] = [
      [{ phone: '12345' }, 'not a mobile number'],
      [{ role: 'boss' }, 'Unknown role "boss"'],
      [{ password: 'short' }, 'The password must be'],
      [{ factory: ['XX'] }, 'no factory with the code "XX"'],
      [{ name: '  ' }, 'The name is required'],
    ];
    for (const [change, message] of cases) {
      await expect(run(['add-factory-user'], { factory: ['HZ'], phone: '13700000003', name: 'Bai Yu', role: 'reviewer', password: PASSWORD, ...change })).rejects.toThrow(message);
    }
    expect(await t.app.db.kysely.selectFrom('users').select('id').execute()).toEqual(before);
    await addAdmin('13700000003');
    await expect(addAdmin('13700000003')).rejects.toThrow('exists already');
    await expect(run(['setup'], { manufacturer: 'X', factory: ['H:Name:City'] })).rejects.toThrow('2 to 8 letters or digits');
    await expect(run(['frobnicate'])).rejects.toThrow('Unknown command "frobnicate"');
  });

  it('changes roles and removes staff, keeping one admin; a removed user is signed out and loses the factory', async () => {
    await run(['setup'], SETUP);
    await addAdmin('13700000001');
    await expect(run(['set-factory-role'], { phone: '13700000001', role: 'reviewer' })).rejects.toThrow('last factory admin');
    await expect(run(['remove-factory-user'], { phone: '13700000001' })).rejects.toThrow('last factory admin');

    await run(['add-factory-user'], { factory: ['HZ'], phone: '13700000002', name: 'Ma Lin', role: 'reviewer', password: PASSWORD });
    await run(['set-factory-role'], { phone: '13700000002', role: 'admin' });
    await run(['set-factory-role'], { phone: '13700000001', role: 'finance' });
    const first = await t.app.db.kysely.selectFrom('users').select('id').where('phone', '=', '13700000001').executeTakeFirstOrThrow();
    const headers = await sessionHeaders(t.app, first.id, null);
    await run(['remove-factory-user'], { phone: '13700000001' });
    expect(await queueAs(headers)).toBe(401);
    expect(await queue(first.id)).toBe(403);
    await expect(run(['remove-factory-user'], { phone: '13700000001' })).rejects.toThrow('No factory user has the number');
    expect((await audits()).map((a) => a.action).filter((a) => a.startsWith('factory-member'))).toEqual([
      'factory-member-added',
      'factory-member-added',
      'factory-member-role-changed',
      'factory-member-role-changed',
      'factory-member-removed',
    ]);
  });

  it('migration 0015 makes every existing factory user an admin of the first factory', async () => {
    const db = t.app.db.kysely;
    await run(['setup'], SETUP);
    await addAdmin('13700000001');
    const untyped = db as unknown as Kysely<unknown>;
    await factoryStaffMigration.down(untyped);
    await factoryStaffMigration.up(untyped);
    expect(await db.selectFrom('factory_members').innerJoin('factories', 'factories.id', 'factory_members.factory_id').select(['code', 'role']).execute()).toEqual([{ code: 'HZ', role: 'admin' }]);
  });
});
