/** The accounts module's public file: what other modules may use (see docs/architecture.md, "Server modules"). */
export { signInWithPassword } from './password-sign-in';
export { consumeSmsCode, issueSmsCode, smsCodeText, withSmsCodeAccounting } from './sms-codes';
export { createSmsProvider } from './sms/create-sms-provider';
