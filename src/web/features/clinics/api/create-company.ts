import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateCompanyRequest, TCreatedCompany } from '../../../../domain/clinics/company';
import { api } from '../../../lib/http/api-client';
import { confirmSession } from '../../../lib/session/session-store';
import { clinicQueryKeys } from './clinic-query-keys';

export { ZCreateCompanyRequest, MAX_BRANCHES } from '../../../../domain/clinics/company';

export type CreateCompanyInput = { request: TCreateCompanyRequest; idempotencyKey: string };

/**
 * POST /api/tenant/v1/company/create: a single company or a chain, authentication pending review. Silent: the form
 * shows the message. The key makes a retry after a lost answer safe (the server replays the first answer).
 */
export function createCompany({ request, idempotencyKey }: CreateCompanyInput) {
  return api.post<TCreatedCompany>('tenant', '/v1/company/create', request, { isSilent: true, idempotencyKey });
}

/** Creates the company, then reloads the session (a creator without a clinic now works in the new main clinic). */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: async (result) => {
      if (!result.ok) return;
      await Promise.all([
        confirmSession(queryClient),
        queryClient.invalidateQueries({ queryKey: clinicQueryKeys.all() }),
      ]);
    },
  });
}
