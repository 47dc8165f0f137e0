import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clinicSuccessMessages } from '../../../../domain/clinics/clinic-messages';
import { toast } from '../../../components/ui/toast/toast-store';
import { api } from '../../../lib/http/api-client';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { createIdempotencyKeys } from '../../../lib/http/idempotency-key';
import { personalQueries } from './personal-queries';

/** POST tenant /v1/address/delete. A failure is toasted by the HTTP client. */
export async function deleteAddress(id: number, idempotencyKey?: string): Promise<string> {
  const result = await api.post<null>('tenant', '/v1/address/delete', { id }, { idempotencyKey });
  if (!result.ok) throw new RequestFailedError(result);
  return result.msg;
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  const [keys] = useState(createIdempotencyKeys);
  return useMutation({
    mutationFn: (id: number) => deleteAddress(id, keys.keyFor({ id })),
    onSuccess: (message) => {
      keys.clear();
      toast.success(message || clinicSuccessMessages.deleted);
      return queryClient.invalidateQueries({ queryKey: personalQueries.addresses() });
    },
  });
}
