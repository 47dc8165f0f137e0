import { couponErrorMessages, type CouponErrorCode } from '../../../domain/coupons/coupon-messages';
import { AppError } from '../../http/envelope';

/** A coupon failure with its code's message in the request's language. */
export function couponError(code: CouponErrorCode): AppError {
  return new AppError(code, couponErrorMessages[code]);
}
