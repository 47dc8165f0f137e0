import { describe, expect, it } from 'vitest';
import { CASE_PATHS } from '../../../domain/orders/paths';
import type { TCaseDetail } from '../../../domain/lines/aligners/detail';
import type { TCasePage, TOrderPage } from '../../../domain/orders/list';
import { ALIGNER_PATHS } from '../../../domain/lines/aligners/requests';
import { caseTabOf } from '../../../domain/cases/case-tabs';
import { readOrderState, type OrderStateChange } from './testing/order-state';
import { DATABASE_KINDS } from '../../testing/test-database';
import { cameraPhoto, fetchSigned, uploadThroughRoutes } from '../../modules/images/test-kit';
import { addAddress, addPlan, addShipment, codeOf, useCaseWorld } from '../../modules/cases/test-kit';
import { setOrder, submitNewCase } from './testing/case-kit';

describe.each(DATABASE_KINDS)('case status changes on %s', (kind) => {
  const { w, api } = useCaseWorld(kind);

  /** A submitted case of clinic A put straight into `status` (with a plan when asked). */
  const caseAt = async (status: number, options: { plan?: boolean; set?: OrderStateChange } = {}) => {
    const orderId = await submitNewCase(w);
    await setOrder(w.app, orderId, { status, ...options.set });
    if (options.plan) await addPlan(w, orderId);
    return orderId;
  };
  const transition = (body: object, headers = w.doctorA.headers) => api.post(CASE_PATHS.transition, headers, body);
  const production = (body: object, headers = w.doctorA.headers) =>
    api.post(ALIGNER_PATHS.production, headers, { addressId: w.addressA, ...body });
  const dataOf = (response: { json: () => { data: unknown } }) => response.json().data as TCaseDetail;
  const order = (orderId: number) => readOrderState(w.app.db.kysely, orderId);

  it('records the doctor’s plan approval on the plan and takes its steps and price onto the order', async () => {
    const orderId = await caseAt(10, { plan: true });
    const response = await transition({ orderId, expectedStatus: 10, to: 14 });
    expect(response.statusCode, response.body).toBe(200);
    const detail = dataOf(response);
    expect(detail).toMatchObject({ status: 14, tab: 'pending', amount: 12345.67, nextStatuses: [20, 3] });
    expect(detail.plans[0]).toMatchObject({
      decision: 'approved',
      decisionReason: null,
      price: 12345.67,
      totalSteps: { upSteps: 20, downSteps: 18 },
    });
    expect(detail.plans[0]!.steps[0]).toMatchObject({
      step: 1,
      upper: { key: 'plan/step-1-upper.stl', name: 'step-1-upper.stl' },
      lower: null,
    });
    expect(detail.production.totalSteps).toEqual({ upSteps: 20, downSteps: 18 });
    expect(detail.events.at(-1)).toMatchObject({ kind: 'status', fromStatus: 10, toStatus: 14, actorSide: 'clinic' });
  });

  it('needs a reason to reject a plan, keeps it on the plan, and signs the caller’s attached photos', async () => {
    const orderId = await caseAt(10, { plan: true });
    expect(codeOf(await transition({ orderId, expectedStatus: 10, to: 15 }))).toEqual([400, 45004]);
    const photo = await uploadThroughRoutes(w.app, w.doctorA.headers, await cameraPhoto());
    const colleagues = await uploadThroughRoutes(w.app, w.adminA.headers, await cameraPhoto());
    const withOthers = await transition({
      orderId,
      expectedStatus: 10,
      to: 15,
      reason: 'Too much IPR',
      attachments: [photo, colleagues],
    });
    expect(codeOf(withOthers)).toEqual([400, 45006]);
    const response = await transition({
      orderId,
      expectedStatus: 10,
      to: 15,
      reason: ' Too much IPR ',
      attachments: [photo],
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = dataOf(response);
    expect(detail.plans[0]).toMatchObject({ decision: 'rejected', decisionReason: 'Too much IPR' });
    const event = detail.events.at(-1)!;
    expect(event).toMatchObject({ fromStatus: 10, toStatus: 15, reason: 'Too much IPR' });
    expect(event.attachments.map((file) => file.key)).toEqual([photo]);
    expect((await fetchSigned(w.app, event.attachments[0]!.url)).length).toBeGreaterThan(0);
    expect(detail.amount).toBeNull();
  });

  it('refuses photos with a move whose form takes none (the approval), and changes nothing', async () => {
    const orderId = await caseAt(10, { plan: true });
    const photo = await uploadThroughRoutes(w.app, w.doctorA.headers, await cameraPhoto());
    const response = await transition({ orderId, expectedStatus: 10, to: 14, attachments: [photo] });
    expect(codeOf(response)).toEqual([400, 400]);
    expect(response.json().msg).toBe('This change takes no photos. Remove them and send again.');
    expect((await order(orderId)).status).toBe(10);
  });

  it('refuses a plan review without a plan (45011)', async () => {
    const orderId = await caseAt(10);
    expect(codeOf(await transition({ orderId, expectedStatus: 10, to: 14 }))).toEqual([400, 45011]);
    expect((await order(orderId)).status).toBe(10);
  });

  it('refuses the other side’s moves, moves outside the table and moves that have their own call', async () => {
    const submitted = await caseAt(2);
    expect(codeOf(await transition({ orderId: submitted, expectedStatus: 2, to: 4 }))).toEqual([403, 45003]);
    expect(codeOf(await transition({ orderId: submitted, expectedStatus: 2, to: 26 }))).toEqual([400, 45002]);
    const passed = await caseAt(14, { plan: true });
    expect(codeOf(await transition({ orderId: passed, expectedStatus: 14, to: 20 }))).toEqual([400, 45002]);
    const designing = await caseAt(6);
    expect(codeOf(await transition({ orderId: designing, expectedStatus: 6, to: 8 }, w.factory.headers))).toEqual([
      400, 45002,
    ]);
    expect(codeOf(await transition({ orderId: passed, expectedStatus: 14, to: 3 }))).toEqual([400, 45004]);
  });

  it('lets the factory make its own moves on any clinic’s case and see the detail with its buttons', async () => {
    const orderId = await caseAt(2);
    const response = await transition(
      { orderId, expectedStatus: 2, to: 5, reason: 'Photos are blurred' },
      w.factory.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf(response)).toMatchObject({ status: 5, nextStatuses: [], canRestart: false });
    const doctorsView = dataOf(await api.detail(orderId, w.doctorA.headers));
    expect(doctorsView.nextStatuses).toEqual([2, 29, 3]);
    expect(doctorsView.events.at(-1)).toMatchObject({ actorSide: 'factory', reason: 'Photos are blurred' });
    // Wherever the failed status is shown, its reason comes with it: the detail, the case list and the orders.
    expect(doctorsView.statusReason).toBe('Photos are blurred');
    const listed = await api.post(CASE_PATHS.list, w.doctorA.headers, {
      tab: caseTabOf(5, 1),
      pageIndex: 1,
      pageSize: 50,
    });
    const caseRow = (listed.json().data as TCasePage).list.find((row) => row.orderId === orderId);
    expect(caseRow?.statusReason).toBe('Photos are blurred');
    const orders = await api.post(CASE_PATHS.orders, w.doctorA.headers, { pageIndex: 1, pageSize: 50 });
    const orderRow = (orders.json().data as TOrderPage).list.find((row) => row.orderId === orderId);
    expect(orderRow?.statusReason).toBe('Photos are blurred');
  });

  it('answers a stale expected status with 409 and the change that moved the case', async () => {
    const orderId = await caseAt(2);
    await transition({ orderId, expectedStatus: 2, to: 4 }, w.factory.headers);
    const response = await transition({ orderId, expectedStatus: 2, to: 3, reason: 'Patient moved away' });
    expect(codeOf(response)).toEqual([409, 45005]);
    expect(response.json().data).toMatchObject({
      orderId,
      status: 4,
      stageNo: 1,
      lastEvent: { fromStatus: 2, toStatus: 4, actorSide: 'factory' },
    });
    expect((await order(orderId)).status).toBe(4);
  });

  it('hides another clinic’s case (404) from every call, and the clinic’s calls from factory users (403)', async () => {
    const orderId = await caseAt(25, { plan: true });
    const b = w.adminB.headers;
    expect(codeOf(await api.detail(orderId, b))).toEqual([404, 45001]);
    expect(codeOf(await transition({ orderId, expectedStatus: 25, to: 26 }, b))).toEqual([404, 45001]);
    expect(
      codeOf(await production({ orderId, expectedStatus: 25, produceSteps: { upSteps: 1, downSteps: 1 } }, b)),
    ).toEqual([404, 45001]);
    const completion = { orderId, expectedStatus: 25, completeDate: '2025-01-02', correctSituation: 'asPlanned' };
    expect(codeOf(await api.post(ALIGNER_PATHS.complete, b, completion))).toEqual([404, 45001]);
    expect(
      codeOf(await api.post(ALIGNER_PATHS.restart, b, { orderId, expectedStatus: 25, reason: 'New goals' })),
    ).toEqual([404, 45001]);
    expect(codeOf(await api.post(ALIGNER_PATHS.complete, w.factory.headers, completion))).toEqual([403, 403]);
    expect((await order(orderId)).status).toBe(25);
  });

  it('ignores, restores and cancels with a reason', async () => {
    const orderId = await caseAt(1);
    expect(dataOf(await transition({ orderId, expectedStatus: 1, to: 29 }))).toMatchObject({
      status: 29,
      tab: 'ignored',
    });
    expect(dataOf(await transition({ orderId, expectedStatus: 29, to: 1 }, w.adminA.headers))).toMatchObject({
      status: 1,
      tab: 'toSubmit',
    });
    const cancelled = dataOf(await transition({ orderId, expectedStatus: 1, to: 3, reason: 'Patient declined' }));
    expect(cancelled).toMatchObject({ status: 3, tab: 'completed', nextStatuses: [] });
  });

  it('confirms receipt, closing the open shipment', async () => {
    const orderId = await caseAt(24, { plan: true });
    await addShipment(w, orderId, '2030-01-01');
    const detail = dataOf(await transition({ orderId, expectedStatus: 24, to: 25 }));
    expect(detail).toMatchObject({ status: 25, canRestart: true, nextStatuses: [26, 20] });
    expect(detail.shipments[0]!.receivedAt).toBeGreaterThan(0);
  });

  describe('production requests', () => {
    const approved = { plan: true, set: { total_up: 20, total_down: 18 } };

    it('takes up to 5 steps per arch before the final payment, with the pending batch and an event', async () => {
      const orderId = await caseAt(14, approved);
      const response = await production({
        orderId,
        expectedStatus: 14,
        produceSteps: { upSteps: 5, downSteps: 5 },
        produceRemark: 'Rush',
      });
      expect(response.statusCode, response.body).toBe(200);
      const detail = dataOf(response);
      expect(detail).toMatchObject({
        status: 20,
        production: { pendingSteps: { upSteps: 5, downSteps: 5 }, finalPaid: false },
      });
      expect(detail.events.at(-1)).toMatchObject({
        kind: 'production',
        detail: { produceSteps: { upSteps: 5, downSteps: 5 }, addressId: w.addressA, produceRemark: 'Rush' },
      });
      expect((await order(orderId)).pending_address_id).toBe(w.addressA);
    });

    it('refuses 6 steps before the final payment with the spec’s message, and takes them after it', async () => {
      const orderId = await caseAt(14, approved);
      const refused = await production({ orderId, expectedStatus: 14, produceSteps: { upSteps: 6, downSteps: 0 } });
      expect(codeOf(refused)).toEqual([400, 45009]);
      expect(refused.json().msg).toBe(
        'Staged cases allow only 0 to 5 production steps per arch until the final payment is paid.',
      );
      await setOrder(w.app, orderId, { final_paid: 1 });
      expect(
        (await production({ orderId, expectedStatus: 14, produceSteps: { upSteps: 6, downSteps: 0 } })).statusCode,
      ).toBe(200);
    });

    it('refuses no step, steps beyond the plan, a case without a plan and someone else’s address', async () => {
      const orderId = await caseAt(25, { ...approved, set: { ...approved.set, produced_up: 18, produced_down: 10 } });
      const none = await production({ orderId, expectedStatus: 25, produceSteps: { upSteps: 0, downSteps: 0 } });
      expect([...codeOf(none), none.json().msg]).toEqual([400, 45009, 'Produce at least one step.']);
      const beyond = await production({ orderId, expectedStatus: 25, produceSteps: { upSteps: 3, downSteps: 1 } });
      expect([...codeOf(beyond), beyond.json().msg]).toEqual([
        400,
        45009,
        "The steps to produce go beyond the plan's steps.",
      ]);
      const otherAddress = await addAddress(w.app, w.adminA.id);
      const foreign = await production({
        orderId,
        expectedStatus: 25,
        addressId: otherAddress,
        produceSteps: { upSteps: 2, downSteps: 1 },
      });
      expect(codeOf(foreign)).toEqual([400, 45008]);
      const next = await production({ orderId, expectedStatus: 25, produceSteps: { upSteps: 2, downSteps: 1 } });
      expect(dataOf(next)).toMatchObject({ status: 20, production: { alreadySteps: { upSteps: 18, downSteps: 10 } } });
      const planless = await caseAt(14, { set: approved.set });
      expect(
        codeOf(await production({ orderId: planless, expectedStatus: 14, produceSteps: { upSteps: 1, downSteps: 1 } })),
      ).toEqual([400, 45011]);
      const reviewing = await caseAt(10, approved);
      expect(
        codeOf(
          await production({ orderId: reviewing, expectedStatus: 10, produceSteps: { upSteps: 1, downSteps: 1 } }),
        ),
      ).toEqual([400, 45002]);
    });
  });

  it('completes a received case with the form, and refuses to complete one in transit', async () => {
    const orderId = await caseAt(25, { plan: true });
    const form = {
      orderId,
      expectedStatus: 25,
      completeDate: '2025-03-04',
      correctSituation: 'improved',
      correctRemark: 'Good',
      customRetainer: true,
      retainerProdRequire: 'Clear',
    };
    const noAddress = await api.post(ALIGNER_PATHS.complete, w.doctorA.headers, form);
    expect(codeOf(noAddress)).toEqual([400, 400]);
    const response = await api.post(ALIGNER_PATHS.complete, w.doctorA.headers, { ...form, addressId: w.addressA });
    expect(response.statusCode, response.body).toBe(200);
    const completion = {
      completeDate: '2025-03-04',
      correctSituation: 'improved',
      correctRemark: 'Good',
      customRetainer: true,
      retainerProdRequire: 'Clear',
      addressId: w.addressA,
    };
    expect(dataOf(response)).toMatchObject({ status: 26, tab: 'completed', completion });
    expect(dataOf(response).events.at(-1)).toMatchObject({ kind: 'completion', detail: completion });
    const inTransit = await caseAt(24);
    expect(
      codeOf(
        await api.post(ALIGNER_PATHS.complete, w.doctorA.headers, {
          ...form,
          orderId: inTransit,
          expectedStatus: 24,
          addressId: w.addressA,
        }),
      ),
    ).toEqual([400, 45002]);
  });

  it('restarts a received stage: the next stage number, a clean slate, the restarted tab; only from received', async () => {
    const orderId = await caseAt(25, {
      plan: true,
      set: {
        total_up: 20,
        total_down: 18,
        produced_up: 5,
        produced_down: 5,
        final_paid: 1,
        plan_price_cents: 100,
        paid_cents: 5000,
      },
    });
    const noReason = await api.post(ALIGNER_PATHS.restart, w.doctorA.headers, {
      orderId,
      expectedStatus: 25,
      reason: ' ',
    });
    expect(codeOf(noReason)).toEqual([400, 400]);
    const response = await api.post(ALIGNER_PATHS.restart, w.doctorA.headers, {
      orderId,
      expectedStatus: 25,
      reason: 'Relapse',
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = dataOf(response);
    expect(detail).toMatchObject({
      status: 1,
      stageNo: 2,
      tab: 'restarted',
      amount: null,
      paidAmount: 50,
      production: {
        finalPaid: false,
        totalSteps: { upSteps: 0, downSteps: 0 },
        alreadySteps: { upSteps: 0, downSteps: 0 },
        pendingSteps: null,
      },
    });
    expect(detail.events.at(-1)).toMatchObject({
      kind: 'restart',
      fromStatus: 25,
      toStatus: 1,
      stageNo: 2,
      reason: 'Relapse',
    });
    const inTransit = await caseAt(24);
    expect(
      codeOf(
        await api.post(ALIGNER_PATHS.restart, w.doctorA.headers, {
          orderId: inTransit,
          expectedStatus: 24,
          reason: 'Relapse',
        }),
      ),
    ).toEqual([400, 45002]);
  });

  it('leaves out every amount for staff whose prices are hidden', async () => {
    const orderId = await caseAt(21, {
      plan: true,
      set: { plan_price_cents: 250000, paid_cents: 100000, due_cents: 50000 },
    });
    const doctors = dataOf(await api.detail(orderId, w.doctorA.headers));
    expect(doctors).toMatchObject({ amount: 2500, paidAmount: 1000, dueAmount: 500 });
    expect(doctors.plans[0]!.price).toBe(12345.67);
    const hidden = (await api.detail(orderId, w.hiddenA.headers)).json().data as Record<string, unknown> & {
      plans: object[];
    };
    expect(hidden).not.toHaveProperty('amount');
    expect(hidden).not.toHaveProperty('paidAmount');
    expect(hidden).not.toHaveProperty('dueAmount');
    expect(hidden.plans[0]).not.toHaveProperty('price');
    expect(hidden).toMatchObject({ orderId, status: 21 });
  });
});
