import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZEmail } from './email';
import { findMessage, messageId, validationMessages } from './messages';
import { ZMobile } from './mobile';
import { ZPassword, ZPasswordWithConfirmation } from './password';
import { ZPaymentPassword, ZPaymentPasswordWithConfirmation } from './payment-password';
import { ZDate, ZDateTime } from './typed-date';

describe('validation messages', () => {
  it('gives each message its own id', () => {
    const ids = Object.values(validationMessages).map((descriptor) => descriptor.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('finds a descriptor by id, with its English text', () => {
    const id = messageId('passwordLength');
    expect(findMessage(id)?.message).toBe('Password must be 8 to 20 characters.');
    expect(findMessage('not an id')).toBeUndefined();
  });

  it('uses a message id for every issue of every schema, type errors included', () => {
    const cases: [z.ZodType, unknown][] = [
      [ZPassword, 'a b'],
      [ZPassword, 42],
      [ZPasswordWithConfirmation, { password: 'Abcdef1!', passwordConfirmation: 'x' }],
      [ZPasswordWithConfirmation, {}],
      [ZPasswordWithConfirmation, null],
      [ZPaymentPasswordWithConfirmation, 'x'],
      [ZPaymentPassword, '12'],
      [ZPaymentPassword, undefined],
      [ZPaymentPasswordWithConfirmation, { paymentPassword: '123456', paymentPasswordConfirmation: '654321' }],
      [ZPaymentPasswordWithConfirmation, { paymentPassword: 1, paymentPasswordConfirmation: null }],
      [ZMobile, '123'],
      [ZMobile, null],
      [ZEmail, 'a@b'],
      [ZEmail, []],
      [ZDate, '2024-02-30'],
      [ZDate, new Date()],
      [ZDateTime, '2024-02-29'],
    ];
    for (const [schema, input] of cases) {
      const result = schema.safeParse(input);
      expect(result.success).toBe(false);
      for (const issue of result.error?.issues ?? [])
        expect(findMessage(issue.message), JSON.stringify(issue)).toBeDefined();
    }
  });
});
