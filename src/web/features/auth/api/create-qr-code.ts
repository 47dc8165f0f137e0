import type { TQrCode } from '../../../../domain/accounts/qr-login';
import { api } from '../../../lib/http/api-client';

/** POST /api/tenant/v1/qr-code: a code to show and the code token that collects the session. */
export function createQrCode(signal?: AbortSignal) {
  return api.post<TQrCode>('tenant', '/v1/qr-code', undefined, { signal, isSilent: true });
}
