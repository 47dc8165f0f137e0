import { z } from 'zod';
import { ZRowId } from '../validation/row-id';
import { ZCouponOption } from '../coupons/option';
import { ZAmount } from '../money';
import { ZKeyword, ZPageIndex, ZPageSize, ZReason } from '../orders/fields';
import { ZPaymentPassword } from '../validation/payment-password';
import { PAYMENT_KIND_CODES, type PaymentKindCode } from './kinds';
import { PAYMENT_METHODS, WALLETS } from './methods';
import { paymentMessageId } from './payment-messages';

/**
 * The payment calls' zod contracts (spec section 7, design service; paths in paths.ts). Amounts on the wire are yuan
 * with at most two decimals (src/domain/money.ts); every money field is named `amount` or `...Amount`, so the answers
 * of staff whose prices are hidden leave without them (server/http/price-fields.ts).
 */
export { PAYMENT_PATHS } from './paths';

const ZKind = z
  .number()
  .int()
  .refine((code): code is PaymentKindCode => (PAYMENT_KIND_CODES as readonly number[]).includes(code));

/** unPayList's filters (the spec shows a "filter payload" only): kind, product line, patient or doctor, paging. */
export const ZUnPayListRequest = z.object({
  kind: ZKind.optional(),
  productLine: z.number().int().positive().optional(),
  keyword: ZKeyword,
  /** Only these payment orders (the confirm page opened by its address names its orders with them). */
  payIds: z.array(ZRowId).min(1).max(50).optional(),
  pageIndex: ZPageIndex,
  pageSize: ZPageSize,
});
export type TUnPayListRequest = z.input<typeof ZUnPayListRequest>;

/** One payment order waiting to be paid (its `payId` is what the pay calls take). */
export const ZUnPaidOrder = z.object({
  payId: z.number().int(),
  orderId: z.number().int(),
  productLine: z.number().int(),
  kind: z.number().int(),
  patientName: z.string(),
  doctorName: z.string(),
  amount: z.number(),
  paidAmount: z.number(),
  dueAmount: z.number(),
  /** A wallet payment of it is waiting (another device showed a QR code): paying again is refused until it ends. */
  paymentWaiting: z.boolean(),
  /** The waiting payment is a bank remittance, waiting for factory finance (docs/payments.md); absent: none. */
  remittanceWaiting: z.boolean().optional(),
  /** Why the factory issued it, when it said (a price difference); absent: nothing said. */
  note: z.string().optional(),
  createdAt: z.number().int(),
});
export type TUnPaidOrder = z.infer<typeof ZUnPaidOrder>;

export const ZUnPayList = z.object({ list: z.array(ZUnPaidOrder), total: z.number().int() });
export type TUnPayList = z.infer<typeof ZUnPayList>;

export const ZPayIds = z
  .array(ZRowId)
  .min(1, { error: paymentMessageId('payOrdersRequired') })
  .max(50)
  .refine((ids) => new Set(ids).size === ids.length, { error: paymentMessageId('payOrdersRepeated') });

/** A claimed coupon to take off the payment (docs/payments.md, "Coupons"); combineCheck: omitted picks the best, null none. */
const ZCouponChoice = ZRowId.nullable().optional();

export const ZCombineCheckRequest = z.object({ payIds: ZPayIds, couponId: ZCouponChoice });

/** What paying these payment orders takes, and what the clinic's balance covers of it. */
export const ZCombineCheck = z.object({
  /** What is due of the payment orders, before the coupon. */
  dueAmount: z.number(),
  /** The clinic's unused coupons for it: usable first (the best first), then those it falls short of. */
  coupons: z.array(ZCouponOption),
  /** The coupon taken off: the one asked for, else the best usable one; null: none. */
  couponId: z.number().int().nullable(),
  couponAmount: z.number(),
  /** What is paid in money: due less the coupon. */
  payAmount: z.number(),
  balanceAmount: z.number(),
  /** The balance alone pays it all. */
  balanceCovers: z.boolean(),
  /** What is left for a wallet when the balance is used first (0 when the balance covers it). */
  walletAmount: z.number(),
  /** The method the caller saved last (savePayType), if any. */
  payType: z.enum(PAYMENT_METHODS).nullable(),
});
export type TCombineCheck = z.infer<typeof ZCombineCheck>;

/**
 * mergePay: one payment of one or several payment orders. `useBalance` takes what the balance has first; `wallet`
 * pays the rest (or all of it without the balance). Balance alone must cover the whole amount.
 */
export const ZMergePayRequest = z
  .object({
    payIds: ZPayIds,
    useBalance: z.boolean().default(false),
    wallet: z.enum(WALLETS).optional(),
    /** The clinic's payment password: needed with `useBalance` once the clinic has set one (docs/payments.md). */
    payPassword: ZPaymentPassword.optional(),
    /** A claimed coupon of the clinic, taken off the total (one a payment). */
    couponId: ZRowId.optional(),
  })
  .refine((request) => request.useBalance || request.wallet !== undefined, {
    error: paymentMessageId('methodRequired'),
    path: ['wallet'],
  });
export type TMergePayRequest = z.input<typeof ZMergePayRequest>;

export const PAYMENT_STATES = ['pending', 'paid', 'closed', 'paidToBalance'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * A payment as the payer sees it: pending until the wallet pays (the QR code, valid until `expiresAt`), then paid;
 * closed when the code expired or the payer declined (the balance part is back in the balance); paid to the balance
 * when a wallet paid after its orders were paid otherwise (the money is credited to the clinic's balance).
 */
export const ZPaymentView = z.object({
  paymentId: z.number().int(),
  merchantNo: z.string(),
  state: z.enum(PAYMENT_STATES),
  /** What is paid in money (balance and wallet parts). */
  totalAmount: z.number(),
  /** The claimed coupon taken off, and its discount. */
  couponId: z.number().int().nullable(),
  couponAmount: z.number(),
  balancePartAmount: z.number(),
  walletPartAmount: z.number(),
  wallet: z.enum(WALLETS).nullable(),
  qrPayload: z.string().nullable(),
  expiresAt: z.number().int().nullable(),
  payIds: z.array(z.number().int()),
  /** The orders paid in full by it (each moved on to "paid" where it was pending payment). */
  orderIds: z.array(z.number().int()),
});
export type TPaymentView = z.infer<typeof ZPaymentView>;

export const ZPaymentStatusRequest = z.object({ paymentId: ZRowId });

export const ZSavePayTypeRequest = z.object({ payType: z.enum(PAYMENT_METHODS) });

/** The wallet's notification: the signed fields (sorted key=value&... under HMAC-SHA256) and the signature. */
export const ZWalletNotification = z.object({
  merchantNo: z.string().max(32),
  providerTxnId: z.string().max(64),
  /** Integer fen (cents). */
  amountFen: z.number().int().nonnegative(),
  state: z.enum(['SUCCESS', 'CLOSED']),
  occurredAt: z.number().int(),
  nonce: z.string().max(64),
  sign: z.string().max(128),
});
export type TWalletNotification = z.infer<typeof ZWalletNotification>;

export const ZLocalWalletDecideRequest = z.object({
  qrPayload: z.string().max(500),
  decision: z.enum(['approve', 'decline']),
  /** false: the wallet keeps its notification (a lost callback), so only a status query finds the payment. */
  deliver: z.boolean().default(true),
});

export const ZLocalWalletDecision = z.object({ notification: ZWalletNotification });

export const ZRefundRequest = z.object({
  payId: ZRowId,
  /** Omitted: all that is left of what was paid. */
  amount: ZAmount.optional(),
  reason: ZReason.min(1, { error: paymentMessageId('reasonRequired') }),
});
export type TRefundRequest = z.input<typeof ZRefundRequest>;

export const ZRefundView = z.object({
  refundId: z.number().int(),
  payId: z.number().int(),
  amount: z.number(),
  /** How it went back: to the balance, to a wallet, outside the portal. */
  parts: z.array(z.object({ source: z.enum(['balance', 'wallet', 'outside', 'credit']), amount: z.number() })),
  paidAmount: z.number(),
});
export type TRefundView = z.infer<typeof ZRefundView>;

export const ZCreditBalanceRequest = z.object({
  clinicId: ZRowId,
  amount: ZAmount,
  reason: ZReason.min(1, { error: paymentMessageId('reasonRequired') }),
});

/** A price difference (payment kind 9) asked of a paid order: what more it costs, and why (the clinic reads it). */
export const ZPriceDifferenceRequest = z.object({
  orderId: ZRowId,
  amount: ZAmount,
  reason: ZReason.min(1, { error: paymentMessageId('reasonRequired') }),
});
export type TPriceDifferenceRequest = z.input<typeof ZPriceDifferenceRequest>;

export const ZBalanceView = z.object({ clinicId: z.number().int(), balanceAmount: z.number() });
export type TBalanceView = z.infer<typeof ZBalanceView>;

export const ZPayOrderDetailRequest = z.object({ payId: ZRowId });

export const ZPayOrderDetail = z.object({
  payId: z.number().int(),
  orderId: z.number().int(),
  kind: z.number().int(),
  state: z.enum(['open', 'paid', 'cancelled']),
  amount: z.number(),
  paidAmount: z.number(),
  refundedAmount: z.number(),
  /** Why it was issued, when finance said (a price difference). */
  note: z.string().nullable(),
});
export type TPayOrderDetail = z.infer<typeof ZPayOrderDetail>;

export const ZOrderPaymentsRequest = z.object({ orderId: ZRowId });

/** What factory finance sees of an order's money: each payment order's figures and the clinic's balance. */
export const ZOrderPayments = z.object({
  orderId: z.number().int(),
  clinicId: z.number().int(),
  clinicName: z.string(),
  balanceAmount: z.number(),
  list: z.array(ZPayOrderDetail),
});
export type TOrderPayments = z.infer<typeof ZOrderPayments>;
