import { describe, expect, it } from 'vitest';
import { ZCaseData } from './case-data';
import { lineSubmitSchema } from '../line-submit-schema';
import { ALIGNER_WIZARD } from './wizard';

describe('the aligner wizard as a line declares it', () => {
  it('has the case data’s parts as its steps, in the wizard’s order, so its submit schema is the case data’s', () => {
    expect(ALIGNER_WIZARD.steps.map((step) => step.id)).toEqual(Object.keys(ZCaseData.shape));
    for (const step of ALIGNER_WIZARD.steps)
      expect(step.schema).toBe(ZCaseData.shape[step.id as keyof typeof ZCaseData.shape]);
    expect(Object.keys(lineSubmitSchema(ALIGNER_WIZARD).shape)).toEqual(Object.keys(ZCaseData.shape));
  });
});
