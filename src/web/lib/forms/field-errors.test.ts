import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ZCreateCompanyRequest } from '../../../domain/clinics/company';
import { ZMobile } from '../../../domain/validation/mobile';
import { collectClinicIssues, translateClinicIssue } from './clinic-field-errors';
import { collectFieldErrors, translateIssue } from './field-errors';

describe('issue translation', () => {
  it('the clinic helper knows both tables: clinic messages and the shared validation messages', () => {
    const result = ZCreateCompanyRequest.safeParse({
      companyName: '',
      isChain: true,
      branches: ['East', ''],
      permitLicense: '../etc',
      businessLicense: '',
    });
    expect(collectClinicIssues(i18n, result)).toEqual({
      companyName: 'This field is required.',
      'branches.1': 'This field is required.',
      // Blank names are the same name: the form hides this one while a name is missing.
      branches: 'Each clinic of the chain needs its own name.',
      permitLicense: 'The uploaded file is not valid. Please upload it again.',
      businessLicense: 'This field is required.',
    });
  });

  it('keys an issue of the list itself apart from its items', () => {
    const result = ZCreateCompanyRequest.safeParse({
      companyName: 'Smile',
      isChain: true,
      branches: [],
      permitLicense: 'licence/a.png',
      businessLicense: 'licence/b.png',
    });
    expect(collectClinicIssues(i18n, result)).toEqual({ branches: 'A chain needs at least one branch.' });
  });

  it('the public helper still translates the shared validation messages by field', () => {
    const result = ZMobile.safeParse('123');
    const id = result.error?.issues[0]?.message ?? '';
    expect(translateIssue(i18n, id)).toBe('Enter an 11-digit mobile number starting with 1.');
    expect(translateClinicIssue(i18n, id)).toBe('Enter an 11-digit mobile number starting with 1.');
    expect(collectFieldErrors(i18n, result)).toEqual({ '': 'Enter an 11-digit mobile number starting with 1.' });
  });
});
