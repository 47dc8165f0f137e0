import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TClinicApplication } from '../../../../domain/clinics/company';
import type { TPageRequest } from '../../../../domain/clinics/fields';
import { api } from '../../../lib/http/api-client';
import { dataOf } from '../../../lib/http/api-call-error';
import { clinicQueryKeys } from './clinic-query-keys';

export type ApplicationPage = { list: TClinicApplication[]; total: number };

/** POST /api/tenant/v1/account/list-apply-clinic: applications to the admin's current clinic, open ones first. */
export function findApplications(page: TPageRequest) {
  return api.post<ApplicationPage>('tenant', '/v1/account/list-apply-clinic', page, { isSilent: true });
}

export const applicationsQuery = (clinicId: number, page: TPageRequest) =>
  queryOptions({
    queryKey: clinicQueryKeys.applicationPage(clinicId, page),
    queryFn: () => dataOf(findApplications(page)),
    retry: false,
  });

export function useApplications(clinicId: number, page: TPageRequest) {
  return useQuery({ ...applicationsQuery(clinicId, page), placeholderData: keepPreviousData });
}
