import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextWorkingDayOnServer } from '../calendar';
import { CASE_PATHS } from '../../../domain/orders/paths';
import type { TCaseConflict, TCaseEvent } from '../../../domain/orders/events';
import { ALIGNER_PATHS } from '../../../domain/lines/aligners/requests';
import { COMMENT_PATHS } from '../../../domain/orders/comments';
import { DATABASE_KINDS } from '../../testing/test-database';
import { caseData } from '../../lines/aligners/testing/case-kit';
import { codeOf, createCaseWorld, newClientId, orderApi, type CaseWorld } from '../cases/test-kit';
import { detailOf, planBody, reminderApi, timelineOf, uploadPlanFiles } from '../../lines/aligners/testing/factory-kit';

type Entry = {
  kind: TCaseEvent['kind'];
  from: number | null;
  to: number;
  actor: string;
  side: 'clinic' | 'factory';
  reason: string | null;
};

/**
 * One aligner case from submission to completion, through the real app over HTTP, as the doctor and the factory
 * work it. At every step: the status, the whole timeline (who moved it, from, to, why), the doctor's unread reminders
 * (rising when the factory acts, falling when read), and the moves that must be refused at that point.
 */
describe.each(DATABASE_KINDS)('an aligner case from submission to completion on %s', (kind) => {
  let w: CaseWorld;
  let api: ReturnType<typeof orderApi>;
  let reminders: ReturnType<typeof reminderApi>;
  let orderId: number;
  let doctorName: string;
  let factoryName: string;
  const timeline: Entry[] = [];
  let unread = 0;

  beforeAll(async () => {
    w = await createCaseWorld(kind);
    api = orderApi(w.app);
    reminders = reminderApi(w.app);
    const nameOf = async (id: number) =>
      (await w.app.db.kysely.selectFrom('users').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;
    doctorName = await nameOf(w.doctorA.id);
    factoryName = await nameOf(w.factory.id);
  });
  afterAll(async () => w.t.close());

  const doctor = () => w.doctorA.headers;
  const factory = () => w.factory.headers;
  const transition = (headers: Record<string, string>, expectedStatus: number, to: number, reason?: string) =>
    api.post(CASE_PATHS.transition, headers, { orderId, expectedStatus, to, ...(reason ? { reason } : {}) });

  /** The move succeeded, the case is now `status`, the timeline grew by `entries`, and the doctor's reminders by `reminded`. */
  const expectMove = async (
    response: Awaited<ReturnType<typeof api.post>>,
    status: number,
    entries: Omit<Entry, 'actor'>[],
    reminded: number,
  ) => {
    expect(response.statusCode, response.body).toBe(200);
    expect(detailOf(response).status).toBe(status);
    timeline.push(
      ...entries.map((entry) => ({ ...entry, actor: entry.side === 'factory' ? factoryName : doctorName })),
    );
    expect(await timelineOf(w, orderId)).toEqual(timeline);
    expect(await timelineOf(w, orderId, factory())).toEqual(timeline);
    unread += reminded;
    expect(await reminders.count(doctor())).toBe(unread);
  };
  const byFactory = (from: number, to: number, reason: string | null = null, kind: Entry['kind'] = 'status') => ({
    kind,
    from,
    to,
    side: 'factory' as const,
    reason,
  });
  const byDoctor = (from: number | null, to: number, reason: string | null = null, kind: Entry['kind'] = 'status') => ({
    kind,
    from,
    to,
    side: 'clinic' as const,
    reason,
  });

  it('1. the doctor submits the case: to be reviewed', async () => {
    const response = await api.post(CASE_PATHS.submit, doctor(), { clientId: newClientId(), caseData: caseData(w) });
    orderId = detailOf(response).orderId;
    await expectMove(response, 2, [byDoctor(null, 2, null, 'created')], 0);
  });

  it('2. the doctor cannot pass their own case; a clinic user reaches no factory call; another clinic sees nothing', async () => {
    expect(codeOf(await transition(doctor(), 2, 4))).toEqual([403, 45003]);
    expect(codeOf(await api.post(CASE_PATHS.factoryQueue, doctor(), { queue: 'review' }))).toEqual([403, 403]);
    expect(codeOf(await api.post(ALIGNER_PATHS.factoryPlan, w.adminA.headers, { orderId }))).toEqual([403, 403]);
    expect(codeOf(await api.detail(orderId, w.adminB.headers))).toEqual([404, 45001]);
    expect(codeOf(await transition(w.adminB.headers, 2, 3, 'Not ours'))).toEqual([404, 45001]);
    expect(
      codeOf(await api.post(COMMENT_PATHS.add, w.adminB.headers, { clientId: newClientId(), orderId, text: 'Hello?' })),
    ).toEqual([404, 45001]);
    expect(await timelineOf(w, orderId)).toEqual(timeline);
  });

  it('3. the factory fails it with a reason; the doctor is reminded and reads why', async () => {
    expect(codeOf(await transition(factory(), 2, 5))).toEqual([400, 45004]);
    await expectMove(
      await transition(factory(), 2, 5, 'The lower scan misses the second molars.'),
      5,
      [byFactory(2, 5, 'The lower scan misses the second molars.')],
      1,
    );
    const page = await reminders.list(doctor());
    expect(page.list[0]).toMatchObject({
      kind: 'case-status',
      orderId,
      text: 'Ada Lovelace: the case is now “failed”. Reason: The lower scan misses the second molars.',
    });
  });

  it('4. the doctor fixes the case and resubmits it; opening it marks its reminders read', async () => {
    const fixed = caseData(w, { basic: { chiefComplaint: 'Crowded front teeth; lower arch rescanned' } });
    const response = await api.post(CASE_PATHS.submit, doctor(), {
      clientId: newClientId(),
      orderId,
      expectedStatus: 5,
      caseData: fixed,
    });
    await expectMove(response, 2, [byDoctor(5, 2)], 0);
    expect(detailOf(response).caseData.basic.chiefComplaint).toBe('Crowded front teeth; lower arch rescanned');
    expect((await reminders.read(doctor(), { orderId })).json().data).toBe(0);
    unread = 0;
    expect(await reminders.count(doctor())).toBe(0);
  });

  it('5. the factory passes it, queues it for design and publishes a plan', async () => {
    const queue = (await api.post(CASE_PATHS.factoryQueue, factory(), { queue: 'review' })).json().data as {
      list: { orderId: number }[];
    };
    expect(queue.list.map((row) => row.orderId)).toContain(orderId);
    await expectMove(await transition(factory(), 2, 4), 4, [byFactory(2, 4)], 1);
    await expectMove(await transition(factory(), 4, 6), 6, [byFactory(4, 6)], 1);
    const files = await uploadPlanFiles(w.app, factory());
    const response = await api.post(ALIGNER_PATHS.factoryPlan, factory(), planBody(orderId, 6, files));
    await expectMove(response, 10, [byFactory(6, 8, null, 'plan'), byFactory(8, 10)], 1);
    expect(detailOf(response).plans.map((plan) => plan.revision)).toEqual([1]);
  });

  it('6. the factory cannot approve its own plan; the doctor rejects it with a reason', async () => {
    expect(codeOf(await transition(factory(), 10, 14))).toEqual([403, 45003]);
    expect(codeOf(await transition(doctor(), 10, 15))).toEqual([400, 45004]);
    const response = await transition(doctor(), 10, 15, 'Please avoid IPR on the lower incisors.');
    await expectMove(response, 15, [byDoctor(10, 15, 'Please avoid IPR on the lower incisors.')], 0);
    expect(detailOf(response).plans[0]).toMatchObject({
      revision: 1,
      decision: 'rejected',
      decisionReason: 'Please avoid IPR on the lower incisors.',
    });
  });

  it('7. the factory takes the rejection up and publishes a revision', async () => {
    await expectMove(await transition(factory(), 15, 16), 16, [byFactory(15, 16)], 1);
    const files = await uploadPlanFiles(w.app, factory());
    const response = await api.post(
      ALIGNER_PATHS.factoryPlan,
      factory(),
      planBody(orderId, 16, files, { note: 'No IPR; expansion instead.' }),
    );
    await expectMove(response, 10, [byFactory(16, 8, null, 'plan'), byFactory(8, 10)], 1);
    expect(detailOf(response).plans.map((plan) => [plan.revision, plan.decision])).toEqual([
      [2, null],
      [1, 'rejected'],
    ]);
  });

  it('8. the doctor reads every reminder, approves the plan and asks for 5 steps', async () => {
    expect((await reminders.read(doctor(), { all: true })).json().data).toBe(0);
    unread = 0;
    await expectMove(await transition(doctor(), 10, 14), 14, [byDoctor(10, 14)], 0);
    const production = (steps: number) =>
      api.post(ALIGNER_PATHS.production, doctor(), {
        orderId,
        expectedStatus: 14,
        produceSteps: { upSteps: steps, downSteps: steps },
        addressId: w.addressA,
      });
    expect(codeOf(await production(6))).toEqual([400, 45009]);
    const response = await production(5);
    await expectMove(response, 20, [byDoctor(14, 20, null, 'production')], 0);
    expect(detailOf(response).production.pendingSteps).toEqual({ upSteps: 5, downSteps: 5 });
  });

  it('9. the factory issues the payment order; a change based on the old status is refused with the case as it is', async () => {
    const response = await api.post(CASE_PATHS.factoryPaymentOrder, factory(), {
      orderId,
      expectedStatus: 20,
      amount: 4800,
    });
    await expectMove(response, 21, [byFactory(20, 21, null, 'payment')], 1);
    expect(detailOf(response).dueAmount).toBe(4800);
    const stale = await api.post(CASE_PATHS.factoryPaymentOrder, factory(), {
      orderId,
      expectedStatus: 20,
      amount: 4800,
    });
    expect(codeOf(stale)).toEqual([409, 45005]);
    const conflict = stale.json().data as TCaseConflict;
    expect(conflict).toMatchObject({
      orderId,
      status: 21,
      lastEvent: { kind: 'payment', fromStatus: 20, toStatus: 21, actorName: factoryName },
    });
    expect(codeOf(await transition(doctor(), 20, 3, 'Changed my mind'))).toEqual([409, 45005]);
  });

  it('10. the factory records the payment; from then on the doctor can no longer cancel', async () => {
    const response = await api.post(CASE_PATHS.factoryPayment, factory(), {
      orderId,
      expectedStatus: 21,
      reference: 'Transfer 0042',
    });
    await expectMove(response, 22, [byFactory(21, 22, null, 'payment')], 1);
    expect(detailOf(response)).toMatchObject({ paidAmount: 4800, dueAmount: null });
    expect(codeOf(await transition(doctor(), 22, 3, 'Patient moved away'))).toEqual([400, 45002]);
  });

  it('11. the factory releases the order to production and ships it', async () => {
    await expectMove(await transition(factory(), 22, 23), 23, [byFactory(22, 23)], 1);
    const shipped = await api.post(CASE_PATHS.factoryShip, factory(), {
      orderId,
      expectedStatus: 23,
      carrier: 'SF Express',
      trackingNo: 'SF1234567890',
      estimatedDelivery: await nextWorkingDayOnServer(
        w.app.db.kysely,
        new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString().slice(0, 10),
      ),
    });
    await expectMove(shipped, 24, [byFactory(23, 24, null, 'shipment')], 1);
    expect(detailOf(shipped).shipments[0]).toMatchObject({
      carrier: 'SF Express',
      trackingNo: 'SF1234567890',
      receivedAt: null,
    });
  });

  it('12. the doctor confirms receipt and completes the treatment', async () => {
    expect(codeOf(await transition(factory(), 24, 25))).toEqual([403, 45003]);
    const received = await transition(doctor(), 24, 25);
    await expectMove(received, 25, [byDoctor(24, 25)], 0);
    expect(detailOf(received).shipments[0]!.receivedAt).not.toBeNull();
    expect(detailOf(received).production.alreadySteps).toEqual({ upSteps: 5, downSteps: 5 });
    const completed = await api.post(ALIGNER_PATHS.complete, doctor(), {
      orderId,
      expectedStatus: 25,
      completeDate: new Date().toISOString().slice(0, 10),
      correctSituation: 'asPlanned',
      customRetainer: false,
    });
    await expectMove(completed, 26, [byDoctor(25, 26, null, 'completion')], 0);
    expect(detailOf(completed)).toMatchObject({ tab: 'completed', nextStatuses: [] });
  });

  it('13. the reminders tell the story the doctor was told, newest first, and falling to zero when read', async () => {
    const page = await reminders.list(doctor(), { pageSize: 20 });
    expect(page.unread).toBe(unread);
    expect(
      page.list
        .filter((reminder) => reminder.orderId === orderId)
        .map((reminder) => reminder.text)
        .slice(0, 4),
    ).toEqual([
      'Ada Lovelace: the case is now “in transit”',
      'Ada Lovelace: the case is now “production order out”',
      'Ada Lovelace: the case is now “paid”',
      'Ada Lovelace: the case is now “pending payment”',
    ]);
    expect(
      (await reminders.read(doctor(), { ids: page.list.slice(0, 2).map((reminder) => reminder.id) })).json().data,
    ).toBe(unread - 2);
    expect((await reminders.read(doctor(), { orderId })).json().data).toBe(0);
    expect(await reminders.count(doctor())).toBe(0);
  });
});
