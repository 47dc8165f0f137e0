import { api } from '../../../lib/http/api-client';

/** POST /api/tenant/v1/scan-login?qrId (empty body): the signed-in phone lets the other device in. */
export function confirmQrLogin(qrId: string) {
  return api.post<null>('tenant', '/v1/scan-login', undefined, { query: { qrId }, isSilent: true });
}
