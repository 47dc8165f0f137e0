import { z } from 'zod';
import { ZPageRequest } from '../clinics/fields';
import { messageId } from '../validation/messages';
import { ZRowId } from '../validation/row-id';
import { caseMessageId } from '../cases/case-messages';

/** The fields the order contracts share (src/domain/orders/*, the lines' own, comments, memos and reminders). */

export const required = { error: messageId('required') };
export const ZStatus = z.number(required).int(required);
export const ZOrderIdParams = z.object({ orderId: z.coerce.number(required).pipe(ZRowId) });
/** The spec's table paging (section 9: sizes 10, 20, 30, 50), one rule with the clinic lists': a size beyond is a 400. */
export const { pageIndex: ZPageIndex, pageSize: ZPageSize } = ZPageRequest.shape;
export const ZKeyword = z.string().trim().max(50).default('');
export const ZReason = z
  .string()
  .trim()
  .max(500, { error: caseMessageId('reasonTooLong') });
export const ZDay = z.string(required).regex(/^\d{4}-\d{2}-\d{2}$/, { error: messageId('dateInvalid') });

/** What every status change carries: the case and the status the user saw. */
export const ZStatusBase = z.object({ orderId: ZRowId, expectedStatus: ZStatus });

export const ZCaseSide = z.enum(['clinic', 'factory']);

export const ZFileLink = z.object({ key: z.string(), name: z.string(), url: z.string() });
export type TFileLink = z.infer<typeof ZFileLink>;
