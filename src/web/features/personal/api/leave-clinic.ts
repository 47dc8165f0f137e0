import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clinicSuccessMessages } from '../../../../domain/clinics/clinic-messages';
import { toast } from '../../../components/ui/toast/toast-store';
import { api } from '../../../lib/http/api-client';
import { sessionQueryOptions } from '../../../lib/session/session-store';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { createIdempotencyKeys } from '../../../lib/http/idempotency-key';
import { personalQueries } from './personal-queries';

/**
 * POST tenant /v1/account/delete-relate/{clinicId}: withdraws the user's application to a clinic, or leaves it.
 * A refusal (the clinic's last admin, 43005) is toasted by the HTTP client with the server's message.
 */
export async function leaveClinic(clinicId: number, idempotencyKey?: string): Promise<string> {
  const result = await api.post<null>('tenant', `/v1/account/delete-relate/${clinicId}`, undefined, { idempotencyKey });
  if (!result.ok) throw new RequestFailedError(result);
  return result.msg;
}

/** After leaving, the session is asked again: its clinic list (and maybe the current clinic) changed. */
export function useLeaveClinic() {
  const queryClient = useQueryClient();
  const [keys] = useState(createIdempotencyKeys);
  return useMutation({
    mutationFn: (clinicId: number) => leaveClinic(clinicId, keys.keyFor({ clinicId })),
    onSuccess: async (message) => {
      keys.clear();
      toast.success(message || clinicSuccessMessages.deleted);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: personalQueries.relatedClinics() }),
        queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 }).catch(() => undefined),
      ]);
    },
  });
}
