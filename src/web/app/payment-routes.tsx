import { FeeAgreement } from '../components/payments/fee-agreement';
import { CouponPicker } from '../features/coupons/components/coupon-picker';
import { ConfirmOrderPage } from '../features/payments/pages/confirm-order-page';

/**
 * /mergePay/confirmOrder with what other parts put into it (features do not import each other): the coupon picker,
 * whose choice the page asks combineCheck about and sends to mergePay, and the fee agreement, read and accepted
 * before paying (the server refuses mergePay without it, 46044).
 */
export function ConfirmPaymentRoute() {
  return (
    <ConfirmOrderPage
      couponPicker={(context) => <CouponPicker {...context} />}
      feeAgreement={({ onChange }) => <FeeAgreement onAcceptedChange={onChange} />}
    />
  );
}
