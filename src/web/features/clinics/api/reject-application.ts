import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApplyRejectRequest } from '../../../../domain/clinics/company';
import { api } from '../../../lib/http/api-client';
import { clinicQueryKeys } from './clinic-query-keys';

export { ZApplyRejectRequest } from '../../../../domain/clinics/company';

/** POST /api/tenant/v1/account/apply-reject: the remark is the reason the applicant reads; required. */
export function rejectApplication(request: TApplyRejectRequest) {
  return api.post<null>('tenant', '/v1/account/apply-reject', request, { isSilent: true });
}

export function useRejectApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectApplication,
    onSuccess: async (result) => {
      if (result.ok) await queryClient.invalidateQueries({ queryKey: clinicQueryKeys.applications() });
    },
  });
}
