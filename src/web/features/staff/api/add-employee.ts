import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAddEmployeeRequest, TEmployee } from '../../../../domain/clinics/employees';
import { api } from '../../../lib/http/api-client';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { createIdempotencyKeys } from '../../../lib/http/idempotency-key';
import { staffQueries } from './staff-queries';

export { ZAddEmployeeRequest } from '../../../../domain/clinics/employees';

/** POST tenant /v1/employee/add. Silent: the form shows the server's message on the field it concerns. */
export async function addEmployee(input: TAddEmployeeRequest, idempotencyKey?: string): Promise<TEmployee> {
  const result = await api.post<TEmployee>('tenant', '/v1/employee/add', input, { isSilent: true, idempotencyKey });
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

export function useAddEmployee() {
  const queryClient = useQueryClient();
  const [keys] = useState(createIdempotencyKeys);
  return useMutation({
    mutationFn: (input: TAddEmployeeRequest) => addEmployee(input, keys.keyFor(input)),
    onSuccess: () => {
      keys.clear();
      return queryClient.invalidateQueries({ queryKey: staffQueries.lists() });
    },
  });
}
