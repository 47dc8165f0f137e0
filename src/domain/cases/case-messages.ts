import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { CaseErrorCode } from './case-codes';

/**
 * Messages of the case rules. A zod issue's `message` is the descriptor's `id` (as in validation/messages.ts), so the
 * web and the server translate it with `i18n._(issue.message)`.
 */
export const caseMessages = {
  patientRequired: msg`Choose or create the patient.`,
  brandRequired: msg`Choose the brand.`,
  seriesRequired: msg`Choose a series of the chosen brand.`,
  textTooLong: msg`Enter at most 500 characters.`,
  otherDescriptionTooLong: msg`Enter at most 200 characters.`,
  imagesRequired: msg`Choose the image stage with the patient's photos.`,
  imagesStale: msg`The patient's photos are older than 3 months. Take new photos or choose a newer stage.`,
  modelRequired: msg`Add a digital model (upper or lower) or ask for the model to be collected.`,
  modelFormat: msg`Digital models must be STL, OBJ or PLY files.`,
  pickupInPast: msg`The pickup time must be later than now. Check that the computer's clock is correct.`,
  pickupDayInvalid: msg`Choose today, tomorrow or the day after for the pickup.`,
  addressRequired: msg`Choose an address from the address book.`,
  angleClassRequired: msg`Choose the Angle class of both sides.`,
  choiceRequired: msg`Make a choice.`,
  toothInvalid: msg`Choose teeth on the chart.`,
  extractionTeethRequired: msg`Mark the teeth to extract on the chart.`,
  treatmentMethodRequired: msg`Choose at least one treatment method.`,
  reasonRequired: msg`Enter the reason.`,
  reasonTooLong: msg`Enter at most 500 characters.`,
  stepsOutOfRange: msg`Staged cases allow only 0 to 5 production steps per arch until the final payment is paid.`,
  stepsNone: msg`Produce at least one step.`,
  stepsBeyondPlan: msg`The steps to produce go beyond the plan's steps.`,
  commentEmpty: msg`Write a comment or add an image.`,
  commentTooLong: msg`Enter at most 1000 characters.`,
  tooManyImages: msg`Add at most 9 images.`,
  photosNotTaken: msg`This change takes no photos. Remove them and send again.`,
  carrierRequired: msg`Enter the carrier.`,
  trackingRequired: msg`Enter the tracking number.`,
  amountInvalid: msg`Enter an amount greater than 0 with at most two decimals.`,
  planStepsInvalid: msg`Enter a step count from 1 to 99.`,
  planModelsRequired: msg`Add at least one staged model.`,
  dateInPast: msg`The date must not be in the past.`,
} satisfies Record<string, MessageDescriptor>;

export type CaseMessageKey = keyof typeof caseMessages;

export function caseMessageId(key: CaseMessageKey): string {
  return caseMessages[key].id;
}

export { CaseErrorCode, caseHttpStatus } from './case-codes';

export const caseErrorMessages = {
  [CaseErrorCode.caseNotFound]: msg`This case was not found.`,
  [CaseErrorCode.transitionNotAllowed]: msg`This case cannot make this change in its current status.`,
  [CaseErrorCode.transitionRoleNotAllowed]: msg`Your role cannot make this change to the case.`,
  [CaseErrorCode.transitionReasonRequired]: msg`Enter the reason.`,
  [CaseErrorCode.statusConflict]: msg`This case changed in the meantime. Review the change before you go on.`,
  [CaseErrorCode.fileMissing]: msg`A file has not finished uploading. Please upload it again.`,
  [CaseErrorCode.stageOfAnotherPatient]: msg`This image stage belongs to another patient.`,
  [CaseErrorCode.addressNotFound]: msg`This address is not in your address book.`,
  [CaseErrorCode.stepsOutOfRange]: msg`Staged cases allow only 0 to 5 production steps per arch until the final payment is paid.`,
  [CaseErrorCode.memoNotFound]: msg`This memo was not found.`,
  [CaseErrorCode.planMissing]: msg`This case has no treatment plan yet.`,
  [CaseErrorCode.companyNotCertified]: msg`Cases can be submitted once your clinic's company certification has been submitted and not refused. See Clinic certification.`,
} satisfies Record<CaseErrorCode, MessageDescriptor>;

/** A factory move refused to the user's factory role (code 45003, HTTP 403): docs/orders.md, "Factory roles". */
export const factoryDeskRefusedMessage = msg`This move is another factory desk's work, which your role does not do. Ask a colleague at that desk or a factory admin.`;

/** Success messages the case routes answer with. */
/** A memo's field, as an edit conflict names it. */
export const memoFieldLabels = {
  text: msg`Memo text`,
} satisfies Record<string, MessageDescriptor>;

export const caseSuccessMessages = {
  submitted: msg`Submitted successfully.`,
  saved: msg`Saved.`,
  deleted: msg`Deleted successfully.`,
  statusChanged: msg`The case status was updated.`,
} satisfies Record<string, MessageDescriptor>;
