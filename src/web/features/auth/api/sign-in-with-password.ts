import type { TPcLoginRequest, TSession } from '../../../../domain/accounts/sign-in';
import { api } from '../../../lib/http/api-client';

export { ZPcLoginRequest } from '../../../../domain/accounts/sign-in';

/**
 * POST /api/tenant/v1/pc-login. Silent: the form puts the server's message on its fields (spec section 8,
 * "Failed login: the server message on both account and password fields").
 */
export function signInWithPassword(input: TPcLoginRequest, companyId: number | null = null) {
  // Company sign-in (POST /v1/single-auth?companyId, type fixed to 1): the session starts in that company's clinic.
  if (companyId !== null) {
    return api.post<TSession>('tenant', '/v1/single-auth', { ...input, type: 1 }, { isSilent: true, query: { companyId } });
  }
  return api.post<TSession>('tenant', '/v1/pc-login', input, { isSilent: true });
}

/** The company a login link names (`/login?companyId=12`), or null for the usual sign-in. */
export function companyIdOf(search: string): number | null {
  const value = Number(new URLSearchParams(search).get('companyId'));
  return Number.isInteger(value) && value > 0 ? value : null;
}
