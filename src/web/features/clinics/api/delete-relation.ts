import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http/api-client';
import { clinicQueryKeys } from './clinic-query-keys';

/** POST /api/tenant/v1/account/delete-relate/{clinicId}: withdraws the caller's application to a clinic. */
export function deleteRelation(clinicId: number) {
  return api.post<null>('tenant', `/v1/account/delete-relate/${clinicId}`, undefined, { isSilent: true });
}

export function useDeleteRelation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRelation,
    onSuccess: async (result) => {
      if (result.ok) await queryClient.invalidateQueries({ queryKey: clinicQueryKeys.relatedClinics() });
    },
  });
}
