import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Messages of the payment password and the fee agreement calls (their field rules are src/domain/validation's). */
export const paySecurityMessages = {
  /** Changing a payment password that is set needs the current one. */
  oldPasswordRequired: msg`Enter the current payment password.`,
  /** Only clinic admins set, change and reset the clinic's payment password. */
  adminOnly: msg`Only a clinic admin can set the payment password.`,
  passwordSaved: msg`Payment password saved.`,
  agreementAccepted: msg`Fee agreement accepted.`,
} satisfies Record<string, MessageDescriptor>;
