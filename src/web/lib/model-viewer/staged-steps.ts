import { JAWS, type Jaw, type ModelSource, type StagedStep } from './types';

export type StepSources = Record<Jaw, ModelSource | null>;

/** The steps in order of their number. */
export function sortSteps(steps: StagedStep[]): StagedStep[] {
  return [...steps].sort((a, b) => a.step - b.step);
}

/** The index of step number `step`, or of the last step before it, or 0. */
export function indexOfStep(steps: StagedStep[], step: number | undefined): number {
  if (step === undefined) return 0;
  let found = 0;
  steps.forEach((candidate, index) => {
    if (candidate.step <= step) found = index;
  });
  return found;
}

/**
 * What each jaw shows at step `index`: its own model, or, when the step has none for that jaw (plans often stage one
 * arch only for a while), the nearest earlier step's; null before the first model of that jaw.
 */
export function sourcesAt(steps: StagedStep[], index: number): StepSources {
  const sources: StepSources = { upper: null, lower: null };
  for (const jaw of JAWS) {
    for (let i = Math.min(index, steps.length - 1); i >= 0; i--) {
      const source = steps[i]![jaw];
      if (source) {
        sources[jaw] = source;
        break;
      }
    }
  }
  return sources;
}

/** The steps to load ahead of time around `index`, nearest first, forward first (where playing and scrubbing go). */
export function neighbourIndices(index: number, count: number, ahead = 2, behind = 1): number[] {
  const order: number[] = [];
  for (let distance = 1; distance <= Math.max(ahead, behind); distance++) {
    if (distance <= ahead && index + distance < count) order.push(index + distance);
    if (distance <= behind && index - distance >= 0) order.push(index - distance);
  }
  return order;
}
