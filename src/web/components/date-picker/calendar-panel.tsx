import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { dayOf, isoWeekday, partsOf, type Day } from '../../../domain/calendar/calendar-days';
import {
  isDayDisabled,
  isMonthDisabled,
  isNavigationKey,
  isYearDisabled,
  monthGrid,
  navigate,
  openingDay,
  weekdayColumns,
  type DayLimits,
} from '../../../domain/calendar/date-picker-rules';
import { lunarDateOf } from '../../../domain/calendar/lunar';
import { formatDay, formatMonthYear, monthNames, weekdayName } from '../../lib/dates/format-day';
import { lunarLabel } from '../../lib/dates/lunar-label';
import { useWeekStart } from '../../lib/dates/week-start';
import { focusRing } from '../ui/styles';

export type CalendarView = 'date' | 'month' | 'year';

export type CalendarPanelProps = {
  /** The chosen day, or text that is not (yet) a day. */
  value: string;
  today: Day;
  limits: DayLimits;
  /** The other end of a range, drawn with the days between. */
  rangeWith?: { start: string; end: string } | undefined;
  /** Whether non-working days are refused (they are then drawn as such, and make-up working days marked). */
  marksWorkingDays: boolean;
  onSelect: (day: Day) => void;
  onClose: () => void;
};

const YEARS_PER_PAGE = 12;
const navButton = `inline-flex h-11 min-w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 ${focusRing}`;

/**
 * The date picker's calendar: the day grid (with each day's lunar date), the month view and the year view. The
 * grid is one tab stop; the arrow keys, Page Up/Down (Shift: a year) and Home/End move the focus and skip days that
 * cannot be chosen, looking up to one year ahead (domain/calendar/date-picker-rules.ts). Escape closes it.
 */
export function CalendarPanel({
  value,
  today,
  limits,
  rangeWith,
  marksWorkingDays,
  onSelect,
  onClose,
}: CalendarPanelProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const [weekStart, setWeekStart] = useWeekStart();
  const [view, setView] = useState<CalendarView>('date');
  const [focused, setFocused] = useState<Day>(() => openingDay(value, today, limits));
  // Set when a key, the month view or the opening moves the focus to a day: the effect puts it on that day's button.
  const shouldFocus = useRef(true);
  const gridRef = useRef<HTMLDivElement>(null);
  const { year, month } = partsOf(focused)!;

  useEffect(() => {
    if (!shouldFocus.current || view !== 'date') return;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
    shouldFocus.current = false;
  }, [focused, view]);

  function moveTo(day: Day) {
    shouldFocus.current = true;
    setFocused(day);
  }

  function onGridKey(event: KeyboardEvent<HTMLDivElement>) {
    if (!isNavigationKey(event.key)) return;
    event.preventDefault();
    const next = navigate(focused, event.key, limits, { shift: event.shiftKey, firstDay: weekStart });
    if (next) moveTo(next);
  }

  function onPanelKey(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    if (view === 'date') onClose();
    else setView(view === 'year' ? 'month' : 'date');
  }

  const shiftMonth = (months: number) => {
    const target = dayOf(year, month + months, 1);
    setFocused(target);
  };

  const range = rangeWith && partsOf(rangeWith.start) && partsOf(rangeWith.end) ? rangeWith : undefined;

  return (
    <div
      role="dialog"
      aria-label={t`Choose a date`}
      className="w-[22.5rem] max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-3 shadow-lg"
      onKeyDown={onPanelKey}
      data-testid="calendar-panel"
    >
      {view === 'date' ? (
        <>
          <div className="mb-2 flex items-center justify-between gap-1">
            <button type="button" className={navButton} aria-label={t`Previous month`} onClick={() => shiftMonth(-1)}>
              ‹
            </button>
            <button
              type="button"
              className={`${navButton} px-3 font-medium`}
              aria-label={t`Choose a month`}
              onClick={() => setView('month')}
            >
              {formatMonthYear(year, month, locale)}
            </button>
            <button type="button" className={navButton} aria-label={t`Next month`} onClick={() => shiftMonth(1)}>
              ›
            </button>
          </div>
          <div role="grid" aria-label={formatMonthYear(year, month, locale)} ref={gridRef} onKeyDown={onGridKey}>
            <div role="row" className="grid grid-cols-7 text-center text-xs text-slate-500">
              {weekdayColumns(weekStart).map((weekday) => (
                <span
                  role="columnheader"
                  key={weekday}
                  aria-label={weekdayName(weekday, locale, 'long')}
                  className="py-1"
                >
                  {weekdayName(weekday, locale, 'short')}
                </span>
              ))}
            </div>
            {monthGrid(year, month, weekStart).map((week) => (
              <div role="row" key={week[0]} className="grid grid-cols-7 gap-0.5">
                {week.map((day) => (
                  <DayCell
                    key={day}
                    day={day}
                    inMonth={partsOf(day)!.month === month}
                    isFocused={day === focused}
                    isSelected={day === value}
                    isToday={day === today}
                    isInRange={range !== undefined && day >= range.start && day <= range.end}
                    isDisabled={isDayDisabled(day, limits)}
                    isMakeUpWorkday={marksWorkingDays && isoWeekday(day) >= 6 && !isDayDisabled(day, limits)}
                    locale={locale}
                    onSelect={onSelect}
                  />
                ))}
              </div>
            ))}
          </div>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-2">
            <button
              type="button"
              className={`${navButton} px-3 text-teal-800`}
              disabled={isDayDisabled(today, limits)}
              onClick={() => onSelect(today)}
            >
              <Trans>Today</Trans>
            </button>
            <label className="flex items-center gap-2 text-sm text-slate-600">
              <Trans>Week starts on</Trans>
              <select
                className={`min-h-11 rounded-lg border border-slate-300 bg-white px-2 ${focusRing}`}
                value={weekStart}
                onChange={(event) => setWeekStart(Number(event.target.value))}
              >
                {[1, 2, 3, 4, 5, 6, 7].map((weekday) => (
                  <option key={weekday} value={weekday}>
                    {weekdayName(weekday, locale, 'long')}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </>
      ) : view === 'month' ? (
        <MonthView
          year={year}
          limits={limits}
          locale={locale}
          selectedMonth={partsOf(value) ? value.slice(0, 7) : ''}
          onYear={(next) => setFocused(dayOf(next, month, 1))}
          onYearView={() => setView('year')}
          onMonth={(chosen) => {
            setFocused(openingDay(dayOf(year, chosen, 1), dayOf(year, chosen, 1), limits));
            shouldFocus.current = true;
            setView('date');
          }}
        />
      ) : (
        <YearView
          year={year}
          limits={limits}
          onYear={(chosen) => {
            setFocused(dayOf(chosen, month, 1));
            setView('month');
          }}
        />
      )}
    </div>
  );
}

function DayCell(props: {
  day: Day;
  inMonth: boolean;
  isFocused: boolean;
  isSelected: boolean;
  isToday: boolean;
  isInRange: boolean;
  isDisabled: boolean;
  isMakeUpWorkday: boolean;
  locale: string;
  onSelect: (day: Day) => void;
}) {
  const { t } = useLingui();
  const { day, inMonth, isFocused, isSelected, isToday, isInRange, isDisabled, isMakeUpWorkday, locale } = props;
  const lunar = lunarDateOf(day);
  const notes = [
    lunar
      ? t`lunar ${lunar.isLeapMonth ? t`leap month ${lunar.month}` : t`month ${lunar.month}`}, day ${lunar.day}`
      : null,
    isMakeUpWorkday ? t`make-up working day` : null,
    isDisabled ? t`not available` : null,
  ].filter(Boolean);
  const tone = isSelected
    ? 'bg-teal-700 text-white'
    : isDisabled
      ? 'text-slate-300 line-through'
      : isInRange
        ? 'bg-teal-50 text-teal-900'
        : inMonth
          ? 'text-slate-900 hover:bg-slate-100'
          : 'text-slate-400 hover:bg-slate-100';
  return (
    <div role="gridcell" aria-selected={isSelected}>
      <button
        type="button"
        data-day={day}
        tabIndex={isFocused ? 0 : -1}
        disabled={isDisabled}
        aria-current={isToday ? 'date' : undefined}
        aria-label={[formatDay(day, locale), ...notes].join(', ')}
        onClick={() => props.onSelect(day)}
        className={`relative flex h-12 w-full min-w-11 flex-col items-center justify-center rounded-lg leading-tight ${tone} ${
          isToday && !isSelected ? 'ring-1 ring-teal-700' : ''
        } ${focusRing}`}
      >
        <span className="text-base">{Number(day.slice(8))}</span>
        {lunar ? <span className="text-[10px] opacity-80">{lunarLabel(lunar)}</span> : null}
        {isMakeUpWorkday ? (
          <span aria-hidden="true" className="absolute top-0.5 right-1 text-[9px] font-semibold text-amber-700">
            <Trans comment="A one-character mark on a weekend day that is a make-up working day">W</Trans>
          </span>
        ) : null}
      </button>
    </div>
  );
}

function MonthView(props: {
  year: number;
  limits: DayLimits;
  locale: string;
  selectedMonth: string;
  onYear: (year: number) => void;
  onYearView: () => void;
  onMonth: (month: number) => void;
}) {
  const { t } = useLingui();
  const { year, limits, locale, selectedMonth } = props;
  return (
    <div>
      <div className="mb-2 flex items-center justify-between gap-1">
        <button
          type="button"
          className={navButton}
          aria-label={t`Previous year`}
          onClick={() => props.onYear(year - 1)}
        >
          ‹
        </button>
        <button
          type="button"
          className={`${navButton} px-3 font-medium`}
          aria-label={t`Choose a year`}
          onClick={props.onYearView}
        >
          {year}
        </button>
        <button type="button" className={navButton} aria-label={t`Next year`} onClick={() => props.onYear(year + 1)}>
          ›
        </button>
      </div>
      <div className="grid grid-cols-3 gap-1">
        {monthNames(locale).map((name, index) => {
          const month = index + 1;
          const isSelected = selectedMonth === dayOf(year, month, 1).slice(0, 7);
          return (
            <button
              key={name}
              type="button"
              disabled={isMonthDisabled(year, month, limits)}
              aria-pressed={isSelected}
              onClick={() => props.onMonth(month)}
              className={`min-h-11 rounded-lg ${isSelected ? 'bg-teal-700 text-white' : 'hover:bg-slate-100 disabled:text-slate-300'} ${focusRing}`}
            >
              {name}
            </button>
          );
        })}
      </div>
    </div>
  );
}

function YearView({ year, limits, onYear }: { year: number; limits: DayLimits; onYear: (year: number) => void }) {
  const { t } = useLingui();
  const [first, setFirst] = useState(year - (year % YEARS_PER_PAGE));
  return (
    <div>
      <div className="mb-2 flex items-center justify-between gap-1">
        <button
          type="button"
          className={navButton}
          aria-label={t`Earlier years`}
          onClick={() => setFirst(first - YEARS_PER_PAGE)}
        >
          ‹
        </button>
        <span className="font-medium">
          {first} – {first + YEARS_PER_PAGE - 1}
        </span>
        <button
          type="button"
          className={navButton}
          aria-label={t`Later years`}
          onClick={() => setFirst(first + YEARS_PER_PAGE)}
        >
          ›
        </button>
      </div>
      <div className="grid grid-cols-3 gap-1">
        {Array.from({ length: YEARS_PER_PAGE }, (_, index) => first + index).map((candidate) => (
          <button
            key={candidate}
            type="button"
            disabled={isYearDisabled(candidate, limits) || candidate < 1900 || candidate > 2100}
            aria-pressed={candidate === year}
            onClick={() => onYear(candidate)}
            className={`min-h-11 rounded-lg ${candidate === year ? 'bg-teal-700 text-white' : 'hover:bg-slate-100 disabled:text-slate-300'} ${focusRing}`}
          >
            {candidate}
          </button>
        ))}
      </div>
    </div>
  );
}
