import {
  FEE_AGREEMENT_VERSION,
  PAY_SECURITY_PATHS,
  type TFeeAgreementState,
  type TPayLinkCreated,
  type TPayLinkView,
  type TPayPasswordState,
} from '../../../domain/payments/pay-security';
import { api } from '../http/api-client';

/**
 * The payment password, fee agreement and pay-link calls (docs/payments.md). Plain calls, never react-query
 * mutations: a mutation's variables (the password) could be kept in the cache and persisted with it, and paying
 * needs the network anyway. The answers hold no secret.
 */
export const paySecurityApi = {
  passwordState: () => api.post<TPayPasswordState>('design', PAY_SECURITY_PATHS.passwordState, {}, { isSilent: true }),
  setPassword: (body: { paymentPassword: string; paymentPasswordConfirmation: string; oldPaymentPassword?: string }) =>
    api.post<null>('design', PAY_SECURITY_PATHS.passwordSet, body, { isSilent: true }),
  sendResetCode: () =>
    api.post<{ resendAfterSeconds: number }>(
      'design',
      PAY_SECURITY_PATHS.passwordSms,
      {},
      { isSilent: true, idempotencyKey: crypto.randomUUID() },
    ),
  resetPassword: (body: { smsCode: string; paymentPassword: string; paymentPasswordConfirmation: string }) =>
    api.post<null>('design', PAY_SECURITY_PATHS.passwordReset, body, { isSilent: true }),
  agreementState: () =>
    api.post<TFeeAgreementState>('design', PAY_SECURITY_PATHS.agreementState, {}, { isSilent: true }),
  acceptAgreement: () =>
    api.post<TFeeAgreementState>(
      'design',
      PAY_SECURITY_PATHS.agreementAccept,
      { version: FEE_AGREEMENT_VERSION },
      { isSilent: true, idempotencyKey: crypto.randomUUID() },
    ),
  /** A pay-on-behalf link for these payment orders; `idempotencyKey` is kept by the caller for a retry. */
  createLink: (payIds: readonly number[], idempotencyKey: string) =>
    api.post<TPayLinkCreated>('design', PAY_SECURITY_PATHS.linkCreate, { payIds }, { isSilent: true, idempotencyKey }),
  viewLink: (token: string) =>
    api.post<TPayLinkView>('design', PAY_SECURITY_PATHS.linkView, { token }, { isSilent: true }),
  payLink: (token: string, wallet: 'wechat' | 'alipay') =>
    api.post<TPayLinkView>('design', PAY_SECURITY_PATHS.linkPay, { token, wallet }, { isSilent: true }),
};
