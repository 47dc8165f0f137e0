import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { PatientErrorCode } from './patient-codes';

/**
 * Messages of the patient and clinical-image rules. A zod issue's `message` is the descriptor's `id` (as in
 * validation/messages.ts), so the web and the server translate it with `i18n._(issue.message)`.
 */
export const patientMessages = {
  nameTooLong: msg`Enter at most 25 characters.`,
  birthDateInFuture: msg`The birth date cannot be in the future.`,
  birthDateTooOld: msg`Enter a birth date after 1900-01-01.`,
  doctorNameAdministrator: msg`The dentist's name must not contain the word "administrator".`,
  genderRequired: msg`Choose the patient's sex.`,
  sourceRequired: msg`Choose where the patient came from.`,
  stageNameTooLong: msg`Enter at most 50 characters.`,
  stageTimeInFuture: msg`The stage date cannot be in the future.`,
  photoTypeInvalid: msg`Choose a valid photo type.`,
  toothNoInvalid: msg`Enter tooth numbers in FDI notation (11-48, 51-85), separated by commas.`,
  rotateAngleInvalid: msg`Rotate by 90, 180 or 270 degrees.`,
  idInvalid: msg`This record is not valid. Reload and try again.`,
} satisfies Record<string, MessageDescriptor>;

export type PatientMessageKey = keyof typeof patientMessages;

/** The form's field labels, as an edit conflict names them (the same texts as the patient form's labels). */
export const patientFieldLabels = {
  name: msg`Name`,
  gender: msg`Sex`,
  birthDate: msg`Birth date`,
  phone: msg`Phone`,
  source: msg`Source`,
  avatar: msg`Photo`,
  doctorName: msg`Dentist name`,
  doctorPhone: msg`Dentist phone`,
} satisfies Record<string, MessageDescriptor>;

/** An image stage's fields, as an edit conflict names them (the stage dialog's labels). */
export const stageFieldLabels = {
  name: msg`Stage name`,
  stageTime: msg`Stage date`,
} satisfies Record<string, MessageDescriptor>;

/** Success messages of spec section 8 that the patient and image routes answer with. */
export const patientSuccessMessages = {
  submitted: msg`Submitted successfully.`,
  deleted: msg`Deleted successfully.`,
  uploaded: msg`Uploaded successfully.`,
  stageAdded: msg`Stage added.`,
  stageDeleted: msg`Stage deleted.`,
  stageModified: msg`Stage modified.`,
  notModified: msg`Data not modified.`,
} satisfies Record<string, MessageDescriptor>;

export { PatientErrorCode, patientHttpStatus } from './patient-codes';

export const patientErrorMessages = {
  [PatientErrorCode.patientNotFound]: msg`This patient was not found in your clinic.`,
  [PatientErrorCode.stageNotFound]: msg`This image stage was not found. It may have been deleted.`,
  [PatientErrorCode.imageNotFound]: msg`This image was not found. It may have been deleted.`,
  [PatientErrorCode.stageOfAnotherPatient]: msg`This image stage belongs to another patient.`,
  [PatientErrorCode.photoMissing]: msg`The photo has not finished uploading. Please upload it again.`,
  [PatientErrorCode.duplicatePatient]: msg`A patient with this name and phone number already exists in your clinic.`,
  [PatientErrorCode.imageUnreadable]: msg`This photo could not be read as an image.`,
  [PatientErrorCode.modelNotFound]: msg`This 3D scan was not found. It may have been deleted.`,
  [PatientErrorCode.modelMissing]: msg`The 3D scan has not finished uploading. Please upload it again.`,
} satisfies Record<PatientErrorCode, MessageDescriptor>;

export function patientMessageId(key: PatientMessageKey): string {
  return patientMessages[key].id;
}
