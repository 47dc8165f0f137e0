import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clinicSuccessMessages } from '../../../../domain/clinics/clinic-messages';
import { toast } from '../../../components/ui/toast/toast-store';
import { api } from '../../../lib/http/api-client';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { createIdempotencyKeys } from '../../../lib/http/idempotency-key';
import { staffQueries } from './staff-queries';

/**
 * POST tenant /v1/employee/delete: the record and its account's membership. A refusal (the clinic's last admin,
 * 43005) is toasted by the HTTP client with the server's message.
 */
export async function deleteEmployee(employeeId: number, idempotencyKey?: string): Promise<string> {
  const result = await api.post<null>('tenant', '/v1/employee/delete', { employeeId }, { idempotencyKey });
  if (!result.ok) throw new RequestFailedError(result);
  return result.msg;
}

export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  const [keys] = useState(createIdempotencyKeys);
  return useMutation({
    mutationFn: (employeeId: number) => deleteEmployee(employeeId, keys.keyFor({ employeeId })),
    onSuccess: (message) => {
      keys.clear();
      toast.success(message || clinicSuccessMessages.deleted);
      return queryClient.invalidateQueries({ queryKey: staffQueries.lists() });
    },
  });
}
