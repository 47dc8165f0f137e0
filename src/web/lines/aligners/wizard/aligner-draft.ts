import type { z } from 'zod';
import {
  CASE_WIZARD_STEPS,
  type CaseWizardStep,
  type ZCaseDiagnosis,
  type ZCaseScheme,
} from '../../../../domain/lines/aligners/case-data';
import type { ARCH_CHOICES } from '../../../../domain/lines/aligners/case-options';
import { findProductLine, orderDetailPath } from '../../../../domain/product-lines';
import {
  CASE_WIZARD_PATH,
  EMPTY_MODEL_DRAFT,
  type ModelDraft,
  type PatientDraft,
} from '../../../features/cases/wizard/wizard-draft';

/**
 * The aligner case wizard's draft: everything the user entered, as typed (not yet parsed), saved on the device as
 * the user types (useDraft) under one key per wizard. A new case is keyed by a draft id in the URL, a resubmission by
 * its order id, so a reload, a crash or the storage box reopens the same draft.
 */

export type ArchChoice = (typeof ARCH_CHOICES.values)[number];
export type DiagnosisDraft = Partial<z.input<typeof ZCaseDiagnosis>>;
export type SchemeDraft = Partial<z.input<typeof ZCaseScheme>>;

export type CaseWizardDraft = {
  /** The key's own part: a random id for a new case, `order-<id>` for a resubmission. */
  id: string;
  /** A resubmission: the order and the status the user saw (failed 5, or restored/restarted 1). */
  orderId: number | null;
  expectedStatus: number | null;
  step: CaseWizardStep;
  /** The furthest step reached (index into CASE_WIZARD_STEPS): the step bar lets the user jump up to it. */
  reached: number;
  /** The case's patient; sex and birth date (when known) go on the printed prescription sheet. */
  patient: PatientDraft | null;
  basic: {
    doctorName: string;
    doctorMobile: string;
    brand: string;
    series: string;
    arches: ArchChoice;
    chiefComplaint: string;
    treatmentGoals: string;
  };
  images: { stageKey: string | null; stageName: string; stageTime: string };
  model: ModelDraft;
  diagnosis: DiagnosisDraft;
  scheme: SchemeDraft;
  /** The outbox item that submits it, once submitted (the storage box shows "waiting to sync" until acknowledged). */
  submittedItemId: string | null;
  createdAt: number;
};

export const CASE_DRAFT_PREFIX = 'case-wizard:';

export function caseDraftKey(id: string): string {
  return `${CASE_DRAFT_PREFIX}${id}`;
}

export const ALIGNER_LINE = findProductLine(1);
export const CASE_DRAFTS_PATH = '/caseDrafts';

/** Where a draft opens: a resubmission by its order, a new case by its draft id. */
export function wizardPathOf(draft: Pick<CaseWizardDraft, 'id' | 'orderId'>): string {
  return draft.orderId !== null
    ? `${CASE_WIZARD_PATH}?type=1&orderId=${draft.orderId}`
    : `${CASE_WIZARD_PATH}?type=1&draft=${encodeURIComponent(draft.id)}`;
}

export function orderPathOf(orderId: number | string): string {
  return orderDetailPath(ALIGNER_LINE, orderId);
}

export function emptyCaseDraft(
  id: string,
  {
    doctorName = '',
    doctorMobile = '',
    now = Date.now(),
  }: { doctorName?: string; doctorMobile?: string; now?: number } = {},
): CaseWizardDraft {
  return {
    id,
    orderId: null,
    expectedStatus: null,
    step: 'basic',
    reached: 0,
    patient: null,
    basic: { doctorName, doctorMobile, brand: '', series: '', arches: 'both', chiefComplaint: '', treatmentGoals: '' },
    images: { stageKey: null, stageName: '', stageTime: '' },
    model: { ...EMPTY_MODEL_DRAFT },
    diagnosis: {},
    scheme: {},
    submittedItemId: null,
    createdAt: now,
  };
}

/** Whether a stored value is a wizard draft this version understands (an older or broken row is left alone). */
export function isCaseWizardDraft(value: unknown): value is CaseWizardDraft {
  const draft = value as Partial<CaseWizardDraft> | null;
  return (
    typeof draft === 'object' &&
    draft !== null &&
    typeof draft.id === 'string' &&
    typeof draft.basic === 'object' &&
    typeof draft.model === 'object' &&
    CASE_WIZARD_STEPS.includes(draft.step as CaseWizardStep)
  );
}
