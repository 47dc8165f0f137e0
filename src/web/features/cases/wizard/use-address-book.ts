import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session/session-store';
import { addressBookQuery } from '../api/wizard-records';

/** The signed-in user's address book (the pickup addresses of a mailed model); the cached one offline. */
export function useAddressBook() {
  const userId = useSession().session?.userId ?? 0;
  return useQuery(addressBookQuery(userId));
}
