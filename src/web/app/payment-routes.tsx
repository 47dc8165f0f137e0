import { ConfirmOrderPage } from '../features/payments/pages/confirm-order-page';

/**
 * /mergePay/confirmOrder with what other features put into it: the coupon picker (`couponPicker`) and the fee
 * agreement (`feeAgreement`) go here once they exist (issue 12; features do not import each other).
 */
export function ConfirmPaymentRoute() {
  return <ConfirmOrderPage />;
}
