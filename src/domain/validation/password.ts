import { z } from 'zod';
import { messageId } from './messages';

/** Account password (spec section 5): 8 to 20 characters, no whitespace, three of four character classes. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;
export const PASSWORD_MIN_CHARACTER_CLASSES = 3;

export const PASSWORD_CHARACTER_CLASSES = ['upper', 'lower', 'digit', 'symbol'] as const;
export type PasswordCharacterClass = (typeof PASSWORD_CHARACTER_CLASSES)[number];

const characterClassPatterns = {
  upper: /\p{Lu}/u,
  lower: /\p{Ll}/u,
  digit: /[0-9]/,
  // Anything that is neither a letter, a number nor whitespace counts as a symbol.
  symbol: /[^\p{L}\p{N}\s]/u,
} satisfies Record<PasswordCharacterClass, RegExp>;

/** The classes present in a password, in the order upper, lower, digit, symbol. */
export function passwordCharacterClasses(password: string): PasswordCharacterClass[] {
  return PASSWORD_CHARACTER_CLASSES.filter((name) => characterClassPatterns[name].test(password));
}

/** Length in characters as the user counts them (code points), so an emoji is one. */
function characterCount(value: string): number {
  return [...value].length;
}

export const ZPassword = z
  .string({ error: messageId('required') })
  .refine((value) => characterCount(value) >= PASSWORD_MIN_LENGTH && characterCount(value) <= PASSWORD_MAX_LENGTH, {
    message: messageId('passwordLength'),
  })
  .refine((value) => !/\s/u.test(value), { message: messageId('passwordWhitespace') })
  .refine((value) => passwordCharacterClasses(value).length >= PASSWORD_MIN_CHARACTER_CLASSES, {
    message: messageId('passwordCharacterClasses'),
  });
export type TPassword = z.infer<typeof ZPassword>;

/** Register, reset and change forms: the confirmation must repeat the password; its issue sits on the confirmation. */
export const ZPasswordWithConfirmation = z
  .object(
    {
      password: ZPassword,
      passwordConfirmation: z.string({ error: messageId('passwordConfirmationRequired') }).min(1, {
        message: messageId('passwordConfirmationRequired'),
      }),
    },
    { error: messageId('required') },
  )
  .refine((value) => value.passwordConfirmation === '' || value.password === value.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: messageId('passwordsDoNotMatch'),
  });
export type TPasswordWithConfirmation = z.infer<typeof ZPasswordWithConfirmation>;
