import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NUMERIC_INPUT_DEFAULT_MAX, normalizeNumericInput } from './numeric-input';

describe('numeric input', () => {
  it.each([
    ['', ''],
    ['abc', ''],
    ['12', '12'],
    ['12.', '12.'], // partial input while typing stays
    ['.', '0.'],
    ['.5', '0.5'],
    ['0.50', '0.50'],
    ['007', '7'],
    ['00.5', '0.5'],
    ['0', '0'],
    ['1.2.3', '1.23'], // one point: later points go
    ['1.234', '1.23'], // two decimals: the third is cut, not rounded
    ['1.239', '1.23'],
    ['1,234.5', '1234.5'],
    ['¥ 12.30', '12.30'],
    ['-12', '12'],
    ['1e5', '15'],
    ['１２．５', '12.5'], // full-width digits and point from an IME
    ['3。14', '3.14'],
  ])('%j -> %j', (raw, shown) => expect(normalizeNumericInput(raw)).toBe(shown));

  it('keeps no decimals for integers', () => {
    expect(normalizeNumericInput('12.5', { integer: true })).toBe('12');
    expect(normalizeNumericInput('12.', { integer: true })).toBe('12');
    expect(normalizeNumericInput('.5', { integer: true })).toBe('');
    expect(normalizeNumericInput('1.5', { decimals: 0 })).toBe('1');
    expect(normalizeNumericInput('1.23456789', { decimals: 5 })).toBe('1.23456');
  });

  it('clamps to the default max 999999999999 and not below it', () => {
    expect(normalizeNumericInput('999999999999')).toBe('999999999999');
    expect(normalizeNumericInput('999999999999.5')).toBe('999999999999');
    expect(normalizeNumericInput('1000000000000')).toBe('999999999999');
    expect(normalizeNumericInput('99999999999999999999999999')).toBe(String(NUMERIC_INPUT_DEFAULT_MAX));
  });

  it('clamps to a given max and min at the edges', () => {
    const options = { min: 1, max: 100 };
    expect(normalizeNumericInput('100', options)).toBe('100');
    expect(normalizeNumericInput('100.01', options)).toBe('100');
    expect(normalizeNumericInput('1', options)).toBe('1');
    expect(normalizeNumericInput('0.99', options)).toBe('1');
    expect(normalizeNumericInput('', options)).toBe('');
    expect(normalizeNumericInput('5', { max: 2.5 })).toBe('2.5');
  });

  it('leaves the min alone while typing, since "1" may become "15"', () => {
    expect(normalizeNumericInput('1', { min: 10, isTyping: true })).toBe('1');
    expect(normalizeNumericInput('1', { min: 10 })).toBe('10');
    expect(normalizeNumericInput('150', { min: 10, max: 100, isTyping: true })).toBe('100');
  });

  it('writes huge bounds without an exponent', () => {
    expect(normalizeNumericInput('9'.repeat(30), { max: 1e21 })).toBe('1000000000000000000000');
  });

  it('rejects impossible bounds', () => {
    expect(() => normalizeNumericInput('1', { min: 5, max: 4 })).toThrow(RangeError);
    expect(() => normalizeNumericInput('1', { min: -1 })).toThrow(RangeError);
  });

  const options = fc.record(
    {
      min: fc.integer({ min: 0, max: 1000 }),
      max: fc.oneof(fc.integer({ min: 1000, max: 1_000_000 }), fc.constant(NUMERIC_INPUT_DEFAULT_MAX)),
      decimals: fc.constantFrom(0, 1, 2, 3, 4, 5),
      integer: fc.boolean(),
      isTyping: fc.boolean(),
    },
    { requiredKeys: [] },
  );
  const raw = fc.oneof(
    fc.string(),
    fc.string({ unit: fc.constantFrom('0', '1', '9', '.', '.', '-', ',', 'a', ' ', '５', '。') }),
  );

  it('property: the output has only digits and at most one point', () => {
    fc.assert(
      fc.property(raw, options, (input, opts) => /^[0-9]*(\.[0-9]*)?$/.test(normalizeNumericInput(input, opts))),
    );
  });

  it('property: the output is never above max', () => {
    fc.assert(
      fc.property(raw, options, (input, opts) => {
        const shown = normalizeNumericInput(input, opts);
        return shown === '' || Number(shown) <= (opts.max ?? NUMERIC_INPUT_DEFAULT_MAX);
      }),
    );
  });

  it('property: the output is never below min once typing ends', () => {
    fc.assert(
      fc.property(raw, options, (input, opts) => {
        const shown = normalizeNumericInput(input, { ...opts, isTyping: false });
        return shown === '' || Number(shown) >= (opts.min ?? 0);
      }),
    );
  });

  it('property: normalising twice is normalising once', () => {
    fc.assert(
      fc.property(raw, options, (input, opts) => {
        const once = normalizeNumericInput(input, opts);
        return normalizeNumericInput(once, opts) === once;
      }),
    );
  });

  it('property: decimals never exceed the allowed count', () => {
    fc.assert(
      fc.property(raw, options, (input, opts) => {
        const allowed = opts.integer ? 0 : (opts.decimals ?? 2);
        const [, decimals = ''] = normalizeNumericInput(input, opts).split('.');
        return decimals.length <= allowed;
      }),
    );
  });
});
