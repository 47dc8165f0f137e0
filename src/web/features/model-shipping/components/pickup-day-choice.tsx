import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Day } from '../../../../domain/calendar/calendar-days';
import { PICKUP_DAY_LABELS } from '../../../../domain/tools/model-pickup';
import { FieldError } from '../../../components/ui/form/form-field';
import { labelClass } from '../../../components/ui/styles';
import { formatDay } from '../../../lib/dates/format-day';

/**
 * Today, tomorrow or the day after (spec section 9), each with its date; a day that is not a working day on the
 * holiday calendar cannot be chosen and says so. Real radio buttons drawn as 44 px buttons.
 */
export function PickupDayChoice({
  days,
  isWorkingDay,
  value,
  onChange,
  error,
}: {
  days: readonly Day[];
  isWorkingDay: (day: Day) => boolean;
  value: Day | null;
  onChange: (day: Day) => void;
  error?: string | null;
}) {
  const { i18n } = useLingui();
  const name = useId();
  return (
    <fieldset role="radiogroup" aria-invalid={error ? true : undefined} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className={labelClass}>
        <Trans>Pickup day</Trans>
      </legend>
      <div className="flex flex-wrap gap-2">
        {days.map((day, index) => {
          const isOpen = isWorkingDay(day);
          const label = PICKUP_DAY_LABELS[index] ?? PICKUP_DAY_LABELS[0];
          return (
            <label
              key={day}
              className={`flex min-h-11 min-w-32 cursor-pointer flex-col justify-center rounded-lg border px-4 py-1 has-focus-visible:outline-2 has-focus-visible:outline-teal-700 ${
                value === day ? 'border-teal-700 bg-teal-50 text-teal-900' : 'border-slate-300 bg-white text-slate-800'
              } ${isOpen ? '' : 'cursor-not-allowed bg-slate-100 text-slate-500'}`}
            >
              <input
                type="radio"
                name={name}
                value={day}
                checked={value === day}
                disabled={!isOpen}
                onChange={() => onChange(day)}
                className="sr-only"
              />
              <span className="font-medium">{i18n._(label)}</span>
              <span className="text-sm">
                {formatDay(day, i18n.locale)}
                {isOpen ? null : (
                  <>
                    {' · '}
                    <Trans>not a working day</Trans>
                  </>
                )}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={`${name}-error`} error={error} />
    </fieldset>
  );
}
