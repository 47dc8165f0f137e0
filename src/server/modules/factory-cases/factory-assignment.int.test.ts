import { beforeAll, describe, expect, it } from 'vitest';
import { CASE_PATHS } from '../../../domain/orders/paths';
import type { TCaseDetail } from '../../../domain/lines/aligners/detail';
import type { TFactoryQueuePage } from '../../../domain/orders/list';
import { FACTORY_ASSIGNMENT_PATHS } from '../../../domain/cases/factory-assignment-api';
import { createUser, sessionHeaders } from '../../testing/fixtures';
import { DATABASE_KINDS } from '../../testing/test-database';
import { codeOf, useCaseWorld } from '../cases/test-kit';
import { submitNewCase } from '../../lines/aligners/testing/case-kit';

type Headers = Record<string, string>;

/** Which factory makes an order (docs/orders.md, "Which factory makes an order"), through the routes. */
describe.each(DATABASE_KINDS)('factory assignment on %s', (kind) => {
  const { w, api } = useCaseWorld(kind);
  let first: number;
  let zhuhai: number;
  let zhuhaiAdmin: Headers;
  let reviewer: Headers;

  beforeAll(async () => {
    const db = w.app.db.kysely;
    // The world's factory admin works at the first factory; Zhuhai comes second, with an admin of its own.
    first = (await db.selectFrom('factories').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const manufacturer = (await db.selectFrom('factories').select('manufacturer_id').where('id', '=', first).executeTakeFirstOrThrow()).manufacturer_id;
    zhuhai = (
      await db
        .insertInto('factories')
        .values({ manufacturer_id: manufacturer, code: 'ZHX', name: 'Zhuhai factory', city: 'Zhuhai', created_at: Date.now() })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const zh = await createUser(db, { isFactory: true });
    await db.insertInto('factory_members').values({ user_id: zh.id, factory_id: zhuhai, role: 'admin', created_at: Date.now(), removed_at: null }).execute();
    zhuhaiAdmin = await sessionHeaders(w.app, zh.id, null);
    reviewer = await sessionHeaders(w.app, (await createUser(db, { isFactory: true, factoryRole: 'reviewer' })).id, null);
  });

  const factoryOf = async (orderId: number) =>
    (await w.app.db.kysely.selectFrom('orders').select('factory_id').where('id', '=', orderId).executeTakeFirstOrThrow()).factory_id;
  const queueIds = async (headers: Headers) =>
    ((await api.post(CASE_PATHS.factoryQueue, headers, { queue: 'all', pageSize: 50 })).json().data as TFactoryQueuePage).list.map((c) => c.orderId);
  const reassign = (headers: Headers, body: object) => api.post(FACTORY_ASSIGNMENT_PATHS.reassign, headers, body);

  it("assigns a submitted case to the clinic's home factory, else to the first factory", async () => {
    const orderId = await submitNewCase(w);
    expect(await factoryOf(orderId)).toBe(first);
    const detail = (await api.detail(orderId, w.doctorA.headers)).json().data as TCaseDetail;
    expect(detail.factory).toMatchObject({ id: first });

    await w.app.db.kysely.updateTable('clinics').set({ factory_id: zhuhai }).where('id', '=', w.clinicA).execute();
    const homed = await submitNewCase(w);
    expect(await factoryOf(homed)).toBe(zhuhai);
    await w.app.db.kysely.updateTable('clinics').set({ factory_id: null }).where('id', '=', w.clinicA).execute();
  });

  it("shows a factory user their factory's queues and cases only", async () => {
    const orderId = await submitNewCase(w);
    expect(await queueIds(w.factory.headers)).toContain(orderId);
    expect(await queueIds(zhuhaiAdmin)).not.toContain(orderId);
    expect(codeOf(await api.detail(orderId, zhuhaiAdmin))).toEqual([404, 45001]);
    const move = await api.post(CASE_PATHS.transition, zhuhaiAdmin, { orderId, expectedStatus: 2, to: 4 });
    expect(codeOf(move)).toEqual([404, 45001]);
    const counts = (await api.post(CASE_PATHS.factoryQueue, zhuhaiAdmin, { queue: 'all' })).json().data as TFactoryQueuePage;
    expect(counts.list.every((c) => c.orderId !== orderId)).toBe(true);
  });

  it('moves a case to another factory on a factory admin\'s word, on the timeline with who, when and why', async () => {
    const orderId = await submitNewCase(w);
    const moved = await reassign(w.factory.headers, { orderId, factoryId: zhuhai, reason: 'Hangzhou is full this week' });
    expect(codeOf(moved)).toEqual([200, 200]);
    expect(moved.json().data).toMatchObject({ orderId, factory: { id: zhuhai, name: 'Zhuhai factory' } });
    expect(await factoryOf(orderId)).toBe(zhuhai);

    expect(await queueIds(w.factory.headers)).not.toContain(orderId);
    expect(await queueIds(zhuhaiAdmin)).toContain(orderId);
    const detail = (await api.detail(orderId, zhuhaiAdmin)).json().data as TCaseDetail;
    expect(detail.factory?.id).toBe(zhuhai);
    const event = detail.events.find((e) => e.kind === 'reassign');
    expect(event).toMatchObject({
      actorSide: 'factory',
      reason: 'Hangzhou is full this week',
      fromStatus: 2,
      toStatus: 2,
      detail: { toFactory: 'Zhuhai factory', toFactoryId: zhuhai, fromFactoryId: first },
    });
    expect(event?.createdAt).toBeGreaterThan(0);
    const audit = await w.app.db.kysely.selectFrom('audit_events').select(['user_id', 'detail']).where('action', '=', 'order-reassigned').execute();
    expect(audit.some((a) => a.user_id === w.factory.id && a.detail?.includes(`"orderId":${orderId}`))).toBe(true);
    // The clinic sees where its case is made.
    expect(((await api.detail(orderId, w.doctorA.headers)).json().data as TCaseDetail).factory?.name).toBe('Zhuhai factory');
  });

  it('refuses the move to other factory roles, without a reason, to the same or an unknown factory, and out of sight', async () => {
    const orderId = await submitNewCase(w);
    expect(codeOf(await reassign(reviewer, { orderId, factoryId: zhuhai, reason: 'why not' }))).toEqual([403, 403]);
    expect(codeOf(await reassign(w.doctorA.headers, { orderId, factoryId: zhuhai, reason: 'why not' }))).toEqual([403, 403]);
    expect((await reassign(w.factory.headers, { orderId, factoryId: zhuhai, reason: '  ' })).statusCode).toBe(400);
    expect(codeOf(await reassign(w.factory.headers, { orderId, factoryId: first, reason: 'same' }))).toEqual([400, 400]);
    expect(codeOf(await reassign(w.factory.headers, { orderId, factoryId: 99_999, reason: 'nowhere' }))).toEqual([404, 404]);
    // Zhuhai's admin does not see Hangzhou's case, so cannot take it.
    expect(codeOf(await reassign(zhuhaiAdmin, { orderId, factoryId: zhuhai, reason: 'mine now' }))).toEqual([404, 45001]);
    expect(await factoryOf(orderId)).toBe(first);
    const events = ((await api.detail(orderId, w.factory.headers)).json().data as TCaseDetail).events;
    expect(events.some((e) => e.kind === 'reassign')).toBe(false);
  });

  it('lists the factories for every factory user', async () => {
    const list = (await api.post(FACTORY_ASSIGNMENT_PATHS.factories, reviewer, {})).json().data.list as { id: number }[];
    expect(list.map((f) => f.id)).toEqual([first, zhuhai]);
  });
});
