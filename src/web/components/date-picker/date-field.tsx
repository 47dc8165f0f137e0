import { lazy, useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { localDay, partsOf, type Day } from '../../../domain/calendar/calendar-days';
import { isDayDisabled, type DayLimits } from '../../../domain/calendar/date-picker-rules';
import { calendarMessages } from '../../../domain/calendar/calendar-messages';
import { validationMessages } from '../../../domain/validation/messages';
import { DATE_FORMAT, isAcceptedTypedDate } from '../../../domain/validation/typed-date';
import { useWorkingDayRule } from '../../lib/calendar/holiday-calendar';
import { formatDay } from '../../lib/dates/format-day';
import { FormField, type FieldFrameProps } from '../ui/form/form-field';
import { PickerBox } from './picker-box';
import { usePopover } from './use-popover';

// The calendar (grid, month and year views, the lunar table) loads the first time a picker opens.
const CalendarPanel = lazy(() => import('./calendar-panel').then((module) => ({ default: module.CalendarPanel })));

export type DateFieldProps = FieldFrameProps & {
  /** `YYYY-MM-DD`, or what the user is typing. */
  value: string;
  /** Called with what is typed (the form's rule refuses text that is not a day) and with each chosen day. */
  onChange: (value: string) => void;
  min?: Day | undefined;
  max?: Day | undefined;
  /** A rule of the field that refuses some days. */
  isDisabledDay?: ((day: Day) => boolean) | undefined;
  /** Only working days of the holiday calendar (make-up working days included) can be chosen. */
  workingDaysOnly?: boolean;
  /** The other end of a range, drawn in the calendar. */
  rangeWith?: { start: string; end: string } | undefined;
  'data-testid'?: string;
};

/**
 * The app's one date field (no native date input anywhere): a text box for `YYYY-MM-DD` (a typed date counts only at
 * the format's length and when it parses) beside a button that opens the calendar. Under the box the chosen day is
 * written out in the user's language ("Thu, 26 Nov 2026"), so no one misreads day and month.
 */
export function DateField({
  value,
  onChange,
  min,
  max,
  isDisabledDay,
  workingDaysOnly = false,
  rangeWith,
  error,
  hint,
  'data-testid': testId,
  ...frame
}: DateFieldProps) {
  const { t, i18n } = useLingui();
  const generatedId = useId();
  const id = frame.id ?? generatedId;
  const popover = usePopover();
  const today = localDay();
  const viewYear = partsOf(value)?.year ?? partsOf(today)!.year;
  const isWorkingDay = useWorkingDayRule(viewYear, workingDaysOnly);
  const limits: DayLimits = {
    min,
    max,
    isDisabled: (day) => (isDisabledDay?.(day) ?? false) || (workingDaysOnly && !isWorkingDay(day)),
  };
  const isAccepted = isAcceptedTypedDate(value, DATE_FORMAT);
  const ownError =
    value !== '' && isAccepted && isDayDisabled(value, limits)
      ? i18n._(
          workingDaysOnly && !isWorkingDay(value)
            ? calendarMessages.notAWorkingDay
            : validationMessages.dateRangeDisabledDate,
        )
      : null;
  const written = isAccepted ? formatDay(value, i18n.locale) : null;

  return (
    <FormField
      {...frame}
      id={id}
      error={error ?? ownError}
      hint={
        written && hint ? (
          <>
            {written} · {hint}
          </>
        ) : (
          (written ?? hint)
        )
      }
    >
      {(control) => (
        <PickerBox
          control={control}
          isOpen={popover.isOpen}
          onToggle={popover.toggle}
          boxRef={popover.boxRef}
          toggleRef={popover.toggleRef}
          format={DATE_FORMAT}
          widthClass="w-40"
          value={value}
          onChange={onChange}
          toggleLabel={t`Open the calendar`}
          icon={<CalendarIcon />}
          testId={testId}
          panel={
            <CalendarPanel
              value={value}
              today={today}
              limits={limits}
              rangeWith={rangeWith}
              marksWorkingDays={workingDaysOnly}
              onSelect={(day) => {
                onChange(day);
                popover.close(document.getElementById(id));
              }}
              onClose={() => popover.close()}
            />
          }
        />
      )}
    </FormField>
  );
}

export function CalendarIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8">
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 9.5h17M8 3v4M16 3v4" />
    </svg>
  );
}
