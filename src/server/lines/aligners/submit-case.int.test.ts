import { afterEach, describe, expect, it, vi } from 'vitest';
import { CASE_PATHS } from '../../../domain/orders/paths';
import type { TCaseDetail } from '../../../domain/lines/aligners/detail';
import { PICKUP_WINDOW_MS } from '../../../domain/orders/order-model';
import { OrgAuthStatus } from '../../../domain/clinics/auth-statuses';
import { isStageStale } from '../../../domain/images/image-rules';
import { todayText } from '../../../domain/patients/patient';
import { readOrderState } from './testing/order-state';
import { DATABASE_KINDS } from '../../testing/test-database';
import { addAddress, addModel, addStage, codeOf, newClientId, useCaseWorld } from '../../modules/cases/test-kit';
import { caseData, setOrder, submitNewCase } from './testing/case-kit';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last stage date the server still accepts (it counts 3 months back from yesterday, its own calendar). */
function lastFreshDay(): string {
  const yesterday = todayText(new Date(Date.now() - DAY_MS));
  let day = new Date();
  while (!isStageStale(todayText(day), yesterday)) day = new Date(day.getTime() - DAY_MS);
  return todayText(new Date(day.getTime() + DAY_MS));
}

describe.each(DATABASE_KINDS)('case submit on %s', (kind) => {
  const { w, api } = useCaseWorld(kind);
  afterEach(() => vi.restoreAllMocks());

  const submit = (data: object, headers = w.doctorA.headers, extra: object = {}) =>
    api.post(CASE_PATHS.submit, headers, { clientId: newClientId(), caseData: data, ...extra });
  const orderCount = async () =>
    Number(
      (
        await w.app.db.kysely
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('makes a case to be reviewed with its columns, a creation event and the detail as the answer', async () => {
    const response = await submit(caseData(w));
    expect(response.statusCode, response.body).toBe(200);
    const { msg, data } = response.json() as { msg: string; data: TCaseDetail };
    expect(msg).toBe('Submitted successfully.');
    expect(data).toMatchObject({
      orderType: 1,
      status: 2,
      stageNo: 1,
      tab: 'inTreatment',
      patientId: w.patientA,
      patientName: 'Ada Lovelace',
      doctorName: 'Dr Ada',
      brand: 'cuspid-clear',
      series: 'comprehensive',
      clinicId: w.clinicA,
      clinicName: 'Clinic A',
      amount: null,
      imageStage: { id: w.stageA, name: 'Initial', stageTime: todayText(), images: [] },
      models: { upper: { modelId: w.upperA, name: 'upper.stl' }, lower: { modelId: w.lowerA, name: 'lower.PLY' } },
      plans: [],
      shipments: [],
      paidAmount: 0,
      dueAmount: null,
      completion: null,
      canRestart: false,
    });
    expect(data.nextStatuses).toEqual([3]);
    expect(data.models.upper?.url).toMatch(/^\/api\//);
    expect(data.events).toHaveLength(1);
    expect(data.events[0]).toMatchObject({
      kind: 'created',
      fromStatus: null,
      toStatus: 2,
      actorSide: 'clinic',
      reason: null,
    });
    const row = await readOrderState(w.app.db.kysely, data.orderId);
    expect(row).toMatchObject({
      product_line: 1,
      created_by: w.doctorA.id,
      search_text: 'ada lovelace\n13900000000',
      image_stage_id: w.stageA,
      upper_model_id: w.upperA,
      lower_model_id: w.lowerA,
      pickup_at: null,
    });
    expect(Number(row.submitted_at)).toBeGreaterThan(0);
    expect(JSON.parse(row.case_data)).toMatchObject({ basic: { patientId: w.patientA }, model: { kind: 'digital' } });
  });

  it('answers the case it made to a repeated client id, one row, also for two submits at the same moment', async () => {
    const clientId = newClientId();
    const body = { clientId, caseData: caseData(w) };
    const first = await api.post(CASE_PATHS.submit, w.doctorA.headers, body);
    const before = await orderCount();
    const again = await api.post(CASE_PATHS.submit, w.adminA.headers, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.orderId).toBe(first.json().data.orderId);
    expect(await orderCount()).toBe(before);

    const raced = { clientId: newClientId(), caseData: caseData(w) };
    const both = await Promise.all([0, 1].map(() => api.post(CASE_PATHS.submit, w.doctorA.headers, raced)));
    expect(both.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(both[0]!.json().data.orderId).toBe(both[1]!.json().data.orderId);
    expect(await orderCount()).toBe(before + 1);
    const events = await w.app.db.kysely
      .selectFrom('order_events')
      .select('id')
      .where('order_id', '=', both[0]!.json().data.orderId)
      .execute();
    expect(events).toHaveLength(1);
  });

  it('refuses a patient of another clinic (44001, 404) and factory users (403), recording nothing', async () => {
    const before = await orderCount();
    expect(codeOf(await submit(caseData(w, { basic: { patientId: w.patientB } })))).toEqual([404, 44001]);
    expect(codeOf(await submit(caseData(w), w.factory.headers))).toEqual([403, 403]);
    expect(await orderCount()).toBe(before);
  });

  it('lets a clinic order while its company certification is pending or approved, not when it is missing or refused', async () => {
    const setOrgAuth = (status: number) =>
      w.app.db.kysely.updateTable('clinics').set({ org_auth_status: status }).where('id', '=', w.clinicA).execute();
    for (const refused of [OrgAuthStatus.none, OrgAuthStatus.rejected]) {
      await setOrgAuth(refused);
      const before = await orderCount();
      const response = await submit(caseData(w));
      expect(codeOf(response)).toEqual([403, 45012]);
      expect(response.json().msg).toMatch(/company certification/);
      expect(await orderCount()).toBe(before);
    }
    for (const allowed of [OrgAuthStatus.pending, OrgAuthStatus.approved]) {
      await setOrgAuth(allowed);
      expect((await submit(caseData(w))).statusCode).toBe(200);
    }
  });

  it('refuses a resubmission too once the company certification was refused', async () => {
    const orderId = (await submit(caseData(w))).json().data.orderId as number;
    await w.app.db.kysely.updateTable('orders').set({ status: 5 }).where('id', '=', orderId).execute();
    await w.app.db.kysely
      .updateTable('clinics')
      .set({ org_auth_status: OrgAuthStatus.rejected })
      .where('id', '=', w.clinicA)
      .execute();
    expect(codeOf(await submit(caseData(w), w.doctorA.headers, { orderId, expectedStatus: 5 }))).toEqual([403, 45012]);
    expect((await readOrderState(w.app.db.kysely, orderId)).status).toBe(5);
    await w.app.db.kysely
      .updateTable('clinics')
      .set({ org_auth_status: OrgAuthStatus.approved })
      .where('id', '=', w.clinicA)
      .execute();
  });

  it('takes photos up to 3 months old and refuses older ones or another patient’s stage', async () => {
    const edge = lastFreshDay();
    const fresh = await addStage(w.app, w.clinicA, w.patientA, w.doctorA.id, edge);
    expect((await submit(caseData(w, { images: { imageStageId: fresh } }))).statusCode).toBe(200);
    const older = todayText(new Date(new Date(`${edge}T12:00:00`).getTime() - DAY_MS));
    const stale = await addStage(w.app, w.clinicA, w.patientA, w.doctorA.id, older);
    const refused = await submit(caseData(w, { images: { imageStageId: stale } }));
    expect(codeOf(refused)).toEqual([400, 400]);
    expect(refused.json().msg).toBe(
      "The patient's photos are older than 3 months. Take new photos or choose a newer stage.",
    );
    const otherPatients = await addStage(w.app, w.clinicA, w.otherPatientA, w.doctorA.id);
    expect(codeOf(await submit(caseData(w, { images: { imageStageId: otherPatients } })))).toEqual([400, 45007]);
    const otherClinics = await addStage(w.app, w.clinicB, w.patientB, w.adminB.id);
    expect(codeOf(await submit(caseData(w, { images: { imageStageId: otherClinics } })))).toEqual([404, 44002]);
  });

  it('needs one digital model at least, each a live STL/OBJ/PLY scan of the patient', async () => {
    const digital = (upperModelId: number | null, lowerModelId: number | null) =>
      submit(caseData(w, { model: { kind: 'digital', upperModelId, lowerModelId } }));
    const neither = await digital(null, null);
    expect(codeOf(neither)).toEqual([400, 400]);
    expect(neither.json().data.fields[0].path).toBe('caseData.model.upperModelId');
    expect((await digital(w.upperA, null)).statusCode).toBe(200);
    expect((await digital(null, w.lowerA)).statusCode).toBe(200);
    const otherPatients = await addModel(w.app, w.clinicA, w.otherPatientA, w.doctorA.id, 'other.stl');
    expect(codeOf(await digital(otherPatients, null))).toEqual([400, 45006]);
    const deleted = await addModel(w.app, w.clinicA, w.patientA, w.doctorA.id, 'gone.obj');
    await w.app.db.kysely
      .updateTable('patient_models')
      .set({ deleted_at: Date.now() })
      .where('id', '=', deleted)
      .execute();
    expect(codeOf(await digital(null, deleted))).toEqual([400, 45006]);
    const wrongFormat = await addModel(w.app, w.clinicA, w.patientA, w.doctorA.id, 'scan.zip');
    const refused = await digital(wrongFormat, null);
    expect(codeOf(refused)).toEqual([400, 400]);
    expect(refused.json().msg).toBe('Digital models must be STL, OBJ or PLY files.');
  });

  it('books a mailed model’s pickup later than now, within the window, at the caller’s own address', async () => {
    const now = Date.now() + 60_000;
    vi.spyOn(Date, 'now').mockReturnValue(now);
    const mailed = (pickupAt: number, addressId = w.addressA) =>
      submit(caseData(w, { model: { kind: 'mailed', pickupAt, addressId } }));
    const atNow = await mailed(now);
    expect(codeOf(atNow)).toEqual([400, 400]);
    expect(atNow.json().msg).toBe(
      "The pickup time must be later than now. Check that the computer's clock is correct.",
    );
    const accepted = await mailed(now + 1);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.caseData.model).toMatchObject({ kind: 'mailed', pickupAt: now + 1 });
    expect((await mailed(now + PICKUP_WINDOW_MS)).statusCode).toBe(200);
    const beyond = await mailed(now + PICKUP_WINDOW_MS + 1);
    expect(codeOf(beyond)).toEqual([400, 400]);
    expect(beyond.json().msg).toBe('Choose today, tomorrow or the day after for the pickup.');
    const adminsAddress = await addAddress(w.app, w.adminA.id);
    expect(codeOf(await mailed(now + DAY_MS, adminsAddress))).toEqual([400, 45008]);
  });

  it('takes a resubmission of a failed case back to review with the new data; a stale status is a conflict', async () => {
    const orderId = await submitNewCase(w);
    await setOrder(w.app, orderId, { status: 5 });
    const changed = caseData(w, {
      basic: { doctorName: 'Dr Grace', patientId: w.otherPatientA },
      images: { imageStageId: await addStage(w.app, w.clinicA, w.otherPatientA, w.doctorA.id) },
      model: {
        kind: 'digital',
        upperModelId: await addModel(w.app, w.clinicA, w.otherPatientA, w.doctorA.id, 'u.obj'),
        lowerModelId: null,
      },
    });
    const stale = await submit(changed, w.doctorA.headers, { orderId, expectedStatus: 1 });
    expect(codeOf(stale)).toEqual([409, 45005]);
    expect(stale.json().data).toMatchObject({
      orderId,
      status: 5,
      stageNo: 1,
      lastEvent: { kind: 'created', toStatus: 2 },
    });
    const response = await submit(changed, w.doctorA.headers, { orderId, expectedStatus: 5 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 2,
      doctorName: 'Dr Grace',
      patientName: 'Grace Hopper',
      models: { lower: null },
    });
    expect(
      response.json().data.events.map((event: { kind: string; fromStatus: number }) => [event.kind, event.fromStatus]),
    ).toEqual([
      ['created', null],
      ['status', 5],
    ]);
  });

  it('answers 60012 with the order for a case that moved past submission, and 404 for another clinic’s case', async () => {
    const orderId = await submitNewCase(w);
    const again = await submit(caseData(w), w.doctorA.headers, { orderId, expectedStatus: 1 });
    expect(codeOf(again)).toEqual([400, 60012]);
    expect(again.json().extra).toEqual({ orderId, orderType: 1 });
    expect(codeOf(await submit(caseData(w), w.adminB.headers, { orderId, expectedStatus: 2 }))).toEqual([404, 45001]);
    await setOrder(w.app, orderId, { status: 1 });
    expect((await submit(caseData(w), w.adminA.headers, { orderId, expectedStatus: 1 })).statusCode).toBe(200);
  });
});
