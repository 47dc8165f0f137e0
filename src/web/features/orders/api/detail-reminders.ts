import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { REMINDER_PATHS } from '../../../../domain/orders/reminders';
import { api } from '../../../lib/http/api-client';

/**
 * The top bar's reminder queries (count and list) all start with this key (the shell's get-unread-reminder-count.ts);
 * features do not import each other, so the prefix is repeated here.
 */
const REMINDER_QUERY_PREFIX = ['reminders'] as const;

/** POST order /order-notify/read {orderId}: every reminder of the order is read. Resolves whether it was accepted. */
export async function markOrderRemindersRead(orderId: number): Promise<boolean> {
  const result = await api.post('order', REMINDER_PATHS.read, { orderId }, { isSilent: true });
  return result.ok;
}

/**
 * Opening an order's detail reads its reminders: once per order while the page is open, after the detail loaded (so a
 * case of another clinic marks nothing); then the top bar's count and list are fetched again.
 */
export function useReadRemindersOnOpen(orderId: number, isLoaded: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isLoaded) return;
    void markOrderRemindersRead(orderId).then((isRead) => {
      if (isRead) void queryClient.invalidateQueries({ queryKey: REMINDER_QUERY_PREFIX });
    });
  }, [orderId, isLoaded, queryClient]);
}
