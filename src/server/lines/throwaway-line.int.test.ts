import type { Kysely } from 'kysely';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaseErrorCode } from '../../domain/cases/case-codes';
import type { LineDefinition } from '../../domain/lines/registry';
import { LINE_ORDER_PATHS, type TLineOrder } from '../../domain/orders/line-orders';
import { ORDER_STATUS as S } from '../../domain/order-status';
import { CLINIC_ROLES, FACTORY_ROLES, defineMove } from '../../domain/orders/moves';
import { casePath } from '../../domain/orders/paths';
import { migrateToLatest } from '../db/migrate';
import { codeOf, newClientId, useCaseWorld } from '../modules/cases/test-kit';
import { DATABASE_KINDS } from '../testing/test-database';
import { registerLine } from './registry';

/**
 * Proof of issue 10: a line the app does not have, declared in a test registry with its own status table (2 -> 23,
 * a move no other line has), one wizard step and its own table (made by its own migration, which the database's
 * migration list takes from the registered line), runs through the real server's submit, a factory move and the
 * timeline without a change to the order core.
 */
const THROWAWAY: LineDefinition = {
  code: 97,
  type: 'throwaway',
  color: '#334155',
  name: { id: 'test.throwaway.name', message: 'Throwaway line' },
  intro: { id: 'test.throwaway.intro', message: 'A line that exists only in this test.' },
  icon: '/product-lines/throwaway.svg',
  brandImage: '/product-lines/throwaway-brand.svg',
  detailRoute: '/throwawayOrderDetail',
  createRoute: '/throwawayCreateOrder',
  statusTable: {
    moves: [
      defineMove({
        action: 'startMaking',
        from: [S.toBeReviewed],
        to: S.productionOrderOut,
        by: FACTORY_ROLES,
        desk: 'production',
        form: { reason: 'none', photos: 0 },
        effects: ['remindClinic'],
      }),
      defineMove({
        action: 'cancel',
        from: [S.toBeReviewed],
        to: S.orderCancelled,
        by: CLINIC_ROLES,
        form: { reason: 'required', photos: 0 },
        effects: [],
      }),
    ],
    statuses: {
      [S.toBeReviewed]: { tab: 'inTreatment', queue: 'review', planStage: { stage: 'dataCollection' } },
      [S.productionOrderOut]: {
        tab: 'inTreatment',
        queue: 'production',
        planStage: { stage: 'production', step: 'inProduction' },
      },
      [S.orderCancelled]: { tab: 'completed', queue: 'closed', planStage: { stage: 'terminated' } },
    },
  },
};

describe.each(DATABASE_KINDS)('a throwaway line on the real server (%s)', (kind) => {
  const { w, api } = useCaseWorld(kind);
  let unregister: () => void = () => undefined;
  const shades = () =>
    w.app.db.kysely.withTables<{ throwaway_orders: { order_id: number; shade: string; note: string } }>();

  beforeAll(async () => {
    unregister = registerLine({
      definition: THROWAWAY,
      // The line's own table, made by its own migration: the next migration of the database is the line's.
      migrations: {
        '9997-throwaway-orders': {
          async up(db: Kysely<unknown>) {
            await db.schema
              .createTable('throwaway_orders')
              .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id'))
              .addColumn('shade', 'text', (c) => c.notNull())
              .addColumn('note', 'text', (c) => c.notNull())
              .execute();
          },
        },
      },
      wizard: { steps: [{ id: 'shade', schema: z.object({ shade: z.enum(['A1', 'B2']), note: z.string().max(20) }) }] },
      async saveNewOrder(trx, orderId, data) {
        const { shade, note } = (data as { shade: { shade: string; note: string } }).shade;
        await trx
          .withTables<{ throwaway_orders: { order_id: number; shade: string; note: string } }>()
          .insertInto('throwaway_orders')
          .values({ order_id: orderId, shade, note })
          .execute();
      },
    });
    expect(await migrateToLatest(w.t.database.db, w.t.database.schema)).toEqual(['9997-throwaway-orders']);
  });
  afterAll(() => unregister());

  const submit = (data: object, clientId = newClientId()) =>
    api.post(LINE_ORDER_PATHS.submit, w.doctorA.headers, {
      type: THROWAWAY.code,
      clientId,
      patientId: w.patientA,
      doctorName: 'Dr Ada',
      data,
    });

  it('submits, moves by its own table, and keeps the timeline', async () => {
    const clientId = newClientId();
    const submitted = await submit({ shade: { shade: 'A1', note: 'front' } }, clientId);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const order = submitted.json().data as TLineOrder;
    expect(order).toMatchObject({ productLine: THROWAWAY.code, status: S.toBeReviewed, stageNo: 1 });
    expect(await shades().selectFrom('throwaway_orders').selectAll().execute()).toEqual([
      { order_id: order.orderId, shade: 'A1', note: 'front' },
    ]);
    // Delivered again (the outbox retries): the same order, nothing new.
    const replay = await submit({ shade: { shade: 'A1', note: 'front' } }, clientId);
    expect((replay.json().data as TLineOrder).orderId).toBe(order.orderId);

    // The factory sees the line's move (and only it); the aligner move 2 -> 4 is not this line's.
    const seen = await w.app.inject({
      method: 'GET',
      url: `/api/order${casePath(LINE_ORDER_PATHS.order, { orderId: order.orderId })}`,
      headers: w.factory.headers,
    });
    expect((seen.json().data as TLineOrder).nextStatuses).toEqual([S.productionOrderOut]);
    const move = (to: number) =>
      api.post(LINE_ORDER_PATHS.transition, w.factory.headers, {
        orderId: order.orderId,
        expectedStatus: S.toBeReviewed,
        to,
      });
    expect(codeOf(await move(S.passed))).toEqual([400, CaseErrorCode.transitionNotAllowed]);
    const moved = await move(S.productionOrderOut);
    expect(moved.statusCode, moved.body).toBe(200);
    const after = moved.json().data as TLineOrder;
    expect(after.status).toBe(S.productionOrderOut);
    expect(after.events.map((event) => [event.kind, event.fromStatus, event.toStatus, event.actorSide])).toEqual([
      ['created', null, S.toBeReviewed, 'clinic'],
      ['status', S.toBeReviewed, S.productionOrderOut, 'factory'],
    ]);
    // The table says the factory's move reminds the clinic.
    const reminders = await w.app.db.kysely
      .selectFrom('notifications')
      .select('order_id')
      .where('order_id', '=', order.orderId)
      .execute();
    expect(reminders).toHaveLength(1);
  });

  it('refuses data its wizard step does not take, and a line nobody registered', async () => {
    expect((await submit({ shade: { shade: 'Z9', note: '' } })).statusCode).toBe(400);
    expect((await submit({})).statusCode).toBe(400);
    const unknown = await api.post(LINE_ORDER_PATHS.submit, w.doctorA.headers, {
      type: 96,
      clientId: newClientId(),
      patientId: w.patientA,
      doctorName: 'Dr Ada',
      data: {},
    });
    expect(unknown.statusCode).toBe(404);
    // Aligners submit through their own call (their case-data checks), not the generic one.
    const aligner = await api.post(LINE_ORDER_PATHS.submit, w.doctorA.headers, {
      type: 1,
      clientId: newClientId(),
      patientId: w.patientA,
      doctorName: 'Dr Ada',
      data: {},
    });
    expect(aligner.statusCode).toBe(404);
  });
});
