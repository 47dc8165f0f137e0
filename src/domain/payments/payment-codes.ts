/**
 * The payment error codes and their HTTP statuses, apart from the messages (the HTTP status table imports these and
 * is on the first route, where the payment messages are not).
 */
/** Body codes of payment failures (46001-46099; HTTP 400 unless said). */
export const PaymentErrorCode = {
  /** A payment order is not the caller's clinic's, or does not exist: HTTP 404. */
  payOrderNotFound: 46001,
  /** Spec section 8, 'order already paid, redirecting': another device (or the factory) paid it first. HTTP 409. */
  orderAlreadyPaid: 46002,
  /** Spec section 8: the balance does not cover the payment; choose another method (combined payment). */
  insufficientBalance: 46003,
  /** A payment of one of these payment orders waits for its wallet (another device started it). HTTP 409. */
  paymentInProgress: 46004,
  /** A refund beyond what is left of what was paid. */
  refundBeyondPaid: 46006,
  /** The payment is not the caller's clinic's, or does not exist: HTTP 404. */
  paymentNotFound: 46007,
  /** A wallet notification whose signature, amount or order does not match. */
  notificationInvalid: 46008,
  /** The payer's QR code is past its two hours or closed. */
  qrExpired: 46009,
  // The payment password, the fee agreement and the pay-on-behalf link (46040-46049).
  /** Paying from the balance of a clinic that has a payment password, without it. */
  payPasswordRequired: 46040,
  /** data.remainingAttempts before paying from the balance is locked. */
  payPasswordWrong: 46041,
  /** data.retryAfterSeconds until the lock ends. HTTP 429. */
  payPasswordLocked: 46042,
  /** Changing the payment password without the current one, or resetting one that was never set. */
  payPasswordNotSet: 46043,
  /** The payer has not accepted the fee agreement's current version. */
  feeAgreementRequired: 46044,
  /** A pay-on-behalf link that is not ours (tampered, unknown), or whose orders changed. HTTP 404. */
  payLinkInvalid: 46045,
  /** A pay-on-behalf link past its time. HTTP 410. */
  payLinkExpired: 46046,
  /** A pay-on-behalf link already paid: it pays once. HTTP 409. */
  payLinkUsed: 46047,
  // Credit terms, the clinic quota (46050-46059; docs/payments.md, "Credit terms").
  /** quotaPay beyond what is left of the clinic's credit limit: data.remainingAmount. */
  creditLimitExceeded: 46050,
  /** quotaPay by a clinic the factory granted no credit limit. HTTP 403. */
  creditNotGranted: 46051,
  /** A repayment beyond the credit the clinic has used. */
  repaymentBeyondUsed: 46052,
  // Corporate transfer and bank remittance (46060-46069; docs/payments.md).
  /** The payer account's name is not the clinic's name (the matching rule: domain/payments/remittance-names.ts). */
  remittanceNameMismatch: 46060,
  /** The amount remitted is not exactly what is to be paid (what is due less the coupon). */
  remittanceAmountMismatch: 46061,
  /** The remittance is not one the caller may see, or does not exist. HTTP 404. */
  remittanceNotFound: 46062,
  /** The remittance was already confirmed or rejected: it is decided once. HTTP 409. */
  remittanceDecided: 46063,
  /** No receiving bank account is configured, so corporate transfer is not offered. HTTP 503. */
  transferUnavailable: 46064,
  /** The proof photo is not an image the payer uploaded for a remittance. */
  remittanceProofMissing: 46065,
  // Price differences (46070-46079; docs/payments.md, "Price differences").
  /** The order leaves the factory (shipped, or its try-in shipped) only once nothing of it waits to be paid. HTTP 409. */
  unpaidBeforeShipping: 46070,
  /** A price difference is asked only of an order that has been paid and has nothing else waiting to be paid. HTTP 409. */
  priceDifferenceNotPaid: 46071,
} as const;
export type PaymentErrorCode = (typeof PaymentErrorCode)[keyof typeof PaymentErrorCode];

export const paymentHttpStatus = {
  [PaymentErrorCode.payOrderNotFound]: 404,
  [PaymentErrorCode.orderAlreadyPaid]: 409,
  [PaymentErrorCode.paymentInProgress]: 409,
  [PaymentErrorCode.paymentNotFound]: 404,
  [PaymentErrorCode.payPasswordLocked]: 429,
  [PaymentErrorCode.payLinkInvalid]: 404,
  [PaymentErrorCode.payLinkExpired]: 410,
  [PaymentErrorCode.payLinkUsed]: 409,
  [PaymentErrorCode.creditNotGranted]: 403,
  [PaymentErrorCode.remittanceNotFound]: 404,
  [PaymentErrorCode.remittanceDecided]: 409,
  [PaymentErrorCode.transferUnavailable]: 503,
  [PaymentErrorCode.unpaidBeforeShipping]: 409,
  [PaymentErrorCode.priceDifferenceNotPaid]: 409,
} satisfies Partial<Record<PaymentErrorCode, number>>;
