import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOrgAuthInfo } from '../../../../domain/clinics/company';
import { api } from '../../../lib/http/api-client';
import { dataOf } from '../../../lib/http/api-call-error';
import { clinicQueryKeys } from './clinic-query-keys';

/** POST /api/tenant/v1/org-auth-info: the current clinic's company authentication, licences as signed links. */
export function getOrgAuthInfo() {
  return api.post<TOrgAuthInfo>('tenant', '/v1/org-auth-info', undefined, { isSilent: true });
}

export const orgAuthQuery = (clinicId: number) =>
  queryOptions({
    queryKey: clinicQueryKeys.orgAuth(clinicId),
    queryFn: () => dataOf(getOrgAuthInfo()),
    // The read links last an hour: fetch again on each visit rather than show a link about to expire.
    staleTime: 0,
    retry: false,
  });

export function useOrgAuthInfo(clinicId: number | null) {
  return useQuery({ ...orgAuthQuery(clinicId ?? 0), enabled: clinicId !== null });
}
