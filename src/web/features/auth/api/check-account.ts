import { api } from '../../../lib/http/api-client';

/** POST /api/user/v1/account/check?account: whether a phone already has an account (a hint; registration re-checks). */
export function checkAccount(account: string, signal?: AbortSignal) {
  return api.post<{ exists: boolean }>('user', '/v1/account/check', undefined, {
    query: { account },
    signal,
    isSilent: true,
  });
}
