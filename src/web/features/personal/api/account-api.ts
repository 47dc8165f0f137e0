import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TEmployeePostInfo, TPersonalInfo, TUpdateInfoRequest } from '../../../../domain/accounts/account-extras';
import { api } from '../../../lib/http/api-client';
import { dataOf } from '../../../lib/http/api-call-error';
import { sessionQueryKey } from '../../../lib/session/session-store';

export { ZUpdateInfoRequest } from '../../../../domain/accounts/account-extras';

const accountKeys = {
  personalInfo: ['account', 'personal-info'] as const,
  postInfo: (clinicId: number | null) => ['account', 'post-info', clinicId] as const,
};

/** GET /api/tenant/account/personal-info: the name, avatar and birth day the form edits. */
export const personalInfoQuery = () =>
  queryOptions({
    queryKey: accountKeys.personalInfo,
    queryFn: ({ signal }) => dataOf(api.get<TPersonalInfo>('tenant', '/account/personal-info', { signal, isSilent: true })),
    retry: false,
  });

export function usePersonalInfo() {
  return useQuery(personalInfoQuery());
}

/** POST /api/tenant/account/update-info. Silent: the form shows the server's message; the session is read again. */
export function useUpdatePersonalInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TUpdateInfoRequest) => api.post<TPersonalInfo>('tenant', '/account/update-info', request, { isSilent: true }),
    onSuccess: async (result) => {
      if (!result.ok) return;
      queryClient.setQueryData(accountKeys.personalInfo, result.data);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

/** POST /api/design/clinic/getEmployeePostInfo: the caller's post in the current clinic. */
export function usePostInfo(clinicId: number | null) {
  return useQuery({
    queryKey: accountKeys.postInfo(clinicId),
    queryFn: ({ signal }) => dataOf(api.post<TEmployeePostInfo>('design', '/clinic/getEmployeePostInfo', undefined, { signal, isSilent: true })),
    retry: false,
    enabled: clinicId !== null,
  });
}
