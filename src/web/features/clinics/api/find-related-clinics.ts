import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TRelatedClinic } from '../../../../domain/clinics/company';
import type { TPageRequest } from '../../../../domain/clinics/fields';
import { api } from '../../../lib/http/api-client';
import { dataOf } from '../../../lib/http/api-call-error';
import { clinicQueryKeys } from './clinic-query-keys';

export type RelatedClinicPage = { list: TRelatedClinic[]; total: number };

/** POST /api/tenant/v1/account/list-related-clinic: the caller's clinics and open or refused applications. */
export function findRelatedClinics(page: TPageRequest) {
  return api.post<RelatedClinicPage>('tenant', '/v1/account/list-related-clinic', page, { isSilent: true });
}

export const relatedClinicsQuery = (page: TPageRequest) =>
  queryOptions({
    queryKey: clinicQueryKeys.relatedClinicPage(page),
    queryFn: () => dataOf(findRelatedClinics(page)),
    retry: false,
  });

export function useRelatedClinics(page: TPageRequest) {
  return useQuery({ ...relatedClinicsQuery(page), placeholderData: keepPreviousData });
}
