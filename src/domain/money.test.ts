import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, fromCents, isWholeCents, splitCents, toCents } from './money';

describe('cents', () => {
  it('converts yuan with two decimals to whole cents and back', () => {
    expect(toCents(12345.67)).toBe(1234567);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    // Half a cent rounds away from zero on the decimal written, not on the binary double (1.005 × 100 = 100.4999…).
    expect(toCents(1.005)).toBe(101);
    expect(toCents(1.004)).toBe(100);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(999_999_999_999.99)).toBe(99_999_999_999_999);
    expect(fromCents(1234567)).toBe(12345.67);
    fc.assert(fc.property(fc.integer({ min: 0, max: 99_999_999_999_999 }), (cents) => toCents(fromCents(cents)) === cents));
  });

  it('tells whole cents from a third decimal', () => {
    expect(isWholeCents(19.99)).toBe(true);
    expect(isWholeCents(0.1 + 0.2)).toBe(true);
    expect(isWholeCents(1.005)).toBe(false);
  });
});

describe('splitCents (largest remainder)', () => {
  it('gives the cents left over to the largest remainders, the earlier share on a tie', () => {
    expect(splitCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitCents(10, [1, 2])).toEqual([3, 7]);
    expect(splitCents(1000, [333, 333, 334])).toEqual([333, 333, 334]);
    expect(splitCents(5, [0, 1, 0])).toEqual([0, 5, 0]);
    expect(splitCents(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(splitCents(0, [2, 3])).toEqual([0, 0]);
  });

  it('refuses what cannot be split', () => {
    expect(() => splitCents(100, [])).toThrow(RangeError);
    expect(() => splitCents(100, [0, 0])).toThrow(RangeError);
    expect(() => splitCents(100, [1, -1, 2])).toThrow(RangeError);
    expect(() => splitCents(100, [0.5, 1])).toThrow(RangeError);
    expect(() => splitCents(10.5, [1, 1])).toThrow(RangeError);
  });

  it('sums exactly to the total, each share within one cent of its proportional part', () => {
    const total = fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 });
    const weights = fc
      .array(fc.integer({ min: 0, max: 1_000_000_000 }), { minLength: 1, maxLength: 12 })
      .filter((list) => list.some((weight) => weight > 0));
    fc.assert(
      fc.property(total, weights, (cents, list) => {
        const shares = splitCents(cents, list);
        expect(shares).toHaveLength(list.length);
        expect(shares.every(Number.isSafeInteger)).toBe(true);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(cents);
        const sum = list.reduce((a, b) => a + b, 0);
        shares.forEach((share, index) => {
          // |share - cents * w / sum| < 1, compared exactly: |share * sum - cents * w| < sum.
          const gap = BigInt(share) * BigInt(sum) - BigInt(cents) * BigInt(list[index]!);
          expect(gap < BigInt(sum) && gap > -BigInt(sum)).toBe(true);
        });
      }),
    );
  });
});

describe('formatCents', () => {
  it('writes yuan the way each interface language does', () => {
    expect(formatCents(123456, 'en')).toBe('CN¥1,234.56');
    expect(formatCents(123456, 'zh')).toBe('¥1,234.56');
    expect(formatCents(123456, 'ru').replace(/\s/g, ' ')).toBe('1 234,56 CN¥');
    expect(formatCents(-50, 'en')).toBe('-CN¥0.50');
  });
});
