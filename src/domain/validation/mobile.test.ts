import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findMessage } from './messages';
import { isMobile, ZMobile } from './mobile';

describe('mobile number', () => {
  it.each([
    ['13800138000', true],
    ['12000000000', true], // second digit 2, the lowest allowed
    ['19999999999', true], // second digit 9, the highest allowed
    ['11000000000', false], // second digit 1
    ['10000000000', false], // second digit 0
    ['23800138000', false], // first digit not 1
    ['1380013800', false], // 10 digits
    ['138001380000', false], // 12 digits
    ['138 0013 800', false],
    ['+8613800138000', false],
    ['', false],
  ])('%j valid: %s', (value, isValid) => {
    expect(isMobile(value)).toBe(isValid);
    expect(ZMobile.safeParse(value).success).toBe(isValid);
  });

  it('says what is wrong', () => {
    const result = ZMobile.safeParse('123');
    expect(findMessage(result.error?.issues[0]?.message ?? '')?.message).toBe(
      'Enter an 11-digit mobile number starting with 1.',
    );
  });

  it('property: 1, a digit 2-9 and nine digits always pass', () => {
    const mobile = fc
      .tuple(fc.integer({ min: 2, max: 9 }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }))
      .map(([second, rest]) => `1${second}${rest.join('')}`);
    fc.assert(fc.property(mobile, (value) => isMobile(value)));
  });
});
