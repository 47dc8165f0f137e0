import { z } from 'zod';
import { ZCaseData } from './case-data';
import { ZArchSteps, ZCompletionFields } from './production';
import { ZFileLink } from '../../orders/fields';
import { ZOrderDetail } from '../../orders/detail';

/** The aligners' sections of the order detail: the case data, the treatment plans, production and completion. */

export const ZPlanStep = z.object({ step: z.number().int(), upper: ZFileLink.nullable(), lower: ZFileLink.nullable() });
export type TPlanStep = z.infer<typeof ZPlanStep>;

export const ZPlan = z.object({
  id: z.number().int(),
  revision: z.number().int(),
  stageNo: z.number().int(),
  totalSteps: ZArchSteps,
  steps: z.array(ZPlanStep),
  document: ZFileLink.nullable(),
  price: z.number(),
  note: z.string(),
  decision: z.enum(['approved', 'rejected']).nullable(),
  decisionReason: z.string().nullable(),
  createdAt: z.number().int(),
});
export type TPlan = z.infer<typeof ZPlan>;

/** Everything the order detail, the plan review and the factory console show about one aligner case. */
export const ZCaseDetail = ZOrderDetail.extend({
  caseData: ZCaseData,
  /** Newest first; the first is the current plan of the current stage. */
  plans: z.array(ZPlan),
  production: z.object({
    finalPaid: z.boolean(),
    totalSteps: ZArchSteps,
    alreadySteps: ZArchSteps,
    /** The batch asked for and not yet shipped, if any. */
    pendingSteps: ZArchSteps.nullable(),
  }),
  completion: ZCompletionFields.nullable(),
  canRestart: z.boolean(),
});
export type TCaseDetail = z.infer<typeof ZCaseDetail>;
