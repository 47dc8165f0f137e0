import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextWorkingDayOnServer } from '../../modules/calendar/holiday-calendar';
import { CASE_PATHS, casePath } from '../../../domain/orders/paths';
import type { TCaseDetail } from '../../../domain/lines/aligners/detail';
import { ALIGNER_PATHS } from '../../../domain/lines/aligners/requests';
import { caseData } from '../../lines/aligners/testing/case-kit';
import { createCaseWorld, newClientId, orderApi, type CaseWorld } from '../../modules/cases/test-kit';
import { planBody, uploadPlanFiles } from '../../lines/aligners/testing/factory-kit';
import { snapshotDatabase } from '../../testing/db-snapshot';
import { readOrderState, type OrderState } from '../../lines/aligners/testing/order-state';
import { DATABASE_KINDS } from '../../testing/test-database';
import { migrateTo } from '../migrate';
import { withoutLinkSignatures } from '../../testing/signed-links';

const BEFORE = '0012-decoy-password-locks';
// Columns later migrations add to orders (0022: factory_id), which the way back to 0012 takes away: not compared.
const LATER_COLUMNS = ['factory_id'];
const withoutLaterColumns = (row: OrderState): OrderState =>
  Object.fromEntries(Object.entries(row).filter(([column]) => !LATER_COLUMNS.includes(column))) as OrderState;
// factory_members: going back to 0012 drops it with 0015, whose way up makes every factory user without a factory
// (the test's, made by a fixture) an admin of the first factory; that migration's own test covers it. Payments,
// their shares and the ledger are what 0036 makes again of the paid payment orders (money received outside the
// portal, one payment each): their rows differ, the figures the app answers from them are compared below. The demo's
// coupons live in 0037's table and its credit terms in 0039's, which the way back to 0012 drops: made again empty, they
// are not compared. 0042's counts of orders by status follow `orders`, which this test writes to while at 0012: they
// count that order too (0042's own test checks them against the orders).
const MOVED_TABLES = [
  'orders',
  'order_status_counts',
  'aligner_orders',
  'payment_orders',
  'payments',
  'payment_shares',
  'ledger_movements',
  'ledger_entries',
  'factory_members',
  'coupons',
  'clinic_credit',
  'kysely_migration',
  'kysely_migration_lock',
];

/** Columns of other tables that later migrations add (0020: a plan's uploaded document name): not compared. */
const LATER_TABLE_COLUMNS = ['document_name'];

/** The snapshot of the tables 0013 does not move, each row without the later migrations' columns. */
function unmovedTables(snapshot: Record<string, unknown[]>): Record<string, unknown[]> {
  const withoutLater = (row: unknown) => {
    if (typeof row !== 'string') return row;
    const fields = JSON.parse(row) as Record<string, unknown>;
    for (const column of LATER_TABLE_COLUMNS) delete fields[column];
    return JSON.stringify(fields);
  };
  return Object.fromEntries(
    Object.entries(snapshot)
      .filter(([table]) => !MOVED_TABLES.includes(table))
      .map(([table, rows]) => [table, rows.map(withoutLater)]),
  );
}

/** Where the story flow stops each case: every state of the money and the production counters the flow reaches. */
const STOPS = ['due', 'paid', 'received', 'dueFinal', 'finalPaid', 'completed', 'restarted'] as const;
type Stop = (typeof STOPS)[number];

/**
 * A signed link's query changes from answer to answer: the answers are compared without them. A plan's `document`
 * is compared without its name too: the uploaded name is 0020's column, which the way back to 0012 takes away (the
 * name then falls back to the stored file's).
 */
function withoutLinks(value: unknown, key?: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutLinks(item));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([field]) => field !== 'url' && !(key === 'document' && field === 'name'))
      .map(([field, item]) => [field, withoutLinks(item, field)]),
  );
}

/**
 * Migration 0013 moves the aligner columns and the money counters off `orders` without loss. A database is filled by
 * the demo seed and by the story test's flow (the real app over HTTP, cases stopped at each state of the money and
 * the production counters), then taken back to 0012 and forward to 0013: at 0012 the old columns hold exactly what
 * the new queries read, and after 0013 the new queries read exactly what the old columns held, and the app answers
 * every order's detail as before.
 */
describe.each(DATABASE_KINDS)('migration 0013 (order lines and payment orders) on %s', (kind) => {
  let w: CaseWorld;
  let api: ReturnType<typeof orderApi>;
  const db = () => w.app.db.kysely;
  const migrate = (target: string | undefined) => migrateTo(w.t.database.db, target, w.t.database.schema);

  /** One case of the story, walked as the doctor and the factory work it, up to `stop`. */
  async function storyCase(stop: Stop): Promise<number> {
    const doctor = w.doctorA.headers;
    const factory = w.factory.headers;
    const submitted = await api.post(CASE_PATHS.submit, doctor, { clientId: newClientId(), caseData: caseData(w) });
    const orderId = (submitted.json().data as { orderId: number }).orderId;
    const post = async (path: string, headers: Record<string, string>, body: object) => {
      const response = await api.post(path, headers, { orderId, ...body });
      expect(response.statusCode, response.body).toBe(200);
    };
    const move = (headers: Record<string, string>, expectedStatus: number, to: number) =>
      post(CASE_PATHS.transition, headers, { expectedStatus, to });
    const batch = async (from: number, amount: number, finalPayment: boolean, last: Stop[]) => {
      await post(ALIGNER_PATHS.production, doctor, {
        expectedStatus: from,
        produceSteps: { upSteps: 5, downSteps: 5 },
        addressId: w.addressA,
      });
      await post(CASE_PATHS.factoryPaymentOrder, factory, { expectedStatus: 20, amount, finalPayment });
      if (last.includes(stop)) return false;
      await post(CASE_PATHS.factoryPayment, factory, { expectedStatus: 21, reference: `Transfer ${orderId}` });
      if (stop === last[1]) return false;
      await move(factory, 22, 23);
      const delivery = await nextWorkingDayOnServer(
        db(),
        new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString().slice(0, 10),
      );
      await post(CASE_PATHS.factoryShip, factory, {
        expectedStatus: 23,
        carrier: 'SF Express',
        trackingNo: `SF${orderId}`,
        estimatedDelivery: delivery,
      });
      await move(doctor, 24, 25);
      return true;
    };
    await move(factory, 2, 4);
    await move(factory, 4, 6);
    await post(ALIGNER_PATHS.factoryPlan, factory, planBody(orderId, 6, await uploadPlanFiles(w.app, factory)));
    await move(doctor, 10, 14);
    if (!(await batch(14, 4800, false, ['due', 'paid'])) || stop === 'received') return orderId;
    if (!(await batch(25, 8000.5, true, ['dueFinal', 'finalPaid'])) || stop === 'finalPaid') return orderId;
    if (stop === 'completed')
      await post(ALIGNER_PATHS.complete, doctor, {
        expectedStatus: 25,
        completeDate: '2026-01-02',
        correctSituation: 'improved',
        customRetainer: true,
        addressId: w.addressA,
      });
    else await post(ALIGNER_PATHS.restart, doctor, { expectedStatus: 25, reason: 'Relapse' });
    return orderId;
  }

  const orderIds = async () =>
    (await db().selectFrom('orders').select('id').orderBy('id').execute()).map((row) => row.id);
  const statesOf = async (ids: number[]): Promise<OrderState[]> =>
    (await Promise.all(ids.map((id) => readOrderState(db(), id)))).map(withoutLaterColumns);
  const detailsOf = async (ids: number[]): Promise<unknown[]> => {
    const details: unknown[] = [];
    for (const orderId of ids) {
      const response = await w.app.inject({
        method: 'GET',
        url: `/api/order${casePath(CASE_PATHS.detail, { orderId })}`,
        headers: w.factory.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      details.push(withoutLinks(response.json().data as TCaseDetail));
    }
    return details;
  };
  /** The rows of `orders` as migration 0012 left the table. */
  const legacyRows = async () =>
    (await sql<OrderState>`select * from orders order by id`.execute(db())).rows.map(withoutLaterColumns);

  let states: OrderState[];
  let details: unknown[];
  let others: Record<string, unknown[]>;

  beforeAll(async () => {
    w = await createCaseWorld(kind, { seedDemo: true });
    api = orderApi(w.app);
    for (const stop of STOPS) await storyCase(stop);
    states = await statesOf(await orderIds());
    details = await detailsOf(await orderIds());
    const snapshot = await snapshotDatabase(w.t.database.db);
    others = unmovedTables(snapshot);
  }, 120_000);
  afterAll(async () => w.t.close());

  it('fills the database with cases in every state of the money and the production counters', () => {
    expect(states.length).toBeGreaterThanOrEqual(STOPS.length + 7);
    const figures = new Set(
      states.map(
        (state) => `${state.paid_cents > 0}/${state.due_cents !== null}/${state.due_final}/${state.final_paid}`,
      ),
    );
    expect([...figures]).toEqual(
      expect.arrayContaining([
        'false/false/0/0',
        'false/true/0/0',
        'true/false/0/0',
        'true/false/0/1',
        'true/true/1/0',
      ]),
    );
    expect(states.some((state) => state.stage_no === 2 && state.paid_cents > 0 && state.total_up === 0)).toBe(true);
    expect(states.some((state) => state.pending_up !== null)).toBe(true);
    expect(states.some((state) => state.completion !== null)).toBe(true);
  });

  it('keeps every figure when taken back to 0012 and forward again, and the app answers each order as before', async () => {
    await migrate(BEFORE);
    expect(await legacyRows()).toEqual(states);

    // A row as only 0012 could hold it: an order of another line with money paid and due.
    const other = await sql<{ id: number }>`insert into orders (clinic_id, product_line, status, stage_no, patient_id,
      created_by, doctor_name, search_text, case_data, paid_cents, due_cents, due_final, final_paid, created_at, updated_at)
      values (${w.clinicA}, 2, 21, 1, ${w.patientA}, ${w.doctorA.id}, 'Dr Other', 'other', '{}', 1500, 700, 1, 0, 1, 2)
      returning id`.execute(db());
    const legacy = await legacyRows();

    await migrate(undefined);
    expect(await statesOf(states.map((state) => state.id))).toEqual(legacy.filter((row) => row.product_line === 1));
    // The details' photo links are signed afresh per answer: compared without their expiry and signature.
    expect(withoutLinkSignatures(await detailsOf(states.map((state) => state.id)))).toEqual(
      withoutLinkSignatures(details),
    );
    const snapshot = await snapshotDatabase(w.t.database.db);
    expect(unmovedTables(snapshot)).toEqual(others);

    const otherId = other.rows[0]!.id;
    expect(
      await db().selectFrom('aligner_orders').select('order_id').where('order_id', '=', otherId).execute(),
    ).toEqual([]);
    const payments = await db()
      .selectFrom('payment_orders')
      .select(['amount_cents', 'status', 'settles_plan', 'stage_no'])
      .where('order_id', '=', otherId)
      .orderBy('id')
      .execute();
    expect(payments).toEqual([
      { amount_cents: 1500, status: 'paid', settles_plan: 0, stage_no: 1 },
      { amount_cents: 700, status: 'open', settles_plan: 1, stage_no: 1 },
    ]);
  });
});
