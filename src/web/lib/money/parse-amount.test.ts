import { describe, expect, it } from 'vitest';
import { parseAmount } from './parse-amount';

describe('parseAmount', () => {
  it('reads yuan with up to two decimals, around spaces', () => {
    expect(parseAmount(' 0.01 ')).toBe(0.01);
    expect(parseAmount('1280')).toBe(1280);
    expect(parseAmount('1280.5')).toBe(1280.5);
    expect(parseAmount('1280.50')).toBe(1280.5);
  });

  it('refuses what the server does not take', () => {
    for (const text of ['12.345', '-3', 'abc', '', '1e3', '1,280', '.5', '5.']) expect(parseAmount(text)).toBeNull();
  });
});
