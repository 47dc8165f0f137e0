import { z } from 'zod';
import { ZObjectKey } from '../../clinics/fields';
import { ZClientId } from '../../patients/patient';
import { ZCaseData } from './case-data';
import { ZRowId } from '../../validation/row-id';
import { caseMessageId } from '../../cases/case-messages';
import { MAX_PLAN_STEPS, ZArchSteps, ZCompletionFields, ZProductionFields } from './production';
import { ZAmount } from '../../money';
import { required, ZReason, ZStatus, ZStatusBase } from '../../orders/fields';

/** The aligners' own calls: the case data's submit, the treatment plan, production batches, completion, stage restart. */
export const ALIGNER_PATHS = {
  production: '/v1/case/production',
  complete: '/v1/case/complete',
  restart: '/v1/case/restart',
  factoryPlan: '/v1/factory/case/plan',
} as const;

/**
 * Submit a case (CASE_PATHS.submit): a new one (no orderId; `clientId` is the outbox item id, so a submit delivered
 * twice makes one case), or the clinic's resubmission of a case in 1 or 5 (orderId + expectedStatus). A case that has
 * already moved past submission answers 60012 with extra {orderId, orderType}: the client goes to that order.
 */
export const ZSubmitCaseRequest = z.object({
  clientId: ZClientId,
  orderId: ZRowId.optional(),
  expectedStatus: ZStatus.optional(),
  caseData: ZCaseData,
});
export type TSubmitCaseRequest = z.input<typeof ZSubmitCaseRequest>;

export const ZProductionRequest = ZStatusBase.extend(ZProductionFields.shape);
export type TProductionRequest = z.input<typeof ZProductionRequest>;

export const ZCompleteRequest = z.intersection(ZStatusBase, ZCompletionFields);
export type TCompleteRequest = z.input<typeof ZCompleteRequest>;

/** Stage restart (25 -> 1 with the next stage number): abandons the current stage; new case data is needed. */
export const ZRestartRequest = ZStatusBase.extend({
  reason: ZReason.min(1, { error: caseMessageId('reasonRequired') }),
});
export type TRestartRequest = z.input<typeof ZRestartRequest>;

export const ZPlanStepFiles = z.object({
  step: z.number(required).int(required).min(0).max(MAX_PLAN_STEPS),
  upperKey: ZObjectKey.nullable().default(null),
  lowerKey: ZObjectKey.nullable().default(null),
});

/** The factory uploads a plan (6 -> 8 -> 10) or a revision (16 -> 8 -> 10): staged models, a document, a price. */
export const ZUploadPlanRequest = ZStatusBase.extend({
  totalSteps: ZArchSteps.refine((steps) => steps.upSteps + steps.downSteps > 0, {
    error: caseMessageId('planStepsInvalid'),
  }),
  /** One pair per step, or a subset (the key steps); at least one model. */
  steps: z
    .array(ZPlanStepFiles)
    .min(1, { error: caseMessageId('planModelsRequired') })
    .max(MAX_PLAN_STEPS + 1)
    .refine((steps) => steps.some((step) => step.upperKey !== null || step.lowerKey !== null), {
      error: caseMessageId('planModelsRequired'),
    }),
  documentKey: ZObjectKey.nullable().default(null),
  /** The document's own file name, shown to the doctor and the factory instead of the stored key's random one. */
  documentName: z.string().trim().max(255).nullable().default(null),
  price: ZAmount,
  note: z
    .string()
    .trim()
    .max(500, { error: caseMessageId('reasonTooLong') })
    .default(''),
});
export type TUploadPlanRequest = z.input<typeof ZUploadPlanRequest>;
