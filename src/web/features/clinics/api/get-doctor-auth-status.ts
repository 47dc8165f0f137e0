import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAuthStatus } from '../../../../domain/clinics/doctor-auth';
import { api } from '../../../lib/http/api-client';
import { dataOf } from '../../../lib/http/api-call-error';
import { clinicQueryKeys } from './clinic-query-keys';

/** POST /api/tenant/v1/get-auth-status: the caller's doctor authentication status and rejection reason. */
export function getDoctorAuthStatus() {
  return api.post<TAuthStatus>('tenant', '/v1/get-auth-status', undefined, { isSilent: true });
}

export const doctorAuthStatusQuery = (clinicId: number) =>
  queryOptions({
    queryKey: clinicQueryKeys.doctorAuthStatus(clinicId),
    queryFn: () => dataOf(getDoctorAuthStatus()),
    retry: false,
  });

export function useDoctorAuthStatus(clinicId: number | null) {
  return useQuery({ ...doctorAuthStatusQuery(clinicId ?? 0), enabled: clinicId !== null });
}
