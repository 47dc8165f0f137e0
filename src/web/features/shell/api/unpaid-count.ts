import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAYMENT_PATHS } from '../../../../domain/payments/paths';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { api } from '../../../lib/http/api-client';
import { paymentQueryKeys } from '../../../lib/payments/payment-query-keys';
import { useSession } from '../../../lib/session/session-store';

const REFRESH_INTERVAL_MS = 60_000;

/** POST design unPayCount: how many of the clinic's payment orders wait to be paid. Silent: it is only a badge. */
async function getUnpaidCount(signal?: AbortSignal): Promise<number> {
  const result = await api.post<number>('design', PAYMENT_PATHS.unPayCount, undefined, { signal, isSilent: true });
  if (!result.ok) throw new RequestFailedError(result);
  return Math.max(0, result.data);
}

/**
 * Asked again on every start and every minute: the copy restored from the device may predate a payment made just
 * before a reload (the persister saves at most once a second).
 */
export const unpaidCountQuery = (clinicId: number) =>
  queryOptions({
    queryKey: paymentQueryKeys.unpaidCount(clinicId),
    queryFn: ({ signal }) => getUnpaidCount(signal),
    networkMode: 'online',
    refetchInterval: REFRESH_INTERVAL_MS,
    retry: false,
  });

/** The unpaid count of the current clinic: the session's until the first answer (and offline, the last one read). */
export function useUnpaidCount(): number {
  const { session } = useSession();
  const clinicId = session?.clinicId ?? 0;
  const query = useQuery({ ...unpaidCountQuery(clinicId), enabled: clinicId > 0 && session?.isFactory !== true });
  return query.data ?? session?.unpaidCount ?? 0;
}
