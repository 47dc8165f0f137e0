import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Dayjs } from 'dayjs';
import { toValidDayjs } from './typed-date';
import type { DateValue } from './typed-date';

export const EXPIRY_STATUSES = ['normal', 'near-expiry', 'ended'] as const;
export type ExpiryStatus = (typeof EXPIRY_STATUSES)[number];

export const expiryStatusLabels = {
  normal: msg`Valid`,
  'near-expiry': msg`Expiring soon`,
  ended: msg`Ended`,
} satisfies Record<ExpiryStatus, MessageDescriptor>;

export type ExpiryPeriod = { start: DateValue; end: DateValue; today: DateValue };

/**
 * Expiry status of a period (spec section 4), counted in whole calendar days, both ends included:
 * total = end - start + 1 and remaining = end - today + 1 (the end day itself still counts as one).
 * 'ended' once today is after the end day; 'near-expiry' when remaining < total / 3; else 'normal'.
 * Example: 1 to 30 June is 30 days; 21 June leaves 10 (normal), 22 June leaves 9 (near-expiry).
 */
export function expiryStatus({ start, end, today }: ExpiryPeriod): ExpiryStatus {
  const [startDay, endDay, todayDay] = [
    calendarDay(start, 'start'),
    calendarDay(end, 'end'),
    calendarDay(today, 'today'),
  ];
  if (startDay > endDay) throw new RangeError('the period starts after it ends');
  if (todayDay > endDay) return 'ended';
  const totalDays = endDay - startDay + 1;
  const remainingDays = endDay - todayDay + 1;
  // Compared as integers: remaining < total / 3 without a fraction.
  return remainingDays * 3 < totalDays ? 'near-expiry' : 'normal';
}

/** Days since 1970-01-01 of the local calendar date, immune to daylight-saving shifts. */
function calendarDay(value: DateValue, name: string): number {
  const moment: Dayjs | undefined = toValidDayjs(value);
  if (!moment) throw new RangeError(`${name} is not a valid date`);
  return Date.UTC(moment.year(), moment.month(), moment.date()) / 86_400_000;
}
