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
} as const;
export type PaymentErrorCode = (typeof PaymentErrorCode)[keyof typeof PaymentErrorCode];

export const paymentHttpStatus = {
  [PaymentErrorCode.payOrderNotFound]: 404,
  [PaymentErrorCode.orderAlreadyPaid]: 409,
  [PaymentErrorCode.paymentInProgress]: 409,
  [PaymentErrorCode.paymentNotFound]: 404,
} satisfies Partial<Record<PaymentErrorCode, number>>;
