import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TUploadPlanRequest } from '../../../../domain/lines/aligners/requests';
import { caseMessages } from '../../../../domain/cases/case-messages';
import { MAX_PLAN_STEPS } from '../../../../domain/lines/aligners/production';
import { parseAmount } from '../../../lib/money/parse-amount';
import type { PlanArch } from './plan-file-names';

/** One staged model in the plan form: its file, the arch and step it is mapped to, and its key once uploaded. */
export type PlanModelEntry = {
  id: string;
  fileName: string;
  arch: PlanArch | '';
  /** As typed in the table. */
  step: string;
  /** The stored object's key; null until the upload completed. */
  key: string | null;
};

export type PlanFormValues = {
  upSteps: number;
  downSteps: number;
  models: readonly PlanModelEntry[];
  documentKey: string | null;
  /** The document's file name as chosen, kept with the plan (the stored key's name is random). */
  documentName?: string | null;
  /** As typed: yuan with at most two decimals. */
  price: string;
  note: string;
};

export type PlanFormErrors = {
  totalSteps?: MessageDescriptor;
  models?: MessageDescriptor;
  /** Per model entry id. */
  entries: Record<string, MessageDescriptor>;
  price?: MessageDescriptor;
  note?: MessageDescriptor;
};

export const NOTE_MAX = 500;

export const planFormMessages = {
  archRequired: msg`Choose upper or lower.`,
  notUploaded: msg`This file has not been uploaded. Send it again or remove it.`,
  /** Before the arch's total is set, "Enter a step from 0 to 0" would send the user the wrong way. */
  archTotalMissing: msg`Set this arch's total steps above first.`,
};

const stepRangeMessage = (max: number) => msg`Enter a step from 0 to ${max}.`;
const duplicateMessage = (step: number) => msg`Another file is already this arch's model of step ${step}.`;

const isStepCount = (value: number) => Number.isInteger(value) && value >= 0 && value <= MAX_PLAN_STEPS;

function parseStep(text: string): number | null {
  return /^\d{1,2}$/.test(text.trim()) ? Number.parseInt(text, 10) : null;
}

function entryProblem(entry: PlanModelEntry, totals: Record<PlanArch, number>): MessageDescriptor | null {
  if (entry.arch === '') return planFormMessages.archRequired;
  const step = parseStep(entry.step);
  const max = totals[entry.arch];
  if (!isStepCount(max) || max === 0) return planFormMessages.archTotalMissing;
  if (step === null || step > max) return stepRangeMessage(max);
  if (entry.key === null) return planFormMessages.notUploaded;
  return null;
}

/** Every problem of the form, in the words the form shows them; empty `entries` and no other key when it is valid. */
export function planFormErrors(values: PlanFormValues): PlanFormErrors {
  const errors: PlanFormErrors = { entries: {} };
  const totals = { upper: values.upSteps, lower: values.downSteps };
  if (!isStepCount(values.upSteps) || !isStepCount(values.downSteps) || values.upSteps + values.downSteps === 0) {
    errors.totalSteps = caseMessages.planStepsInvalid;
  }
  if (values.models.length === 0) errors.models = caseMessages.planModelsRequired;
  const taken = new Set<string>();
  for (const entry of values.models) {
    const problem = entryProblem(entry, totals);
    const slot = `${entry.arch}:${parseStep(entry.step)}`;
    if (problem) errors.entries[entry.id] = problem;
    else if (taken.has(slot)) errors.entries[entry.id] = duplicateMessage(parseStep(entry.step) ?? 0);
    taken.add(slot);
  }
  if (parseAmount(values.price) === null) errors.price = caseMessages.amountInvalid;
  if (values.note.trim().length > NOTE_MAX) errors.note = caseMessages.reasonTooLong;
  return errors;
}

export function hasPlanErrors(errors: PlanFormErrors): boolean {
  return Boolean(
    errors.totalSteps || errors.models || errors.price || errors.note || Object.keys(errors.entries).length > 0,
  );
}

/** The request of a valid form: one row per step that has a model, upper and lower side by side, in step order. */
export function planRequestOf(
  values: PlanFormValues,
  context: { orderId: number; expectedStatus: number },
): TUploadPlanRequest {
  const steps = new Map<number, { step: number; upperKey: string | null; lowerKey: string | null }>();
  for (const entry of values.models) {
    const step = parseStep(entry.step) ?? 0;
    const row = steps.get(step) ?? { step, upperKey: null, lowerKey: null };
    if (entry.arch === 'upper') row.upperKey = entry.key;
    if (entry.arch === 'lower') row.lowerKey = entry.key;
    steps.set(step, row);
  }
  return {
    ...context,
    totalSteps: { upSteps: values.upSteps, downSteps: values.downSteps },
    steps: [...steps.values()].sort((a, b) => a.step - b.step),
    documentKey: values.documentKey,
    documentName: values.documentKey ? (values.documentName ?? null) : null,
    price: parseAmount(values.price) ?? 0,
    note: values.note.trim(),
  };
}
