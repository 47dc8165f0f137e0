import type { ValidationMessageKey } from './messages';
import { toValidDayjs } from './typed-date';
import type { DateValue } from './typed-date';

export type DateRangeOptions = {
  /** The picker's disabled-date rule; an end on a disabled date makes the range invalid. */
  isDisabled?: (date: Date) => boolean;
};

/**
 * Why a range is not valid (spec section 5), or undefined when it is: both ends must be valid
 * dates, the start must not be after the end (equal is fine), and neither end may be disabled.
 */
export function dateRangeProblem(
  start: DateValue,
  end: DateValue,
  options: DateRangeOptions = {},
): ValidationMessageKey | undefined {
  const from = toValidDayjs(start);
  const to = toValidDayjs(end);
  if (!from || !to) return 'dateRangeIncomplete';
  if (from.isAfter(to)) return 'dateRangeStartAfterEnd';
  if (options.isDisabled && (options.isDisabled(from.toDate()) || options.isDisabled(to.toDate()))) {
    return 'dateRangeDisabledDate';
  }
  return undefined;
}

export function isValidDateRange(start: DateValue, end: DateValue, options: DateRangeOptions = {}): boolean {
  return dateRangeProblem(start, end, options) === undefined;
}
