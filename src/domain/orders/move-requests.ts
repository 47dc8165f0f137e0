import { z } from 'zod';
import { ZObjectKey } from '../clinics/fields';
import { ZRowId } from '../validation/row-id';
import { caseMessageId } from '../cases/case-messages';
import { ZAmount } from '../money';
import { MOVE_PHOTOS_MAX } from './moves';
import { required, ZDay, ZReason, ZStatus, ZStatusBase } from './fields';

/** The requests of the status moves every product line shares (src/domain/orders/paths.ts); see moves.ts. */

/** A status change with nothing but a reason (and attachments): cancel, ignore, restore, plan decision, receipt, and
 * the factory's review, design queue, release and termination. */
export const ZTransitionRequest = z.object({
  orderId: ZRowId,
  expectedStatus: ZStatus,
  to: ZStatus,
  reason: ZReason.optional(),
  /** Object keys of completed uploads of the caller (purpose `photo` or `plan`), at most 9. */
  attachments: z
    .array(ZObjectKey)
    .max(MOVE_PHOTOS_MAX, { error: caseMessageId('tooManyImages') })
    .default([]),
});
export type TTransitionRequest = z.input<typeof ZTransitionRequest>;

/**
 * 20 -> 21: the factory issues the payment order of the requested batch; `finalPayment` settles the whole plan. Once
 * the plan is paid in full a batch costs nothing more: the amount may then be 0 (the server checks).
 */
export const ZIssuePaymentRequest = ZStatusBase.extend({
  amount: z.union([z.literal(0), ZAmount], { error: caseMessageId('amountInvalid') }),
  finalPayment: z.boolean().default(false),
});
export type TIssuePaymentRequest = z.input<typeof ZIssuePaymentRequest>;

/** 21 -> 22: the factory records that the payment arrived (until the payments issue brings real payment). */
export const ZRecordPaymentRequest = ZStatusBase.extend({ reference: z.string().trim().max(100).default('') });
export type TRecordPaymentRequest = z.input<typeof ZRecordPaymentRequest>;

/** 23 -> 24: shipped. */
export const ZShipRequest = ZStatusBase.extend({
  carrier: z
    .string(required)
    .trim()
    .min(1, { error: caseMessageId('carrierRequired') })
    .max(50),
  trackingNo: z
    .string(required)
    .trim()
    .min(1, { error: caseMessageId('trackingRequired') })
    .max(50),
  estimatedDelivery: ZDay,
});
export type TShipRequest = z.input<typeof ZShipRequest>;
