import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_PATHS } from '../../../domain/payments/contracts';
import { DEMO_CREDIT_LIMIT_CENTS } from './seed-demo-credit';
import { CASE_PATHS, casePath } from '../../../domain/orders/paths';
import type { TCaseDetail } from '../../../domain/lines/aligners/detail';
import type { TCasePage, TFactoryQueuePage } from '../../../domain/orders/list';
import { CASE_TABS, caseTabOf } from '../../../domain/cases/case-tabs';
import { todayText } from '../../../domain/patients/patient';
import { detectFormat, HEAD_BYTES, TAIL_BYTES } from '../../storage/content-check';
import { createStorageTestApp, type StorageTestApp } from '../../storage/testing';
import { sessionHeaders } from '../../testing/fixtures';
import { DATABASE_KINDS } from '../../testing/test-database';
import { fetchSigned } from '../../modules/images/test-kit';
import { DEMO_CASES, seedDemoCases } from '../../lines/aligners/seed-demo';
import { seedDemoData } from './seed-demo-data';
import { archStl, planPdf } from './seed-demo-files';

const sampleOf = (file: Buffer) => ({
  head: file.subarray(0, HEAD_BYTES),
  tail: file.subarray(-TAIL_BYTES),
  size: file.length,
});

describe('demo files', () => {
  it('makes arches the store takes as binary STL, a few KB each', () => {
    const arch = archStl({ jaw: 'lower', crowding: 0.5, seed: 3 });
    expect(detectFormat(sampleOf(arch))).toBe('stl');
    expect(arch.length).toBeLessThan(10_000);
    expect(arch.equals(archStl({ jaw: 'lower', crowding: 0, seed: 3 }))).toBe(false);
  });

  it('makes a PDF whose cross-reference table points at its objects', () => {
    const pdf = planPdf('Treatment plan', ['Steps: upper 10, lower 8', 'Price (test)']);
    expect(detectFormat(sampleOf(pdf))).toBe('pdf');
    const text = pdf.toString('latin1');
    const startxref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
  });
});

describe.each(DATABASE_KINDS)('demo cases on %s', (kind) => {
  let t: StorageTestApp;
  const now = Date.now();
  let doctor: Record<string, string>;
  let factory: Record<string, string>;
  beforeAll(async () => {
    t = await createStorageTestApp(kind);
    const report = await seedDemoData(t.database.db, now, t.store);
    expect(report.lines.join('\n')).toContain(`Aligner cases: ${DEMO_CASES.length}`);
    const db = t.app.db.kysely;
    const user = (phone: string) =>
      db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow();
    const main = await db
      .selectFrom('clinics')
      .select('id')
      .where('name', '=', 'Bright Smile Dental')
      .executeTakeFirstOrThrow();
    doctor = await sessionHeaders(t.app, (await user('13800000001')).id, main.id);
    factory = await sessionHeaders(t.app, (await user('13900000001')).id, null);
  }, 60_000);
  afterAll(async () => t.close());

  const detail = async (orderId: number, headers = doctor) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/order${casePath(CASE_PATHS.detail, { orderId })}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as TCaseDetail;
  };
  const orders = () =>
    t.app.db.kysely.selectFrom('orders').select(['id', 'status', 'clinic_id', 'stage_no']).orderBy('id').execute();

  it('puts a case in each status a visitor should see, so every tab of the main clinic’s case list has some', async () => {
    const rows = await orders();
    expect(rows.map((row) => row.status)).toEqual([26, 10, 5, 29, 24, 21, 6, 23, 21, 21, 25, 3, 1, 2]);
    expect(rows.map((row) => row.stage_no)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1]);
    const main = rows.filter((row) => row.clinic_id === rows[0]!.clinic_id);
    const mainTabs = new Set(main.map((row) => caseTabOf(row.status, row.stage_no)));
    expect([...mainTabs].sort()).toEqual([...CASE_TABS].sort());
    // What the doctor's list shows: each tab's count, as the server counts it.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/order/v1/case/list',
      headers: doctor,
      payload: { tab: 'pending', keyword: '', pageIndex: 1, pageSize: 10 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json().data as TCasePage).tabCounts).toEqual({
      pending: 6,
      toSubmit: 1,
      inTreatment: 2,
      completed: 2,
      ignored: 1,
      restarted: 1,
    });
  });

  it('cancels and restarts with the doctor’s reason, as the product records them', async () => {
    const rows = await orders();
    const cancelled = await detail(rows.find((row) => row.status === 3)!.id);
    expect(cancelled.events.at(-1)).toMatchObject({ fromStatus: 10, toStatus: 3 });
    expect(cancelled.events.at(-1)!.reason).toContain('fixed braces');
    const restarted = await detail(rows.find((row) => row.stage_no === 2)!.id);
    expect(restarted.events.at(-1)).toMatchObject({ fromStatus: 25, toStatus: 1 });
    expect(restarted.events.at(-1)!.reason).toContain('new records');
    const inProduction = await detail(rows.find((row) => row.status === 23)!.id);
    expect(inProduction.paidAmount).toBe(5900);
    const received = await detail(rows.find((row) => row.status === 25)!.id);
    expect(received.shipments[0]!.receivedAt).not.toBeNull();
  });

  it('gives each case a timeline in the past, in order, that ends in its status', async () => {
    for (const row of await orders()) {
      const seen = await detail(row.id, factory);
      expect(seen.events[0]).toMatchObject({ kind: 'created', toStatus: 2 });
      expect(seen.events.at(-1)!.toStatus).toBe(row.status);
      const times = seen.events.map((event) => event.createdAt);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Math.max(...times)).toBeLessThanOrEqual(now);
      for (let index = 1; index < seen.events.length; index += 1)
        expect(seen.events[index]!.fromStatus).toBe(seen.events[index - 1]!.toStatus);
    }
  });

  it('shows the plan under review as a revision after the doctor’s rejection, with files that open', async () => {
    const underReview = (await orders()).find((row) => row.status === 10)!;
    const seen = await detail(underReview.id);
    expect(seen.plans.map((plan) => [plan.revision, plan.decision])).toEqual([
      [2, null],
      [1, 'rejected'],
    ]);
    expect(seen.plans[1]!.decisionReason).toContain('avoid IPR');
    const model = await fetchSigned(t.app, seen.plans[0]!.steps[1]!.upper!.url);
    expect(detectFormat(sampleOf(model))).toBe('stl');
    expect(detectFormat(sampleOf(await fetchSigned(t.app, seen.plans[0]!.document!.url)))).toBe('pdf');
    expect(seen.models.upper).not.toBeNull();
    expect(detectFormat(sampleOf(await fetchSigned(t.app, seen.models.upper!.url)))).toBe('stl');
  });

  it('ships, bills and completes as the product does', async () => {
    const rows = await orders();
    const inTransit = await detail(rows.find((row) => row.status === 24)!.id);
    expect(inTransit.shipments).toHaveLength(1);
    expect(inTransit.shipments[0]!.estimatedDelivery >= todayText(new Date(now))).toBe(true);
    expect(inTransit.production).toMatchObject({
      alreadySteps: { upSteps: 5, downSteps: 5 },
      pendingSteps: null,
      finalPaid: false,
    });
    expect(inTransit.paidAmount).toBe(5400);
    const pendingPayment = await detail(rows.find((row) => row.status === 21)!.id);
    expect(pendingPayment.dueAmount).toBe(5950);
    const completed = await detail(rows.find((row) => row.status === 26)!.id);
    expect(completed).toMatchObject({
      paidAmount: 9800,
      production: { finalPaid: true, alreadySteps: { upSteps: 10, downSteps: 8 } },
    });
    expect(completed.completion).toMatchObject({ correctSituation: 'asPlanned', customRetainer: true });
    const failed = await detail(rows.find((row) => row.status === 5)!.id);
    expect(failed.events.at(-1)!.reason).toContain('second molars');
  });

  it('grants the main clinic credit terms, so its admin has the financial data page', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/design${PAYMENT_PATHS.getClinicQuota}`,
      headers: doctor,
      payload: {},
    });
    expect(response.json().data).toMatchObject({
      hasQuota: true,
      limitAmount: DEMO_CREDIT_LIMIT_CENTS / 100,
      usedAmount: 0,
    });
  });

  it('leaves the doctor a few unread reminders of the recent factory work, the older ones read', async () => {
    const count = (
      await t.app.inject({ method: 'POST', url: '/api/order/order-notify/count', headers: doctor, payload: {} })
    ).json().data as number;
    const all = await t.app.db.kysely.selectFrom('notifications').select('id').execute();
    expect(count).toBeGreaterThanOrEqual(2);
    expect(count).toBeLessThan(all.length);
  });

  it('fills the factory’s queues across both clinics', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/order${CASE_PATHS.factoryQueue}`,
      headers: factory,
      payload: { queue: 'review' },
    });
    const page = response.json().data as TFactoryQueuePage;
    expect(page.list.map((row) => row.clinicName)).toEqual(['Bright Smile Dental – East']);
    expect(page.queueCounts).toEqual({
      review: 1,
      design: 1,
      revise: 0,
      doctor: 5,
      payment: 3,
      production: 0,
      shipping: 1,
      closed: 3,
      all: DEMO_CASES.length,
    });
  });

  it('gives each patient distinct image stage names and scan names, as a month of real use would', async () => {
    const db = t.app.db.kysely;
    const stages = await db.selectFrom('image_stages').select(['patient_id', 'name']).execute();
    const models = await db.selectFrom('patient_models').select(['patient_id', 'file_name']).execute();
    const duplicates = (pairs: string[]) => pairs.filter((pair, index) => pairs.indexOf(pair) !== index);
    expect(stages.length).toBe(DEMO_CASES.length);
    expect(duplicates(stages.map((row) => `${row.patient_id}:${row.name}`))).toEqual([]);
    expect(duplicates(models.map((row) => `${row.patient_id}:${row.file_name}`))).toEqual([]);
  });

  it('puts photos with thumbnails in every stage, and a later stage of a patient differs from the first', async () => {
    const db = t.app.db.kysely;
    const images = await db
      .selectFrom('clinic_images')
      .select(['image_stage_id', 'type', 'object_key', 'thumb_key'])
      .execute();
    const stages = await db.selectFrom('image_stages').select('id').execute();
    for (const stage of stages) {
      expect(images.filter((image) => image.image_stage_id === stage.id).map((image) => image.type)).toEqual([
        1, 4, 7, 9,
      ]);
    }
    for (const image of images) {
      expect(await t.store.statObject(image.object_key)).toMatchObject({ purpose: 'photo' });
      expect(await t.store.statObject(image.thumb_key)).toMatchObject({ purpose: 'thumbnail' });
    }
    const scans = await db.selectFrom('patient_models').select(['patient_id', 'sha256']).execute();
    const sameFile = scans.filter((scan, index) => scans.findIndex((other) => other.sha256 === scan.sha256) !== index);
    expect(sameFile).toEqual([]);
  });

  it('seeds the branch as a branch of the main clinic, not as a company', async () => {
    const clinics = await t.app.db.kysely
      .selectFrom('clinics')
      .select(['name', 'is_company', 'is_chain', 'main_clinic_id'])
      .orderBy('id')
      .execute();
    expect(
      clinics.map((clinic) => [clinic.name, clinic.is_company, clinic.is_chain, clinic.main_clinic_id === null]),
    ).toEqual([
      ['Bright Smile Dental', 1, 1, true],
      ['Bright Smile Dental – East', 0, 1, false],
    ]);
  });

  it('seeds once', async () => {
    const before = (await orders()).length;
    expect((await seedDemoData(t.database.db, Date.now(), t.store)).seeded).toBe(false);
    const clinics = await t.app.db.kysely.selectFrom('clinics').select('id').orderBy('id').execute();
    const again = await t.app.db.kysely
      .transaction()
      .execute((trx) => seedDemoCases(trx, t.store, { main: clinics[0]!.id, branch: clinics[1]!.id }, Date.now()));
    expect(again).toBe(0);
    expect((await orders()).length).toBe(before);
  });
});
