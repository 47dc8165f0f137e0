import type { TWorktable } from '../../../../domain/orders/list';
import { localDayString, startOfLocalDay } from '../../../../domain/date-ranges';

export type UpcomingItem = TWorktable['upcoming'][number];

/** One day of the upcoming list: its calendar day, how many days from today (0 today, 1 tomorrow…), and its items. */
export type UpcomingDay = { day: string; daysFromToday: number; date: Date; items: UpcomingItem[] };

/**
 * The upcoming pickups and deliveries by the device's calendar day, for `days` days from today, soonest first; days
 * without anything are left out, and so is anything outside the window.
 */
export function groupUpcoming(items: readonly UpcomingItem[], now: Date, days: number): UpcomingDay[] {
  const window = Array.from({ length: days }, (_, offset) => {
    const date = startOfLocalDay(now, offset);
    return { day: localDayString(date), daysFromToday: offset, date, items: [] as UpcomingItem[] };
  });
  const byDay = new Map(window.map((entry) => [entry.day, entry]));
  for (const item of [...items].sort((a, b) => a.at - b.at))
    byDay.get(localDayString(new Date(item.at)))?.items.push(item);
  return window.filter((entry) => entry.items.length > 0);
}
