import type { TForgetPasswordRequest } from '../../../../domain/accounts/sign-in';
import { api } from '../../../lib/http/api-client';

export { ZPasswordWithConfirmation } from '../../../../domain/validation/password';

/** POST /api/user/v1/forget-passwd: `phoneCaptcha` carries the reset ticket from the phone check. */
export function resetPassword(input: TForgetPasswordRequest) {
  return api.post<null>('user', '/v1/forget-passwd', input, { isSilent: true });
}
