import { describe, expect, it } from 'vitest';
import { bodyToSendAgain, isEditConflict } from './edit-base';

describe('edit-base: the client side of the lost-update rule', () => {
  it('an edit conflict is a 409 naming fields, not any 409 (a case status conflict) nor another error', () => {
    expect(isEditConflict({ code: 409, errorData: { conflicts: ['phone'] } })).toBe(true);
    expect(isEditConflict({ code: 409, errorData: { status: 3 } })).toBe(false);
    expect(isEditConflict({ code: 400, errorData: { conflicts: ['phone'] } })).toBe(false);
    expect(isEditConflict(null)).toBe(false);
  });

  it('sends again without the refused base after a conflict, and as it was otherwise', () => {
    const body = { id: 1, name: 'B', base: { name: 'A' } };
    expect(bodyToSendAgain(body, true)).toEqual({ id: 1, name: 'B' });
    expect(bodyToSendAgain(body, false)).toBe(body);
    expect(bodyToSendAgain(undefined, true)).toBeUndefined();
  });
});
