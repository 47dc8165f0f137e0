import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRelateClinicRequest } from '../../../../domain/clinics/company';
import { api } from '../../../lib/http/api-client';
import { clinicQueryKeys } from './clinic-query-keys';

export { ZRelateClinicRequest } from '../../../../domain/clinics/company';

/** POST /api/tenant/v1/account/relate-clinic: asks to join; msg "Association review submitted.". Silent: inline. */
export function relateClinic(request: TRelateClinicRequest) {
  return api.post<{ applicationId: number }>('tenant', '/v1/account/relate-clinic', request, { isSilent: true });
}

export function useRelateClinic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: relateClinic,
    onSuccess: async (result) => {
      if (result.ok) await queryClient.invalidateQueries({ queryKey: clinicQueryKeys.relatedClinics() });
    },
  });
}
