import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEmployee } from '../../../../domain/clinics/employees';
import { api } from '../../../lib/http/api-client';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { createIdempotencyKeys } from '../../../lib/http/idempotency-key';
import type { EmployeePage } from './find-employees';
import { staffQueries } from './staff-queries';

const priceVisibilityMutationKey = [...staffQueries.all(), 'set-price-visibility'] as const;

export type PriceVisibilityInput = { employeeId: number; hidePrices: boolean };

/** POST tenant /v1/employee/set-price-visibility: the per-staff switch that hides product prices. */
export async function setPriceVisibility(input: PriceVisibilityInput, idempotencyKey?: string): Promise<TEmployee> {
  const result = await api.post<TEmployee>('tenant', '/v1/employee/set-price-visibility', input, { idempotencyKey });
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

function withHidePrices(page: EmployeePage | undefined, { employeeId, hidePrices }: PriceVisibilityInput) {
  if (!page) return page;
  return {
    ...page,
    list: page.list.map((employee) => (employee.employeeId === employeeId ? { ...employee, hidePrices } : employee)),
  };
}

/**
 * The switch flips at once in every cached page (optimistic) and flips back if the server refuses or cannot be
 * reached; the HTTP client toasts why.
 */
export function useSetPriceVisibility() {
  const queryClient = useQueryClient();
  const [keys] = useState(createIdempotencyKeys);
  return useMutation({
    mutationKey: priceVisibilityMutationKey,
    mutationFn: (input: PriceVisibilityInput) => setPriceVisibility(input, keys.keyFor(input)),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: staffQueries.lists() });
      const previous = queryClient.getQueriesData<EmployeePage>({ queryKey: staffQueries.lists() });
      queryClient.setQueriesData<EmployeePage>({ queryKey: staffQueries.lists() }, (page) =>
        withHidePrices(page, input),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      for (const [queryKey, page] of context?.previous ?? []) queryClient.setQueryData(queryKey, page);
    },
    onSuccess: () => keys.clear(),
    // Refetching while another switch is still on its way would show that one's old state for a moment.
    onSettled: () =>
      queryClient.isMutating({ mutationKey: priceVisibilityMutationKey }) === 1
        ? queryClient.invalidateQueries({ queryKey: staffQueries.lists() })
        : undefined,
  });
}
