import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { REMINDER_PATHS } from '../../../../domain/orders/reminder-paths';
import type { TReminderPage, TReminderReadRequest } from '../../../../domain/orders/reminders';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { api } from '../../../lib/http/api-client';
import { reminderQueries } from './get-unread-reminder-count';

/** How many of the latest reminders the top bar's list shows. */
export const REMINDER_LIST_SIZE = 10;

/**
 * POST order /order-notify/list: the latest reminders, read or not, newest first; texts in the request's language. As
 * the server sent them: it checks every answer against its contract (ZReminderPage) before writing it, so the top
 * bar's popover loads no zod.
 */
export async function getLatestReminders(signal?: AbortSignal): Promise<TReminderPage> {
  const result = await api.post<TReminderPage>(
    'order',
    REMINDER_PATHS.list,
    { unreadOnly: false, pageIndex: 1, pageSize: REMINDER_LIST_SIZE },
    { signal, isSilent: true },
  );
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

export const latestRemindersQuery = () =>
  queryOptions({
    queryKey: [...reminderQueries.all(), 'latest'] as const,
    queryFn: ({ signal }) => getLatestReminders(signal),
    retry: false,
  });

/** POST order /order-notify/read: some reminders, or all of them; then the count and the list are fetched again. */
export function useMarkRemindersRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: TReminderReadRequest) => {
      const result = await api.post('order', REMINDER_PATHS.read, request, { isSilent: true });
      if (!result.ok) throw new RequestFailedError(result);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reminderQueries.all() }),
  });
}
