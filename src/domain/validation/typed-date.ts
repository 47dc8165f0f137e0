import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { z } from 'zod';
import { messageId } from './messages';

dayjs.extend(customParseFormat);

/** The two date formats of the portal (spec section 9). */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** What the picker's time view and month view type (a time of day to the minute, a month). */
export const TIME_FORMAT = 'HH:mm';
export const MONTH_FORMAT = 'YYYY-MM';
export type TypedDateFormat = typeof DATE_FORMAT | typeof DATE_TIME_FORMAT | typeof TIME_FORMAT | typeof MONTH_FORMAT;

/**
 * A typed date or time is accepted only at the format's exact length and when it parses strictly
 * (spec section 5): "2024-2-1" and "2024-02-30" are refused, not rolled over.
 */
export function parseTypedDate(text: string, format: TypedDateFormat): Dayjs | undefined {
  if (text.length !== format.length) return undefined;
  const parsed = dayjs(text, format, true);
  return parsed.isValid() ? parsed : undefined;
}

export function isAcceptedTypedDate(text: string, format: TypedDateFormat): boolean {
  return parseTypedDate(text, format) !== undefined;
}

/** A date as the rules receive it: a picker value, or text in one of the two formats. */
export type DateValue = Date | Dayjs | string | null | undefined;

/** The valid moment behind a date value; text must match one of the two formats strictly. */
export function toValidDayjs(value: DateValue): Dayjs | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return parseTypedDate(value, DATE_FORMAT) ?? parseTypedDate(value, DATE_TIME_FORMAT);
  const moment = dayjs(value);
  return moment.isValid() ? moment : undefined;
}

export const ZDate = z
  .string({ error: messageId('required') })
  .refine((text) => isAcceptedTypedDate(text, DATE_FORMAT), { message: messageId('dateInvalid') });
export type TDate = z.infer<typeof ZDate>;

export const ZDateTime = z
  .string({ error: messageId('required') })
  .refine((text) => isAcceptedTypedDate(text, DATE_TIME_FORMAT), { message: messageId('dateTimeInvalid') });
export type TDateTime = z.infer<typeof ZDateTime>;
