import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney: every amount with its currency', () => {
  it.each([
    ['en', 'CN¥1,234.50'],
    ['zh', '¥1,234.50'],
    ['ru', '1 234,50 CN¥'],
  ])('%s', (locale, expected) => {
    expect(formatMoney(1234.5, locale).replace(/\s/g, ' ')).toBe(expected);
  });

  it('rounds to whole cents and writes zero as money too', () => {
    expect(formatMoney(0.105, 'en')).toBe('CN¥0.11');
    expect(formatMoney(0, 'en')).toBe('CN¥0.00');
  });

  it('an amount not known shows a dash, never "NaN" or a bare number', () => {
    expect(formatMoney(null, 'en')).toBe('—');
    expect(formatMoney(undefined, 'zh')).toBe('—');
    expect(formatMoney(Number.NaN, 'ru')).toBe('—');
  });
});
