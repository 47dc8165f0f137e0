import { describe, expect, it } from 'vitest';
import { ZPassword } from '../validation/password';
import { generatePassword } from './generated-password';

describe('a generated password', () => {
  it('passes the product’s password rule every time and differs each time', () => {
    const passwords = Array.from({ length: 200 }, generatePassword);
    for (const password of passwords) expect(ZPassword.safeParse(password).success, password).toBe(true);
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});
