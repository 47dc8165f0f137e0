import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Messages of the remittance form's rules (zod issues carry their ids; docs/payments.md). */
export const remittanceMessages = {
  accountNameRequired: msg`Enter the name of the account the money was sent from.`,
  accountNameMismatch: msg`The account name must be the clinic's name.`,
  accountNoInvalid: msg`Enter the account number: 6 to 32 digits.`,
  bankRequired: msg`Enter the bank the money was sent from.`,
  amountMismatch: msg`The amount must be exactly what is to be paid.`,
  remittedOnInvalid: msg`Enter the day the money was sent (not in the future).`,
  proofRequired: msg`Add a photo of the remittance receipt.`,
  rejectReasonRequired: msg`Enter why the remittance is rejected.`,
  proofAlt: msg`Photo of the remittance receipt`,
} satisfies Record<string, MessageDescriptor>;

export type RemittanceMessageKey = keyof typeof remittanceMessages;

export function remittanceMessageId(key: RemittanceMessageKey): string {
  return remittanceMessages[key].id;
}
