import { describe, expect, it } from 'vitest';
import { isSuccessResult } from './response-codes';

describe('isSuccessResult (spec section 8)', () => {
  it('takes the non-error codes as success, and any code with resultID 1200', () => {
    for (const code of [0, 99999, 200, 1330, 1200, 10404, 40013, 39700, 39701, 39702]) expect(isSuccessResult(code)).toBe(true);
    expect(isSuccessResult(5000, 1200)).toBe(true);
  });
  it('takes any other code as an error, whatever other resultID comes with it', () => {
    expect(isSuccessResult(5000)).toBe(false);
    expect(isSuccessResult(401, 1201)).toBe(false);
    expect(isSuccessResult(60012, null)).toBe(false);
  });
});
