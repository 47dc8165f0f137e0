import type { TSliderChallenge } from '../../../../domain/accounts/sign-in';
import { api } from '../../../lib/http/api-client';

/** POST /api/tenant/v1/slider-captcha: a fresh challenge (single use). */
export function createSliderChallenge(signal?: AbortSignal) {
  return api.post<TSliderChallenge>('tenant', '/v1/slider-captcha', undefined, { signal, isSilent: true });
}
