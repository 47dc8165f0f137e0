import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDoctorAuthInfo } from '../../../../domain/clinics/doctor-auth';
import { api } from '../../../lib/http/api-client';
import { dataOf } from '../../../lib/http/api-call-error';
import { clinicQueryKeys } from './clinic-query-keys';

/**
 * POST /api/user/v1/account/doctor-auth-info/{hasUpdated}: what the doctor submitted last (names, files as signed
 * links), to fill the form again after a rejection. The flag is the spec's path; the server answers the record anyway.
 */
export function getDoctorAuthInfo() {
  return api.post<TDoctorAuthInfo>('user', '/v1/account/doctor-auth-info/0', undefined, { isSilent: true });
}

export const doctorAuthInfoQuery = (clinicId: number) =>
  queryOptions({
    queryKey: clinicQueryKeys.doctorAuthInfo(clinicId),
    queryFn: () => dataOf(getDoctorAuthInfo()),
    // The read links last an hour.
    staleTime: 0,
    retry: false,
  });

export function useDoctorAuthInfo(clinicId: number | null, isEnabled: boolean) {
  return useQuery({ ...doctorAuthInfoQuery(clinicId ?? 0), enabled: clinicId !== null && isEnabled });
}
