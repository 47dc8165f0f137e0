import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findMessage } from './messages';
import { ZPaymentPassword, ZPaymentPasswordWithConfirmation } from './payment-password';

const sixDigits = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 })
  .map((digits) => digits.join(''));

describe('payment password', () => {
  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false], // 5 digits
    ['1234567', false], // 7 digits
    ['12345a', false],
    [' 123456', false],
    ['１２３４５６', false], // full-width digits
    ['', false],
  ])('%j valid: %s', (value, isValid) => expect(ZPaymentPassword.safeParse(value).success).toBe(isValid));

  it('says what is wrong', () => {
    const result = ZPaymentPassword.safeParse('12345');
    expect(findMessage(result.error?.issues[0]?.message ?? '')?.message).toBe('The payment password must be 6 digits.');
  });

  it('property: exactly six digits pass', () => {
    fc.assert(fc.property(sixDigits, (value) => ZPaymentPassword.safeParse(value).success));
  });

  it('property: anything that is not six digits fails', () => {
    fc.assert(
      fc.property(
        fc.string().filter((value) => !/^[0-9]{6}$/.test(value)),
        (value) => !ZPaymentPassword.safeParse(value).success,
      ),
    );
  });
});

describe('payment password with confirmation', () => {
  const issuesOf = (value: unknown) => {
    const result = ZPaymentPasswordWithConfirmation.safeParse(value);
    return result.success
      ? []
      : result.error.issues.map((issue) => ({ path: issue.path, message: findMessage(issue.message)?.message }));
  };

  it('accepts a matching confirmation', () => {
    expect(issuesOf({ paymentPassword: '123456', paymentPasswordConfirmation: '123456' })).toEqual([]);
  });

  it('reports a malformed confirmation once, as a format issue', () => {
    expect(issuesOf({ paymentPassword: '123456', paymentPasswordConfirmation: '12345' })).toEqual([
      { path: ['paymentPasswordConfirmation'], message: 'The confirmation must be 6 digits.' },
    ]);
  });

  it('reports a different six-digit confirmation as a mismatch', () => {
    expect(issuesOf({ paymentPassword: '123456', paymentPasswordConfirmation: '123457' })).toEqual([
      { path: ['paymentPasswordConfirmation'], message: 'The payment passwords do not match.' },
    ]);
  });

  it('property: two six-digit values pass exactly when equal', () => {
    fc.assert(
      fc.property(sixDigits, sixDigits, (paymentPassword, paymentPasswordConfirmation) => {
        const isValid = ZPaymentPasswordWithConfirmation.safeParse({
          paymentPassword,
          paymentPasswordConfirmation,
        }).success;
        return isValid === (paymentPassword === paymentPasswordConfirmation);
      }),
    );
  });
});
