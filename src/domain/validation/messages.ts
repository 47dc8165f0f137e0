import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * Every validation message of the shared rules. A zod issue's `message` is the descriptor's `id`,
 * so the web and the server translate it with `i18n._(issue.message)`.
 * No placeholders: an id alone carries no values.
 */
export const validationMessages = {
  required: msg`This field is required.`,
  invalidValue: msg`This value is not valid.`,

  passwordLength: msg`Password must be 8 to 20 characters.`,
  passwordWhitespace: msg`Password must not contain spaces.`,
  passwordCharacterClasses: msg`Password must contain at least three of: upper-case letters, lower-case letters, digits and symbols.`,
  passwordConfirmationRequired: msg`Please enter the password again.`,
  passwordsDoNotMatch: msg`The passwords do not match.`,

  paymentPasswordFormat: msg`The payment password must be 6 digits.`,
  paymentPasswordConfirmationFormat: msg`The confirmation must be 6 digits.`,
  paymentPasswordsDoNotMatch: msg`The payment passwords do not match.`,

  mobileFormat: msg`Enter an 11-digit mobile number starting with 1.`,
  emailFormat: msg`Enter a valid e-mail address, such as name@example.com.`,

  dateInvalid: msg`Enter a valid date (YYYY-MM-DD).`,
  birthDayFormat: msg`Enter a past birth year (YYYY) or date (YYYY-MM-DD or YYYY/MM/DD).`,
  dateTimeInvalid: msg`Enter a valid date and time (YYYY-MM-DD HH:mm:ss).`,
  dateRangeIncomplete: msg`Choose both a start and an end date.`,
  dateRangeStartAfterEnd: msg`The start date must not be after the end date.`,
  dateRangeDisabledDate: msg`This date cannot be chosen.`,
} satisfies Record<string, MessageDescriptor>;

export type ValidationMessageKey = keyof typeof validationMessages;

const messagesById = new Map<string, MessageDescriptor>(
  Object.values(validationMessages).map((descriptor) => [descriptor.id, descriptor]),
);

/** The descriptor behind an issue message id, for its English fallback; undefined for a foreign id. */
export function findMessage(id: string): MessageDescriptor | undefined {
  return messagesById.get(id);
}

/** The id a schema puts into an issue `message`. */
export function messageId(key: ValidationMessageKey): string {
  return validationMessages[key].id;
}
