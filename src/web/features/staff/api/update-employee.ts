import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEmployee, TUpdateEmployeeRequest } from '../../../../domain/clinics/employees';
import { api } from '../../../lib/http/api-client';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { createIdempotencyKeys } from '../../../lib/http/idempotency-key';
import { staffQueries } from './staff-queries';

export { ZUpdateEmployeeRequest } from '../../../../domain/clinics/employees';

/** POST tenant /v1/employee/update: the whole record again. Silent: the form shows the server's message. */
export async function updateEmployee(input: TUpdateEmployeeRequest, idempotencyKey?: string): Promise<TEmployee> {
  const result = await api.post<TEmployee>('tenant', '/v1/employee/update', input, { isSilent: true, idempotencyKey });
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  const [keys] = useState(createIdempotencyKeys);
  return useMutation({
    mutationFn: (input: TUpdateEmployeeRequest) => updateEmployee(input, keys.keyFor(input)),
    onSuccess: () => {
      keys.clear();
      return queryClient.invalidateQueries({ queryKey: staffQueries.lists() });
    },
  });
}
