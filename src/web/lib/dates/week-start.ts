import { useSyncExternalStore } from 'react';
import { FIRST_DAY_OF_WEEK, isFirstDayOfWeek } from '../../../domain/calendar/date-picker-rules';

/**
 * The first day of the week the calendars show (1 Monday … 7 Sunday; spec section 5), a setting of this device,
 * chosen in any calendar's footer and kept across visits. Monday when never set.
 */
const STORAGE_KEY = 'cuspid.weekStart';
const listeners = new Set<() => void>();

export function readWeekStart(): number {
  try {
    const stored = Number(globalThis.localStorage?.getItem(STORAGE_KEY));
    return isFirstDayOfWeek(stored) ? stored : FIRST_DAY_OF_WEEK.default;
  } catch {
    return FIRST_DAY_OF_WEEK.default;
  }
}

export function saveWeekStart(day: number): void {
  if (!isFirstDayOfWeek(day)) return;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, String(day));
  } catch {
    // Storage refused (private mode): the choice lasts until the page is left.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useWeekStart(): [number, (day: number) => void] {
  return [useSyncExternalStore(subscribe, readWeekStart, () => FIRST_DAY_OF_WEEK.default), saveWeekStart];
}
