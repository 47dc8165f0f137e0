import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TRelatedClinic } from '../../../../domain/clinics/company';
import type { TPageRequest } from '../../../../domain/clinics/fields';
import { api } from '../../../lib/http/api-client';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { personalQueries } from './personal-queries';

export type RelatedClinicPage = { list: TRelatedClinic[]; total: number };

/** POST tenant /v1/account/list-related-clinic: the user's clinics and their open or refused applications. */
export async function findRelatedClinics(page: TPageRequest, signal?: AbortSignal): Promise<RelatedClinicPage> {
  const result = await api.post<RelatedClinicPage>('tenant', '/v1/account/list-related-clinic', page, { signal });
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

export const relatedClinicsQuery = (page: TPageRequest) =>
  queryOptions({
    queryKey: personalQueries.relatedClinicList(page),
    queryFn: ({ signal }) => findRelatedClinics(page, signal),
    // The HTTP client already toasted the failure; asking again at once would only toast again.
    retry: false,
  });

export function useRelatedClinics(page: TPageRequest) {
  return useQuery({ ...relatedClinicsQuery(page), placeholderData: keepPreviousData });
}
