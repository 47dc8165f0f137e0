import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApplyPassRequest } from '../../../../domain/clinics/company';
import { api } from '../../../lib/http/api-client';
import { clinicQueryKeys } from './clinic-query-keys';

export { ZApplyPassRequest } from '../../../../domain/clinics/company';

/** POST /api/tenant/v1/account/apply-pass: the applicant becomes a member and an employee. Silent: the dialog says. */
export function approveApplication(request: TApplyPassRequest) {
  return api.post<{ employeeId: number; isDoctor: boolean }>('tenant', '/v1/account/apply-pass', request, {
    isSilent: true,
  });
}

export function useApproveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveApplication,
    onSuccess: async (result) => {
      if (result.ok) await queryClient.invalidateQueries({ queryKey: clinicQueryKeys.applications() });
    },
  });
}
