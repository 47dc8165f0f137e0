import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FactoryRole } from '../../../domain/accounts/factory-roles';
import { CASE_PATHS } from '../../../domain/orders/paths';
import { LANGUAGE_HEADER } from '../../../domain/locale';
import { createUser, sessionHeaders } from '../../testing/fixtures';
import { DATABASE_KINDS } from '../../testing/test-database';
import { codeOf, createCaseWorld, orderApi, type CaseWorld } from '../cases/test-kit';
import { setOrder, submitNewCase } from '../../lines/aligners/testing/case-kit';
import { detailOf } from '../../lines/aligners/testing/factory-kit';

/** Which factory moves each factory role makes (docs/orders.md, "Factory roles"), through the routes. */
describe.each(DATABASE_KINDS)('factory desks on %s', (kind) => {
  let w: CaseWorld;
  let api: ReturnType<typeof orderApi>;
  const as: Partial<Record<FactoryRole, Record<string, string>>> = {};
  beforeAll(async () => {
    w = await createCaseWorld(kind);
    api = orderApi(w.app);
    for (const role of ['reviewer', 'designer', 'production', 'finance'] as const) {
      const user = await createUser(w.app.db.kysely, { isFactory: true, factoryRole: role });
      as[role] = await sessionHeaders(w.app, user.id, null);
    }
    as.admin = w.factory.headers;
  });
  afterAll(async () => w.t.close());

  const caseAt = async (status: number, set: Parameters<typeof setOrder>[2] = {}) => {
    const orderId = await submitNewCase(w);
    await setOrder(w.app, orderId, { status, ...set });
    return orderId;
  };
  const statusOf = async (orderId: number) =>
    (await w.app.db.kysely.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow())
      .status;
  const headersOf = (role: FactoryRole, language?: string) => ({
    ...as[role]!,
    ...(language ? { [LANGUAGE_HEADER]: language } : {}),
  });

  it('refuses a reviewer a payment record with 403 and a localized message, changing nothing', async () => {
    const orderId = await caseAt(21, { due_cents: 100_000, due_final: 0 });
    const refused = await api.post(CASE_PATHS.factoryPayment, headersOf('reviewer'), { orderId, expectedStatus: 21 });
    expect(codeOf(refused)).toEqual([403, 45003]);
    expect(refused.json().msg).toBe(
      "This move is another factory desk's work, which your role does not do. Ask a colleague at that desk or a factory admin.",
    );
    const inChinese = await api.post(CASE_PATHS.factoryPayment, headersOf('reviewer', 'zh'), {
      orderId,
      expectedStatus: 21,
    });
    expect(inChinese.statusCode).toBe(403);
    expect(inChinese.json().msg).toMatch(/[\u4e00-\u9fff]/);
    const inRussian = await api.post(CASE_PATHS.factoryPayment, headersOf('reviewer', 'ru'), {
      orderId,
      expectedStatus: 21,
    });
    expect(inRussian.json().msg).toMatch(/[а-яА-Я]/);
    expect(await statusOf(orderId)).toBe(21);
    expect(
      codeOf(await api.post(CASE_PATHS.factoryPayment, headersOf('finance'), { orderId, expectedStatus: 21 })),
    ).toEqual([200, 200]);
    expect(await statusOf(orderId)).toBe(22);
  });

  it('lets each desk make its own plain moves and no other, and offers each only its own buttons', async () => {
    // from, to, the role whose desk it is
    const moves: [number, number, FactoryRole, string?][] = [
      [2, 4, 'reviewer'],
      [2, 5, 'reviewer', 'The scans are incomplete'],
      [4, 6, 'reviewer'],
      [15, 16, 'designer'],
      [22, 23, 'production'],
      [22, 27, 'production', 'The patient moved abroad'],
    ];
    const roles = ['reviewer', 'designer', 'production', 'finance'] as const;
    for (const [from, to, desk, reason] of moves) {
      for (const role of roles) {
        const orderId = await caseAt(from);
        const detail = await api.detail(orderId, headersOf(role));
        expect(detailOf(detail).nextStatuses.includes(to as never), `${role} offered ${from} -> ${to}`).toBe(
          role === desk,
        );
        const response = await api.post(CASE_PATHS.transition, headersOf(role), {
          orderId,
          expectedStatus: from,
          to,
          reason,
        });
        expect(response.statusCode, `${role} ${from} -> ${to}: ${response.body}`).toBe(role === desk ? 200 : 403);
        expect(await statusOf(orderId)).toBe(role === desk ? to : from);
      }
    }
  });

  it('lets a factory admin make every move: review, design queue, payment, release, termination', async () => {
    const review = await caseAt(2);
    expect(detailOf(await api.detail(review, headersOf('admin'))).nextStatuses).toEqual([4, 5]);
    for (const [from, to] of [
      [2, 4],
      [4, 6],
    ] as const) {
      expect(
        codeOf(
          await api.post(CASE_PATHS.transition, headersOf('admin'), {
            orderId: review,
            expectedStatus: from,
            to,
          }),
        ),
      ).toEqual([200, 200]);
    }
    const paying = await caseAt(21, { due_cents: 50_000, due_final: 0 });
    expect(
      codeOf(await api.post(CASE_PATHS.factoryPayment, headersOf('admin'), { orderId: paying, expectedStatus: 21 })),
    ).toEqual([200, 200]);
    expect(
      codeOf(
        await api.post(CASE_PATHS.transition, headersOf('admin'), { orderId: paying, expectedStatus: 22, to: 23 }),
      ),
    ).toEqual([200, 200]);
    expect(
      codeOf(
        await api.post(CASE_PATHS.transition, headersOf('admin'), {
          orderId: paying,
          expectedStatus: 23,
          to: 27,
          reason: 'Stopped',
        }),
      ),
    ).toEqual([200, 200]);
    expect(await statusOf(paying)).toBe(27);
  });

  it('refuses a factory user who left the factory every move (no role, no desk)', async () => {
    const leaver = await createUser(w.app.db.kysely, { isFactory: true, factoryRole: 'reviewer' });
    await w.app.db.kysely
      .updateTable('factory_members')
      .set({ removed_at: Date.now() })
      .where('user_id', '=', leaver.id)
      .execute();
    const orderId = await caseAt(2);
    const headers = await sessionHeaders(w.app, leaver.id, null);
    // Without a factory they see no factory's cases (docs/orders.md, "Which factory makes an order"): not found.
    expect(codeOf(await api.post(CASE_PATHS.transition, headers, { orderId, expectedStatus: 2, to: 4 }))).toEqual([
      404, 45001,
    ]);
    // An order no factory holds yet is everyone's at the factory to see, but a leaver still has no desk.
    await w.app.db.kysely.updateTable('orders').set({ factory_id: null }).where('id', '=', orderId).execute();
    expect(codeOf(await api.post(CASE_PATHS.transition, headers, { orderId, expectedStatus: 2, to: 4 }))).toEqual([
      403, 45003,
    ]);
  });
});
