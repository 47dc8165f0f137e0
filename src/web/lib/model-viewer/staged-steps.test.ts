import { describe, expect, it } from 'vitest';
import { indexOfStep, neighbourIndices, sortSteps, sourcesAt } from './staged-steps';
import type { ModelSource, StagedStep } from './types';

const file = (fileName: string): ModelSource => ({ kind: 'url', url: `/files/${fileName}`, fileName });
const names = (sources: ReturnType<typeof sourcesAt>) => ({
  upper: sources.upper?.fileName ?? null,
  lower: sources.lower?.fileName ?? null,
});

const steps: StagedStep[] = sortSteps([
  { step: 2, upper: file('u2'), lower: null },
  { step: 0, upper: file('u0'), lower: file('l0') },
  { step: 1, upper: null, lower: file('l1') },
  { step: 3, upper: null, lower: null },
]);

describe('staged steps', () => {
  it('orders the steps by number', () => {
    expect(steps.map((step) => step.step)).toEqual([0, 1, 2, 3]);
  });

  it("shows each jaw's own model, or the nearest earlier step's", () => {
    expect(names(sourcesAt(steps, 0))).toEqual({ upper: 'u0', lower: 'l0' });
    expect(names(sourcesAt(steps, 1))).toEqual({ upper: 'u0', lower: 'l1' });
    expect(names(sourcesAt(steps, 2))).toEqual({ upper: 'u2', lower: 'l1' });
    expect(names(sourcesAt(steps, 3))).toEqual({ upper: 'u2', lower: 'l1' });
  });

  it('shows nothing for a jaw before its first model', () => {
    const lowerLater = sortSteps([
      { step: 0, upper: file('u0'), lower: null },
      { step: 1, upper: null, lower: file('l1') },
    ]);
    expect(names(sourcesAt(lowerLater, 0))).toEqual({ upper: 'u0', lower: null });
  });

  it('finds the index of a step number, or of the last step before it', () => {
    expect(indexOfStep(steps, undefined)).toBe(0);
    expect(indexOfStep(steps, 2)).toBe(2);
    expect(indexOfStep(steps, 99)).toBe(3);
    expect(indexOfStep(steps, -1)).toBe(0);
  });

  it('preloads the nearest steps, forward first, within the plan', () => {
    expect(neighbourIndices(5, 10)).toEqual([6, 4, 7]);
    expect(neighbourIndices(0, 10)).toEqual([1, 2]);
    expect(neighbourIndices(9, 10)).toEqual([8]);
    expect(neighbourIndices(0, 1)).toEqual([]);
  });
});
