import type { TPcLoginRequest, TSession } from '../../../../domain/accounts/sign-in';
import { api } from '../../../lib/http/api-client';

export { ZPcLoginRequest } from '../../../../domain/accounts/sign-in';

/**
 * POST /api/tenant/v1/pc-login. Silent: the form puts the server's message on its fields (spec section 8,
 * "Failed login: the server message on both account and password fields").
 */
export function signInWithPassword(input: TPcLoginRequest) {
  return api.post<TSession>('tenant', '/v1/pc-login', input, { isSilent: true });
}
