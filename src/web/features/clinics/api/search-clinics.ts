import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLINIC_SEARCH_LIMIT, type TClinicSearchResult } from '../../../../domain/clinics/company';
import { api } from '../../../lib/http/api-client';
import { dataOf } from '../../../lib/http/api-call-error';
import { clinicQueryKeys } from './clinic-query-keys';

export { ZSearchClinicRequest, CLINIC_SEARCH_LIMIT } from '../../../../domain/clinics/company';

/** POST /api/tenant/v1/account/search-clinic: at most three clinics whose name contains the text (spec section 7). */
export async function searchClinics(name: string, signal?: AbortSignal): Promise<TClinicSearchResult[]> {
  const found = await dataOf(
    api.post<TClinicSearchResult[]>('tenant', '/v1/account/search-clinic', { name }, { signal, isSilent: true }),
  );
  // The server answers three at most; the screen never shows more whatever it gets.
  return found.slice(0, CLINIC_SEARCH_LIMIT);
}

export const clinicSearchQuery = (name: string) =>
  queryOptions({
    queryKey: [...clinicQueryKeys.all(), 'search', name] as const,
    queryFn: ({ signal }) => searchClinics(name, signal),
    staleTime: 0,
    retry: false,
  });

/** Searches once a name is submitted (null: nothing asked yet). */
export function useClinicSearch(name: string | null) {
  return useQuery({ ...clinicSearchQuery(name ?? ''), enabled: name !== null });
}
