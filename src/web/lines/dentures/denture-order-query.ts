import { queryOptions } from '@tanstack/react-query';
import { DENTURE_PATHS, type TDentureOrder } from '../../../domain/lines/dentures/requests';
import type { TDentureData } from '../../../domain/lines/dentures/wizard';
import { casePath } from '../../../domain/orders/paths';
import { caseQueries } from '../../lib/cases/case-queries';
import { RequestFailedError } from '../../lib/forms/request-failure';
import { api } from '../../lib/http/api-client';

/**
 * A fixed-denture order's own data (`/v1/line/dentures/order/:orderId`): what the wizard submitted, the costs (absent
 * for staff whose prices are hidden: the server leaves them out), the abutment selected, the reworks and the files.
 * Kept with the case queries, so a move anywhere refreshes it, and on the device for reading offline.
 */
export type DentureOrderView = Omit<TDentureOrder, 'data' | 'costs'> & {
  data: TDentureData;
  costs: Partial<TDentureOrder['costs']>;
};

export const dentureOrderQuery = (scope: number, orderId: number) =>
  queryOptions({
    queryKey: [...caseQueries.details(), 'denture', scope, orderId] as const,
    queryFn: async ({ signal }): Promise<DentureOrderView> => {
      const path = casePath(DENTURE_PATHS.order, { orderId });
      const result = await api.get<DentureOrderView>('order', path, { signal, isSilent: true });
      if (!result.ok) throw new RequestFailedError(result);
      return result.data;
    },
    networkMode: 'offlineFirst',
    retry: false,
  });
