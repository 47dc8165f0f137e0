import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { validateStageForm } from './stage-form';

describe('validateStageForm', () => {
  const today = '2026-05-10';

  it('takes a name of 1-50 characters (trimmed) and a date up to today', () => {
    expect(validateStageForm(i18n, { name: '  Initial records ', stageTime: today }, today)).toEqual({
      value: { name: 'Initial records', stageTime: today },
    });
    expect(validateStageForm(i18n, { name: 'N'.repeat(50), stageTime: '2020-01-01' }, today).value).toBeDefined();
  });

  it('says what is wrong with each field', () => {
    expect(validateStageForm(i18n, { name: ' ', stageTime: '' }, today).errors).toEqual({
      name: 'This field is required.',
      stageTime: 'This field is required.',
    });
    expect(validateStageForm(i18n, { name: 'N'.repeat(51), stageTime: today }, today).errors).toEqual({
      name: 'Enter at most 50 characters.',
    });
    expect(validateStageForm(i18n, { name: 'Later', stageTime: '2026-05-11' }, today).errors).toEqual({
      stageTime: 'The stage date cannot be in the future.',
    });
  });
});
