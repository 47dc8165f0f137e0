import { describe, expect, it } from 'vitest';
import { isValidToothNumbers, normalizeToothNumbers } from './tooth-numbers';

describe('tooth numbers', () => {
  it('accepts spaces, Latin and Chinese commas and drops repeats', () => {
    expect(normalizeToothNumbers(' 11 21, 22，31；31 、48 ')).toBe('11,21,22,31,48');
    expect(normalizeToothNumbers('')).toBe('');
  });

  it('takes FDI permanent (11-48) and primary (51-85) teeth and nothing else', () => {
    expect(isValidToothNumbers('')).toBe(true);
    expect(isValidToothNumbers('11,48,51,85')).toBe(true);
    for (const wrong of ['10', '19', '49', '86', '50', '91', '1', '111', 'ab']) {
      expect(isValidToothNumbers(normalizeToothNumbers(wrong))).toBe(false);
    }
  });
});
