import type { Kysely } from 'kysely';
import type { TCaseDetail } from '../../../domain/cases/case-api';
import type { TCaseData } from '../../../domain/cases/case-data';
import type { TCompletionFields } from '../../../domain/cases/production';
import { canRestartStage, nextStatuses } from '../../../domain/cases/status-machine';
import type { Database } from '../../db/schema';
import type { SignReadLink } from '../images/image-rows';
import { amountOf, parseJson, selectSummaries, toCaseSummary } from './case-rows';
import { caseEvents, casePlans, caseShipments } from './case-timeline';
import type { CaseActor, OrderRow } from './transition';

async function modelFile(db: Kysely<Database>, modelId: number | null, sign: SignReadLink) {
  if (modelId === null) return null;
  const row = await db
    .selectFrom('patient_models')
    .select(['id', 'file_name', 'object_key', 'size'])
    .where('id', '=', modelId)
    .executeTakeFirst();
  return row ? { modelId: row.id, name: row.file_name, url: sign(row.object_key), size: Number(row.size) } : null;
}

async function imageStageOf(db: Kysely<Database>, stageId: number | null) {
  if (stageId === null) return null;
  const row = await db
    .selectFrom('image_stages')
    .select(['id', 'name', 'stage_time'])
    .where('id', '=', stageId)
    .executeTakeFirst();
  return row ? { id: row.id, name: row.name, stageTime: row.stage_time } : null;
}

/**
 * Everything the order detail, the plan review and the factory console show about one case, for the actor (who must
 * already be allowed to see it: see findCase): the buttons (`nextStatuses`, `canRestart`) are the actor's role's.
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
  const patient = await db
    .selectFrom('patients')
    .select(['id', 'name', 'gender', 'birth_date', 'phone'])
    .where('id', '=', order.patient_id)
    .executeTakeFirstOrThrow();
  return {
    ...toCaseSummary(summary),
    patient: { id: patient.id, name: patient.name, gender: patient.gender, birthDate: patient.birth_date, phone: patient.phone },
    caseData: JSON.parse(summary.case_data) as TCaseData,
    imageStage: await imageStageOf(db, summary.image_stage_id),
    models: {
      upper: await modelFile(db, summary.upper_model_id, signReadLink),
      lower: await modelFile(db, summary.lower_model_id, signReadLink),
    },
    events: await caseEvents(db, order.id, signReadLink),
    plans: await casePlans(db, order.id, signReadLink),
    production: {
      finalPaid: summary.final_paid === 1,
      totalSteps: { upSteps: summary.total_up, downSteps: summary.total_down },
      alreadySteps: { upSteps: summary.produced_up, downSteps: summary.produced_down },
      pendingSteps:
        summary.pending_up === null ? null : { upSteps: summary.pending_up, downSteps: summary.pending_down ?? 0 },
    },
    shipments: await caseShipments(db, order.id),
    paidAmount: amountOf(summary.paid_cents) ?? 0,
    dueAmount: amountOf(summary.due_cents),
    completion: parseJson<TCompletionFields>(summary.completion),
    nextStatuses: nextStatuses(summary.product_line, summary.status, actor.role),
    canRestart: canRestartStage(summary.product_line, summary.status, actor.role),
  };
}
