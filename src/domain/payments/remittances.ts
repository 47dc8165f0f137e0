import { z } from 'zod';
import { ZRowId } from '../validation/row-id';
import { ZObjectKey, ZStoredFile } from '../clinics/fields';
import { ZAmount } from '../money';
import { ZPageIndex, ZPageSize, ZReason } from '../orders/fields';
import { ZPayIds } from './contracts';
import { normalizeAccountNo } from './remittance-names';
import { remittanceMessageId } from './remittance-messages';

export { REMITTANCE_PATHS } from './paths';

/**
 * Corporate transfer and bank remittance (spec sections 5 and 9; docs/payments.md): the bank block's account, the
 * clinic's remittance record and factory finance's decision. One source for the server's checks and the form's.
 */

/** submitted: it holds its payment orders while factory finance checks the bank; then confirmed or rejected. */
export const REMITTANCE_STATES = ['submitted', 'confirmed', 'rejected'] as const;
export type RemittanceState = (typeof REMITTANCE_STATES)[number];

/** The bank block (spec section 9): the manufacturer's receiving account, and what to write on the transfer. */
export const ZTransferAccount = z.object({
  accountName: z.string(),
  accountNo: z.string(),
  bankName: z.string(),
  /** The clinic's transfer reference: written in the transfer's remark, it tells finance whose money it is. */
  reference: z.string(),
});
export type TTransferAccount = z.infer<typeof ZTransferAccount>;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` naming a day that exists and is not after `latest` (`YYYY-MM-DD`). */
export function isRemittanceDate(text: string, latest: string): boolean {
  if (!DATE_PATTERN.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists && text >= '2000-01-01' && text <= latest;
}

/** Tomorrow as `YYYY-MM-DD` (UTC): one day of slack for a tablet east of the server. */
const latestRemittanceDay = () => new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);

/** The payer account's fields as the clinic types them (the name is checked against the clinic's by the server). */
export const ZPayerAccount = z.object({
  payerAccountName: z
    .string()
    .trim()
    .min(1, { error: remittanceMessageId('accountNameRequired') })
    .max(100),
  payerAccountNo: z
    .string()
    .transform(normalizeAccountNo)
    .pipe(z.string().regex(/^\d{6,32}$/, { error: remittanceMessageId('accountNoInvalid') })),
  payerBank: z
    .string()
    .trim()
    .min(1, { error: remittanceMessageId('bankRequired') })
    .max(100, { error: remittanceMessageId('bankRequired') }),
  amount: ZAmount,
  remittedOn: z.string().refine((text) => isRemittanceDate(text, latestRemittanceDay()), {
    error: remittanceMessageId('remittedOnInvalid'),
  }),
  /** The proof photo: an object the payer uploaded with purpose 'remittance'. */
  proofKey: ZObjectKey,
});

/** pay/remittance/submit: the remittance of these payment orders (a coupon taken off as mergePay takes it). */
export const ZRemittanceSubmit = ZPayerAccount.extend({ payIds: ZPayIds, couponId: ZRowId.optional() });
export type TRemittanceSubmit = z.input<typeof ZRemittanceSubmit>;

/** A remittance as the clinic and factory finance see it. */
export const ZRemittanceView = z.object({
  remittanceId: z.number().int(),
  paymentId: z.number().int(),
  /** The remittance's number (its payment's merchant number). */
  merchantNo: z.string(),
  state: z.enum(REMITTANCE_STATES),
  clinicId: z.number().int(),
  clinicName: z.string(),
  payerAccountName: z.string(),
  payerAccountNo: z.string(),
  payerBank: z.string(),
  amount: z.number(),
  couponAmount: z.number(),
  remittedOn: z.string(),
  proof: ZStoredFile.nullable(),
  orders: z.array(z.object({ payId: z.number().int(), orderId: z.number().int(), amount: z.number() })),
  rejectReason: z.string().nullable(),
  submittedAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
});
export type TRemittanceView = z.infer<typeof ZRemittanceView>;

export const ZRemittanceListRequest = z.object({ payIds: z.array(ZRowId).max(50).optional() });
export const ZRemittanceList = z.object({ list: z.array(ZRemittanceView) });
export type TRemittanceList = z.infer<typeof ZRemittanceList>;

export const ZFactoryRemittanceListRequest = z.object({
  state: z.enum(REMITTANCE_STATES).optional(),
  pageIndex: ZPageIndex,
  pageSize: ZPageSize,
});
export type TFactoryRemittanceListRequest = z.input<typeof ZFactoryRemittanceListRequest>;
export const ZFactoryRemittanceList = z.object({ list: z.array(ZRemittanceView), total: z.number().int() });
export type TFactoryRemittanceList = z.infer<typeof ZFactoryRemittanceList>;

export const ZRemittanceConfirm = z.object({ remittanceId: ZRowId });
export const ZRemittanceReject = z.object({
  remittanceId: ZRowId,
  reason: ZReason.min(1, { error: remittanceMessageId('rejectReasonRequired') }),
});
