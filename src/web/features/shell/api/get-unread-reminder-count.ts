import { queryOptions, useQuery } from '@tanstack/react-query';
import { NETWORK_FAILURE_CODE } from '../../../../domain/response-codes';
import { api } from '../../../lib/http/api-client';

const REFRESH_INTERVAL_MS = 60_000;

/**
 * POST order /order-notify/count: unread reminders. A refusal (the call may answer 404 until the orders issue)
 * counts as none, silently: it is only a badge. Unreachable server: throws, so the last count stays on screen.
 */
export async function getUnreadReminderCount(): Promise<number> {
  const result = await api.post<unknown>('order', '/order-notify/count', undefined, { isSilent: true });
  if (!result.ok && result.code === NETWORK_FAILURE_CODE) throw new Error('The reminder count could not be fetched.');
  return result.ok && typeof result.data === 'number' && Number.isFinite(result.data) ? Math.max(0, result.data) : 0;
}

export const reminderQueries = {
  all: () => ['reminders'] as const,
  unreadCount: () =>
    queryOptions({
      queryKey: [...reminderQueries.all(), 'unreadCount'] as const,
      queryFn: getUnreadReminderCount,
      staleTime: REFRESH_INTERVAL_MS,
      refetchInterval: REFRESH_INTERVAL_MS,
      retry: false,
    }),
};

export function useUnreadReminderCount(): number {
  return useQuery(reminderQueries.unreadCount()).data ?? 0;
}
