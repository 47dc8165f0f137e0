import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CASE_PATHS } from '../../../../domain/orders/paths';
import type { TOrderListRequest, TOrderPage, TOrderRow } from '../../../../domain/orders/list';
import { caseQueries, caseScopeOf } from '../../../lib/cases/case-queries';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { api } from '../../../lib/http/api-client';
import { useSession } from '../../../lib/session/session-store';

export type OrderListRequest = Required<Pick<TOrderListRequest, 'keyword' | 'pageIndex' | 'pageSize'>> &
  Pick<TOrderListRequest, 'productLine'>;

/**
 * A row as it arrives: for staff whose prices are hidden the server leaves every price field out of its answers
 * (`amount`, `paidAmount`), whatever the route's schema says.
 */
export type OrderRowAsSent = Omit<TOrderRow, 'amount' | 'paidAmount'> &
  Partial<Pick<TOrderRow, 'amount' | 'paidAmount'>>;
export type OrderPageAsSent = Omit<TOrderPage, 'list'> & { list: OrderRowAsSent[] };

/** POST order /v1/order/list: one page of the clinic's orders, all product lines or one. Silent, like the case list. */
export async function findOrders(request: OrderListRequest, signal?: AbortSignal): Promise<OrderPageAsSent> {
  const result = await api.post<OrderPageAsSent>('order', CASE_PATHS.orders, request, { signal, isSilent: true });
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

/** Keyed under `caseQueries.orders()` (invalidated with every case change) and persisted, so it reads offline. */
export const orderListQuery = (scope: number, request: OrderListRequest) =>
  queryOptions({
    queryKey: [...caseQueries.orders(), scope, request] as const,
    queryFn: ({ signal }) => findOrders(request, signal),
    networkMode: 'online',
    retry: false,
  });

/** The server hid the prices from this user: its rows came without the price fields. */
export function arePricesHidden(page: OrderPageAsSent | undefined): boolean {
  return page !== undefined && page.list.length > 0 && page.list.every((row) => !('amount' in row));
}

export function useOrderList(request: OrderListRequest) {
  const { session } = useSession();
  const scope = caseScopeOf(session);
  return useQuery({
    ...orderListQuery(scope, request),
    enabled: session !== undefined,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === scope ? keepPreviousData(previous) : undefined,
  });
}
