import { z } from 'zod';
import { ZLicenceValidity } from './licence-validity';
import { messageId } from '../validation/messages';
import { REVIEW_STATES } from './auth-statuses';
import { clinicMessageId } from './clinic-messages';
import { ZId, ZPageRequest, ZStoredFile, pageOf } from './fields';

const invalid = { error: messageId('invalidValue') };
export const REVIEW_KINDS = ['company', 'doctor'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** POST /api/tenant/factory/auth/list: authentications to review; without status, every one. */
export const ZReviewListRequest = ZPageRequest.extend({
  kind: z.enum(REVIEW_KINDS, invalid),
  status: z.enum(REVIEW_STATES, invalid).optional(),
});
export type TReviewListRequest = z.infer<typeof ZReviewListRequest>;

export const ZReviewItem = z.object({
  id: z.number().int(),
  kind: z.enum(REVIEW_KINDS),
  /** The company name, or the doctor's real name. */
  name: z.string(),
  userId: z.number().int(),
  applicantPhone: z.string(),
  /** The company's main clinic; null for a doctor. */
  clinicId: z.number().int().nullable(),
  titlePost: z.string().nullable(),
  /** The kind's own status number (company 0/1/2, doctor 1/2/3). */
  authStatus: z.number().int(),
  rejectReason: z.string().nullable(),
  submittedAt: z.number().int(),
  reviewedAt: z.number().int().nullable(),
  /** permitLicense and businessLicense, or idCardPath and certPath. */
  files: z.record(z.string(), ZStoredFile),
  /** The validity period printed on a file, keyed as `files` (a company's licences; none for a doctor). */
  validities: z.record(z.string(), ZLicenceValidity),
});
export const ZReviewPage = pageOf(ZReviewItem);
export type TReviewItem = z.infer<typeof ZReviewItem>;

/** POST /api/tenant/factory/auth/review: a reason is required to reject. */
export const ZReviewRequest = z
  .object({
    kind: z.enum(REVIEW_KINDS, invalid),
    id: ZId,
    approve: z.boolean(invalid),
    reason: z
      .string(invalid)
      .trim()
      .max(100, { error: clinicMessageId('textTooLong100') })
      .optional(),
  })
  .superRefine((value, context) => {
    if (!value.approve && !value.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: clinicMessageId('rejectReasonRequired') });
  });
export type TReviewRequest = z.infer<typeof ZReviewRequest>;
