import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * Messages of the clinics, staff and authentication rules. A zod issue's `message` is the descriptor's `id`
 * (as in validation/messages.ts), so the web and the server translate it with `i18n._(issue.message)`.
 */
export const clinicMessages = {
  firstNameRequired: msg`The first character of the name cannot be empty.`,
  textTooLong25: msg`Enter at most 25 characters.`,
  textTooLong50: msg`Enter at most 50 characters.`,
  textTooLong100: msg`Enter at most 100 characters.`,
  rejectReasonRequired: msg`Please give a reason for the rejection.`,
  idNumberInvalid: msg`Enter a valid 18-character resident ID number.`,
  departureBeforeEntry: msg`The departure date must not be before the entry date.`,
  fileKeyInvalid: msg`The uploaded file is not valid. Please upload it again.`,
  branchesRequired: msg`A chain needs at least one branch.`,
  branchesNotAllowed: msg`A single company has no branches.`,
  branchNamesRepeated: msg`Each clinic of the chain needs its own name.`,
  pageSizeInvalid: msg`Choose a page size of 10, 20, 30 or 50.`,
  birthDayInFuture: msg`The birth day cannot be after today.`,
  birthDayTooEarly: msg`Enter a birth day from 1900 on.`,
  messageTooLong: msg`Enter at most 1000 characters.`,
} satisfies Record<string, MessageDescriptor>;

export type ClinicMessageKey = keyof typeof clinicMessages;

/** Success messages of spec section 8 that these routes answer with. */
export const clinicSuccessMessages = {
  associationSubmitted: msg`Association review submitted.`,
  submitted: msg`Submitted successfully.`,
  deleted: msg`Deleted successfully.`,
} satisfies Record<string, MessageDescriptor>;

/** Body codes of clinic, staff and authentication failures (43001-43099; HTTP 400; the object store has 42xxx). */
export const ClinicErrorCode = {
  alreadyMember: 43001,
  applicationPending: 43002,
  duplicatePhone: 43003,
  duplicateIdNumber: 43004,
  lastAdmin: 43005,
  fileMissing: 43006,
  alreadyReviewed: 43007,
  doctorAlreadyAuthenticated: 43008,
  tooManyAddresses: 43009,
} as const;
export type ClinicErrorCode = (typeof ClinicErrorCode)[keyof typeof ClinicErrorCode];

export const clinicErrorMessages = {
  [ClinicErrorCode.alreadyMember]: msg`You already belong to this clinic.`,
  [ClinicErrorCode.applicationPending]: msg`Your application to this clinic is already waiting for review.`,
  [ClinicErrorCode.duplicatePhone]: msg`An employee of this clinic already has this phone number.`,
  [ClinicErrorCode.duplicateIdNumber]: msg`An employee of this clinic already has this ID number.`,
  [ClinicErrorCode.lastAdmin]: msg`This is the clinic's last admin: a clinic needs at least one admin.`,
  [ClinicErrorCode.fileMissing]: msg`The uploaded file was not found. Please upload it again.`,
  [ClinicErrorCode.alreadyReviewed]: msg`This has already been reviewed.`,
  [ClinicErrorCode.doctorAlreadyAuthenticated]: msg`Your doctor authentication is already approved.`,
  [ClinicErrorCode.tooManyAddresses]: msg`You can keep at most 50 addresses. Delete one first.`,
} satisfies Record<ClinicErrorCode, MessageDescriptor>;

const messagesById = new Map<string, MessageDescriptor>(
  Object.values(clinicMessages).map((descriptor) => [descriptor.id, descriptor]),
);

/** The descriptor behind an issue message id, for its English fallback; undefined for a foreign id. */
export function findClinicMessage(id: string): MessageDescriptor | undefined {
  return messagesById.get(id);
}

/** The id a schema puts into an issue `message`. */
export function clinicMessageId(key: ClinicMessageKey): string {
  return clinicMessages[key].id;
}
