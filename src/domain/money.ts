/**
 * Money: integer cents everywhere it is stored or added up; yuan (at most two decimals) only on the wire and on
 * screen. One source of truth for converting, splitting and writing amounts; the payment orders build on it.
 */

import { z } from 'zod';
import { caseMessageId } from './cases/case-messages';
import { roundTo } from './validation/rounding';

/** The currency the portal charges in. */
export const CURRENCY = 'CNY';

/**
 * Yuan as sent over the wire, to integer cents, rounded half away from zero on the decimal written (roundTo, the
 * spec's 0-5 decimal rounding): 1.005 yuan is 101 cents although the double 1.005 × 100 is 100.4999….
 */
export const toCents = (amount: number): number => Math.round(roundTo(amount, 2) * 100);

/** Integer cents to the yuan the wire carries. */
export const fromCents = (cents: number): number => cents / 100;

/** Whether an amount in yuan is whole cents (no third decimal, allowing for binary fractions). */
export const isWholeCents = (amount: number): boolean => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;

/** Money as sent over the wire: yuan with at most two decimals, above 0 (stored as integer cents). */
export const ZAmount = z
  .number({ error: caseMessageId('amountInvalid') })
  .positive({ error: caseMessageId('amountInvalid') })
  .max(999_999_999_999, { error: caseMessageId('amountInvalid') })
  .refine(isWholeCents, { error: caseMessageId('amountInvalid') });

/**
 * Splits `totalCents` into shares proportional to `weights` by the largest remainder: every share is its proportional
 * part rounded down, and the cents left over go one each to the shares whose parts lost the most (the earlier share
 * on a tie). The shares add up to the total exactly and each is within one cent of its proportional part. Weights are
 * whole numbers (cents, steps, units), not negative, adding up to more than zero; the arithmetic is exact. A total
 * below zero is split as its opposite and negated.
 */
export function splitCents(totalCents: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(totalCents)) throw new RangeError(`Not whole cents: ${totalCents}`);
  if (weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0))
    throw new RangeError('Weights must be whole numbers, not negative');
  if (totalCents < 0) return splitCents(-totalCents, weights).map((share) => (share === 0 ? 0 : -share));
  const sum = weights.reduce((total, weight) => total + BigInt(weight), 0n);
  if (sum === 0n) throw new RangeError('The weights must add up to more than zero');
  const parts = weights.map((weight, index) => {
    const scaled = BigInt(totalCents) * BigInt(weight);
    return { index, floor: scaled / sum, remainder: scaled % sum };
  });
  let left = BigInt(totalCents) - parts.reduce((total, part) => total + part.floor, 0n);
  const shares = parts.map((part) => part.floor);
  const byRemainder = [...parts].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    shares[index] = shares[index]! + 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

/** An amount of cents as the locale writes money (`¥1,234.50`, `1 234,50 CN¥`, `¥1,234.50` in zh). */
export function formatCents(cents: number, locale: string, currency = CURRENCY): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(fromCents(cents));
}
