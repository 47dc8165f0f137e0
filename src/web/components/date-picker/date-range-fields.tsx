import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Day } from '../../../domain/calendar/calendar-days';
import { dateRangeProblem } from '../../../domain/validation/date-range';
import { validationMessages } from '../../../domain/validation/messages';
import { localDayString } from '../../../domain/date-ranges';
import { DateField } from './date-field';

export type DayRangeValue = { start: string; end: string };

/**
 * A range of days as two date fields, each drawing the range in its calendar. The range counts only when both ends
 * are days, the start is not after the end and neither end is disabled (spec section 5); until then the problem is
 * shown under the end.
 */
export function DateRangeFields({
  value,
  onChange,
  startLabel,
  endLabel,
  min,
  max,
  isDisabledDay,
  className,
}: {
  value: DayRangeValue;
  onChange: (value: DayRangeValue) => void;
  startLabel: ReactNode;
  endLabel: ReactNode;
  min?: Day;
  max?: Day;
  isDisabledDay?: (day: Day) => boolean;
  className?: string;
}) {
  const { i18n } = useLingui();
  const touched = value.start !== '' && value.end !== '';
  const problem = touched
    ? dateRangeProblem(value.start, value.end, {
        isDisabled: (date) => {
          const day = localDayString(date);
          return (
            (min !== undefined && day < min) || (max !== undefined && day > max) || (isDisabledDay?.(day) ?? false)
          );
        },
      })
    : undefined;
  return (
    <div className={`flex flex-wrap items-start gap-3 ${className ?? ''}`}>
      <DateField
        label={startLabel}
        value={value.start}
        onChange={(start) => onChange({ ...value, start })}
        min={min}
        max={max}
        isDisabledDay={isDisabledDay}
        rangeWith={value}
      />
      <DateField
        label={endLabel}
        value={value.end}
        onChange={(end) => onChange({ ...value, end })}
        min={min}
        max={max}
        isDisabledDay={isDisabledDay}
        rangeWith={value}
        error={problem ? i18n._(validationMessages[problem]) : null}
      />
    </div>
  );
}
