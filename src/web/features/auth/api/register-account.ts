import type { TRegisterRequest, TSession } from '../../../../domain/accounts/sign-in';
import { api } from '../../../lib/http/api-client';

export { ZRegisterRequest } from '../../../../domain/accounts/sign-in';
export { ZPasswordWithConfirmation } from '../../../../domain/validation/password';

/** POST /api/user/v1/pc-register: creates the account and signs it in. Silent: the form shows the message. */
export function registerAccount(input: TRegisterRequest) {
  return api.post<TSession>('user', '/v1/pc-register', input, { isSilent: true });
}
