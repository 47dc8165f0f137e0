import { queryOptions } from '@tanstack/react-query';
import { LINE_ORDER_PATHS, type TLineOrder } from '../../../domain/orders/line-orders';
import { casePath } from '../../../domain/orders/paths';
import { caseQueries } from '../cases/case-queries';
import { RequestFailedError } from '../forms/request-failure';
import { api } from '../http/api-client';

/**
 * The order core's view of an order of any line (`/v1/line/order/:orderId`: line, status, stage, timeline, the
 * caller's next statuses), kept with the case queries so a status change anywhere refreshes it.
 */
export const lineOrderQuery = (scope: number, orderId: number) =>
  queryOptions({
    queryKey: [...caseQueries.details(), 'line', scope, orderId] as const,
    queryFn: async ({ signal }): Promise<TLineOrder> => {
      const path = casePath(LINE_ORDER_PATHS.order, { orderId });
      const result = await api.get<TLineOrder>('order', path, { signal, isSilent: true });
      if (!result.ok) throw new RequestFailedError(result);
      return result.data;
    },
    networkMode: 'offlineFirst',
    retry: false,
  });
