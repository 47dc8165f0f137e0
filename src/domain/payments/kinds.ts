import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** What a payment order pays for (spec section 4). */
export const paymentKindLabels = {
  1: msg({ context: 'payment kind', message: 'plan payment' }),
  2: msg({ context: 'payment kind', message: 'additional production' }),
  3: msg({ context: 'payment kind', message: 'stage restart' }),
  5: msg({ context: 'payment kind', message: 'bracket guide' }),
  6: msg({ context: 'payment kind', message: 'fixed denture' }),
  8: msg({ context: 'payment kind', message: 'removable appliance' }),
  9: msg({ context: 'payment kind', message: 'price difference' }),
  10: msg({ context: 'payment kind', message: 'silicone' }),
  12: msg({ context: 'payment kind', message: 'removable denture' }),
} satisfies Record<number, MessageDescriptor>;

/** Order kinds named in the same numbering; they share it with the payment kinds without overlap. */
export const orderKindLabels = {
  4: msg({ context: 'payment kind', message: 'appliance order' }),
  7: msg({ context: 'payment kind', message: 'points exchange' }),
  11: msg({ context: 'payment kind', message: 'combined payment' }),
  20: msg({ context: 'payment kind', message: 'mall' }),
} satisfies Record<number, MessageDescriptor>;

export type PaymentKindCode = keyof typeof paymentKindLabels;
export type OrderKindCode = keyof typeof orderKindLabels;

const codesOf = <Code extends number>(labels: Record<Code, MessageDescriptor>): Code[] =>
  Object.keys(labels)
    .map(Number)
    .filter((code): code is Code => code in labels)
    .sort((a, b) => a - b);

export const PAYMENT_KIND_CODES: readonly PaymentKindCode[] = codesOf(paymentKindLabels);
export const ORDER_KIND_CODES: readonly OrderKindCode[] = codesOf(orderKindLabels);

export function isPaymentKindCode(code: number): code is PaymentKindCode {
  return code in paymentKindLabels;
}

export function isOrderKindCode(code: number): code is OrderKindCode {
  return code in orderKindLabels;
}

/** The label of a payment kind or order kind code; undefined for a code the spec does not name. */
export function paymentKindLabel(code: number): MessageDescriptor | undefined {
  if (isPaymentKindCode(code)) return paymentKindLabels[code];
  if (isOrderKindCode(code)) return orderKindLabels[code];
  return undefined;
}

/** The payment kinds by name, for code that issues payment orders (never a raw kind number). */
export const PAYMENT_KIND = {
  planPayment: 1,
  additionalProduction: 2,
  stageRestart: 3,
  bracketGuide: 5,
  fixedDenture: 6,
  removableAppliance: 8,
  priceDifference: 9,
  silicone: 10,
  removableDenture: 12,
} as const satisfies Record<string, PaymentKindCode>;
