import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { z } from 'zod';
import { CLIENT_ID_PATTERN } from '../client-id';
import { ZEditBase } from '../edits/field-merge';
import { ZObjectKey, ZPageRequest } from '../clinics/fields';
import { messageId } from '../validation/messages';
import { ZMobile } from '../validation/mobile';
import { patientMessageId } from './patient-messages';

const required = { error: messageId('required') };

/** Patient gender (spec section 3, "sex" label). */
export const GENDERS = [
  { value: 1, label: msg`Male` },
  { value: 2, label: msg`Female` },
] as const satisfies readonly { value: number; label: MessageDescriptor }[];
export type Gender = (typeof GENDERS)[number]['value'];

/** Where a patient came from (spec: "source"; the options are ours: what a clinic's front desk records). */
export const PATIENT_SOURCES = [
  { value: 1, label: msg`Walk-in` },
  { value: 2, label: msg`Referral by a patient` },
  { value: 3, label: msg`Referral by a dentist` },
  { value: 4, label: msg`Online` },
  { value: 5, label: msg`Returning patient` },
  { value: 9, label: msg`Other` },
] as const satisfies readonly { value: number; label: MessageDescriptor }[];
export type PatientSource = (typeof PATIENT_SOURCES)[number]['value'];

/** Words a dentist's name must not contain (spec section 5: "administrator"), in the three interface languages. */
export const FORBIDDEN_DOCTOR_NAME_WORDS = ['administrator', '管理员', 'администратор'] as const;

export function containsAdministrator(name: string): boolean {
  const lower = name.toLowerCase();
  return FORBIDDEN_DOCTOR_NAME_WORDS.some((word) => lower.includes(word));
}

export const PATIENT_BIRTH_DATE_MIN = '1900-01-01';
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD`, a real calendar date, not before 1900, not after today (today is the caller's, passed in). */
export function isValidBirthDate(text: string, today: string): boolean {
  return isCalendarDate(text) && text >= PATIENT_BIRTH_DATE_MIN && text <= today;
}

/** `YYYY-MM-DD` naming a day that exists (not 2001-02-30). */
function isCalendarDate(text: string): boolean {
  if (!DATE_PATTERN.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today as `YYYY-MM-DD` in local time (the server and the tablet judge "future" by their own calendar day, +1 day slack on the server). */
export function todayText(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// Each check stops the next (abort), so a date gets one message that says what is wrong with it.
const ZBirthDate = z
  .string(required)
  .regex(DATE_PATTERN, { error: messageId('required'), abort: true })
  .refine(isCalendarDate, { error: messageId('dateInvalid'), abort: true })
  .refine((text) => text >= PATIENT_BIRTH_DATE_MIN, { error: patientMessageId('birthDateTooOld'), abort: true })
  // One day of slack: a tablet east of the server may already be on tomorrow.
  .refine((text) => isValidBirthDate(text, todayText(new Date(Date.now() + 24 * 3600 * 1000))), {
    error: patientMessageId('birthDateInFuture'),
  });

const personName = z
  .string(required)
  .trim()
  .min(1, required)
  .max(25, { error: patientMessageId('nameTooLong') });

/** The patient form (spec section 3 and 5): name, gender, birth date and phone required and valid; the dentist's name required and not "administrator". */
export const ZPatientFields = z.object({
  name: personName,
  gender: z.literal(
    GENDERS.map((gender) => gender.value),
    { error: patientMessageId('genderRequired') },
  ),
  birthDate: ZBirthDate,
  phone: ZMobile,
  source: z.literal(
    PATIENT_SOURCES.map((source) => source.value),
    { error: patientMessageId('sourceRequired') },
  ),
  /** Object key of the avatar photo (purpose `photo`), or null. */
  avatar: ZObjectKey.nullable().default(null),
  doctorName: personName.refine((name) => !containsAdministrator(name), {
    error: patientMessageId('doctorNameAdministrator'),
  }),
  /** The dentist's mobile (a case label); optional. */
  doctorPhone: z.union([ZMobile, z.literal('')]).default(''),
});
export type TPatientFields = z.infer<typeof ZPatientFields>;
export type TPatientFieldsInput = z.input<typeof ZPatientFields>;

/** A client id (domain/client-id.ts): the outbox item's id, which makes a create delivered twice one patient. */
export const ZClientId = z.string().regex(CLIENT_ID_PATTERN);

export const ZPatientId = z.number(required).int(required).positive(required);

/** POST /api/emr/v1/patient/add. */
export const ZAddPatientRequest = ZPatientFields.extend({ clientId: ZClientId.optional() });
export type TAddPatientRequest = z.input<typeof ZAddPatientRequest>;
/**
 * POST /api/emr/v1/patient/update: the whole form again, with `base`, the fields as the form opened on them: only
 * what the dentist changed is written, and a field someone else changed meanwhile is a conflict (field-merge.ts).
 */
export const ZUpdatePatientRequest = ZPatientFields.extend({ id: ZPatientId, base: ZEditBase.optional() });
export type TUpdatePatientRequest = z.input<typeof ZUpdatePatientRequest>;

/** POST /api/emr/v1/patient/delete. */
export const ZDeletePatientRequest = z.object({ id: ZPatientId });
export type TDeletePatientRequest = z.input<typeof ZDeletePatientRequest>;
/** GET /api/emr/v1/patient/detail/:id (the id arrives as path text). */
export const ZPatientIdParams = z.object({ id: z.coerce.number(required).pipe(ZPatientId) });

/** A patient as the server answers it. */
export const ZPatient = z.object({
  id: z.number().int(),
  clinicId: z.number().int(),
  clientId: z.string().nullable(),
  name: z.string(),
  gender: z.number().int(),
  birthDate: z.string(),
  phone: z.string(),
  source: z.number().int(),
  avatar: z.string().nullable(),
  /** Signed read link of the avatar (one hour), or null. */
  avatarUrl: z.string().nullable(),
  doctorName: z.string(),
  doctorPhone: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type TPatient = z.infer<typeof ZPatient>;

/** POST /api/emr/v1/patient/list: search by name or phone (cancellable on the client), newest first. */
export const ZPatientListRequest = z.object({
  keyword: z.string().trim().max(50).default(''),
  ...ZPageRequest.shape,
});
export type TPatientListRequest = z.input<typeof ZPatientListRequest>;
export const ZPatientPage = z.object({ list: z.array(ZPatient), total: z.number().int() });
export type TPatientPage = z.infer<typeof ZPatientPage>;
