import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { CASE_PATHS, casePath } from '../../../domain/orders/paths';
import { todayText } from '../../../domain/patients/patient';
import { IDEMPOTENCY_HEADER } from '../../../domain/services';
import { createStorageTestApp, type StorageTestApp } from '../../storage/testing';
import { addMember, createClinic, createUser, sessionHeaders } from '../../testing/fixtures';
import type { DatabaseKind } from '../../testing/test-database';
import { seedDemoData } from '../../db/seed/seed-demo-data';
import { recordPatient } from '../images/test-kit';

export const ORDER = '/api/order';
type Headers = Record<string, string>;
export type Member = { id: number; headers: Headers };

/**
 * Two clinics. In A: a doctor, a clinic admin, a nurse whose prices are hidden, two patients; in B: an admin and a
 * patient; and a factory user. The doctor has an address, a fresh image stage and an upper and a lower scan of patient A.
 */
export type CaseWorld = {
  t: StorageTestApp;
  app: FastifyInstance;
  clinicA: number;
  clinicB: number;
  doctorA: Member;
  adminA: Member;
  hiddenA: Member;
  adminB: Member;
  factory: Member;
  patientA: number;
  otherPatientA: number;
  patientB: number;
  addressA: number;
  stageA: number;
  upperA: number;
  lowerA: number;
};

/**
 * `seedDemo`: the demo data first, as a demo server starts (the seed runs only on a database without a manufacturer,
 * and the world's factory user brings one: it joins the demo's first factory instead).
 */
export async function createCaseWorld(kind: DatabaseKind, options: { seedDemo?: boolean } = {}): Promise<CaseWorld> {
  const t = await createStorageTestApp(kind);
  if (options.seedDemo) await seedDemoData(t.database.db, Date.now(), t.store);
  const db = t.app.db.kysely;
  const clinicA = await createClinic(db, 'Clinic A');
  const clinicB = await createClinic(db, 'Clinic B');
  const member = async (
    clinicId: number | null,
    options: Parameters<typeof addMember>[3] & { isFactory?: boolean } = {},
  ) => {
    const user = await createUser(db, {
      isFactory: options.isFactory ?? false,
      factoryRole: options.isFactory ? 'admin' : undefined,
    });
    if (clinicId !== null) await addMember(db, clinicId, user.id, options);
    return { id: user.id, headers: await sessionHeaders(t.app, user.id, clinicId) };
  };
  const doctorA = await member(clinicA, { isDoctor: true, job: 'doctor' });
  const adminA = await member(clinicA, { role: 'admin' });
  const hiddenA = await member(clinicA, { hidePrices: true, job: 'nurse' });
  const adminB = await member(clinicB, { role: 'admin' });
  const factory = await member(null, { isFactory: true });
  const patientA = await recordPatient(t.app, clinicA, doctorA.id, 'Ada Lovelace');
  return {
    t,
    app: t.app,
    clinicA,
    clinicB,
    doctorA,
    adminA,
    hiddenA,
    adminB,
    factory,
    patientA,
    otherPatientA: await recordPatient(t.app, clinicA, doctorA.id, 'Grace Hopper'),
    patientB: await recordPatient(t.app, clinicB, adminB.id, 'Alan Turing'),
    addressA: await addAddress(t.app, doctorA.id),
    stageA: await addStage(t.app, clinicA, patientA, doctorA.id),
    upperA: await addModel(t.app, clinicA, patientA, doctorA.id, 'upper.stl', 'upper'),
    lowerA: await addModel(t.app, clinicA, patientA, doctorA.id, 'lower.PLY', 'lower'),
  };
}

export async function addAddress(app: FastifyInstance, userId: number): Promise<number> {
  const now = Date.now();
  const row = await app.db.kysely
    .insertInto('addresses')
    .values({
      user_id: userId,
      province: 'Zhejiang',
      city: 'Hangzhou',
      district: 'Xihu',
      address: '1 Lake Road',
      name: 'Front desk',
      phone: '13800138000',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An image stage dated `stageTime` (today unless given). */
export async function addStage(
  app: FastifyInstance,
  clinicId: number,
  patientId: number,
  userId: number,
  stageTime = todayText(),
): Promise<number> {
  const now = Date.now();
  const row = await app.db.kysely
    .insertInto('image_stages')
    .values({
      clinic_id: clinicId,
      patient_id: patientId,
      client_id: null,
      name: 'Initial',
      stage_time: stageTime,
      created_by: userId,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A patient's scan row (the scans' own routes are tested in the models module). */
export async function addModel(
  app: FastifyInstance,
  clinicId: number,
  patientId: number,
  userId: number,
  fileName: string,
  jaw: 'upper' | 'lower' = 'upper',
): Promise<number> {
  const row = await app.db.kysely
    .insertInto('patient_models')
    .values({
      clinic_id: clinicId,
      patient_id: patientId,
      client_id: null,
      file_name: fileName,
      jaw,
      object_key: `model/${randomUUID()}.stl`,
      size: 1234,
      sha256: '0'.repeat(64),
      created_by: userId,
      created_at: Date.now(),
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function newClientId(): string {
  return `case-${randomUUID()}`;
}

/** POST or GET under /api/order as someone; an Idempotency-Key when given. */
export function orderApi(app: FastifyInstance) {
  return orderApiOn(() => app);
}

/** The order routes on an app found at call time (a world that `useCaseWorld` creates later). */
function orderApiOn(appOf: () => FastifyInstance) {
  const post = (path: string, headers: Headers, payload: object, idempotencyKey?: string) =>
    appOf().inject({
      method: 'POST',
      url: `${ORDER}${path}`,
      headers: idempotencyKey ? { ...headers, [IDEMPOTENCY_HEADER]: idempotencyKey } : headers,
      payload,
    });
  const detail = (orderId: number, headers: Headers) =>
    appOf().inject({ method: 'GET', url: `${ORDER}${casePath(CASE_PATHS.detail, { orderId })}`, headers });
  return { post, detail };
}

/**
 * One case world per describe block: created before its tests (`w` is filled in then), closed after them; `api`
 * calls the order routes of that world.
 */
export function useCaseWorld(kind: DatabaseKind): { w: CaseWorld; api: ReturnType<typeof orderApi> } {
  const w = {} as CaseWorld;
  beforeAll(async () => {
    Object.assign(w, await createCaseWorld(kind));
  });
  afterAll(async () => w.t.close());
  return { w, api: orderApiOn(() => w.app) };
}

/** A plan of the case's current stage, designed by the factory user. */
export async function addPlan(
  w: CaseWorld,
  orderId: number,
  plan: { up?: number; down?: number; priceCents?: number; stageNo?: number } = {},
): Promise<number> {
  const row = await w.app.db.kysely
    .insertInto('order_plans')
    .values({
      order_id: orderId,
      stage_no: plan.stageNo ?? 1,
      revision: 1,
      total_up: plan.up ?? 20,
      total_down: plan.down ?? 18,
      steps: JSON.stringify([{ step: 1, upperKey: 'plan/step-1-upper.stl', lowerKey: null }]),
      document_key: 'plan/plan.pdf',
      price_cents: plan.priceCents ?? 1234567,
      note: '',
      decision: null,
      decision_reason: null,
      created_by: w.factory.id,
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An open shipment of the case, expected on `estimatedDelivery`. */
export async function addShipment(w: CaseWorld, orderId: number, estimatedDelivery: string): Promise<void> {
  await w.app.db.kysely
    .insertInto('order_shipments')
    .values({
      order_id: orderId,
      stage_no: 1,
      carrier: 'SF',
      tracking_no: 'SF123',
      estimated_delivery: estimatedDelivery,
      shipped_at: Date.now(),
      received_at: null,
      created_by: w.factory.id,
    })
    .execute();
}

export const codeOf = (response: { statusCode: number; json: () => { code: number } }) => [
  response.statusCode,
  response.json().code,
];

/** A further clinic of its own, with an admin and a patient (for counts no other test touches). */
export async function addClinicWithAdmin(
  w: CaseWorld,
  name: string,
): Promise<{ clinicId: number; admin: Member; patientId: number }> {
  const db = w.app.db.kysely;
  const clinicId = await createClinic(db, name);
  const user = await createUser(db);
  await addMember(db, clinicId, user.id, { role: 'admin' });
  const admin = { id: user.id, headers: await sessionHeaders(w.app, user.id, clinicId) };
  return { clinicId, admin, patientId: await recordPatient(w.app, clinicId, user.id, `${name} patient`) };
}
