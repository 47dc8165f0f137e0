import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { ZUploadPlanRequest } from '../../../domain/lines/aligners/requests';
import { toCents } from '../../../domain/money';
import { ORDER_STATUS } from '../../../domain/order-status';
import type { Database } from '../../db/schema';
import { requireCaseFiles, applyTransition, checkMove, findCase, type CaseActor, type OrderRow } from '../../modules/cases';
import { factoryRuleError } from '../../modules/factory-cases';
import { updateAlignerOrder } from './aligner-orders';

export type UploadPlanInput = z.infer<typeof ZUploadPlanRequest>;

/** Plan designed (internal check done), then published to the doctor. */
const DESIGNED = ORDER_STATUS.planDesigned;
const TO_REVIEW = ORDER_STATUS.planToBeReviewed;

/**
 * The factory publishes a plan (from 6) or a revision of a rejected one (from 16): the staged models and document must
 * be the caller's completed `plan` uploads. The plan is the stage's next revision; the case carries its step count and
 * price. Two moves in the caller's transaction: to 8 (the plan event), then 8 -> 10, where the doctor reviews it.
 */
export async function uploadPlan(
  trx: Transaction<Database>,
  actor: CaseActor,
  input: UploadPlanInput,
  now: number,
): Promise<OrderRow> {
  const order = await findCase(trx, actor, input.orderId);
  await checkMove(trx, actor, order, { to: DESIGNED, expectedStatus: input.expectedStatus });
  checkPlanSteps(input);
  const keys = input.steps.flatMap((step) => [step.upperKey, step.lowerKey]).concat(input.documentKey);
  await requireCaseFiles(
    trx,
    actor.userId,
    keys.filter((key) => key !== null),
    ['plan'],
  );

  const previous = await trx
    .selectFrom('order_plans')
    .select((eb) => eb.fn.max('revision').as('revision'))
    .where('order_id', '=', order.id)
    .where('stage_no', '=', order.stage_no)
    .executeTakeFirst();
  const revision = Number(previous?.revision ?? 0) + 1;
  const priceCents = toCents(input.price);
  const { upSteps, downSteps } = input.totalSteps;
  const plan = await trx
    .insertInto('order_plans')
    .values({
      order_id: order.id,
      stage_no: order.stage_no,
      revision,
      total_up: upSteps,
      total_down: downSteps,
      steps: JSON.stringify([...input.steps].sort((a, b) => a.step - b.step)),
      document_key: input.documentKey,
      document_name: input.documentKey === null ? null : input.documentName || null,
      price_cents: priceCents,
      note: input.note,
      decision: null,
      decision_reason: null,
      created_by: actor.userId,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const designed = await applyTransition(
    trx,
    actor,
    order,
    {
      to: DESIGNED,
      expectedStatus: input.expectedStatus,
      kind: 'plan',
      detail: { planId: plan.id, revision, totalSteps: input.totalSteps },
      remind: false,
    },
    now,
  );
  await updateAlignerOrder(trx, order.id, { total_up: upSteps, total_down: downSteps, plan_price_cents: priceCents });
  return applyTransition(
    trx,
    actor,
    designed,
    { to: TO_REVIEW, expectedStatus: DESIGNED, detail: { planId: plan.id, revision } },
    now,
  );
}

/** Each step once, none beyond the plan's longer arch. */
function checkPlanSteps(input: UploadPlanInput): void {
  const last = Math.max(input.totalSteps.upSteps, input.totalSteps.downSteps);
  if (input.steps.some((step) => step.step > last)) throw factoryRuleError('planStepBeyondTotal');
  if (new Set(input.steps.map((step) => step.step)).size !== input.steps.length)
    throw factoryRuleError('planStepRepeated');
}
