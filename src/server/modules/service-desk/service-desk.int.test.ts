import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionHeaders } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DATABASE_KINDS } from '../../testing/test-database';

describe.each(DATABASE_KINDS)('service desk on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { SERVICE_EMAIL: 'help@lab.example', SERVICE_PHONE: '+7 495 000 00 00' } });
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

  it('answers the service contacts from the server configuration, signed out too', async () => {
    const answer = await call('GET', '/api/platform/v1/service-contacts');
    expect(answer.json().data).toEqual({ email: 'help@lab.example', phone: '+7 495 000 00 00', chat: 'local' });
  });

  it('a clinic user writes, the factory answers in the inbox, each sees the conversation; nobody reads another’s', async () => {
    const db = t.app.db.kysely;
    const dentist = await createUser(db, { name: 'Dr Zhou' });
    const other = await createUser(db);
    const agent = await createUser(db, { isFactory: true, factoryRole: 'reviewer', name: 'Agent Liu' });
    const me = await sessionHeaders(t.app, dentist.id, null);
    const desk = await sessionHeaders(t.app, agent.id, null);

    expect((await call('POST', '/api/platform/v1/service-chat/send', me, { body: '  ' })).statusCode).toBe(400);
    expect((await call('POST', '/api/platform/v1/service-chat/send', me, { body: 'x'.repeat(1001) })).statusCode).toBe(400);
    const sent = await call('POST', '/api/platform/v1/service-chat/send', me, { body: 'Where is my case?' });
    expect(sent.json().data).toMatchObject({ body: 'Where is my case?', fromStaff: false, authorName: 'Dr Zhou' });

    const inbox = (await call('POST', '/api/platform/v1/service-inbox/list', desk, { awaitingOnly: true })).json().data;
    expect(inbox.list.find((thread: { userId: number }) => thread.userId === dentist.id)).toMatchObject({ awaitingReply: true, lastMessage: 'Where is my case?' });

    const answered = await call('POST', '/api/platform/v1/service-inbox/reply', desk, { userId: dentist.id, body: 'In design, ready tomorrow.' });
    expect(answered.json().data).toMatchObject({ fromStaff: true, authorName: 'Agent Liu' });
    const awaiting = (await call('POST', '/api/platform/v1/service-inbox/list', desk, { awaitingOnly: true })).json().data;
    expect(awaiting.list.some((thread: { userId: number }) => thread.userId === dentist.id)).toBe(false);

    const mine = (await call('GET', '/api/platform/v1/service-chat/messages', me)).json().data;
    expect(mine.list.map((m: { body: string }) => m.body)).toEqual(['In design, ready tomorrow.', 'Where is my case?']);
    const firstPage = (await call('GET', '/api/platform/v1/service-chat/messages?limit=1', me)).json().data;
    expect(firstPage.list).toHaveLength(1);
    const secondPage = (await call('GET', `/api/platform/v1/service-chat/messages?limit=1&before=${firstPage.earlier}`, me)).json().data;
    expect([secondPage.list[0].body, secondPage.earlier]).toEqual(['Where is my case?', null]);
    expect((await call('GET', '/api/platform/v1/service-chat/messages', await sessionHeaders(t.app, other.id, null))).json().data.list).toEqual([]);
    expect((await call('GET', `/api/platform/v1/service-inbox/messages?userId=${dentist.id}`, desk)).json().data.list).toHaveLength(2);

    // The factory answers only someone who wrote; clinic users cannot use the inbox; factory users cannot chat.
    expect((await call('POST', '/api/platform/v1/service-inbox/reply', desk, { userId: other.id, body: 'Hello' })).statusCode).toBe(404);
    expect((await call('GET', `/api/platform/v1/service-inbox/messages?userId=${other.id}`, desk)).statusCode).toBe(404);
    expect((await call('POST', '/api/platform/v1/service-inbox/reply', me, { userId: dentist.id, body: 'Hi' })).statusCode).toBe(403);
    expect((await call('POST', '/api/platform/v1/service-chat/send', desk, { body: 'Hi' })).statusCode).toBe(403);
    expect((await call('POST', '/api/platform/v1/service-chat/send', {}, { body: 'Hi' })).statusCode).toBe(401);
  });

  it('account/apply and contact-with-mmm leave requests the desk lists and handles once; too many open ones are refused', async () => {
    const db = t.app.db.kysely;
    const user = await createUser(db);
    const agent = await createUser(db, { isFactory: true, factoryRole: 'admin' });
    const me = await sessionHeaders(t.app, user.id, null);
    const desk = await sessionHeaders(t.app, agent.id, null);
    const apply = { clinicName: 'Riverside Dental', contactName: 'Dr Ma', phone: '13912345678', remark: 'Two chairs' };

    const left = await call('POST', '/api/user/v1/account/apply', me, apply);
    expect([left.statusCode, left.json().msg]).toEqual([200, 'Submitted successfully.']);
    expect((await call('POST', '/api/user/v1/account/apply', me, { ...apply, phone: '12345' })).json().data.fields[0].path).toBe('phone');
    expect((await call('POST', '/api/user/v1/account/apply', me, { ...apply, clinicName: '' })).json().data.fields[0].path).toBe('clinicName');

    const callback = await call('POST', `/api/tenant/account/contact-with-mmm?kUserId=${agent.id}&phone=13912345678`, me);
    expect(callback.statusCode).toBe(200);
    expect((await call('POST', `/api/tenant/account/contact-with-mmm?kUserId=${user.id}&phone=13912345678`, me)).statusCode).toBe(404);
    expect((await call('POST', '/api/tenant/account/contact-with-mmm?phone=1391234', me)).statusCode).toBe(400);
    expect((await call('POST', '/api/tenant/account/contact-with-mmm?phone=13912345678', desk)).statusCode).toBe(403);
    await call('POST', '/api/tenant/account/contact-with-mmm?phone=13912345678', me);
    await call('POST', '/api/tenant/account/contact-with-mmm?phone=13912345678', me);
    const fourth = await call('POST', '/api/tenant/account/contact-with-mmm?phone=13912345678', me);
    expect([fourth.statusCode, fourth.json().code]).toEqual([400, 43103]);

    const open = (await call('POST', '/api/platform/v1/service-inbox/requests', desk, { pageSize: 50 })).json().data;
    const mine = open.list.filter((request: { userId: number }) => request.userId === user.id);
    expect(mine.map((request: { kind: string }) => request.kind)).toEqual(['account', 'callback', 'callback', 'callback']);
    expect(mine[0]).toMatchObject({ clinicName: 'Riverside Dental', contactName: 'Dr Ma', remark: 'Two chairs', handledAt: null });
    expect(mine[1].agentUserId).toBe(agent.id);

    const id = mine[1].id;
    expect((await call('POST', '/api/platform/v1/service-inbox/requests/handle', desk, { id })).statusCode).toBe(200);
    const again = await call('POST', '/api/platform/v1/service-inbox/requests/handle', desk, { id });
    expect([again.statusCode, again.json().code]).toEqual([400, 43102]);
    expect((await call('POST', '/api/platform/v1/service-inbox/requests/handle', desk, { id: 999999 })).statusCode).toBe(404);
    // A handled request frees a place.
    expect((await call('POST', '/api/tenant/account/contact-with-mmm?phone=13912345678', me)).statusCode).toBe(200);
  });
});

describe('service desk with the chat off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { SERVICE_CHAT: 'none' } });
  });
  afterAll(async () => t.close());

  it('offers the contacts only: writing answers 43101', async () => {
    const user = await createUser(t.app.db.kysely);
    const headers = await sessionHeaders(t.app, user.id, null);
    expect((await t.app.inject({ method: 'GET', url: '/api/platform/v1/service-contacts' })).json().data.chat).toBe('none');
    const refused = await t.app.inject({ method: 'POST', url: '/api/platform/v1/service-chat/send', headers, payload: { body: 'Hi' } });
    expect([refused.statusCode, refused.json().code]).toEqual([400, 43101]);
  });
});
