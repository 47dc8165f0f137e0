import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { PaymentErrorCode } from './payment-codes';

export { PaymentErrorCode, paymentHttpStatus } from './payment-codes';

/** The message of each payment failure, in the words of spec section 8 where it has them. */
export const paymentErrorMessages = {
  [PaymentErrorCode.payOrderNotFound]: msg`This payment order was not found.`,
  [PaymentErrorCode.orderAlreadyPaid]: msg`This order has already been paid. Redirecting…`,
  [PaymentErrorCode.insufficientBalance]: msg`Insufficient balance. Choose another method, or combine the balance with a wallet.`,
  [PaymentErrorCode.paymentInProgress]: msg`A payment of this order is already waiting to be completed. Finish it, or try again when its code expires.`,
  [PaymentErrorCode.refundBeyondPaid]: msg`The refund is more than what is left of the payment.`,
  [PaymentErrorCode.paymentNotFound]: msg`This payment was not found.`,
  [PaymentErrorCode.notificationInvalid]: msg`The payment notification is not valid.`,
  [PaymentErrorCode.qrExpired]: msg`The payment code has expired. Start the payment again.`,
  [PaymentErrorCode.payPasswordRequired]: msg`Enter the clinic's payment password to pay from the balance.`,
  [PaymentErrorCode.payPasswordWrong]: msg`Wrong payment password. {remainingAttempts} attempts left.`,
  [PaymentErrorCode.payPasswordLocked]: msg`Too many wrong payment passwords. Try again in {retryAfterSeconds} seconds.`,
  [PaymentErrorCode.payPasswordNotSet]: msg`The current payment password is wrong or was never set.`,
  [PaymentErrorCode.feeAgreementRequired]: msg`Read and accept the fee agreement first.`,
  [PaymentErrorCode.payLinkInvalid]: msg`This payment link is not valid.`,
  [PaymentErrorCode.payLinkExpired]: msg`This payment link has expired. Ask for a new one.`,
  [PaymentErrorCode.payLinkUsed]: msg`This payment link has already been paid.`,
  [PaymentErrorCode.creditLimitExceeded]: msg`The total is more than the remaining credit ({remainingAmount}). Choose another method.`,
  [PaymentErrorCode.creditNotGranted]: msg`Your clinic has no credit terms. Choose another method.`,
  [PaymentErrorCode.repaymentBeyondUsed]: msg`The repayment is more than the credit the clinic has used.`,
  [PaymentErrorCode.remittanceNameMismatch]: msg`The remitting account's name must be the clinic's name: {clinicName}.`,
  [PaymentErrorCode.remittanceAmountMismatch]: msg`The amount remitted must be exactly what is to be paid: {payAmount}.`,
  [PaymentErrorCode.remittanceNotFound]: msg`This remittance was not found.`,
  [PaymentErrorCode.remittanceDecided]: msg`This remittance has already been confirmed or rejected.`,
  [PaymentErrorCode.transferUnavailable]: msg`Corporate transfer is not available: no receiving bank account is set up.`,
  [PaymentErrorCode.remittanceProofMissing]: msg`Add a photo of the remittance receipt.`,
  [PaymentErrorCode.unpaidBeforeShipping]: msg`This order has a payment order waiting to be paid (a price difference). It can be shipped once the clinic has paid it.`,
  [PaymentErrorCode.priceDifferenceNotPaid]: msg`A price difference can be asked only of an order that has been paid and has nothing else waiting to be paid.`,
} satisfies Record<PaymentErrorCode, MessageDescriptor>;

/** Messages of the payment forms' rules (zod issues carry their ids). */
export const paymentMessages = {
  payOrdersRequired: msg`Choose at least one order to pay.`,
  payOrdersRepeated: msg`Each order can be paid once in a payment.`,
  methodRequired: msg`Choose how to pay.`,
  reasonRequired: msg`Enter the reason.`,
  /** Staff whose prices are hidden neither see amounts nor pay (code 403). */
  pricesHidden: msg`Prices are hidden for your position, so you cannot pay. Ask your clinic admin.`,
} satisfies Record<string, MessageDescriptor>;

export type PaymentMessageKey = keyof typeof paymentMessages;

export function paymentMessageId(key: PaymentMessageKey): string {
  return paymentMessages[key].id;
}

/** Success messages of the payment calls. */
export const paymentSuccessMessages = {
  paid: msg`Payment successful.`,
  refunded: msg`Refund made.`,
  creditSaved: msg`Credit limit saved.`,
  repaid: msg`Repayment recorded.`,
  saved: msg`Saved.`,
  remittanceSubmitted: msg`Remittance recorded. The factory's finance will confirm it.`,
  remittanceConfirmed: msg`Remittance confirmed: the orders are paid.`,
  remittanceRejected: msg`Remittance rejected.`,
  priceDifferenceIssued: msg`Price difference issued: the clinic sees it among its payment orders.`,
} satisfies Record<string, MessageDescriptor>;
