import type { I18n } from '@lingui/core';
import { clientMessages } from '../../../../domain/response-codes';
import { PaymentErrorCode, paymentErrorMessages } from '../../../../domain/payments/payment-messages';
import { failureOf } from '../../../lib/forms/request-failure';

/**
 * What a refused payment call means for the page: already paid (say so, then back to the list), the balance falls
 * short (choose another method), a payment of these orders waits elsewhere, or anything else (its message).
 */
export type PaymentProblem = { kind: 'alreadyPaid' | 'insufficientBalance' | 'inProgress' | 'other'; message: string };

const kindOf: Partial<Record<number, PaymentProblem['kind']>> = {
  [PaymentErrorCode.orderAlreadyPaid]: 'alreadyPaid',
  [PaymentErrorCode.insufficientBalance]: 'insufficientBalance',
  [PaymentErrorCode.paymentInProgress]: 'inProgress',
};

/** The server's message (already in the user's language), else the payment catalogue's, else the generic one. */
export function paymentProblemOf(error: unknown, i18n: I18n): PaymentProblem {
  const failure = failureOf(error);
  const code = failure?.code ?? 0;
  const known = (paymentErrorMessages as Partial<Record<number, (typeof paymentErrorMessages)[PaymentErrorCode]>>)[
    code
  ];
  const message = failure?.msg || (known ? i18n._(known) : i18n._(clientMessages.genericError));
  return { kind: kindOf[code] ?? 'other', message };
}
