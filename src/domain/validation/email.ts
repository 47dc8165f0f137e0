import { z } from 'zod';
import { messageId } from './messages';

/** Longest address SMTP carries (RFC 5321 path limit less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * E-mail (spec section 5): local@domain.tld with no whitespace anywhere, one @, no empty domain label,
 * and a top-level domain of at least two letters.
 */
const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[A-Za-z]{2,}$/u;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

export const ZEmail = z.string({ error: messageId('required') }).refine(isEmail, { message: messageId('emailFormat') });
export type TEmail = z.infer<typeof ZEmail>;
