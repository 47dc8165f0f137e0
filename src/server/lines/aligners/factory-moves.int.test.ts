import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentYears, makeEveryDayWorking } from '../../modules/calendar/test-kit';
import { CASE_PATHS } from '../../../domain/orders/paths';
import { ALIGNER_PATHS } from '../../../domain/lines/aligners/requests';
import { IDEMPOTENCY_HEADER } from '../../../domain/services';
import { binaryStl } from '../../storage/testing';
import { todayText } from '../../../domain/patients/patient';
import { readOrderState, type OrderStateChange } from './testing/order-state';
import { DATABASE_KINDS } from '../../testing/test-database';
import { cameraPhoto, fetchSigned, uploadThroughRoutes } from '../../modules/images/test-kit';
import { addPlan, codeOf, createCaseWorld, orderApi, type CaseWorld } from '../../modules/cases/test-kit';
import { setOrder, submitNewCase } from './testing/case-kit';
import { checkDeliveryDay } from '../../modules/factory-cases';
import { detailOf, planBody, reminderApi, uploadPlanFiles } from './testing/factory-kit';

const DAY_MS = 24 * 3600 * 1000;
const localDay = (at: number) => todayText(new Date(at));

describe('the estimated delivery day', () => {
  const now = new Date(2026, 2, 10, 0, 30).getTime();
  it.each(['2026-03-09', '2026-03-10', '2026-04-01'])('takes %s (from the server’s yesterday on)', (day) => {
    expect(() => checkDeliveryDay(day, now)).not.toThrow();
  });
  it.each(['2026-03-08', '2026-02-30', '2026-13-01'])('refuses %s', (day) => {
    expect(() => checkDeliveryDay(day, now)).toThrow();
  });
});

describe.each(DATABASE_KINDS)('the factory’s moves on %s', (kind) => {
  let w: CaseWorld;
  let api: ReturnType<typeof orderApi>;
  let reminders: ReturnType<typeof reminderApi>;
  beforeAll(async () => {
    w = await createCaseWorld(kind);
    api = orderApi(w.app);
    reminders = reminderApi(w.app);
    // Shipping here is about the moves: any day the clock shows is a working day (the calendar's own test is there).
    await makeEveryDayWorking(w.app.db.kysely, currentYears());
  });
  afterAll(async () => w.t.close());

  const caseAt = async (status: number, set: OrderStateChange = {}) => {
    const orderId = await submitNewCase(w);
    await setOrder(w.app, orderId, { status, ...set });
    return orderId;
  };
  const order = (orderId: number) => readOrderState(w.app.db.kysely, orderId);
  const eventCount = async (orderId: number) =>
    (await w.app.db.kysely.selectFrom('order_events').select('id').where('order_id', '=', orderId).execute()).length;
  const asFactory = (path: string, body: object, headers = w.factory.headers) => api.post(path, headers, body);

  describe('plans', () => {
    it('publishes a plan: revision 1, designed then to be reviewed, with the steps and price on the case', async () => {
      const orderId = await caseAt(6);
      const files = await uploadPlanFiles(w.app, w.factory.headers);
      const unreadBefore = await reminders.count(w.doctorA.headers);
      const response = await asFactory(ALIGNER_PATHS.factoryPlan, planBody(orderId, 6, files));
      expect(response.statusCode, response.body).toBe(200);
      const detail = detailOf(response);
      expect(detail).toMatchObject({ status: 10, tab: 'pending', amount: 12800.5, nextStatuses: [] });
      const plan = detail.plans[0]!;
      expect(plan).toMatchObject({
        revision: 1,
        stageNo: 1,
        totalSteps: { upSteps: 12, downSteps: 10 },
        price: 12800.5,
        note: 'Upper expansion first',
        decision: null,
      });
      expect(plan.steps.map((step) => [step.step, step.upper?.key ?? null, step.lower?.key ?? null])).toEqual([
        [0, files.models[0], files.models[1]],
        [12, files.models[0], null],
      ]);
      expect(plan.document?.key).toBe(files.document);
      expect((await fetchSigned(w.app, plan.steps[0]!.upper!.url)).length).toBe(84 + 50 * 20);
      expect(detail.production.totalSteps).toEqual({ upSteps: 12, downSteps: 10 });
      expect(detail.events.slice(-2)).toMatchObject([
        {
          kind: 'plan',
          fromStatus: 6,
          toStatus: 8,
          actorSide: 'factory',
          detail: { planId: plan.id, revision: 1, totalSteps: { upSteps: 12, downSteps: 10 } },
        },
        { kind: 'status', fromStatus: 8, toStatus: 10, actorSide: 'factory' },
      ]);
      expect(await reminders.count(w.doctorA.headers)).toBeGreaterThan(unreadBefore);
      const row = await order(orderId);
      expect([row.total_up, row.total_down, Number(row.plan_price_cents)]).toEqual([12, 10, 1280050]);
    });

    it('keeps the plan document under the name it was uploaded with, for the doctor and the factory', async () => {
      const orderId = await caseAt(6);
      const files = await uploadPlanFiles(w.app, w.factory.headers);
      const body = planBody(orderId, 6, files, { documentName: '  Zhang Mei plan v2.pdf ' });
      const response = await asFactory(ALIGNER_PATHS.factoryPlan, body);
      expect(response.statusCode, response.body).toBe(200);
      expect(detailOf(response).plans[0]!.document).toMatchObject({
        key: files.document,
        name: 'Zhang Mei plan v2.pdf',
      });
      const asDoctor = detailOf(await api.detail(orderId, w.doctorA.headers));
      expect(asDoctor.plans[0]!.document?.name).toBe('Zhang Mei plan v2.pdf');

      // Without a name (an older client), the key's last segment is shown, as before.
      const unnamed = await caseAt(6);
      const again = await uploadPlanFiles(w.app, w.factory.headers);
      const plain = detailOf(await asFactory(ALIGNER_PATHS.factoryPlan, planBody(unnamed, 6, again)));
      expect(plain.plans[0]!.document?.name).toBe(again.document.slice(again.document.lastIndexOf('/') + 1));
    });

    it('publishes a revision of a rejected plan as the stage’s next revision', async () => {
      const orderId = await caseAt(16);
      await addPlan(w, orderId);
      const files = await uploadPlanFiles(w.app, w.factory.headers);
      const response = await asFactory(ALIGNER_PATHS.factoryPlan, planBody(orderId, 16, files, { price: 9000 }));
      expect(response.statusCode, response.body).toBe(200);
      const detail = detailOf(response);
      expect(detail.status).toBe(10);
      expect(detail.plans.map((plan) => plan.revision)).toEqual([2, 1]);
      expect(detail.events.slice(-2).map((event) => [event.fromStatus, event.toStatus])).toEqual([
        [16, 8],
        [8, 10],
      ]);
    });

    it('takes only the caller’s completed plan uploads, and changes nothing otherwise', async () => {
      const orderId = await caseAt(6);
      const files = await uploadPlanFiles(w.app, w.factory.headers);
      const photo = await uploadThroughRoutes(w.app, w.factory.headers, await cameraPhoto());
      const doctors = await uploadThroughRoutes(w.app, w.doctorA.headers, binaryStl(30), {
        purpose: 'plan',
        fileName: 'x.stl',
      });
      for (const documentKey of [photo, doctors, 'plan/unknown.pdf'])
        expect(
          codeOf(await asFactory(ALIGNER_PATHS.factoryPlan, planBody(orderId, 6, files, { documentKey }))),
        ).toEqual([400, 45006]);
      expect((await order(orderId)).status).toBe(6);
      const plans = await w.app.db.kysely
        .selectFrom('order_plans')
        .select('id')
        .where('order_id', '=', orderId)
        .execute();
      expect(plans).toEqual([]);
    });

    it('refuses steps beyond the plan, a step listed twice, and a plan without models', async () => {
      const orderId = await caseAt(6);
      const files = await uploadPlanFiles(w.app, w.factory.headers);
      const beyond = await asFactory(
        ALIGNER_PATHS.factoryPlan,
        planBody(orderId, 6, files, { steps: [{ step: 13, upperKey: files.models[0] }] }),
      );
      expect(codeOf(beyond)).toEqual([400, 400]);
      expect(beyond.json().msg).toBe("A staged model is for a step beyond the plan's step count.");
      const twice = await asFactory(
        ALIGNER_PATHS.factoryPlan,
        planBody(orderId, 6, files, {
          steps: [
            { step: 1, upperKey: files.models[0] },
            { step: 1, lowerKey: files.models[1] },
          ],
        }),
      );
      expect(codeOf(twice)).toEqual([400, 400]);
      const empty = await asFactory(ALIGNER_PATHS.factoryPlan, planBody(orderId, 6, files, { steps: [{ step: 1 }] }));
      expect(codeOf(empty)).toEqual([400, 400]);
      expect(empty.json().msg).toContain('Add at least one staged model.');
      expect((await order(orderId)).status).toBe(6);
    });

    it('answers a stale status with the case as it is, and a plan in another status with 45002', async () => {
      const orderId = await caseAt(10);
      const files = await uploadPlanFiles(w.app, w.factory.headers);
      const stale = await asFactory(ALIGNER_PATHS.factoryPlan, planBody(orderId, 6, files));
      expect(codeOf(stale)).toEqual([409, 45005]);
      expect(stale.json().data).toMatchObject({ orderId, status: 10, stageNo: 1 });
      expect(codeOf(await asFactory(ALIGNER_PATHS.factoryPlan, planBody(orderId, 10, files)))).toEqual([400, 45002]);
    });

    it('is refused to the clinic (403) before anything is read', async () => {
      const orderId = await caseAt(6);
      expect(codeOf(await asFactory(ALIGNER_PATHS.factoryPlan, { orderId }, w.doctorA.headers))).toEqual([403, 403]);
    });
  });

  describe('payment', () => {
    it('issues the payment order of a batch, then records the payment: paid adds up, the final one settles the plan', async () => {
      const orderId = await caseAt(20, { paid_cents: 50_000, pending_up: 5, pending_down: 5 });
      const issued = await asFactory(CASE_PATHS.factoryPaymentOrder, {
        orderId,
        expectedStatus: 20,
        amount: 3200.25,
        finalPayment: true,
      });
      expect(issued.statusCode, issued.body).toBe(200);
      expect(detailOf(issued)).toMatchObject({ status: 21, dueAmount: 3200.25, paidAmount: 500 });
      expect(detailOf(issued).events.at(-1)).toMatchObject({
        kind: 'payment',
        fromStatus: 20,
        toStatus: 21,
        detail: { amount: 3200.25, finalPayment: true },
      });

      const paid = await asFactory(CASE_PATHS.factoryPayment, {
        orderId,
        expectedStatus: 21,
        reference: 'Bank transfer 0042',
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const detail = detailOf(paid);
      expect(detail).toMatchObject({
        status: 22,
        dueAmount: null,
        paidAmount: 3700.25,
        production: { finalPaid: true },
      });
      expect(detail.events.at(-1)).toMatchObject({
        kind: 'payment',
        fromStatus: 21,
        toStatus: 22,
        actorSide: 'factory',
        detail: { amount: 3200.25, finalPayment: true, reference: 'Bank transfer 0042' },
      });
      const row = await order(orderId);
      expect([Number(row.paid_cents), row.due_cents, row.due_final, row.final_paid]).toEqual([370_025, null, 0, 1]);
    });

    it('keeps a batch payment from settling the plan', async () => {
      const orderId = await caseAt(21, { due_cents: 100_000, due_final: 0 });
      const paid = await asFactory(CASE_PATHS.factoryPayment, { orderId, expectedStatus: 21 });
      expect(detailOf(paid)).toMatchObject({ status: 22, paidAmount: 1000, production: { finalPaid: false } });
    });

    it('charges nothing for a batch only once the plan is paid in full', async () => {
      const unpaid = await caseAt(20, { pending_up: 5, pending_down: 5 });
      expect(
        codeOf(await asFactory(CASE_PATHS.factoryPaymentOrder, { orderId: unpaid, expectedStatus: 20, amount: 0 })),
      ).toEqual([400, 400]);
      expect((await order(unpaid)).status).toBe(20);
      const settled = await caseAt(20, { final_paid: 1, pending_up: 8, pending_down: 8 });
      const free = await asFactory(CASE_PATHS.factoryPaymentOrder, { orderId: settled, expectedStatus: 20, amount: 0 });
      expect(free.statusCode, free.body).toBe(200);
      expect(detailOf(free)).toMatchObject({ status: 21, dueAmount: 0 });
      expect(
        codeOf(await asFactory(CASE_PATHS.factoryPaymentOrder, { orderId: settled, expectedStatus: 21, amount: -1 })),
      ).toEqual([400, 400]);
    });

    it('refuses a payment order out of turn, a bad amount and a stale status', async () => {
      const orderId = await caseAt(14);
      expect(
        codeOf(await asFactory(CASE_PATHS.factoryPaymentOrder, { orderId, expectedStatus: 14, amount: 10 })),
      ).toEqual([400, 45002]);
      expect(
        codeOf(await asFactory(CASE_PATHS.factoryPaymentOrder, { orderId, expectedStatus: 14, amount: 10.001 })),
      ).toEqual([400, 400]);
      const stale = await asFactory(CASE_PATHS.factoryPayment, { orderId, expectedStatus: 21 });
      expect(codeOf(stale)).toEqual([409, 45005]);
      expect(stale.json().data).toMatchObject({ status: 14 });
    });

    it('records a payment once when the same request is delivered twice', async () => {
      const orderId = await caseAt(21, { due_cents: 20_000 });
      const headers = { ...w.factory.headers, [IDEMPOTENCY_HEADER]: `pay-${orderId}` };
      const first = await api.post(CASE_PATHS.factoryPayment, headers, { orderId, expectedStatus: 21 });
      const again = await api.post(CASE_PATHS.factoryPayment, headers, { orderId, expectedStatus: 21 });
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().data).toEqual(first.json().data);
      expect(Number((await order(orderId)).paid_cents)).toBe(20_000);
    });
  });

  describe('shipping', () => {
    it('ships the pending batch: a shipment, the steps produced, nothing pending, a timeline entry', async () => {
      const orderId = await caseAt(23, {
        produced_up: 5,
        produced_down: 5,
        pending_up: 5,
        pending_down: 4,
        total_up: 20,
        total_down: 20,
      });
      const unreadBefore = await reminders.count(w.doctorA.headers);
      const today = localDay(Date.now());
      const response = await asFactory(CASE_PATHS.factoryShip, {
        orderId,
        expectedStatus: 23,
        carrier: ' SF Express ',
        trackingNo: 'SF1234567890',
        estimatedDelivery: today,
      });
      expect(response.statusCode, response.body).toBe(200);
      const detail = detailOf(response);
      expect(detail).toMatchObject({
        status: 24,
        tab: 'pending',
        production: { alreadySteps: { upSteps: 10, downSteps: 9 }, pendingSteps: null },
        shipments: [{ carrier: 'SF Express', trackingNo: 'SF1234567890', estimatedDelivery: today, receivedAt: null }],
      });
      expect(detail.events.at(-1)).toMatchObject({
        kind: 'shipment',
        fromStatus: 23,
        toStatus: 24,
        detail: {
          carrier: 'SF Express',
          trackingNo: 'SF1234567890',
          estimatedDelivery: today,
          steps: { upSteps: 5, downSteps: 4 },
        },
      });
      expect(await reminders.count(w.doctorA.headers)).toBe(unreadBefore + 1);
      const shipment = await w.app.db.kysely
        .selectFrom('order_shipments')
        .selectAll()
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect([shipment.steps_up, shipment.steps_down, shipment.created_by]).toEqual([5, 4, w.factory.id]);
    });

    it('takes yesterday (time zones) but refuses an earlier day, and needs carrier and tracking number', async () => {
      const orderId = await caseAt(23, { pending_up: 1, pending_down: 1 });
      const ship = (body: object) =>
        asFactory(CASE_PATHS.factoryShip, {
          orderId,
          expectedStatus: 23,
          carrier: 'SF',
          trackingNo: 'T1',
          estimatedDelivery: localDay(Date.now()),
          ...body,
        });
      const past = await ship({ estimatedDelivery: localDay(Date.now() - 2 * DAY_MS) });
      expect(codeOf(past)).toEqual([400, 400]);
      expect(past.json().msg).toBe('The date must not be in the past.');
      expect(codeOf(await ship({ carrier: ' ' }))).toEqual([400, 400]);
      expect(codeOf(await ship({ trackingNo: '' }))).toEqual([400, 400]);
      expect(await eventCount(orderId)).toBe(1);
      expect(codeOf(await ship({ estimatedDelivery: localDay(Date.now() - DAY_MS) }))).toEqual([200, 200]);
    });

    it('refuses to ship a case that is not produced, or one with nothing pending', async () => {
      const paid = await caseAt(22, { pending_up: 1, pending_down: 1 });
      const body = { carrier: 'SF', trackingNo: 'T1', estimatedDelivery: localDay(Date.now()) };
      expect(codeOf(await asFactory(CASE_PATHS.factoryShip, { orderId: paid, expectedStatus: 22, ...body }))).toEqual([
        400, 45002,
      ]);
      const empty = await caseAt(23);
      expect(codeOf(await asFactory(CASE_PATHS.factoryShip, { orderId: empty, expectedStatus: 23, ...body }))).toEqual([
        400, 400,
      ]);
      expect((await order(empty)).status).toBe(23);
    });
  });
});
