import type { TPatient, TPatientFields } from '../../../domain/patients/patient';
import type { PatientRow } from './patient-access';

/** Signs a read link for a stored object key (app.signedLinks.signReadLink, valid one hour). */
export type SignReadLink = (key: string) => string;

/**
 * What the list searches: the name and the phone, lower-cased here (LIKE is case-sensitive on PostgreSQL, and
 * JavaScript lower-cases Cyrillic as SQLite's lower() does not). The keyword is lower-cased the same way.
 */
export function patientSearchText(name: string, phone: string): string {
  return `${name}\n${phone}`.toLowerCase();
}

/** The columns the form writes, so add, update, "not modified" and the demo seed agree on one mapping. */
export function patientColumns(fields: TPatientFields) {
  return {
    name: fields.name,
    search_text: patientSearchText(fields.name, fields.phone),
    gender: fields.gender,
    birth_date: fields.birthDate,
    phone: fields.phone,
    source: fields.source,
    avatar_key: fields.avatar,
    doctor_name: fields.doctorName,
    doctor_phone: fields.doctorPhone,
  } satisfies Partial<PatientRow>;
}
export type PatientColumns = ReturnType<typeof patientColumns>;

/** The fields a patient edit may change (the form's), in the API's names. */
export const PATIENT_FIELDS = [
  'name',
  'gender',
  'birthDate',
  'phone',
  'source',
  'avatar',
  'doctorName',
  'doctorPhone',
] as const satisfies readonly (keyof TPatientFields)[];

/** The row's form fields, as an edit names them (what its `base` is compared with). */
export function patientFieldsOf(row: PatientRow): TPatientFields {
  return {
    name: row.name,
    gender: row.gender as TPatientFields['gender'],
    birthDate: row.birth_date,
    phone: row.phone,
    source: row.source as TPatientFields['source'],
    avatar: row.avatar_key,
    doctorName: row.doctor_name,
    doctorPhone: row.doctor_phone,
  };
}

/** True when writing `columns` would change nothing in `row`. */
export function isUnchanged(row: PatientRow, columns: PatientColumns): boolean {
  return (Object.keys(columns) as (keyof PatientColumns)[]).every((column) => row[column] === columns[column]);
}

export function toPatient(row: PatientRow, signReadLink: SignReadLink): TPatient {
  return {
    id: row.id,
    clinicId: row.clinic_id,
    clientId: row.client_id,
    name: row.name,
    gender: row.gender,
    birthDate: row.birth_date,
    phone: row.phone,
    source: row.source,
    avatar: row.avatar_key,
    avatarUrl: row.avatar_key ? signReadLink(row.avatar_key) : null,
    doctorName: row.doctor_name,
    doctorPhone: row.doctor_phone,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}
