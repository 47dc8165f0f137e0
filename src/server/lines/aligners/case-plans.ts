import type { Kysely } from 'kysely';
import type { TPlan } from '../../../domain/lines/aligners/detail';
import { fromCents } from '../../../domain/money';
import type { Database } from '../../db/schema';
import type { SignReadLink } from '../../modules/images';
import { fileLink, parseJson } from '../../modules/cases';

/** A plan's staged models as `order_plans.steps` stores them (the plan upload writes them). */
type StoredStep = { step: number; upperKey: string | null; lowerKey: string | null };

/** Every plan of every stage, newest first, with signed links to the staged models and the document. */
export async function casePlans(db: Kysely<Database>, orderId: number, sign: SignReadLink): Promise<TPlan[]> {
  const rows = await db
    .selectFrom('order_plans')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .execute();
  const link = (key: string | null) => (key === null ? null : fileLink(key, sign));
  return rows.map((row) => ({
    id: row.id,
    revision: row.revision,
    stageNo: row.stage_no,
    totalSteps: { upSteps: row.total_up, downSteps: row.total_down },
    steps: (parseJson<StoredStep[]>(row.steps) ?? []).map((step) => ({
      step: step.step,
      upper: link(step.upperKey),
      lower: link(step.lowerKey),
    })),
    document: row.document_key === null ? null : fileLink(row.document_key, sign, row.document_name ?? undefined),
    price: fromCents(Number(row.price_cents)),
    note: row.note,
    decision: row.decision,
    decisionReason: row.decision_reason,
    createdAt: Number(row.created_at),
  }));
}
