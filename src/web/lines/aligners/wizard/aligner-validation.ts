import type { I18n } from '@lingui/core';
import {
  ZCaseBasicInfo,
  ZCaseDiagnosis,
  ZCaseImages,
  ZCaseScheme,
  type CaseWizardStep,
} from '../../../../domain/lines/aligners/case-data';
import { caseMessages } from '../../../../domain/cases/case-messages';
import { isStageStale } from '../../../../domain/images/image-rules';
import { ZCaseModel } from '../../../../domain/orders/order-model';
import type { StepErrors, WizardClock } from '../../../components/wizard/wizard-definition';
import type { ParseResult } from '../../../lib/forms/field-errors';
import { idForCheck, modelInput, pickupIssues, wizardErrors } from '../../../features/cases/wizard/wizard-validation';
import type { CaseWizardDraft } from './aligner-draft';

/**
 * Each step's check of the aligner wizard, with the step's schema of src/domain/lines/aligners/case-data.ts, run as
 * the user leaves the step and before the submit.
 */

/** What each schema is given (ids of queued records as stand-ins); also what the submit parses. */
export function stepInput(step: Exclude<CaseWizardStep, 'preview'>, draft: CaseWizardDraft): unknown {
  switch (step) {
    case 'basic':
      return {
        ...draft.basic,
        patientId: idForCheck(draft.patient?.key),
        brand: draft.basic.brand || undefined,
        series: draft.basic.series || undefined,
      };
    case 'images':
      return { imageStageId: idForCheck(draft.images.stageKey) };
    case 'model':
      return modelInput(draft.model);
    case 'diagnosis':
      return draft.diagnosis;
    case 'scheme':
      return draft.scheme;
  }
}

const SCHEMAS = {
  basic: ZCaseBasicInfo,
  images: ZCaseImages,
  model: ZCaseModel,
  diagnosis: ZCaseDiagnosis,
  scheme: ZCaseScheme,
} as const;

/** The rules beyond a step's schema: the 3-month rule of the photos, the pickup window of a mailed model. */
function extraIssues(step: CaseWizardStep, draft: CaseWizardDraft, { now, today }: WizardClock): ParseResult {
  const issues: { path: string[]; message: string }[] = [];
  if (
    step === 'images' &&
    draft.images.stageKey &&
    draft.images.stageTime &&
    isStageStale(draft.images.stageTime, today)
  ) {
    issues.push({ path: ['imageStageId'], message: caseMessages.imagesStale.id });
  }
  if (step === 'model') return pickupIssues(draft.model, now);
  return issues.length === 0 ? { success: true } : { success: false, error: { issues } };
}

/** The translated problems of one step; empty when it may be left. */
export function stepErrors(i18n: I18n, step: CaseWizardStep, draft: CaseWizardDraft, clock: WizardClock): StepErrors {
  if (step === 'preview') return {};
  const result = SCHEMAS[step].safeParse(stepInput(step, draft));
  return wizardErrors(i18n, [result, extraIssues(step, draft, clock)]);
}

export const DATA_STEPS = ['basic', 'images', 'model', 'diagnosis', 'scheme'] as const;

/** Every step's problems (the preview step's list, the submit's gate). */
export function allStepErrors(
  i18n: I18n,
  draft: CaseWizardDraft,
  clock: WizardClock,
): Record<(typeof DATA_STEPS)[number], StepErrors> {
  return Object.fromEntries(DATA_STEPS.map((step) => [step, stepErrors(i18n, step, draft, clock)])) as Record<
    (typeof DATA_STEPS)[number],
    StepErrors
  >;
}
