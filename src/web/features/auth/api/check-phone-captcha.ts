import type { z } from 'zod';
import type { ZCheckPhoneCaptchaQuery, ZPhoneCaptchaChecked } from '../../../../domain/accounts/sign-in';
import { api } from '../../../lib/http/api-client';

export { ZCheckPhoneCaptchaQuery } from '../../../../domain/accounts/sign-in';

export type TCheckPhoneCaptchaQuery = z.infer<typeof ZCheckPhoneCaptchaQuery>;
export type TPhoneCaptchaChecked = z.infer<typeof ZPhoneCaptchaChecked>;

/**
 * POST /api/user/v1/check-phone-captcha?phone&captcha (empty body): the forgotten-password check; answers the reset
 * ticket. Silent: a failure shows on the phone field (spec section 8).
 */
export function checkPhoneCaptcha(input: TCheckPhoneCaptchaQuery) {
  return api.post<TPhoneCaptchaChecked>('user', '/v1/check-phone-captcha', undefined, {
    query: { phone: input.phone, captcha: input.captcha },
    isSilent: true,
  });
}
