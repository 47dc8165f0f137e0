import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TEmployeePostInfo, TUpdateInfoRequest } from '../../../../domain/accounts/account-extras';
import { api } from '../../../lib/http/api-client';
import { dataOf } from '../../../lib/http/api-call-error';
import { applySession, type TWebSession } from '../../../lib/session/session-store';

export { ZUpdateInfoRequest } from '../../../../domain/accounts/account-extras';

const accountKeys = {
  postInfo: (clinicId: number | null) => ['account', 'post-info', clinicId] as const,
};

/** POST /api/tenant/account/update-info. Silent: the form shows the server's message; the answer is the session. */
export function useUpdatePersonalInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TUpdateInfoRequest) =>
      api.post<TWebSession>('tenant', '/account/update-info', request, { isSilent: true }),
    onSuccess: (result) => {
      if (result.ok) applySession(queryClient, result.data);
    },
  });
}

/** POST /api/design/clinic/getEmployeePostInfo: the caller's post in the current clinic. */
export function usePostInfo(clinicId: number | null) {
  return useQuery({
    queryKey: accountKeys.postInfo(clinicId),
    queryFn: ({ signal }) =>
      dataOf(
        api.post<TEmployeePostInfo>('design', '/clinic/getEmployeePostInfo', undefined, { signal, isSilent: true }),
      ),
    retry: false,
    enabled: clinicId !== null,
  });
}
