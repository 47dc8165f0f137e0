import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TVipGrant, TVipGrantRequest } from '../../../../domain/clinics/clinic-vip';
import { api } from '../../../lib/http/api-client';
import { dataOf } from '../../../lib/http/api-call-error';
import { factoryQueryKeys } from './factory-query-keys';

export { ZVipGrantRequest } from '../../../../domain/clinics/clinic-vip';

/** POST /api/tenant/factory/vip/list: a clinic's VIP grants, newest first (factory admins). */
export function useVipGrants(clinicId: number) {
  return useQuery({
    queryKey: factoryQueryKeys.vipGrants(clinicId),
    queryFn: () =>
      dataOf(api.post<{ list: TVipGrant[] }>('tenant', '/factory/vip/list', { clinicId }, { isSilent: true })),
    retry: false,
  });
}

/** POST /api/tenant/factory/vip/grant: a level for a number of days from now; the list is read again after. */
export function useGrantVip(clinicId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TVipGrantRequest) =>
      api.post<TVipGrant>('tenant', '/factory/vip/grant', request, { isSilent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: factoryQueryKeys.vipGrants(clinicId) }),
  });
}
