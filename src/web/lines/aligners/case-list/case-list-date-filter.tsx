import { Trans, useLingui } from '@lingui/react/macro';
import { DATES } from '../../../../domain/constants';
import {
  dayRange,
  localDayString,
  quickRange,
  type DateRange,
  type QuickRangeKey,
} from '../../../../domain/date-ranges';
import { focusRing } from '../../../components/ui/styles';
import { DateRangeFields } from '../../../components/date-picker/date-range-fields';
import { dateRangeProblem } from '../../../../domain/validation/date-range';

/** The creation-date filter of /caseList: none, a quick range of spec section 9, or two calendar days. */
export type CaseDateFilter =
  { kind: 'all' } | { kind: 'quick'; key: QuickRangeKey } | { kind: 'custom'; firstDay: string; lastDay: string };

/**
 * The range a filter stands for today (quick ranges move with the day); null for none, or a custom one that is not a
 * valid range yet (both ends days, the start not after the end).
 */
export function dateFilterRange(filter: CaseDateFilter, now: Date): DateRange | null {
  if (filter.kind === 'quick') return quickRange(filter.key, now);
  if (filter.kind === 'custom')
    return dateRangeProblem(filter.firstDay, filter.lastDay) ? null : dayRange(filter.firstDay, filter.lastDay);
  return null;
}

const chipClass = `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium ${focusRing}`;
const chipTone = (isOn: boolean) =>
  isOn ? 'border-teal-700 bg-teal-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50';

type Choice = { id: string; label: string; filter: CaseDateFilter };

export function CaseListDateFilter({
  value,
  onChange,
}: {
  value: CaseDateFilter;
  onChange: (filter: CaseDateFilter) => void;
}) {
  const { i18n, t } = useLingui();
  const today = localDayString(new Date());
  const choices: Choice[] = [
    { id: 'all', label: t`Any date`, filter: { kind: 'all' } },
    ...DATES.quickRanges.map((range) => ({
      id: range.key,
      label: i18n._(range.label),
      filter: { kind: 'quick', key: range.key } as const,
    })),
    // Starts empty: choosing "Custom range" must not filter to today before the user picked a single day.
    { id: 'custom', label: t`Custom range`, filter: { kind: 'custom', firstDay: '', lastDay: '' } },
  ];
  const selectedId = value.kind === 'quick' ? value.key : value.kind;

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">
        <Trans>Created</Trans>
      </legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <button
            key={choice.id}
            type="button"
            aria-pressed={choice.id === selectedId}
            onClick={() => {
              if (choice.id !== selectedId) onChange(choice.filter);
            }}
            className={`${chipClass} ${chipTone(choice.id === selectedId)}`}
          >
            {choice.label}
          </button>
        ))}
      </div>
      {value.kind === 'custom' ? (
        <DateRangeFields
          startLabel={<Trans>From</Trans>}
          endLabel={<Trans>To</Trans>}
          value={{ start: value.firstDay, end: value.lastDay }}
          max={today}
          onChange={({ start, end }) => onChange({ kind: 'custom', firstDay: start, lastDay: end })}
        />
      ) : null}
    </fieldset>
  );
}
