import { z } from 'zod';
import { ZRowId } from '../validation/row-id';
import { isWholeCents, ZAmount } from '../money';
import { ZReason } from '../orders/fields';
import { ZPaymentPassword } from '../validation/payment-password';
import { ZPayIds } from './contracts';
import { paymentMessageId } from './payment-messages';

/**
 * Credit terms, the clinic quota (spec sections 3, 7 and 9; docs/payments.md, "Credit terms"): factory finance grants
 * a clinic a credit limit; the clinic pays payment orders on credit up to what is left of it; repayments and refunds
 * give it back. These are the shapes of the calls, shared by the server and the screens.
 */

/** quotaPay: the payment orders to pay on credit (the same payIds rules as mergePay). */
export const ZQuotaPayRequest = z.object({
  payIds: ZPayIds,
  /** A claimed coupon of the clinic, taken off the total as with mergePay; credit pays the rest. */
  couponId: ZRowId.optional(),
  /** The clinic's payment password: needed once the clinic has set one, as for the balance. */
  payPassword: ZPaymentPassword.optional(),
});
export type TQuotaPayRequest = z.input<typeof ZQuotaPayRequest>;

/** One credit movement: a payment on credit (negative: credit used), a repayment or a refund (positive). */
export const ZCreditMovement = z.object({
  id: z.number().int(),
  kind: z.enum(['payment', 'repayment', 'refund']),
  amount: z.number(),
  reason: z.string().nullable(),
  createdAt: z.number().int(),
});
export type TCreditMovement = z.infer<typeof ZCreditMovement>;

/** A clinic's credit: the limit granted, what is used, what is left (never below 0), its balance, recent movements. */
export const ZClinicQuota = z.object({
  clinicId: z.number().int(),
  /** Whether the factory granted a limit above 0: the quota permission (financial data, the credit method). */
  hasQuota: z.boolean(),
  limitAmount: z.number(),
  usedAmount: z.number(),
  remainingAmount: z.number(),
  balanceAmount: z.number(),
  /** The newest first, at most 50. */
  movements: z.array(ZCreditMovement),
});
export type TClinicQuota = z.infer<typeof ZClinicQuota>;

export const ZClinicCreditRequest = z.object({ clinicId: ZRowId });

/** Factory finance sets a clinic's credit limit (0 withdraws credit terms; a limit below what is used is allowed). */
export const ZCreditLimitRequest = z.object({
  clinicId: ZRowId,
  limit: z.number().min(0).max(999_999_999_999).refine(isWholeCents),
});
export type TCreditLimitRequest = z.input<typeof ZCreditLimitRequest>;

/** Factory finance records a repayment of used credit, received outside the portal, with its reference. */
export const ZCreditRepayRequest = z.object({
  clinicId: ZRowId,
  amount: ZAmount,
  reason: ZReason.min(1, { error: paymentMessageId('reasonRequired') }),
});
export type TCreditRepayRequest = z.input<typeof ZCreditRepayRequest>;
