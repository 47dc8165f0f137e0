import { z } from 'zod';
import { ZClientId } from '../patients/patient';
import { ZEditBase } from '../edits/field-merge';
import { ZRowId } from '../validation/row-id';
import { caseMessageId } from '../cases/case-messages';
import { keysetPageOf } from '../paging/keyset';
import { required } from './fields';

/** A user's private memos on an order (the list pages like comments: ZCommentPageQuery, ./comments.ts). */
export const MEMO_PATHS = {
  add: '/v1/case/memo/add',
  update: '/v1/case/memo/update',
  delete: '/v1/case/memo/delete',
  list: '/v1/case/memo/list/:orderId',
} as const;

const ZMemoText = z
  .string(required)
  .trim()
  .min(1, required)
  .max(1000, { error: caseMessageId('commentTooLong') });
export const ZAddMemoRequest = z.object({ clientId: ZClientId, orderId: ZRowId, text: ZMemoText });
export type TAddMemoRequest = z.input<typeof ZAddMemoRequest>;
/**
 * `base`: the memo's text as the editor opened on it; a text changed meanwhile in another tab is a conflict (409), not
 * silently replaced (domain/edits/field-merge.ts).
 */
export const ZUpdateMemoRequest = z.object({ id: ZRowId, text: ZMemoText, base: ZEditBase.optional() });
/** The fields a memo edit may change. */
export const MEMO_FIELDS = ['text'] as const;
export type TUpdateMemoRequest = z.input<typeof ZUpdateMemoRequest>;
export const ZDeleteMemoRequest = z.object({ id: ZRowId });

export const ZMemo = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  text: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type TMemo = z.infer<typeof ZMemo>;
/** A page of the caller's memos on a case, newest first; `earlier` is the `before` of the next (older) page. */
export const ZMemoPage = keysetPageOf(ZMemo);
export type TMemoPage = z.infer<typeof ZMemoPage>;
