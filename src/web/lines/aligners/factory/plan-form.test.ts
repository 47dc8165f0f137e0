import { describe, expect, it } from 'vitest';
import { caseMessages } from '../../../../domain/cases/case-messages';
import { guessPlanFile, planFileKind } from './plan-file-names';
import {
  hasPlanErrors,
  planFormErrors,
  planFormMessages,
  planRequestOf,
  type PlanFormValues,
} from './plan-form';

describe('guessPlanFile', () => {
  it.each([
    ['upper_03.stl', { arch: 'upper', step: 3 }],
    ['lower-3.stl', { arch: 'lower', step: 3 }],
    ['Lower-12.STL', { arch: 'lower', step: 12 }],
    ['case7_Maxillary_Step05_v2.obj', { arch: 'upper', step: 5 }],
    ['Mandibular 00.ply', { arch: 'lower', step: 0 }],
    ['U7.stl', { arch: 'upper', step: 7 }],
    ['上颌_08.stl', { arch: 'upper', step: 8 }],
    ['下颌-9.stl', { arch: 'lower', step: 9 }],
    ['setup.stl', { arch: null, step: null }],
    ['upper_lower_4.stl', { arch: null, step: 4 }],
    ['upper_250.stl', { arch: 'upper', step: null }],
  ])('%s', (name, guess) => {
    expect(guessPlanFile(name)).toEqual(guess);
  });

  it('tells models from the document by the extension', () => {
    expect(['a.stl', 'b.OBJ', 'c.ply', 'plan.pdf', 'notes.txt'].map(planFileKind)).toEqual([
      'model',
      'model',
      'model',
      'document',
      null,
    ]);
  });
});

const valid: PlanFormValues = {
  upSteps: 12,
  downSteps: 10,
  models: [
    { id: 'a', fileName: 'upper_00.stl', arch: 'upper', step: '0', key: 'plan/a.stl' },
    { id: 'b', fileName: 'lower_00.stl', arch: 'lower', step: '0', key: 'plan/b.stl' },
    { id: 'c', fileName: 'upper_12.stl', arch: 'upper', step: '12', key: 'plan/c.stl' },
  ],
  documentKey: 'plan/doc.pdf',
  price: '12800.50',
  note: ' Attachments on 13 and 23. ',
};

describe('the plan form', () => {
  it('builds one row per step, upper and lower side by side, in step order', () => {
    expect(hasPlanErrors(planFormErrors(valid))).toBe(false);
    expect(planRequestOf(valid, { orderId: 9, expectedStatus: 6 })).toEqual({
      orderId: 9,
      expectedStatus: 6,
      totalSteps: { upSteps: 12, downSteps: 10 },
      steps: [
        { step: 0, upperKey: 'plan/a.stl', lowerKey: 'plan/b.stl' },
        { step: 12, upperKey: 'plan/c.stl', lowerKey: null },
      ],
      documentKey: 'plan/doc.pdf',
      documentName: null,
      price: 12800.5,
      note: 'Attachments on 13 and 23.',
    });
  });

  it('needs a step count from 1 to 99 over both arches, at least one model, and a price over 0 with two decimals', () => {
    const errors = planFormErrors({ ...valid, upSteps: 0, downSteps: 0, models: [], price: '0' });
    expect(errors).toEqual({
      entries: {},
      totalSteps: caseMessages.planStepsInvalid,
      models: caseMessages.planModelsRequired,
      price: caseMessages.amountInvalid,
    });
    expect(planFormErrors({ ...valid, upSteps: 100 }).totalSteps).toBe(caseMessages.planStepsInvalid);
    expect(planFormErrors({ ...valid, upSteps: 2.5 }).totalSteps).toBe(caseMessages.planStepsInvalid);
    for (const price of ['12.345', '-3', 'abc', '', '1e3']) {
      expect(planFormErrors({ ...valid, price }).price).toBe(caseMessages.amountInvalid);
    }
    expect(planFormErrors({ ...valid, note: 'x'.repeat(501) }).note).toBe(caseMessages.reasonTooLong);
  });

  it('flags a file without arch, a step beyond its arch, a second file for the same slot and an unsent file', () => {
    const errors = planFormErrors({
      ...valid,
      models: [
        ...valid.models,
        { id: 'd', fileName: 'x.stl', arch: '', step: '3', key: 'plan/d.stl' },
        { id: 'e', fileName: 'lower_11.stl', arch: 'lower', step: '11', key: 'plan/e.stl' },
        { id: 'f', fileName: 'upper-0.stl', arch: 'upper', step: '0', key: 'plan/f.stl' },
        { id: 'g', fileName: 'upper_4.stl', arch: 'upper', step: '4', key: null },
      ],
    });
    expect(Object.keys(errors.entries)).toEqual(['d', 'e', 'f', 'g']);
    expect(errors.entries.d).toBe(planFormMessages.archRequired);
    expect(errors.entries.e?.message).toBe('Enter a step from 0 to {max}.');
    expect(errors.entries.e?.values).toEqual({ max: 10 });
    expect(errors.entries.f?.values).toEqual({ step: 0 });
    expect(errors.entries.g).toBe(planFormMessages.notUploaded);
  });

  it('asks for the arch total before any step range while that total is not set (no "from 0 to 0")', () => {
    const model = { id: 'a', fileName: 'upper_1.stl', arch: 'upper' as const, step: '1', key: 'plan/a.stl' };
    const errors = planFormErrors({ ...valid, upSteps: 0, downSteps: 5, models: [model] });
    expect(errors.entries.a).toBe(planFormMessages.archTotalMissing);
    expect(planFormErrors({ ...valid, upSteps: 1, downSteps: 5, models: [model] }).entries).toEqual({});
  });
});
