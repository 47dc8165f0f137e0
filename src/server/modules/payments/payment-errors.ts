import { paymentErrorMessages, type PaymentErrorCode } from '../../../domain/payments/payment-messages';
import { AppError } from '../../http/envelope';

/** A payment failure with its code's message in the request's language. */
export function paymentError(
  code: PaymentErrorCode,
  options: ConstructorParameters<typeof AppError>[2] = {},
): AppError {
  return new AppError(code, paymentErrorMessages[code], options);
}
