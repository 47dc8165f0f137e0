import type { TSession, TSmsLoginRequest } from '../../../../domain/accounts/sign-in';
import { api } from '../../../lib/http/api-client';

export { ZSmsLoginRequest } from '../../../../domain/accounts/sign-in';

/** POST /api/tenant/v1/sms-login with a code sent for purpose `login`. Silent: the form shows the message. */
export function signInWithSms(input: TSmsLoginRequest) {
  return api.post<TSession>('tenant', '/v1/sms-login', input, { isSilent: true });
}
