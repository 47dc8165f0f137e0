import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../order-status';
import { planStageOf } from '../lines/registry';
import { progressStages, stagePosition } from './plan-stages';

describe('plan stages (spec section 4)', () => {
  it('draws the way to completion, or to termination for a case that ended early', () => {
    expect(progressStages({ stage: 'planReview', step: 'pending' })).toEqual([
      'dataCollection',
      'planDesign',
      'planReview',
      'production',
      'treatmentComplete',
    ]);
    expect(progressStages({ stage: 'terminated' }).at(-1)).toBe('terminated');
    expect(progressStages({ stage: 'terminated' })).not.toContain('treatmentComplete');
  });

  it('counts the stage from 1 within its progress', () => {
    expect(stagePosition({ stage: 'dataCollection' })).toEqual({ index: 1, count: 5 });
    expect(stagePosition({ stage: 'production', step: 'shipped' })).toEqual({ index: 4, count: 5 });
    expect(stagePosition({ stage: 'treatmentComplete' })).toEqual({ index: 5, count: 5 });
    expect(stagePosition({ stage: 'terminated' })).toEqual({ index: 5, count: 5 });
  });

  it("reads an aligner case's stage from the line's status table, with the review's and production's steps", () => {
    const aligners = 1;
    expect(planStageOf(aligners, ORDER_STATUS.informationToComplete)).toEqual({ stage: 'dataCollection' });
    expect(planStageOf(aligners, ORDER_STATUS.planToBeReviewed)).toEqual({ stage: 'planReview', step: 'pending' });
    expect(planStageOf(aligners, ORDER_STATUS.planNotPassed)).toEqual({ stage: 'planReview', step: 'failed' });
    expect(planStageOf(aligners, ORDER_STATUS.inTransit)).toEqual({ stage: 'production', step: 'shipped' });
    expect(planStageOf(aligners, ORDER_STATUS.productionTerminated)).toEqual({ stage: 'terminated' });
    expect(planStageOf(3, ORDER_STATUS.informationToComplete)).toBeUndefined();
  });
});
