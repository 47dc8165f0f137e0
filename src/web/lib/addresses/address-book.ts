import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAddress, type TAddress } from '../../../domain/clinics/addresses';
import { RequestFailedError } from '../forms/request-failure';
import { api } from '../http/api-client';
import { useSession } from '../session/session-store';

/** POST tenant /v1/address/list: the signed-in user's address book (at most 50, not paged). */
export async function findAddressBook(signal?: AbortSignal): Promise<TAddress[]> {
  const result = await api.post<unknown>('tenant', '/v1/address/list', undefined, { signal, isSilent: true });
  if (!result.ok) throw new RequestFailedError(result);
  return ZAddress.array().parse(result.data);
}

/** Cached per user (and persisted with the query cache), so a pickup address can be chosen offline. */
export const addressBookQuery = (userId: number) =>
  queryOptions({
    queryKey: ['addressBook', userId] as const,
    queryFn: ({ signal }) => findAddressBook(signal),
    networkMode: 'online',
    retry: false,
  });

/** The signed-in user's address book (the pickup addresses of a mailed model); the cached one offline. */
export function useAddressBook() {
  const userId = useSession().session?.userId ?? 0;
  return useQuery(addressBookQuery(userId));
}

/** One line naming an address: recipient, phone, then the address from province down. */
export function addressLine(address: Pick<TAddress, 'name' | 'phone' | 'province' | 'city' | 'district' | 'address'>): string {
  return `${address.name} · ${address.phone} · ${address.province} ${address.city} ${address.district} ${address.address}`;
}
