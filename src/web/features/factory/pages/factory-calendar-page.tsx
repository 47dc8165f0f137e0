import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { isDay, type Day } from '../../../../domain/calendar/calendar-days';
import { HOLIDAY_PATHS, ZHolidayList, type THolidayYearView } from '../../../../domain/calendar/holiday-api';
import { HOLIDAY_YEARS } from '../../../../domain/calendar/holidays';
import { DateField } from '../../../components/date-picker/date-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadError } from '../../../components/ui/load-error';
import { dangerOutlineButtonClass, primaryButtonClass, secondaryButtonClass } from '../../../components/ui/styles';
import { holidayDecadeQuery, holidayQueries } from '../../../lib/calendar/holiday-calendar';
import { saveQueryCacheNow } from '../../../lib/offline/persistence-controller';
import { formatDay } from '../../../lib/dates/format-day';
import { RequestFailedError, failureOf } from '../../../lib/forms/request-failure';
import { api } from '../../../lib/http/api-client';
import { useCan } from '../../../lib/session/permissions';

type Lists = { holidays: Day[]; workdays: Day[] };
type ListKey = keyof Lists;

async function saveYear(year: number, lists: Lists): Promise<THolidayYearView[]> {
  const result = await api.post<unknown>('platform', HOLIDAY_PATHS.save, { year, ...lists }, { isSilent: true });
  if (!result.ok) throw new RequestFailedError(result);
  return ZHolidayList.parse(result.data);
}

/**
 * /userFactory/calendar: the holiday calendar, a year at a time. Every factory user sees it; a factory admin
 * changes a year's public holidays and make-up working days (the server refuses anyone else) when the State Council
 * publishes them. Pickup, try-in and delivery days follow it (docs/calendar.md).
 */
export function FactoryCalendarPage() {
  const { t } = useLingui();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const decade = useQuery(holidayDecadeQuery(year));
  const stored = decade.data?.find((entry) => entry.year === year);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Holiday calendar</Trans>
        </h1>
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={`${secondaryButtonClass} w-11 px-0`}
            aria-label={t`Previous year`}
            disabled={year <= HOLIDAY_YEARS.min}
            onClick={() => setYear(year - 1)}
          >
            ‹
          </button>
          <span className="min-w-16 text-center text-xl font-medium tabular-nums" data-testid="calendar-year">
            {year}
          </span>
          <button
            type="button"
            className={`${secondaryButtonClass} w-11 px-0`}
            aria-label={t`Next year`}
            disabled={year >= HOLIDAY_YEARS.max}
            onClick={() => setYear(year + 1)}
          >
            ›
          </button>
        </div>
      </div>
      {decade.isError ? (
        <LoadError
          message={<Trans>The holiday calendar could not be loaded.</Trans>}
          onRetry={() => void decade.refetch()}
        />
      ) : decade.isPending ? (
        <p className="text-slate-600">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <YearEditor key={year} year={year} stored={stored} />
      )}
    </div>
  );
}

function YearEditor({ year, stored }: { year: number; stored: THolidayYearView | undefined }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  // Adding, removing and saving days: the factory:calendar button (factory admins); others read the calendar.
  const isReadOnly = !useCan('factory:calendar');
  const [lists, setLists] = useState<Lists>({ holidays: stored?.holidays ?? [], workdays: stored?.workdays ?? [] });
  const save = useMutation({
    mutationFn: () => saveYear(year, lists),
    // The pickers keep the calendar for an hour, on the device too: the new one is fetched and written there before
    // "saved" shows, so a reload straight after it cannot bring the old calendar back.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: holidayQueries.all() });
      await saveQueryCacheNow();
    },
  });
  const failure = save.error ? (failureOf(save.error)?.msg ?? t`The calendar could not be saved.`) : null;
  const isChanged =
    lists.holidays.join() !== (stored?.holidays ?? []).join() ||
    lists.workdays.join() !== (stored?.workdays ?? []).join();

  function change(next: Lists) {
    setLists(next);
    save.reset();
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">
        {stored ? (
          stored.updatedBy ? (
            <Trans>
              Last changed by {stored.updatedBy} on{' '}
              {formatDay(new Date(stored.updatedAt).toISOString().slice(0, 10), i18n.locale)}.
            </Trans>
          ) : (
            <Trans>The published calendar, as first installed.</Trans>
          )
        ) : (
          <Trans>No calendar for {year} yet: Monday to Friday are working days until one is saved.</Trans>
        )}
      </p>
      <DayList
        year={year}
        title={<Trans>Public holidays</Trans>}
        hint={<Trans>Days off, weekdays included.</Trans>}
        list="holidays"
        lists={lists}
        onChange={change}
        isReadOnly={isReadOnly}
      />
      <DayList
        year={year}
        title={<Trans>Make-up working days</Trans>}
        hint={<Trans>Weekend days that are working days.</Trans>}
        list="workdays"
        lists={lists}
        onChange={change}
        isReadOnly={isReadOnly}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {save.isSuccess && !isChanged ? (
        <FormAlert tone="success">
          <Trans>The calendar for {year} is saved.</Trans>
        </FormAlert>
      ) : null}
      {isReadOnly ? null : (
        <div>
          <button
            type="button"
            className={primaryButtonClass}
            disabled={!isChanged || save.isPending}
            onClick={() => save.mutate()}
            data-testid="calendar-save"
          >
            <Trans>Save {year}</Trans>
          </button>
        </div>
      )}
    </div>
  );
}

function DayList({
  year,
  title,
  hint,
  list,
  lists,
  onChange,
  isReadOnly,
}: {
  year: number;
  title: React.ReactNode;
  hint: React.ReactNode;
  list: ListKey;
  lists: Lists;
  onChange: (lists: Lists) => void;
  isReadOnly: boolean;
}) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState('');
  const other: ListKey = list === 'holidays' ? 'workdays' : 'holidays';
  const inYear = isDay(draft) && draft.startsWith(`${year}-`);
  const problem =
    draft === '' || !isDay(draft)
      ? null
      : !inYear
        ? t`Choose a day of ${year}.`
        : lists[other].includes(draft)
          ? t`This day is in the other list.`
          : null;
  const canAdd = inYear && !problem && !lists[list].includes(draft);

  function add() {
    if (!canAdd) return;
    onChange({ ...lists, [list]: [...lists[list], draft].sort() });
    setDraft('');
  }

  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-4"
      aria-label={typeof title === 'string' ? title : undefined}
    >
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mb-3 text-sm text-slate-600">{hint}</p>
      {lists[list].length === 0 ? (
        <p className="mb-3 text-slate-500">
          <Trans>None.</Trans>
        </p>
      ) : (
        <ul className="mb-3 flex flex-wrap gap-2" data-testid={`calendar-${list}`}>
          {lists[list].map((day) => (
            <li key={day} className="flex items-center gap-1 rounded-lg border border-slate-200 ps-3">
              <span data-day={day} className={isReadOnly ? 'pe-3' : undefined}>
                {formatDay(day, i18n.locale)}
              </span>
              {isReadOnly ? null : (
                <button
                  type="button"
                  className={`${dangerOutlineButtonClass} border-0 px-3`}
                  aria-label={t`Remove ${formatDay(day, i18n.locale)}`}
                  onClick={() => onChange({ ...lists, [list]: lists[list].filter((listed) => listed !== day) })}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {isReadOnly ? null : (
        <div className="flex flex-wrap items-start gap-2">
          <DateField
            label={list === 'holidays' ? <Trans>Add a holiday</Trans> : <Trans>Add a make-up working day</Trans>}
            value={draft}
            min={`${year}-01-01`}
            max={`${year}-12-31`}
            onChange={setDraft}
            error={problem}
            data-testid={`calendar-add-${list}`}
          />
          <button type="button" className={`${secondaryButtonClass} mt-6`} disabled={!canAdd} onClick={add}>
            <Trans>Add</Trans>
          </button>
        </div>
      )}
    </section>
  );
}
