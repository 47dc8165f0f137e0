import type { I18n, MessageDescriptor } from '@lingui/core';
import { ZPatientFields, type TPatientFields, type TPatientFieldsInput } from '../../../../domain/patients/patient';
import { patientMessages } from '../../../../domain/patients/patient-messages';
import { validationMessages } from '../../../../domain/validation/messages';
import { CLINIC_LOOKUPS } from '../../../lib/forms/clinic-field-errors';
import { collectIssuesByPath, type FieldErrors, type MessageLookup } from '../../../lib/forms/field-errors';
import { isRef, ref, type OutboxRef } from '../../../lib/offline/outbox';

/**
 * The avatar as the form holds it: a photo already stored (its object key), or one queued in the outbox whose key the
 * upload's answer will supply (the patient request carries a ref to it, resolved before it is sent).
 */
export type AvatarValue =
  { kind: 'stored'; key: string; url: string | null } | { kind: 'queued'; uploadItemId: string; fileName: string };

/** Everything the patient form holds, as typed (choices as the select's text): nothing typed is lost to conversion. */
export type PatientFormValues = {
  name: string;
  gender: string;
  birthDate: string;
  phone: string;
  source: string;
  avatar: AvatarValue | null;
  doctorName: string;
  doctorPhone: string;
};
export type PatientFormField = keyof PatientFormValues;

export const EMPTY_PATIENT_FORM: PatientFormValues = {
  name: '',
  gender: '',
  birthDate: '',
  phone: '',
  source: '',
  avatar: null,
  doctorName: '',
  doctorPhone: '',
};

/** What a patient request body carries as its avatar: an object key, a ref to the queued upload, or nothing. */
export type AvatarBody = string | OutboxRef | null;

/** The fields of a patient request with its avatar as sent (a ref while the photo waits in the outbox). */
export type PatientBody = Omit<TPatientFields, 'avatar'> & { avatar: AvatarBody };

const patientMessagesById = new Map<string, MessageDescriptor>(
  Object.values(patientMessages).map((descriptor) => [descriptor.id, descriptor]),
);
/** The patient schema speaks three tables: its own messages, the clinics' (file keys) and the shared ones. */
const PATIENT_LOOKUPS: readonly MessageLookup[] = [(id) => patientMessagesById.get(id), ...CLINIC_LOOKUPS];

export function avatarBodyOf(avatar: AvatarValue | null): AvatarBody {
  if (!avatar) return null;
  // The upload's answer is the stored object: its `key` is what the patient record keeps.
  return avatar.kind === 'stored' ? avatar.key : ref(avatar.uploadItemId, 'key');
}

export function avatarValueOf(body: unknown, url: string | null = null): AvatarValue | null {
  if (typeof body === 'string' && body !== '') return { kind: 'stored', key: body, url };
  if (isRef(body)) return { kind: 'queued', uploadItemId: body.$ref, fileName: '' };
  return null;
}

/** Anything carrying patient fields: a server patient, a projected one, or a queued request's body. */
export type PatientLike = Partial<Record<keyof PatientBody | 'avatarUrl', unknown>>;

/** The form as it opens on a patient; a missing or malformed field opens empty rather than failing. */
export function patientFormValues(patient: PatientLike): PatientFormValues {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const choice = (value: unknown) => (typeof value === 'number' && value > 0 ? String(value) : '');
  return {
    name: text(patient.name),
    gender: choice(patient.gender),
    birthDate: text(patient.birthDate),
    phone: text(patient.phone),
    source: choice(patient.source),
    avatar: avatarValueOf(patient.avatar, typeof patient.avatarUrl === 'string' ? patient.avatarUrl : null),
    doctorName: text(patient.doctorName),
    doctorPhone: text(patient.doctorPhone),
  };
}

function toInput(values: PatientFormValues): TPatientFieldsInput {
  const choice = (text: string) => (text === '' ? undefined : Number(text));
  return {
    name: values.name,
    gender: choice(values.gender) as TPatientFieldsInput['gender'],
    birthDate: values.birthDate,
    phone: values.phone.trim(),
    source: choice(values.source) as TPatientFieldsInput['source'],
    // The avatar is checked as a photo choice, not by the schema (a queued one has no key yet).
    avatar: null,
    doctorName: values.doctorName,
    doctorPhone: values.doctorPhone.trim(),
  };
}

export type ValidatedPatient =
  { body: PatientBody; errors?: undefined } | { body?: undefined; errors: FieldErrors<PatientFormField> };

/**
 * The shared schema decides (spec section 5: name, gender, birth date and phone required and valid; the dentist's name
 * required and without "administrator"); an empty required field always reads "required".
 */
export function validatePatientForm(i18n: I18n, values: PatientFormValues): ValidatedPatient {
  const result = ZPatientFields.safeParse(toInput(values));
  if (result.success) return { body: { ...result.data, avatar: avatarBodyOf(values.avatar) } };
  const found = collectIssuesByPath(i18n, [result], PATIENT_LOOKUPS);
  const required = i18n._(validationMessages.required);
  const errors: FieldErrors<PatientFormField> = {};
  const textFields = ['name', 'gender', 'birthDate', 'phone', 'source', 'doctorName', 'doctorPhone'] as const;
  for (const field of textFields) {
    const message = found[field];
    if (!message) continue;
    const isEmpty = values[field].trim() === '';
    // An optional field left empty is valid; a choice left empty keeps its own wording ("Choose the gender").
    errors[field] = isEmpty && field !== 'gender' && field !== 'source' ? required : message;
  }
  return { errors };
}

/** Translates a server validation message path (`data.fields[].path`) into a form field. */
export function formFieldOf(requestField: string): PatientFormField | undefined {
  return requestField in EMPTY_PATIENT_FORM ? (requestField as PatientFormField) : undefined;
}
