import type { Kysely } from 'kysely';
import type { TCaseDetail } from '../../../domain/lines/aligners/detail';
import type { TCaseData } from '../../../domain/lines/aligners/case-data';
import type { TCompletionFields } from '../../../domain/lines/aligners/production';
import type { Database } from '../../db/schema';
import { orderMoney } from '../../modules/money';
import { toImage, type SignReadLink } from '../../modules/images';
import {
  actorMayRestart,
  actorNextStatuses,
  amountOf,
  caseEvents,
  caseShipments,
  findFactory,
  parseJson,
  selectSummaries,
  toCaseSummary,
  type CaseActor,
  type OrderRow,
} from '../../modules/cases';
import { findAlignerOrder } from './aligner-orders';
import { casePlans } from './case-plans';

async function modelFile(db: Kysely<Database>, modelId: number | null, sign: SignReadLink) {
  if (modelId === null) return null;
  const row = await db
    .selectFrom('patient_models')
    .select(['id', 'file_name', 'object_key', 'size'])
    .where('id', '=', modelId)
    .executeTakeFirst();
  return row ? { modelId: row.id, name: row.file_name, url: sign(row.object_key), size: Number(row.size) } : null;
}

/** The case's image stage and its photos as they are now (a photo deleted from the patient file leaves the case too). */
async function imageStageOf(db: Kysely<Database>, stageId: number | null, sign: SignReadLink) {
  if (stageId === null) return null;
  const row = await db
    .selectFrom('image_stages')
    .select(['id', 'name', 'stage_time'])
    .where('id', '=', stageId)
    .executeTakeFirst();
  if (!row) return null;
  const images = await db
    .selectFrom('clinic_images')
    .selectAll()
    .where('image_stage_id', '=', stageId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return { id: row.id, name: row.name, stageTime: row.stage_time, images: images.map((image) => toImage(image, sign)) };
}

/**
 * Everything the order detail, the plan review and the factory console show about one case, for the actor (who must
 * already be allowed to see it: see findCase): the buttons (`nextStatuses`, `canRestart`) are the actor's role's (a factory user's: their desk's).
 * Signed links are fresh (valid one hour). Amounts are yuan; the price-fields hook drops them for staff whose prices
 * are hidden. Pass a transaction as `db` to answer from inside a mutation.
 */
export async function buildCaseDetail(
  db: Kysely<Database>,
  actor: CaseActor,
  order: OrderRow,
  signReadLink: SignReadLink,
): Promise<TCaseDetail> {
  const summary = await selectSummaries(db).where('orders.id', '=', order.id).executeTakeFirstOrThrow();
  const aligner = await findAlignerOrder(db, order.id);
  const money = await orderMoney(db, summary);
  const patient = await db
    .selectFrom('patients')
    .select(['id', 'name', 'gender', 'birth_date', 'phone'])
    .where('id', '=', order.patient_id)
    .executeTakeFirstOrThrow();
  return {
    ...toCaseSummary(summary),
    patient: {
      id: patient.id,
      name: patient.name,
      gender: patient.gender,
      birthDate: patient.birth_date,
      phone: patient.phone,
    },
    caseData: JSON.parse(aligner.case_data) as TCaseData,
    imageStage: await imageStageOf(db, aligner.image_stage_id, signReadLink),
    models: {
      upper: await modelFile(db, aligner.upper_model_id, signReadLink),
      lower: await modelFile(db, aligner.lower_model_id, signReadLink),
    },
    events: await caseEvents(db, order.id, signReadLink),
    factory: await findFactory(db, order.factory_id),
    plans: await casePlans(db, order.id, signReadLink),
    production: {
      finalPaid: money.planPaid,
      totalSteps: { upSteps: aligner.total_up, downSteps: aligner.total_down },
      alreadySteps: { upSteps: aligner.produced_up, downSteps: aligner.produced_down },
      pendingSteps:
        aligner.pending_up === null ? null : { upSteps: aligner.pending_up, downSteps: aligner.pending_down ?? 0 },
    },
    shipments: await caseShipments(db, order.id),
    paidAmount: amountOf(money.paidCents) ?? 0,
    dueAmount: amountOf(money.dueCents),
    completion: parseJson<TCompletionFields>(aligner.completion),
    nextStatuses: actorNextStatuses(actor, summary),
    canRestart: actorMayRestart(actor, summary),
  };
}
