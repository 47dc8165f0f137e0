import { lazy, useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { calendarMessages } from '../../../domain/calendar/calendar-messages';
import { isAcceptedTypedDate, TIME_FORMAT } from '../../../domain/validation/typed-date';
import { FormField, type FieldFrameProps } from '../ui/form/form-field';
import { PickerBox } from './picker-box';
import { usePopover } from './use-popover';

const TimePanel = lazy(() => import('./time-panel').then((module) => ({ default: module.TimePanel })));

export type TimeFieldProps = FieldFrameProps & {
  /** `HH:mm`, or what the user is typing. */
  value: string;
  onChange: (value: string) => void;
  'data-testid'?: string;
};

/** The app's one time field: `HH:mm` typed (counted only at the format's length and when it parses) or chosen. */
export function TimeField({ value, onChange, error, 'data-testid': testId, ...frame }: TimeFieldProps) {
  const { t, i18n } = useLingui();
  const generatedId = useId();
  const id = frame.id ?? generatedId;
  const popover = usePopover();
  const typedError =
    value.length === TIME_FORMAT.length && !isAcceptedTypedDate(value, TIME_FORMAT)
      ? i18n._(calendarMessages.timeInvalid)
      : null;

  return (
    <FormField {...frame} id={id} error={error ?? typedError}>
      {(control) => (
        <PickerBox
          control={control}
          isOpen={popover.isOpen}
          onToggle={popover.toggle}
          boxRef={popover.boxRef}
          toggleRef={popover.toggleRef}
          format={TIME_FORMAT}
          widthClass="w-28"
          value={value}
          onChange={onChange}
          toggleLabel={t`Open the time picker`}
          icon={<ClockIcon />}
          testId={testId}
          panel={
            <TimePanel
              value={value}
              onSelect={(time, part) => {
                onChange(time);
                if (part === 'minute') popover.close(document.getElementById(id));
              }}
              onClose={() => popover.close()}
            />
          }
        />
      )}
    </FormField>
  );
}

function ClockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </svg>
  );
}
