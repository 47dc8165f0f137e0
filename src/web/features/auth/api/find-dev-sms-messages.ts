import { api } from '../../../lib/http/api-client';

export { ZMobile } from '../../../../domain/validation/mobile';

export type TDevSmsMessage = { phone: string; text: string; sentAt: string | number };

/** GET /api/platform/dev/sms-inbox?phone: the texts a demo or test server "sent"; production answers 404. */
export function findDevSmsMessages(phone: string, signal?: AbortSignal) {
  return api.get<TDevSmsMessage[]>('platform', '/dev/sms-inbox', { query: { phone }, signal, isSilent: true });
}
