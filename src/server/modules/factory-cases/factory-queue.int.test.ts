import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_PATHS } from '../../../domain/orders/paths';
import type { TFactoryQueuePage } from '../../../domain/orders/list';
import { DATABASE_KINDS } from '../../testing/test-database';
import { codeOf, createCaseWorld, orderApi, type CaseWorld } from '../cases/test-kit';
import { setOrder, submitNewCase } from '../../lines/aligners/testing/case-kit';
import { countQueues } from './factory-queue';

describe('queue counts', () => {
  it('adds each status to every queue that holds it, and everything to all', () => {
    expect(
      countQueues([
        { status: 2, count: 3 },
        { status: 6, count: 1 },
        { status: 26, count: 2 },
        { status: 55, count: 5 },
      ]),
    ).toEqual({
      review: 3,
      design: 1,
      revise: 0,
      doctor: 0,
      payment: 0,
      production: 0,
      shipping: 0,
      closed: 2,
      all: 11,
    });
  });
});

describe.each(DATABASE_KINDS)('the factory’s queues on %s', (kind) => {
  let w: CaseWorld;
  let api: ReturnType<typeof orderApi>;
  const ids: Record<string, number> = {};
  const minute = 60_000;
  const base = Date.now() - 100 * minute;

  beforeAll(async () => {
    w = await createCaseWorld(kind);
    api = orderApi(w.app);
    // Clinic A: two cases to review (the older change first), one in design, one closed; clinic B: one to review.
    const at = async (name: string, status: number, minutesAfterBase: number) => {
      ids[name] = await submitNewCase(w);
      await setOrder(w.app, ids[name], { status, updated_at: base + minutesAfterBase * minute });
    };
    await at('newerReview', 2, 30);
    await at('olderReview', 2, 10);
    await at('design', 6, 5);
    await at('closed', 26, 40);
    await at('otherClinic', 2, 20);
    await setOrder(w.app, ids.otherClinic!, {
      clinic_id: w.clinicB,
      patient_id: w.patientB,
      search_text: 'alan turing 13900000000',
    });
    await at('closedLater', 3, 50);
  });
  afterAll(async () => w.t.close());

  const queue = async (body: object, headers = w.factory.headers) => {
    const response = await api.post(CASE_PATHS.factoryQueue, headers, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as TFactoryQueuePage;
  };

  it('lists a work queue across clinics, the case waiting longest first, with each clinic’s name', async () => {
    const page = await queue({ queue: 'review' });
    expect(page.list.map((row) => row.orderId)).toEqual([ids.olderReview, ids.otherClinic, ids.newerReview]);
    expect(page.list.map((row) => row.clinicName)).toEqual(['Clinic A', 'Clinic B', 'Clinic A']);
    expect(page.list[1]).toMatchObject({
      patientName: 'Alan Turing',
      clinicId: w.clinicB,
      status: 2,
      tab: 'inTreatment',
    });
    expect(page.total).toBe(3);
    expect(page.queueCounts).toEqual({
      review: 3,
      design: 1,
      revise: 0,
      doctor: 0,
      payment: 0,
      production: 0,
      shipping: 0,
      closed: 2,
      all: 6,
    });
  });

  it('reads the closed queue and all cases newest change first', async () => {
    expect((await queue({ queue: 'closed' })).list.map((row) => row.orderId)).toEqual([ids.closedLater, ids.closed]);
    const all = await queue({ queue: 'all', pageSize: 10 });
    expect(all.total).toBe(6);
    expect(all.list[0]!.orderId).toBe(ids.closedLater);
  });

  it('searches by patient or clinic name (any letter case, wildcards as text), counting every queue with the search', async () => {
    const byClinic = await queue({ queue: 'review', keyword: 'CLINIC b' });
    expect(byClinic.list.map((row) => row.orderId)).toEqual([ids.otherClinic]);
    expect(byClinic.queueCounts).toMatchObject({ review: 1, design: 0, closed: 0, all: 1 });
    const byPatient = await queue({ queue: 'all', keyword: 'lovelace' });
    expect(byPatient.total).toBe(5);
    expect((await queue({ queue: 'all', keyword: '%' })).total).toBe(0);
  });

  it('pages through a queue', async () => {
    const first = await queue({ queue: 'review', pageSize: 10, pageIndex: 1 });
    const second = await queue({ queue: 'review', pageSize: 10, pageIndex: 2 });
    expect(first.list).toHaveLength(3);
    expect(second).toMatchObject({ list: [], total: 3 });
  });

  it('is the factory’s alone', async () => {
    expect(codeOf(await api.post(CASE_PATHS.factoryQueue, w.doctorA.headers, {}))).toEqual([403, 403]);
    expect(codeOf(await api.post(CASE_PATHS.factoryQueue, w.adminB.headers, { queue: 'nope' }))).toEqual([403, 403]);
  });
});
