import type { TServiceContacts } from '../../domain/service-desk/service-desk';
import { cachedPublicAnswer } from './cached-public-answer';

/**
 * The service desk's e-mail, phone and chat provider come from the server's configuration (GET /api/platform/v1/
 * service-contacts, public), kept on the device so the login page and the top bar still show them offline.
 */
const contacts = cachedPublicAnswer<TServiceContacts>('cuspid.serviceContacts', '/v1/service-contacts');

/** The service contacts: the device's last copy at once, then the server's (null until either exists). */
export const useServiceContacts = contacts.use;

/** A phone number as a tel: link wants it. */
export function telHref(phone: string): string {
  return `tel:${phone.replaceAll(' ', '')}`;
}
