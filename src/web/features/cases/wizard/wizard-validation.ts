import { pickupMomentOf } from '../../../../domain/tools/model-pickup';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { pickupProblem, ZCaseModel } from '../../../../domain/orders/order-model';
import {
  ZCaseBasicInfo,
  ZCaseDiagnosis,
  ZCaseImages,
  ZCaseScheme,
  type CaseWizardStep,
} from '../../../../domain/lines/aligners/case-data';
import { caseMessages } from '../../../../domain/cases/case-messages';
import { isStageStale } from '../../../../domain/images/image-rules';
import { patientMessages } from '../../../../domain/patients/patient-messages';
import { findMessage } from '../../../../domain/validation/messages';
import type { StepErrors, WizardClock } from '../../../components/wizard/wizard-definition';
import { collectIssuesByPath, type MessageLookup, type ParseResult } from '../../../lib/forms/field-errors';
import { isLocalId } from '../../../lib/offline/outbox';
import type { ModelDraft } from './wizard-draft';
import type { CaseWizardDraft } from '../../../lines/aligners/wizard/aligner-draft';

/**
 * Each step's check, with the step's schema of src/domain/cases/case-data.ts, run as the user leaves the step and
 * before the submit. Records still queued on this device (local ids) count as chosen: the submit names them by refs.
 * Errors are keyed by the schema's path (`patientId`, `series`, `pickupAt`) and translated.
 */

export type { StepErrors };

const byId = (table: Record<string, MessageDescriptor>) => {
  const map = new Map(Object.values(table).map((descriptor) => [descriptor.id, descriptor]));
  return (id: string) => map.get(id);
};
const CASE_LOOKUPS: readonly MessageLookup[] = [findMessage, byId(caseMessages), byId(patientMessages)];

/** A record key as the schema sees it: the server id, or a stand-in id for a record still queued here. */
export function idForCheck(key: string | null | undefined): number | undefined {
  if (!key) return undefined;
  if (isLocalId(key)) return Number.MAX_SAFE_INTEGER;
  const id = Number(key);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** The pickup moment of a mailed model (epoch ms, the device's time zone), or undefined while day or time is missing. */
export function pickupAtOf(model: Pick<ModelDraft, 'pickupDay' | 'pickupTime'>): number | undefined {
  return pickupMomentOf(model.pickupDay, model.pickupTime);
}

/** What the model step's schema (`ZCaseModel`, every line's model step) is given. */
export function modelInput(model: ModelDraft): unknown {
  return model.kind === 'digital'
    ? {
        kind: 'digital',
        upperModelId: idForCheck(model.upper?.key) ?? null,
        lowerModelId: idForCheck(model.lower?.key) ?? null,
      }
    : { kind: 'mailed', pickupAt: pickupAtOf(model), addressId: model.addressId ?? undefined, note: model.note };
}

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

/** A mailed model's pickup outside the courier's window. */
function pickupIssues(model: ModelDraft, now: number): ParseResult {
  const pickupAt = model.kind === 'mailed' ? pickupAtOf(model) : undefined;
  const problem = pickupAt === undefined ? null : pickupProblem(pickupAt, now);
  return problem
    ? { success: false, error: { issues: [{ path: ['pickupAt'], message: caseMessages[problem].id }] } }
    : { success: true };
}

/** The translated problems of parse results, read with the case messages and a line's own (`lookups`). */
export function wizardErrors(
  i18n: I18n,
  results: readonly ParseResult[],
  lookups: readonly MessageLookup[] = [],
): StepErrors {
  return collectIssuesByPath(i18n, results, [...CASE_LOOKUPS, ...lookups]);
}

/** The model step's problems (the same step on every line that takes a model). */
export function modelStepErrors(i18n: I18n, model: ModelDraft, { now }: WizardClock): StepErrors {
  return wizardErrors(i18n, [ZCaseModel.safeParse(modelInput(model)), pickupIssues(model, now)]);
}

/** The translated problems of one step; empty when it may be left. */
export function stepErrors(i18n: I18n, step: CaseWizardStep, draft: CaseWizardDraft, clock: WizardClock): StepErrors {
  if (step === 'preview') return {};
  const result = SCHEMAS[step].safeParse(stepInput(step, draft));
  return collectIssuesByPath(i18n, [result, extraIssues(step, draft, clock)], CASE_LOOKUPS);
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
