import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { EMPTY_PATIENT_FORM, patientFormValues, validatePatientForm, type PatientFormValues } from './patient-form';

const valid: PatientFormValues = {
  name: 'Mei Zhang',
  gender: '2',
  birthDate: '1988-02-03',
  phone: '13912345678',
  source: '1',
  avatar: null,
  doctorName: 'Dr. Ada Lin',
  doctorPhone: '',
};

describe('validatePatientForm', () => {
  it('passes a valid form as the request fields, the avatar as a ref while its photo is queued', () => {
    expect(validatePatientForm(i18n, valid)).toEqual({ body: { ...valid, gender: 2, source: 1 } });
    const queued = validatePatientForm(i18n, {
      ...valid,
      avatar: { kind: 'queued', uploadItemId: 'upload-1', fileName: 'a.jpg' },
    });
    expect(queued.body?.avatar).toEqual({ $ref: 'upload-1', path: 'key' });
    const stored = validatePatientForm(i18n, { ...valid, avatar: { kind: 'stored', key: 'photo/a.jpg', url: null } });
    expect(stored.body?.avatar).toBe('photo/a.jpg');
  });

  it('says "required" for each empty required field and the choice messages for gender and source', () => {
    expect(validatePatientForm(i18n, EMPTY_PATIENT_FORM).errors).toEqual({
      name: 'This field is required.',
      gender: "Choose the patient's sex.",
      birthDate: 'This field is required.',
      phone: 'This field is required.',
      source: 'Choose where the patient came from.',
      doctorName: 'This field is required.',
    });
  });

  it.each([
    ['administrator', true],
    ['Dr. Administrator Wu', true],
    ['ADMINISTRATOR', true],
    ['管理员', true],
    ['администратор', true],
    ['Dr. Admin', false],
    ['Administrate', false],
  ])('dentist name %j contains the word administrator: %s', (doctorName, isRefused) => {
    const errors = validatePatientForm(i18n, { ...valid, doctorName }).errors;
    expect(errors?.doctorName).toBe(
      isRefused ? 'The dentist\'s name must not contain the word "administrator".' : undefined,
    );
  });

  it('checks the phones, the birth date and the 25-character names', () => {
    const errors = validatePatientForm(i18n, {
      ...valid,
      name: 'x'.repeat(26),
      phone: '1381234567',
      doctorPhone: '123',
      birthDate: '1899-12-31',
    }).errors;
    expect(errors).toEqual({
      name: 'Enter at most 25 characters.',
      phone: 'Enter an 11-digit mobile number starting with 1.',
      doctorPhone: 'Enter an 11-digit mobile number starting with 1.',
      birthDate: 'Enter a birth date after 1900-01-01.',
    });
    expect(validatePatientForm(i18n, { ...valid, birthDate: '2999-01-01' }).errors?.birthDate).toBe(
      'The birth date cannot be in the future.',
    );
    // A name of spaces only is empty.
    expect(validatePatientForm(i18n, { ...valid, doctorName: '   ' }).errors?.doctorName).toBe(
      'This field is required.',
    );
  });
});

describe('patientFormValues', () => {
  it('opens on a queued body, its ref avatar as a queued photo, anything malformed as empty', () => {
    expect(
      patientFormValues({
        ...valid,
        gender: 1,
        source: 9,
        avatar: { $ref: 'upload-1', path: 'key' },
        clientId: 'x',
      } as never),
    ).toEqual({
      ...valid,
      gender: '1',
      source: '9',
      avatar: { kind: 'queued', uploadItemId: 'upload-1', fileName: '' },
    });
    expect(patientFormValues({ name: 3, gender: 'x' })).toEqual(EMPTY_PATIENT_FORM);
  });
});
