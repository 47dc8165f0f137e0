import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * Payment methods (spec section 9): credit terms, corporate transfer, balance, two online wallets, pay-on-behalf link,
 * combined payment. Combined payment is not a method of its own: it is balance plus one wallet in one payment.
 * `outside` is money the factory records as received outside the portal (a bank remittance, cash): never offered to
 * a payer, it is how such money is told apart in the ledger and in refunds.
 */
export const PAYMENT_METHODS = [
  'balance',
  'wechat',
  'alipay',
  'creditTerms',
  'corporateTransfer',
  'payOnBehalf',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The online wallets, each reached through a PaymentProvider. */
export const WALLETS = ['wechat', 'alipay'] as const satisfies readonly PaymentMethod[];
export type Wallet = (typeof WALLETS)[number];

/** The methods a clinic can pay with in the portal today (the others are recorded by the factory or come later). */
export const PAYABLE_METHODS = ['balance', ...WALLETS] as const satisfies readonly PaymentMethod[];

/**
 * Where a share of a payment came from: the clinic's balance, a wallet, money received outside the portal, or a
 * coupon's discount (not money: never refunded; docs/payments.md, "Coupons"), or the clinic's credit terms (quotaPay).
 */
export const SHARE_SOURCES = ['balance', 'wallet', 'outside', 'coupon', 'credit'] as const;
export type ShareSource = (typeof SHARE_SOURCES)[number];
/** The sources that are money, which refunds give back. */
export type MoneySource = Exclude<ShareSource, 'coupon'>;
export const isMoneySource = (source: ShareSource): source is MoneySource => source !== 'coupon';

export const paymentMethodLabels: Record<PaymentMethod, MessageDescriptor> = {
  balance: msg({ context: 'payment method', message: 'Balance' }),
  wechat: msg({ context: 'payment method', message: 'WeChat Pay' }),
  alipay: msg({ context: 'payment method', message: 'Alipay' }),
  creditTerms: msg({ context: 'payment method', message: 'Credit terms' }),
  corporateTransfer: msg({ context: 'payment method', message: 'Corporate transfer' }),
  payOnBehalf: msg({ context: 'payment method', message: 'Pay-on-behalf link' }),
};

/** How long a wallet's QR code may be paid (then the payment is closed and the balance part released). */
export const PAYMENT_QR_VALIDITY_MS = 2 * 60 * 60 * 1000;

/** A merchant order number as wallets take it: 6 to 32 letters, digits, `_` or `-`. */
export const MERCHANT_NO_PATTERN = /^[A-Za-z0-9_-]{6,32}$/;
