import { z } from 'zod';
import { messageId } from '../../validation/messages';
import { caseMessageId } from '../../cases/case-messages';

/**
 * Production requests, the completion form and the staged-case rule (spec sections 3, 5 and 9).
 *
 * The spec's completion form holds two kinds of field; the portal shows them where the doctor needs them:
 * - the production request (plan passed -> production, or received -> the next batch): totalSteps and alreadySteps
 *   (read from the plan and what was produced), produceSteps with up/down, addressId and produceRemark;
 * - the treatment completion (received -> treatment completed): completeDate, correctSituation, correctRemark,
 *   customRetainer and retainerProdRequire (with addressId when retainers are made).
 */

const required = { error: messageId('required') };

/** Until the final payment is paid a staged case produces at most this many steps per arch in a batch. */
export const STAGED_MAX_STEPS = 5;
export const MAX_PLAN_STEPS = 99;

const stepCount = z.number(required).int(required).min(0, required).max(MAX_PLAN_STEPS, required);
export const ZArchSteps = z.object({ upSteps: stepCount, downSteps: stepCount });
export type TArchSteps = z.infer<typeof ZArchSteps>;

export type StepsContext = {
  /** Whether the final payment of the case has been paid (recorded by the factory). */
  finalPaid: boolean;
  /** The plan's steps per arch. */
  totalSteps: TArchSteps;
  /** Steps produced so far per arch. */
  alreadySteps: TArchSteps;
};

export type StepsProblem = 'stepsNone' | 'stepsOutOfRange' | 'stepsBeyondPlan';

/** The staged-case rule: 0 to 5 per arch until the final payment, at least one step, never beyond the plan. */
export function produceStepsProblem(produce: TArchSteps, context: StepsContext): StepsProblem | null {
  if (produce.upSteps + produce.downSteps === 0) return 'stepsNone';
  if (!context.finalPaid && (produce.upSteps > STAGED_MAX_STEPS || produce.downSteps > STAGED_MAX_STEPS))
    return 'stepsOutOfRange';
  if (
    context.alreadySteps.upSteps + produce.upSteps > context.totalSteps.upSteps ||
    context.alreadySteps.downSteps + produce.downSteps > context.totalSteps.downSteps
  )
    return 'stepsBeyondPlan';
  return null;
}

/** The largest batch per arch the doctor may ask for now (for the up/down controls). */
export function maxProduceSteps(context: StepsContext): TArchSteps {
  const remaining = (arch: keyof TArchSteps) => Math.max(0, context.totalSteps[arch] - context.alreadySteps[arch]);
  const cap = (arch: keyof TArchSteps) => (context.finalPaid ? remaining(arch) : Math.min(STAGED_MAX_STEPS, remaining(arch)));
  return { upSteps: cap('upSteps'), downSteps: cap('downSteps') };
}

const remark = z
  .string()
  .trim()
  .max(200, { error: caseMessageId('otherDescriptionTooLong') })
  .default('');
const addressId = z.number({ error: caseMessageId('addressRequired') }).int().positive({ error: caseMessageId('addressRequired') });

/** The doctor asks for a batch of aligners (14 -> 20, or 25 -> 20 for the next batch). */
export const ZProductionFields = z.object({
  produceSteps: ZArchSteps,
  addressId,
  produceRemark: remark,
});
export type TProductionFields = z.infer<typeof ZProductionFields>;

export const CORRECT_SITUATIONS = ['asPlanned', 'improved', 'notAchieved'] as const;

/** The doctor finishes the treatment (25 -> 26), optionally ordering retainers. */
export const ZCompletionFields = z
  .object({
    completeDate: z.string(required).regex(/^\d{4}-\d{2}-\d{2}$/, { error: messageId('dateInvalid') }),
    correctSituation: z.enum(CORRECT_SITUATIONS, { error: caseMessageId('choiceRequired') }),
    correctRemark: remark,
    customRetainer: z.boolean().default(false),
    retainerProdRequire: remark,
    addressId: addressId.nullable().default(null),
  })
  .refine((form) => !form.customRetainer || form.addressId !== null, {
    error: caseMessageId('addressRequired'),
    path: ['addressId'],
  });
export type TCompletionFields = z.infer<typeof ZCompletionFields>;

