import { describe, expect, it } from 'vitest';
import type { TPatientFields } from '../../../domain/patients/patient';
import type { PatientRow } from './patient-access';
import { isUnchanged, patientColumns, patientSearchText, toPatient } from './patient-rows';
import { canDeletePatient } from './patients';

const fields: TPatientFields = {
  name: 'Анна Smith',
  gender: 2,
  birthDate: '1990-04-01',
  phone: '13512345678',
  source: 1,
  avatar: 'photo/a.png',
  doctorName: 'Dr. Wang',
  doctorPhone: '',
};
const row: PatientRow = {
  id: 7,
  clinic_id: 3,
  client_id: 'client-0007',
  ...patientColumns(fields),
  created_by: 11,
  created_at: 1000,
  updated_at: 2000,
  deleted_at: null,
};

describe('patient rows', () => {
  it('searches the lower-cased name and phone, Cyrillic included', () => {
    expect(patientSearchText('Анна Smith', '13512345678')).toBe('анна smith\n13512345678');
    expect(row.search_text).toBe('анна smith\n13512345678');
  });

  it('sees identical form data as unchanged, and any one field as a change', () => {
    expect(isUnchanged(row, patientColumns(fields))).toBe(true);
    expect(isUnchanged(row, patientColumns({ ...fields, avatar: null }))).toBe(false);
    expect(isUnchanged(row, patientColumns({ ...fields, doctorPhone: '13800000001' }))).toBe(false);
    expect(isUnchanged(row, patientColumns({ ...fields, name: 'анна smith' }))).toBe(false);
  });

  it('answers the avatar with a read link, and none without an avatar', () => {
    const sign = (key: string) => `/signed/${key}`;
    expect(toPatient(row, sign)).toMatchObject({
      id: 7,
      clinicId: 3,
      avatar: 'photo/a.png',
      avatarUrl: '/signed/photo/a.png',
    });
    expect(toPatient({ ...row, avatar_key: null }, sign)).toMatchObject({ avatar: null, avatarUrl: null });
  });

  it('lets the clinic admin or whoever recorded the patient delete it, nobody else', () => {
    expect(canDeletePatient({ userId: 1, clinicId: 3, role: 'admin' }, { created_by: 11 })).toBe(true);
    expect(canDeletePatient({ userId: 11, clinicId: 3, role: 'staff' }, { created_by: 11 })).toBe(true);
    expect(canDeletePatient({ userId: 12, clinicId: 3, role: 'staff' }, { created_by: 11 })).toBe(false);
  });
});
