import { useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FACTORY_STAFF_PATHS,
  type TAddFactoryUserRequest,
  type TFactoryStaffListing,
  type TRemoveFactoryUserRequest,
  type TSetFactoryRoleRequest,
} from '../../../../domain/accounts/factory-staff-api';
import { toast } from '../../../components/ui/toast/toast-store';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { api } from '../../../lib/http/api-client';
import { createIdempotencyKeys } from '../../../lib/http/idempotency-key';
import { factoryQueryKeys } from './factory-query-keys';

/** POST tenant /factory/staff/list: each factory and its current staff (factory admins only; the server checks). */
export async function findFactoryStaff(signal?: AbortSignal): Promise<TFactoryStaffListing> {
  const result = await api.post<TFactoryStaffListing>('tenant', FACTORY_STAFF_PATHS.list, {}, { signal });
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

export const factoryStaffQuery = () =>
  queryOptions({
    queryKey: factoryQueryKeys.staff(),
    queryFn: ({ signal }) => findFactoryStaff(signal),
    // The HTTP client already toasted the failure; asking again at once would only toast again.
    retry: false,
  });

export function useFactoryStaff() {
  return useQuery(factoryStaffQuery());
}

/**
 * A staff change (add, role, remove): idempotent per request body, answering the staff after it, which replaces the
 * list on screen; the server's message is toasted. `isSilent`: the add form shows a refusal on its fields itself.
 */
function useStaffChange<Request extends object>(path: string, isSilent: boolean) {
  const queryClient = useQueryClient();
  const [keys] = useState(createIdempotencyKeys);
  return useMutation({
    mutationFn: async (request: Request) => {
      const result = await api.post<TFactoryStaffListing>('tenant', path, request, {
        isSilent,
        idempotencyKey: keys.keyFor(request),
      });
      if (!result.ok) throw new RequestFailedError(result);
      return result;
    },
    onSuccess: (result) => {
      keys.clear();
      queryClient.setQueryData(factoryQueryKeys.staff(), result.data);
      if (result.msg) toast.success(result.msg);
    },
  });
}

export const useAddFactoryUser = () => useStaffChange<TAddFactoryUserRequest>(FACTORY_STAFF_PATHS.add, true);
export const useSetFactoryRole = () => useStaffChange<TSetFactoryRoleRequest>(FACTORY_STAFF_PATHS.role, false);
export const useRemoveFactoryUser = () => useStaffChange<TRemoveFactoryUserRequest>(FACTORY_STAFF_PATHS.remove, false);
