import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Day } from '../../../domain/calendar/calendar-days';
import { HOLIDAY_PATHS, ZHolidayList, type THolidayYearView } from '../../../domain/calendar/holiday-api';
import { HOLIDAY_YEARS, workingDayRule } from '../../../domain/calendar/holidays';
import { RequestFailedError } from '../forms/request-failure';
import { api } from '../http/api-client';

/**
 * The holiday calendar as the date pickers read it: a decade at a time (the server answers at most ten years), kept
 * in the query cache (and on the device with it) for an hour. While a decade is not loaded, or offline with nothing
 * cached, the rule is Monday to Friday; the server checks every saved day against its own calendar either way.
 */
export const holidayQueries = {
  all: () => ['calendar', 'holidays'] as const,
  decade: (fromYear: number) => [...holidayQueries.all(), fromYear] as const,
};

export async function findHolidayYears(
  fromYear: number,
  toYear: number,
  signal?: AbortSignal,
): Promise<THolidayYearView[]> {
  const result = await api.post<unknown>(
    'platform',
    HOLIDAY_PATHS.list,
    { fromYear, toYear },
    { signal, isSilent: true },
  );
  if (!result.ok) throw new RequestFailedError(result);
  return ZHolidayList.parse(result.data);
}

export function decadeOf(year: number): { fromYear: number; toYear: number } {
  const fromYear = Math.min(Math.max(Math.floor(year / 10) * 10, HOLIDAY_YEARS.min), HOLIDAY_YEARS.max);
  return { fromYear, toYear: Math.min(fromYear + 9, HOLIDAY_YEARS.max) };
}

export const holidayDecadeQuery = (year: number) => {
  const { fromYear, toYear } = decadeOf(year);
  return queryOptions({
    queryKey: holidayQueries.decade(fromYear),
    queryFn: ({ signal }) => findHolidayYears(fromYear, toYear, signal),
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
};

/** Whether a day is a working day, by the calendar of the decade around `year` (pass `enabled` false to skip it). */
export function useWorkingDayRule(year: number, enabled = true): (day: Day) => boolean {
  const { data } = useQuery({ ...holidayDecadeQuery(year), enabled });
  return useMemo(() => workingDayRule(data ?? []), [data]);
}
