import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * Body codes of sign-in failures (41001-41099; HTTP 400). A failed sign-in is never 401: the web treats 401 as
 * "your session ended" and signs the user out. Messages may take values, which the server fills in.
 */
export const AuthErrorCode = {
  /** Wrong account or password; data.remainingAttempts says how many tries are left before the lock. */
  wrongCredentials: 41001,
  /** data.retryAfterSeconds until the lock ends. */
  accountLocked: 41002,
  captchaIncorrect: 41003,
  sliderRequired: 41004,
  smsCodeIncorrect: 41005,
  /** data.retryAfterSeconds until another code may be sent. */
  smsTooSoon: 41006,
  smsDailyLimit: 41007,
  phoneAlreadyRegistered: 41008,
  phoneNotRegistered: 41009,
  agreementNotAccepted: 41010,
  oldPasswordWrong: 41011,
  qrExpired: 41012,
  samePassword: 41013,
  notAMember: 41014,
} as const;
export type AuthErrorCode = (typeof AuthErrorCode)[keyof typeof AuthErrorCode];

export const authErrorMessages = {
  [AuthErrorCode.wrongCredentials]: msg`Verification error: wrong account or password. {remainingAttempts} attempts left.`,
  [AuthErrorCode.accountLocked]: msg`Too many password errors, retry after {retryAfterSeconds} seconds.`,
  [AuthErrorCode.captchaIncorrect]: msg`The captcha is incorrect.`,
  [AuthErrorCode.sliderRequired]: msg`Please complete the slide verification first.`,
  [AuthErrorCode.smsCodeIncorrect]: msg`The SMS code is incorrect or has expired.`,
  [AuthErrorCode.smsTooSoon]: msg`Please wait {retryAfterSeconds} seconds before asking for another code.`,
  [AuthErrorCode.smsDailyLimit]: msg`Too many codes were sent to this phone today. Please try again tomorrow.`,
  [AuthErrorCode.phoneAlreadyRegistered]: msg`This phone number is already registered. Sign in instead.`,
  [AuthErrorCode.phoneNotRegistered]: msg`No account uses this phone number.`,
  [AuthErrorCode.agreementNotAccepted]: msg`Please accept the user agreement and privacy policy first.`,
  [AuthErrorCode.oldPasswordWrong]: msg`The current password is wrong.`,
  [AuthErrorCode.qrExpired]: msg`The QR code has expired. Refresh it and scan again.`,
  [AuthErrorCode.samePassword]: msg`The new password must differ from the current one.`,
  [AuthErrorCode.notAMember]: msg`You are not a member of this clinic.`,
} satisfies Record<AuthErrorCode, MessageDescriptor>;
