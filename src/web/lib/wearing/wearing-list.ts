import { queryOptions, useQuery } from '@tanstack/react-query';
import { localDay } from '../../../domain/calendar/calendar-days';
import { WEARING_PATHS } from '../../../domain/tools/wearing-paths';
import type { TWearingList, TWearingPlan } from '../../../domain/tools/wearing-plan';
import { RequestFailedError } from '../forms/request-failure';
import { api } from '../http/api-client';
import { useSession } from '../session/session-store';

/**
 * The clinic's wearing plans as the device's today sees them (the wearing reminders page, the top bar's reminders and
 * the browser notifications all read this one query; it is cached with the query cache, so it is there offline).
 */
export const wearingQueries = {
  all: () => ['wearing'] as const,
  list: (clinicId: number, today: string) => [...wearingQueries.all(), clinicId, today] as const,
};

/**
 * The list as the server sent it: the server checks every answer against its contract (ZWearingList, the route's
 * response schema) before writing it, so the top bar, which reads this on every signed-in start, loads no zod.
 */
export async function findWearingList(today: string, signal?: AbortSignal): Promise<TWearingList> {
  const result = await api.post<TWearingList>('emr', WEARING_PATHS.list, { today }, { signal, isSilent: true });
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

export const wearingListQuery = (clinicId: number, today: string) =>
  queryOptions({
    queryKey: wearingQueries.list(clinicId, today),
    queryFn: ({ signal }) => findWearingList(today, signal),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

/** The current clinic's wearing list on the device's today; disabled without a clinic (factory users, no clinic). */
export function useWearingList(today: string = localDay()) {
  const session = useSession().session;
  const clinicId = session && !session.isFactory ? session.clinicId : null;
  return useQuery({ ...wearingListQuery(clinicId ?? 0, today), enabled: clinicId !== null });
}

/** The plans whose next aligner is due today or overdue. */
export function dueChanges(list: TWearingList | undefined): TWearingPlan[] {
  return (list?.plans ?? []).filter((plan) => plan.status === 'due');
}
