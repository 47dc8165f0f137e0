import { z } from 'zod';
import { TABLE } from '../constants';
import { messageId } from '../validation/messages';
import { clinicMessageId } from './clinic-messages';

const required = { error: messageId('required') };
const tooLong = {
  25: clinicMessageId('textTooLong25'),
  50: clinicMessageId('textTooLong50'),
  100: clinicMessageId('textTooLong100'),
} as const;
export type TextLimit = keyof typeof tooLong;

/** Required text, trimmed: empty or blank is "required", longer than the limit is refused (spec section 5). */
export const requiredText = (limit: TextLimit) =>
  z.string(required).trim().min(1, required).max(limit, { error: tooLong[limit] });

/** Optional text, trimmed; absent is ''. */
export const optionalText = (limit: TextLimit) =>
  z.string(required).trim().max(limit, { error: tooLong[limit] }).default('');

export const ZId = z.number(required).int(required).positive(required);

/**
 * The key of a file the browser uploaded to the object store: slash-separated segments of letters, digits, `.`, `_`
 * and `-`, each starting with a letter or digit, at most 512 characters (the store's own rule).
 */
export const ZObjectKey = z
  .string(required)
  .min(1, required)
  .max(512, { error: clinicMessageId('fileKeyInvalid') })
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/, { error: clinicMessageId('fileKeyInvalid') });

/** A stored file as the web shows it: `path` is the key to send back, `url` a read link valid for an hour. */
export const ZStoredFile = z.object({
  path: z.string(),
  /** The part of the read link before the key (spec section 3: "prefix and path"). */
  prefix: z.string(),
  url: z.string(),
});
export type TStoredFile = z.infer<typeof ZStoredFile>;

/** Spec section 2: shared table page sizes 10, 20, 30, 50 (default 10). */
export const ZPageRequest = z.object({
  pageIndex: z.number(required).int(required).min(1, required).default(1),
  pageSize: z
    .number(required)
    .int(required)
    .refine((size) => (TABLE.pageSizes as readonly number[]).includes(size), {
      error: clinicMessageId('pageSizeInvalid'),
    })
    .default(TABLE.defaultPageSize),
});
export type TPageRequest = z.infer<typeof ZPageRequest>;

export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ list: z.array(item), total: z.number().int() });
