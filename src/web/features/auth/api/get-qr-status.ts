import type { TQrStatus } from '../../../../domain/accounts/qr-login';
import { api } from '../../../lib/http/api-client';

/**
 * POST /api/mobile/api/getQrcodeStatus: sent with the code token, not the session (spec section 7: "QR login uses
 * a separate code token"); cancellable, so leaving the QR tab stops the request in flight.
 */
export function getQrStatus(qrId: string, codeToken: string, signal: AbortSignal) {
  return api.post<TQrStatus>('mobile', '/api/getQrcodeStatus', { qrId }, {
    signal,
    authorizationToken: codeToken,
    isSilent: true,
  });
}
