import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findMessage } from './messages';
import { passwordCharacterClasses, ZPassword, ZPasswordWithConfirmation } from './password';

function issueMessages(value: unknown): (string | undefined)[] {
  const result = ZPassword.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => findMessage(issue.message)?.message);
}

const characters = {
  upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  lower: 'abcdefghijklmnopqrstuvwxyz',
  digit: '0123456789',
  symbol: '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~',
} as const;
type ClassName = keyof typeof characters;
const classNames = Object.keys(characters).filter((name): name is ClassName => name in characters);
const charOf = (name: ClassName) => fc.constantFrom(...characters[name].split(''));
const anyValidChar = fc.oneof(...classNames.map(charOf));
const whitespace = fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u3000', '\u2003');

describe('account password', () => {
  it.each([
    ['Abcdef1!', true],
    ['abcdef12', false], // two classes
    ['Abcdefg1', true], // upper, lower, digit
    ['abcdefg!1', true], // lower, symbol, digit
    ['ABCDEFG!1', true],
    ['Abc1!', false], // too short
  ])('%s valid: %s', (password, isValid) => expect(ZPassword.safeParse(password).success).toBe(isValid));

  it('accepts 8 and 20 characters, rejects 7 and 21', () => {
    expect(ZPassword.safeParse('Abcdef1!').success).toBe(true);
    expect(ZPassword.safeParse('Abcdef1!' + 'a'.repeat(12)).success).toBe(true);
    expect(issueMessages('Abcde1!')).toEqual(['Password must be 8 to 20 characters.']);
    expect(issueMessages('Abcdef1!' + 'a'.repeat(13))).toEqual(['Password must be 8 to 20 characters.']);
  });

  it('counts an emoji as one character', () => {
    expect(ZPassword.safeParse('Abcdef1😀').success).toBe(true);
    expect(ZPassword.safeParse('Abcdef1' + '😀'.repeat(13)).success).toBe(true);
    expect(ZPassword.safeParse('Abcdef1' + '😀'.repeat(14)).success).toBe(false);
  });

  it('names whitespace and missing classes', () => {
    expect(issueMessages('Abc def1')).toEqual(['Password must not contain spaces.']);
    expect(issueMessages('abcdefgh')).toEqual([
      'Password must contain at least three of: upper-case letters, lower-case letters, digits and symbols.',
    ]);
    expect(issueMessages(undefined)).toEqual(['This field is required.']);
  });

  it('finds the classes', () => {
    expect(passwordCharacterClasses('aB3$')).toEqual(['upper', 'lower', 'digit', 'symbol']);
    expect(passwordCharacterClasses('Пароль')).toEqual(['upper', 'lower']);
    expect(passwordCharacterClasses('密码')).toEqual([]);
  });

  it('property: any password with whitespace fails', () => {
    fc.assert(
      fc.property(fc.string(), whitespace, fc.string(), (before, space, after) => {
        expect(ZPassword.safeParse(before + space + after).success).toBe(false);
      }),
    );
  });

  it('property: 7 and 21 characters fail whatever they contain', () => {
    fc.assert(
      fc.property(fc.constantFrom(7, 21), fc.array(anyValidChar, { minLength: 21, maxLength: 21 }), (length, chars) => {
        expect(ZPassword.safeParse(chars.slice(0, length).join('')).success).toBe(false);
      }),
    );
  });

  it('property: three classes at a valid length pass', () => {
    const password = fc
      .subarray(classNames, { minLength: 3, maxLength: 4 })
      .chain((chosen) =>
        fc.tuple(
          fc.tuple(...chosen.map(charOf)),
          fc.array(fc.oneof(...chosen.map(charOf)), { minLength: 8 - chosen.length, maxLength: 20 - chosen.length }),
        ),
      )
      .chain(([required, rest]) =>
        fc.shuffledSubarray([...required, ...rest], { minLength: required.length + rest.length }),
      )
      .map((chars) => chars.join(''));
    fc.assert(fc.property(password, (value) => ZPassword.safeParse(value).success));
  });
});

describe('password with confirmation', () => {
  const issuesOf = (value: unknown) => {
    const result = ZPasswordWithConfirmation.safeParse(value);
    return result.success
      ? []
      : result.error.issues.map((issue) => ({ path: issue.path, message: findMessage(issue.message)?.message }));
  };

  it('accepts a matching confirmation', () => {
    expect(issuesOf({ password: 'Abcdef1!', passwordConfirmation: 'Abcdef1!' })).toEqual([]);
  });

  it('puts a mismatch on the confirmation field', () => {
    expect(issuesOf({ password: 'Abcdef1!', passwordConfirmation: 'Abcdef1?' })).toEqual([
      { path: ['passwordConfirmation'], message: 'The passwords do not match.' },
    ]);
  });

  it('reports a mismatch even while the password itself is still weak', () => {
    expect(issuesOf({ password: 'abc', passwordConfirmation: 'abd' })).toContainEqual({
      path: ['passwordConfirmation'],
      message: 'The passwords do not match.',
    });
  });

  it('asks for an empty confirmation instead of calling it a mismatch', () => {
    expect(issuesOf({ password: 'Abcdef1!', passwordConfirmation: '' })).toEqual([
      { path: ['passwordConfirmation'], message: 'Please enter the password again.' },
    ]);
  });
});
