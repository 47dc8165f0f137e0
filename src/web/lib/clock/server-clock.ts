import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLOCK_PATH, checkClockOffset, clockOffsetOf, ZServerClock, type ClockCheck } from '../../../domain/tools/model-pickup';
import { RequestFailedError } from '../forms/request-failure';
import { api } from '../http/api-client';

/** The device clock against the server's: the offset (server minus device, ms) of one round trip. */
export async function measureClockOffset(signal?: AbortSignal): Promise<number> {
  const sentAt = Date.now();
  const result = await api.post<unknown>('platform', CLOCK_PATH, undefined, { signal, isSilent: true });
  const receivedAt = Date.now();
  if (!result.ok) throw new RequestFailedError(result);
  return clockOffsetOf(ZServerClock.parse(result.data).now, sentAt, receivedAt);
}

export const clockQuery = () =>
  queryOptions({
    queryKey: ['clock', 'offset'] as const,
    queryFn: ({ signal }) => measureClockOffset(signal),
    networkMode: 'online',
    staleTime: 60 * 1000,
    retry: false,
  });

export type ClockState = { check: ClockCheck | 'unknown'; offsetMs: number | null; recheck: () => void };

/**
 * Whether the device clock is right (spec section 5, "the computer clock must be correct"): measured when the page
 * opens and every minute it stays open; 'unknown' while offline with no measurement (then the server's own clock
 * still decides whether a queued pickup is later than now when it arrives).
 */
export function useClockCheck(): ClockState {
  const query = useQuery({ ...clockQuery(), refetchInterval: 60 * 1000 });
  const offsetMs = query.data ?? null;
  return {
    check: offsetMs === null ? 'unknown' : checkClockOffset(offsetMs),
    offsetMs,
    recheck: () => void query.refetch(),
  };
}
