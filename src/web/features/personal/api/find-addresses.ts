import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAddress } from '../../../../domain/clinics/addresses';
import { api } from '../../../lib/http/api-client';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { personalQueries } from './personal-queries';

/** POST tenant /v1/address/list: every shipping address of the signed-in user (at most 50, so not paged). */
export async function findAddresses(signal?: AbortSignal): Promise<TAddress[]> {
  const result = await api.post<TAddress[]>('tenant', '/v1/address/list', undefined, { signal });
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

export const addressesQuery = () =>
  queryOptions({
    queryKey: personalQueries.addresses(),
    queryFn: ({ signal }) => findAddresses(signal),
    retry: false,
  });

export function useAddresses() {
  return useQuery(addressesQuery());
}
