import type { z } from 'zod';
import type { TSmsCaptchaRequest, ZSmsCaptchaSent } from '../../../../domain/accounts/sign-in';
import { api } from '../../../lib/http/api-client';

export { ZMobile } from '../../../../domain/validation/mobile';

export type TSmsCaptchaSent = z.infer<typeof ZSmsCaptchaSent>;

/** POST /api/user/v1/sms-captcha. Silent: the phone field shows why a code could not be sent. */
export function sendSmsCode(input: TSmsCaptchaRequest) {
  return api.post<TSmsCaptchaSent>('user', '/v1/sms-captcha', input, { isSilent: true });
}
