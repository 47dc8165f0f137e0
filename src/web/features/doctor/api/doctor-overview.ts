import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DOCTOR_OVERVIEW_PATH,
  type TDoctorOverview,
  type TDoctorOverviewRequest,
} from '../../../../domain/orders/doctor-overview';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { api } from '../../../lib/http/api-client';
import { useSession } from '../../../lib/session/session-store';

/** POST order /v1/doctor/overview: the doctor's cases, reminders, due aligner changes and pickups in each of their clinics. */
export async function getDoctorOverview(request: TDoctorOverviewRequest, signal?: AbortSignal): Promise<TDoctorOverview> {
  const result = await api.post<TDoctorOverview>('order', DOCTOR_OVERVIEW_PATH, request, { signal, isSilent: true });
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

/**
 * One query per user (not per clinic or day: it looks across clinics, and offline the last answer read stands, with
 * its age, whatever the day). Persisted with the other queries into the user's database.
 */
export const doctorOverviewQuery = (userId: number, today: string) =>
  queryOptions({
    queryKey: ['doctorOverview', userId] as const,
    queryFn: ({ signal }) => getDoctorOverview({ today }, signal),
    networkMode: 'online',
    retry: false,
  });

export function useDoctorOverview(today: string) {
  const { session } = useSession();
  return useQuery({ ...doctorOverviewQuery(session?.userId ?? 0, today), enabled: session !== undefined });
}
