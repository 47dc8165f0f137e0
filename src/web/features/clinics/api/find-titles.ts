import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLabelledOption } from '../../../../domain/clinics/company';
import { api } from '../../../lib/http/api-client';
import { dataOf } from '../../../lib/http/api-call-error';
import { clinicQueryKeys } from './clinic-query-keys';

/** GET /api/tenant/v1/titles: professional titles, labelled in the request's language. */
export function findTitles() {
  return api.get<TLabelledOption[]>('tenant', '/v1/titles', { isSilent: true });
}

export const titlesQuery = (locale: string) =>
  queryOptions({
    queryKey: clinicQueryKeys.titles(locale),
    queryFn: () => dataOf(findTitles()),
    // A reference list: it changes with a release, not during a visit.
    staleTime: Infinity,
    retry: false,
  });

export function useTitles(locale: string) {
  return useQuery(titlesQuery(locale));
}
