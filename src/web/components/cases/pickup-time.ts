import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat.js';
import { dayjsIn } from '../../lib/dates/dayjs-locale';

dayjs.extend(localizedFormat);

/** A courier pickup time (epoch ms) with its weekday, in the user's language and the device's time zone. */
export function formatPickupTime(at: number, locale: string): string {
  return dayjsIn(at, locale).format('LLLL');
}
