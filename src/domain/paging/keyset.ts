import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { z } from 'zod';

/**
 * Keyset paging of the lists that grow without bound (a case's comments and memos, a patient's images and scans):
 * newest row first by id, a page at most KEYSET_PAGE_MAX rows, and the cursor of the page after it (`earlier`, the id
 * of the page's oldest row) while older rows remain. A page never shifts when rows arrive or leave meanwhile, and a
 * cursor whose row has since been deleted still marks its place. Lists the spec pages (pageIndex/pageSize) keep those.
 */
export const KEYSET_PAGE_MAX = 50;

export const keysetMessages = {
  limitInvalid: msg`Ask for 1 to 50 rows per page.`,
  cursorInvalid: msg`The list position is not valid. Reload the list.`,
} satisfies Record<string, MessageDescriptor>;

const cursorInvalid = { error: keysetMessages.cursorInvalid.id };
const limitInvalid = { error: keysetMessages.limitInvalid.id };

/** The cursor and page size, as query string (coerced) or JSON body fields; a page size beyond the maximum is a 400. */
export const ZKeysetCursor = z.coerce.number(cursorInvalid).int(cursorInvalid).positive(cursorInvalid);
export const ZKeysetQuery = z.object({
  before: ZKeysetCursor.optional(),
  limit: z.coerce.number(limitInvalid).int(limitInvalid).min(1, limitInvalid).max(KEYSET_PAGE_MAX, limitInvalid).default(KEYSET_PAGE_MAX),
});
export type TKeysetQuery = z.input<typeof ZKeysetQuery>;

/** A page: its rows, and `earlier`, the `before` of the next page (older rows), or null on the last page. */
export const keysetPageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ list: z.array(item), earlier: z.number().int().nullable() });
export type KeysetPage<Item> = { list: Item[]; earlier: number | null };
