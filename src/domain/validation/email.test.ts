import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isEmail, ZEmail } from './email';
import { findMessage } from './messages';

describe('e-mail', () => {
  it.each([
    ['name@example.com', true],
    ['first.last+tag@mail.example.co', true],
    ['a@b.cn', true], // two-letter top level: the shortest allowed
    ['a@b.c', false], // one-letter top level
    ['a@b.c1', false], // top level must be letters
    ['a@b', false], // no top level
    ['a@.com', false], // empty domain label
    ['a@b..com', false],
    ['@b.com', false], // empty local part
    ['a@@b.com', false],
    ['a b@c.com', false],
    ['ab@c.com ', false],
    ['ab@c .com', false],
    ['', false],
  ])('%j valid: %s', (value, isValid) => {
    expect(isEmail(value)).toBe(isValid);
    expect(ZEmail.safeParse(value).success).toBe(isValid);
  });

  it('accepts 254 characters and rejects 255', () => {
    const domain = '@example.com';
    expect(isEmail('a'.repeat(EMAIL_MAX_LENGTH - domain.length) + domain)).toBe(true);
    expect(isEmail('a'.repeat(EMAIL_MAX_LENGTH + 1 - domain.length) + domain)).toBe(false);
  });

  it('says what is wrong', () => {
    const result = ZEmail.safeParse('nope');
    expect(findMessage(result.error?.issues[0]?.message ?? '')?.message).toBe(
      'Enter a valid e-mail address, such as name@example.com.',
    );
  });

  it('property: an address with whitespace fails', () => {
    fc.assert(
      fc.property(fc.constantFrom(' ', '\t', '\u00a0', '\u3000'), fc.integer({ min: 0, max: 16 }), (space, at) => {
        const address = 'someone@example.com';
        return !isEmail(address.slice(0, at) + space + address.slice(at));
      }),
    );
  });
});
