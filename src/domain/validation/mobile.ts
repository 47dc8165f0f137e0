import { z } from 'zod';
import { messageId } from './messages';

/** Mobile number (spec section 5): 11 digits, the first is 1, the second 2 to 9. */
export const MOBILE_PATTERN = /^1[2-9][0-9]{9}$/;

export const ZMobile = z
  .string({ error: messageId('required') })
  .regex(MOBILE_PATTERN, { message: messageId('mobileFormat') });
export type TMobile = z.infer<typeof ZMobile>;

export function isMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}
