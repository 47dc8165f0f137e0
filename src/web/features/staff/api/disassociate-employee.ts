import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { api } from '../../../lib/http/api-client';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { createIdempotencyKeys } from '../../../lib/http/idempotency-key';
import { staffQueries } from './staff-queries';

/**
 * POST tenant /v1/account/disassociateEmployee?clinicId&employeeId (spec section 7): the employee's account leaves
 * the clinic, the staff record stays (marked as left). A refusal (the clinic's last admin, 43005) is toasted by the
 * HTTP client with the server's message.
 */
export async function disassociateEmployee(clinicId: number, employeeId: number, idempotencyKey?: string): Promise<void> {
  const result = await api.post<null>('tenant', '/v1/account/disassociateEmployee', undefined, {
    query: { clinicId, employeeId },
    idempotencyKey,
  });
  if (!result.ok) throw new RequestFailedError(result);
}

export function useDisassociateEmployee(clinicId: number) {
  const queryClient = useQueryClient();
  const [keys] = useState(createIdempotencyKeys);
  return useMutation({
    mutationFn: (employeeId: number) => disassociateEmployee(clinicId, employeeId, keys.keyFor({ employeeId })),
    onSuccess: () => {
      keys.clear();
      toast.success(msg`The account was unlinked: it no longer works in this clinic. The staff record stays.`);
      return queryClient.invalidateQueries({ queryKey: staffQueries.lists() });
    },
  });
}
