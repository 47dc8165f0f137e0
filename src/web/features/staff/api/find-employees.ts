import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TEmployee } from '../../../../domain/clinics/employees';
import type { TPageRequest } from '../../../../domain/clinics/fields';
import { api } from '../../../lib/http/api-client';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { staffQueries } from './staff-queries';

export type EmployeePage = { list: TEmployee[]; total: number };

/** POST tenant /v1/employee/list: one page of the current clinic's staff (admins only; the server checks). */
export async function findEmployees(page: TPageRequest, signal?: AbortSignal): Promise<EmployeePage> {
  const result = await api.post<EmployeePage>('tenant', '/v1/employee/list', page, { signal });
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

export const employeeListQuery = (clinicId: number, page: TPageRequest) =>
  queryOptions({
    queryKey: staffQueries.list(clinicId, page),
    queryFn: ({ signal }) => findEmployees(page, signal),
    // The HTTP client already toasted the failure; asking again at once would only toast again.
    retry: false,
  });

/** The page asked for; while the next page of the same clinic loads, the previous one stays on screen. */
export function useEmployees(clinicId: number, page: TPageRequest) {
  return useQuery({
    ...employeeListQuery(clinicId, page),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === clinicId ? keepPreviousData(previous) : undefined,
  });
}
