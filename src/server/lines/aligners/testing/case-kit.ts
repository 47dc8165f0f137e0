import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { ORDER_STATUS } from '../../../../domain/order-status';
import { CASE_PATHS } from '../../../../domain/orders/paths';
import type { TCaseDataInput } from '../../../../domain/lines/aligners/case-data';
import { newClientId, orderApi, type CaseWorld } from '../../../modules/cases/test-kit';
import { putOrderState, type OrderStateChange } from './order-state';

/**
 * Aligner cases for tests, on the core's case world (src/server/modules/cases/test-kit.ts): a valid case, submitted
 * through /case/submit, put straight into a state, or written straight into the tables for the lists.
 */

/** A complete, valid case for patient A with digital upper and lower models; `model` replaces the model step. */
export function caseData(
  w: CaseWorld,
  overrides: { basic?: object; images?: object; model?: object } = {},
): TCaseDataInput {
  return {
    basic: {
      patientId: w.patientA,
      doctorName: 'Dr Ada',
      doctorMobile: '13800138000',
      brand: 'cuspid-clear',
      series: 'comprehensive',
      chiefComplaint: 'Crowded front teeth',
      treatmentGoals: 'Align both arches',
      ...overrides.basic,
    },
    images: { imageStageId: w.stageA, ...overrides.images },
    model: (overrides.model ?? {
      kind: 'digital',
      upperModelId: w.upperA,
      lowerModelId: w.lowerA,
    }) as TCaseDataInput['model'],
    diagnosis: {
      angleClassLeft: 'Class1',
      angleClassRight: 'Class1',
      sagittalRelation: 'maintain',
      overjet: 'maintain',
      midline: 'maintain',
      space: 'closeAll',
      extraction: 'none',
      tmj: 'normal',
      miniImplants: 'notAllowed',
    },
    scheme: { treatmentMethods: ['3rdMolarExtraction'] },
  } as TCaseDataInput;
}

/** Submits a new valid case of patient A as the doctor (or as given): answers its order id. */
export async function submitNewCase(w: CaseWorld, headers = w.doctorA.headers, data = caseData(w)): Promise<number> {
  const response = await orderApi(w.app).post(CASE_PATHS.submit, headers, { clientId: newClientId(), caseData: data });
  if (response.statusCode !== 200) throw new Error(response.body);
  return (response.json().data as { orderId: number }).orderId;
}

/** Puts a case straight into a state (the factory's moves are tested with the factory routes). */
export async function setOrder(app: FastifyInstance, orderId: number, set: OrderStateChange): Promise<void> {
  await putOrderState(app.db.kysely, orderId, set);
}

export type OrderSeed = {
  clinicId: number;
  patientId: number;
  createdBy: number;
  status: number;
  stageNo?: number;
  productLine?: number;
  searchText?: string;
  createdAt?: number;
  updatedAt?: number;
  pickupAt?: number | null;
  planPriceCents?: number | null;
  paidCents?: number;
};

/**
 * Orders straight in the tables (lists and the worktable only read them), with an aligner row for each aligner order
 * and a paid payment order for what was paid: answers their ids, in order.
 */
export async function insertOrders(app: FastifyInstance, seeds: OrderSeed[]): Promise<number[]> {
  const ids: number[] = [];
  const now = Date.now();
  for (let start = 0; start < seeds.length; start += 500) {
    const batch = seeds.slice(start, start + 500);
    const rows = await app.db.kysely
      .insertInto('orders')
      .values(
        batch.map((seed) => ({
          clinic_id: seed.clinicId,
          product_line: seed.productLine ?? 1,
          status: seed.status,
          stage_no: seed.stageNo ?? 1,
          patient_id: seed.patientId,
          client_id: null,
          created_by: seed.createdBy,
          doctor_name: 'Dr Seed',
          search_text: seed.searchText ?? 'seed',
          pickup_at: seed.pickupAt ?? null,
          created_at: seed.createdAt ?? now,
          updated_at: seed.updatedAt ?? seed.createdAt ?? now,
        })),
      )
      .returning('id')
      .execute();
    const inserted = batch.map((seed, index) => ({ seed, id: rows[index]!.id }));
    const aligners = inserted.filter(({ seed }) => (seed.productLine ?? 1) === 1);
    if (aligners.length > 0)
      await app.db.kysely
        .insertInto('aligner_orders')
        .values(
          aligners.map(({ seed, id }) => ({
            order_id: id,
            case_data: '{}',
            plan_price_cents: seed.planPriceCents ?? null,
          })),
        )
        .execute();
    for (const { seed, id } of inserted) if (seed.paidCents) await setOrder(app, id, { paid_cents: seed.paidCents });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/** An aligner order of patient A at "pending payment" with the factory's payment order of `amount` yuan (the real route). */
export async function orderPendingPayment(
  w: CaseWorld,
  amount: number,
  finalPayment = false,
): Promise<{ orderId: number; payId: number }> {
  const orderId = await submitNewCase(w);
  await setOrder(w.app, orderId, { status: ORDER_STATUS.productionTreatmentPlan });
  const issued = await orderApi(w.app).post(CASE_PATHS.factoryPaymentOrder, w.factory.headers, {
    orderId,
    expectedStatus: ORDER_STATUS.productionTreatmentPlan,
    amount,
    finalPayment,
  });
  expect(issued.statusCode, issued.body).toBe(200);
  const row = await w.app.db.kysely
    .selectFrom('payment_orders')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return { orderId, payId: row.id };
}
