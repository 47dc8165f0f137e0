import type { I18n } from '@lingui/core';
import { todayText } from '../../../domain/patients/patient';
import type { StepErrors, WizardClock, WizardDefinition, WizardDraftBase } from './wizard-definition';

/** The rules of moving through a wizard's steps, for every line: forward checks each step on the way, back is free. */

export const hasProblems = (errors: StepErrors): boolean => Object.keys(errors).length > 0;

export function stepIndexOf<Draft extends WizardDraftBase>(
  definition: WizardDefinition<Draft>,
  step: Draft['step'],
): number {
  return definition.steps.findIndex((candidate) => candidate.id === step);
}

/** The draft moved to `step`, remembering the furthest step reached. */
export function withStep<Draft extends WizardDraftBase>(
  definition: WizardDefinition<Draft>,
  draft: Draft,
  step: Draft['step'],
): Draft {
  return { ...draft, step, reached: Math.max(draft.reached, stepIndexOf(definition, step)) };
}

/** One step's problems; none for a step without a check. */
export function problemsOf<Draft extends WizardDraftBase>(
  i18n: I18n,
  definition: WizardDefinition<Draft>,
  step: Draft['step'],
  draft: Draft,
  clock: WizardClock,
): StepErrors {
  return definition.steps.find((candidate) => candidate.id === step)?.check?.(i18n, draft, clock) ?? {};
}

/** Every data step's problems, keyed by step id (the preview's list, the submit's gate). */
export function allProblems<Draft extends WizardDraftBase>(
  i18n: I18n,
  definition: WizardDefinition<Draft>,
  draft: Draft,
  clock: WizardClock,
): Record<string, StepErrors> {
  return Object.fromEntries(
    definition.steps.flatMap((step) => (step.check ? [[step.id, step.check(i18n, draft, clock)]] : [])),
  );
}

/**
 * Going from the current step to `target`: the first step on the way forward that is not valid (the wizard opens it
 * with its errors), or null when the way is clear. Going back passes no step.
 */
export function blockingStep<Draft extends WizardDraftBase>(
  i18n: I18n,
  definition: WizardDefinition<Draft>,
  draft: Draft,
  target: Draft['step'],
  clock: WizardClock,
): Draft['step'] | null {
  const from = stepIndexOf(definition, draft.step);
  const to = stepIndexOf(definition, target);
  const onTheWay = definition.steps.slice(from, Math.max(from, to));
  return onTheWay.find((step) => hasProblems(problemsOf(i18n, definition, step.id, draft, clock)))?.id ?? null;
}

/** The steps passed going from the current step to `target` (they are checked from then on). */
export function stepsPassed<Draft extends WizardDraftBase>(
  definition: WizardDefinition<Draft>,
  draft: Draft,
  target: Draft['step'],
): Draft['step'][] {
  const from = stepIndexOf(definition, draft.step);
  const to = stepIndexOf(definition, target);
  return to > from ? definition.steps.slice(from, to).map((step) => step.id) : [];
}

/** The clock a wizard's checks read now (or at `date`, in tests). */
export function clockNow(date = new Date()): WizardClock {
  return { now: date.getTime(), today: todayText(date) };
}
