import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundTo } from './rounding';

describe('roundTo', () => {
  it.each([
    [1.005, 2, 1.01], // 1.00499999… in binary: naive Math.round(x * 100) / 100 gives 1
    [1.255, 2, 1.26],
    [2.675, 2, 2.68],
    [8.345, 2, 8.35],
    [1.0049999, 2, 1],
    [0.615, 2, 0.62],
    [10.235, 2, 10.24],
    [1.45, 1, 1.5],
    [2.5, 0, 3],
    [-2.5, 0, -3], // half away from zero
    [-1.005, 2, -1.01],
    [1.000005, 5, 1.00001],
    [123.456789, 5, 123.45679],
    [1e-7, 2, 0],
    [5e-7, 5, 0],
    [1.5e-5, 5, 0.00002],
    [1e21, 2, 1e21],
    [0, 3, 0],
    [-0.001, 2, 0], // 0, not -0
  ])('roundTo(%d, %d) = %d', (value, decimals, expected) => expect(roundTo(value, decimals)).toBe(expected));

  it('accepts 0 and 5 decimals and rejects -1, 6 and fractions', () => {
    expect(roundTo(1.23456789, 0)).toBe(1);
    expect(roundTo(1.23456789, 5)).toBe(1.23457);
    expect(() => roundTo(1, -1)).toThrow(RangeError);
    expect(() => roundTo(1, 6)).toThrow(RangeError);
    expect(() => roundTo(1, 1.5)).toThrow(RangeError);
    expect(() => roundTo(1, Number.NaN)).toThrow(RangeError);
  });

  it('returns non-finite values unchanged', () => {
    expect(roundTo(Number.NaN, 2)).toBeNaN();
    expect(roundTo(Number.POSITIVE_INFINITY, 2)).toBe(Number.POSITIVE_INFINITY);
  });

  const decimals = fc.integer({ min: 0, max: 5 });
  const amount = fc.double({ min: -1e9, max: 1e9, noNaN: true });

  it('property: a written half rounds up, x.yy5 -> x.yy + 0.01', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const written = Number(`${whole}.${String(cents).padStart(2, '0')}5`);
        return roundTo(written, 2) === (whole * 100 + cents + 1) / 100;
      }),
    );
  });

  it('property: rounding is idempotent and moves by at most half a unit', () => {
    fc.assert(
      fc.property(amount, decimals, (value, places) => {
        const rounded = roundTo(value, places);
        const halfUnit = 0.5 * 10 ** -places;
        return roundTo(rounded, places) === rounded && Math.abs(rounded - value) <= halfUnit * (1 + 1e-9);
      }),
    );
  });

  it('property: the result has at most the asked decimals', () => {
    fc.assert(
      fc.property(amount, decimals, (value, places) => {
        const [, fraction = ''] = String(roundTo(value, places)).split('.');
        return fraction.length <= places;
      }),
    );
  });
});
