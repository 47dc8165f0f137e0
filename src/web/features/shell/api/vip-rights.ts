import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TVipRights } from '../../../../domain/clinics/clinic-vip';
import { api } from '../../../lib/http/api-client';
import { dataOf } from '../../../lib/http/api-call-error';

const VIP_RIGHTS_STALE_MS = 5 * 60_000;

/** GET design /clinic/vip/rights: the current clinic's VIP in force, and whether to tell this user of it. */
export function getVipRights() {
  return api.get<TVipRights>('design', '/clinic/vip/rights', { isSilent: true });
}

/** Keyed by user and clinic: a clinic switch or another user never reads the previous one's answer. */
export const vipRightsQuery = (userId: number, clinicId: number) =>
  queryOptions({
    queryKey: ['clinicVip', userId, clinicId] as const,
    queryFn: () => dataOf(getVipRights()),
    staleTime: VIP_RIGHTS_STALE_MS,
    retry: false,
  });

/** POST design /clinic/vip/rights/announced: the user saw the notice of the grant; the cached answer says so too. */
export function useMarkVipAnnounced(userId: number, clinicId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = vipRightsQuery(userId, clinicId);
  return useMutation({
    mutationFn: (grantId: number) =>
      dataOf(api.post<null>('design', '/clinic/vip/rights/announced', { grantId }, { isSilent: true })),
    onSuccess: () => queryClient.setQueryData(queryKey, (rights) => (rights ? { ...rights, announce: false } : rights)),
  });
}
