import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_ORDER_SHOW_TYPE, type OrderShowType } from '../../../../domain/accounts/personal-info';
import { api } from '../../../lib/http/api-client';
import { applySession, sessionQueryKey, useSession, type TWebSession } from '../../../lib/session/session-store';

/**
 * The case list's view (spec section 3, orderShowType; default listShow), remembered for the user: the choice shows
 * at once and lands in the cached session (so this device keeps it, offline too), then the server keeps it for the
 * user's other devices. Offline or refused, the device's choice stays; the next session from the server wins.
 */
export function useOrderShowType(): [OrderShowType, (next: OrderShowType) => void] {
  const queryClient = useQueryClient();
  const { session } = useSession();
  const current = session?.orderShowType ?? DEFAULT_ORDER_SHOW_TYPE;
  const choose = (next: OrderShowType) => {
    if (next === current) return;
    queryClient.setQueryData<TWebSession>(sessionQueryKey, (old) => (old ? { ...old, orderShowType: next } : old));
    void api
      .post<TWebSession>('tenant', '/account/order-show-type', { orderShowType: next }, { isSilent: true })
      .then((result) => {
        if (result.ok) applySession(queryClient, result.data);
      });
  };
  return [current, choose];
}
