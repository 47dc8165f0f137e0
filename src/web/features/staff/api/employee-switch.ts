import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEmployee } from '../../../../domain/clinics/employees';
import { api } from '../../../lib/http/api-client';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { createIdempotencyKeys } from '../../../lib/http/idempotency-key';
import type { EmployeePage } from './find-employees';
import { staffQueries } from './staff-queries';

/** A staff switch's request: the record and the flags it sets, named as the employee's fields. */
export type EmployeeSwitchInput = { employeeId: number } & Partial<
  Pick<TEmployee, 'hidePrices' | 'bookable' | 'registrable'>
>;

/** POST tenant `path` with the switch's new state; answers the record as saved. */
async function sendSwitch(path: string, input: EmployeeSwitchInput, idempotencyKey?: string): Promise<TEmployee> {
  const result = await api.post<TEmployee>('tenant', path, input, { idempotencyKey });
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

function withFlags(page: EmployeePage | undefined, { employeeId, ...flags }: EmployeeSwitchInput) {
  if (!page) return page;
  return {
    ...page,
    list: page.list.map((employee) => (employee.employeeId === employeeId ? { ...employee, ...flags } : employee)),
  };
}

/**
 * A per-staff switch of the staff table (`path`, tenant service): it flips at once in every cached page (optimistic)
 * and flips back if the server refuses or cannot be reached; the HTTP client toasts why.
 */
export function useEmployeeSwitch(path: string) {
  const queryClient = useQueryClient();
  const [keys] = useState(createIdempotencyKeys);
  const mutationKey = [...staffQueries.all(), path] as const;
  return useMutation({
    mutationKey,
    mutationFn: (input: EmployeeSwitchInput) => sendSwitch(path, input, keys.keyFor(input)),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: staffQueries.lists() });
      const previous = queryClient.getQueriesData<EmployeePage>({ queryKey: staffQueries.lists() });
      queryClient.setQueriesData<EmployeePage>({ queryKey: staffQueries.lists() }, (page) => withFlags(page, input));
      return { previous };
    },
    onError: (_error, _input, context) => {
      for (const [queryKey, page] of context?.previous ?? []) queryClient.setQueryData(queryKey, page);
    },
    onSuccess: () => keys.clear(),
    // Refetching while another switch is still on its way would show that one's old state for a moment.
    onSettled: () =>
      queryClient.isMutating({ mutationKey }) === 1
        ? queryClient.invalidateQueries({ queryKey: staffQueries.lists() })
        : undefined,
  });
}
