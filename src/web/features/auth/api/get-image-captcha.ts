import type { TImageCaptcha } from '../../../../domain/accounts/sign-in';
import { api } from '../../../lib/http/api-client';

/** GET /api/tenant/v1/image-captcha. Silent: the captcha box shows its own retry state. */
export function getImageCaptcha(signal?: AbortSignal) {
  return api.get<TImageCaptcha>('tenant', '/v1/image-captcha', { signal, isSilent: true });
}
