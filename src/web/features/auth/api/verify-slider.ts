import type { TSliderVerifyRequest } from '../../../../domain/accounts/sign-in';
import { api } from '../../../lib/http/api-client';

export type TSliderVerified = { sliderToken: string };

/** POST /api/tenant/v1/slider-verify: the drag's trail proves a human; the answer's token goes with the login. */
export function verifySlider(input: TSliderVerifyRequest) {
  return api.post<TSliderVerified>('tenant', '/v1/slider-verify', input, { isSilent: true });
}
