import { z } from 'zod';
import { messageId } from './messages';

/** Payment password (spec section 5): exactly six ASCII digits. */
export const PAYMENT_PASSWORD_LENGTH = 6;
const sixDigits = /^[0-9]{6}$/;

export const ZPaymentPassword = z
  .string({ error: messageId('required') })
  .regex(sixDigits, { message: messageId('paymentPasswordFormat') });
export type TPaymentPassword = z.infer<typeof ZPaymentPassword>;

/** Setting the payment password: the confirmation is six digits too and repeats it; its issues sit on the confirmation. */
export const ZPaymentPasswordWithConfirmation = z
  .object(
    {
      paymentPassword: ZPaymentPassword,
      paymentPasswordConfirmation: z
        .string({ error: messageId('required') })
        .regex(sixDigits, { message: messageId('paymentPasswordConfirmationFormat') }),
    },
    { error: messageId('required') },
  )
  .refine(
    (value) =>
      !sixDigits.test(value.paymentPasswordConfirmation) || value.paymentPassword === value.paymentPasswordConfirmation,
    { path: ['paymentPasswordConfirmation'], message: messageId('paymentPasswordsDoNotMatch') },
  );
export type TPaymentPasswordWithConfirmation = z.infer<typeof ZPaymentPasswordWithConfirmation>;
