import { formatDateTime } from '../../lib/dates/format-day';

/** A courier pickup time (epoch ms) with its weekday, in the interface's one format and the device's time zone. */
export function formatPickupTime(at: number, locale: string): string {
  return formatDateTime(at, locale, { weekday: true });
}
