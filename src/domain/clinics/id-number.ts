import { z } from 'zod';
import { messageId } from '../validation/messages';
import { clinicMessageId } from './clinic-messages';

// GB 11643-1999: weights 2^(17-i) mod 11 for the first 17 digits; the check character by ISO 7064 MOD 11-2.
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARACTERS = '10X98765432';
const SHAPE = /^[1-9]\d{16}[\dX]$/;

/** The check character that completes 17 digits. */
export function residentIdCheckCharacter(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new Error('residentIdCheckCharacter needs 17 digits');
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARACTERS[sum % 11] ?? '';
}

/**
 * A Chinese resident ID number: 18 characters, a region code not starting with 0, a real birth date from 1900 up to
 * today, and the right check character (upper-case X; normalise before calling).
 */
export function isResidentIdNumber(value: string, today: Date = new Date()): boolean {
  if (!SHAPE.test(value)) return false;
  const year = Number(value.slice(6, 10));
  const month = Number(value.slice(10, 12));
  const day = Number(value.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return false;
  if (birth.getTime() > Date.UTC(today.getFullYear(), today.getMonth(), today.getDate())) return false;
  return residentIdCheckCharacter(value.slice(0, 17)) === value[17];
}

/** Trimmed and upper-cased (a lower-case x is accepted and stored as X). */
export const ZResidentIdNumber = z
  .string({ error: messageId('required') })
  .trim()
  .toUpperCase()
  .refine((value) => isResidentIdNumber(value), { message: clinicMessageId('idNumberInvalid') });
export type TResidentIdNumber = z.infer<typeof ZResidentIdNumber>;
