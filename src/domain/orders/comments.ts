import { z } from 'zod';
import { ZObjectKey } from '../clinics/fields';
import { ZClientId } from '../patients/patient';
import { ZRowId } from '../validation/row-id';
import { caseMessageId } from '../cases/case-messages';
import { KEYSET_PAGE_MAX, keysetPageOf, ZKeysetQuery, type TKeysetQuery } from '../paging/keyset';
import { ZCaseSide, ZFileLink } from './fields';

/** An order's comments: the conversation of the clinic and the factory (paths filled in with casePath, ./paths.ts). */
export const COMMENT_PATHS = {
  add: '/v1/case/comment/add',
  list: '/v1/case/comment/list/:orderId',
} as const;

export const ZAddCommentRequest = z
  .object({
    clientId: ZClientId,
    orderId: ZRowId,
    text: z
      .string()
      .trim()
      .max(1000, { error: caseMessageId('commentTooLong') })
      .default(''),
    images: z
      .array(ZObjectKey)
      .max(9, { error: caseMessageId('tooManyImages') })
      .default([]),
  })
  .refine((comment) => comment.text.length > 0 || comment.images.length > 0, {
    error: caseMessageId('commentEmpty'),
    path: ['text'],
  });
export type TAddCommentRequest = z.input<typeof ZAddCommentRequest>;

export const ZComment = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  authorName: z.string(),
  authorSide: ZCaseSide,
  text: z.string(),
  images: z.array(ZFileLink),
  createdAt: z.number().int(),
});
export type TComment = z.infer<typeof ZComment>;

/** A page of a case's comments (or memos) holds at most this many; the page size a client may ask for is 1 to this. */
export const COMMENT_PAGE_MAX = KEYSET_PAGE_MAX;
/**
 * GET /v1/case/comment/list/:orderId?before=&limit=: the newest `limit` comments older than comment `before` (all
 * when absent). Keyset paging on the comment id (domain/paging/keyset.ts), so a page never shifts when comments arrive.
 * GET /v1/case/memo/list/:orderId takes the same.
 */
export const ZCommentPageQuery = ZKeysetQuery;
export type TCommentPageQuery = TKeysetQuery;
/** The page, oldest first (a conversation reads top to bottom); `earlier` is the `before` of the page above, if any. */
export const ZCommentPage = keysetPageOf(ZComment);
export type TCommentPage = z.infer<typeof ZCommentPage>;
