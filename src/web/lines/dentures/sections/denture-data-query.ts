import { queryOptions } from '@tanstack/react-query';
import { DENTURE_PATHS, type TDentureOrder } from '../../../../domain/lines/dentures/requests';
import { casePath } from '../../../../domain/orders/paths';
import { caseQueries } from '../../../lib/cases/case-queries';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { api } from '../../../lib/http/api-client';

/**
 * A fixed-denture order's own data (`DENTURE_PATHS.order`: what the wizard submitted, the costs, the abutment selected,
 * the reworks), kept with the case queries so a move anywhere refreshes it.
 */
export const dentureDataQuery = (scope: number, orderId: number) =>
  queryOptions({
    queryKey: [...caseQueries.details(), 'denture', scope, orderId] as const,
    queryFn: async ({ signal }): Promise<TDentureOrder> => {
      const result = await api.get<TDentureOrder>('order', casePath(DENTURE_PATHS.order, { orderId }), {
        signal,
        isSilent: true,
      });
      if (!result.ok) throw new RequestFailedError(result);
      return result.data;
    },
    networkMode: 'offlineFirst',
    retry: false,
  });
