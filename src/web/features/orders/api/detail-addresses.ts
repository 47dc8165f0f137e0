import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAddress } from '../../../../domain/clinics/addresses';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { api } from '../../../lib/http/api-client';

/**
 * POST tenant /v1/address/list: the signed-in user's address book (the personal center keeps it), for the production
 * and retainer shipping address. At most 50 addresses, so not paged.
 */
export async function findDetailAddresses(signal?: AbortSignal): Promise<TAddress[]> {
  const result = await api.post<TAddress[]>('tenant', '/v1/address/list', undefined, { signal, isSilent: true });
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

export const detailAddressesQuery = () =>
  queryOptions({
    queryKey: ['orders', 'addresses'] as const,
    queryFn: ({ signal }) => findDetailAddresses(signal),
    retry: false,
  });

export function useDetailAddresses() {
  return useQuery(detailAddressesQuery());
}

/** One line for a choice list: name, phone, then the address from the province down. */
export function addressLine(address: TAddress): string {
  return `${address.name} ${address.phone} · ${address.province} ${address.city} ${address.district} ${address.address}`;
}
