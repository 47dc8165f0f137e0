import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { localDay } from '../../../../domain/calendar/calendar-days';
import type { TWearingPlan, TWearingPlanFields } from '../../../../domain/tools/wearing-plan';
import { confirm } from '../../../components/ui/confirm/confirm-store';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadError } from '../../../components/ui/load-error';
import { cardClass, dangerOutlineButtonClass, primaryButtonClass, secondaryButtonClass } from '../../../components/ui/styles';
import { formatDay } from '../../../lib/dates/format-day';
import { failureOf } from '../../../lib/forms/request-failure';
import { dueChanges, useWearingList, wearingQueries } from '../../../lib/wearing/wearing-list';
import { advanceAligner, deletePlan, savePlan } from '../api/wearing-changes';
import { WearingPlanForm } from '../components/wearing-plan-form';

type Editing = { patientId: number; patientName: string; plan: TWearingPlanFields | null };

function NotificationSwitch() {
  const [permission, setPermission] = useState(() =>
    typeof Notification === 'undefined' ? 'unsupported' : Notification.permission,
  );
  if (permission === 'unsupported' || permission === 'granted') return null;
  if (permission === 'denied')
    return (
      <p className="text-sm text-slate-600">
        <Trans>Browser notifications are blocked for this site; the reminders show in the top bar.</Trans>
      </p>
    );
  return (
    <button
      type="button"
      className={secondaryButtonClass}
      onClick={() => void Notification.requestPermission().then(setPermission)}
    >
      <Trans>Turn on browser notifications</Trans>
    </button>
  );
}

/** Where a plan stands, in words: the next change, due or overdue, or the last aligner. */
function ScheduleText({ plan }: { plan: TWearingPlan }) {
  const { i18n } = useLingui();
  const day = formatDay(plan.currentEndsOn, i18n.locale, { weekday: true });
  const late = -plan.daysLeft;
  switch (plan.status) {
    case 'due':
      return late === 0 ? <Trans>Change due today</Trans> : <>{plural(late, { one: '# day overdue', other: '# days overdue' })}</>;
    case 'wearing':
      return <Trans>Next change on {day}</Trans>;
    case 'lastAligner':
      return <Trans>Last aligner, worn until {day}</Trans>;
    case 'finished':
      return <Trans>Last aligner worn out on {day}</Trans>;
  }
}

/**
 * /wearingReminder (the side menu's "wearing reminders"): every aligner patient's wearing plan, the changes due today
 * or overdue first, recorded with one tap; the same due changes show in the top bar and as browser notifications.
 */
export function WearingRemindersPage() {
  const { t } = useLingui();
  const today = localDay();
  const list = useWearingList(today);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: wearingQueries.all() });
  const run = async (change: () => Promise<void>) => {
    setError(null);
    try {
      await change();
    } catch (failure) {
      setError(failureOf(failure)?.msg || t`The change could not be saved.`);
    }
    await refresh();
  };
  const due = dueChanges(list.data);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Wearing reminders</Trans>
        </h1>
        <NotificationSwitch />
      </div>
      {list.isError ? (
        <LoadError message={t`The wearing plans could not be loaded.`} onRetry={() => void list.refetch()} error={list.error} />
      ) : null}
      {list.isPending ? (
        <p role="status" className="text-slate-600">
          <Trans>Loading…</Trans>
        </p>
      ) : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      {editing ? (
        <WearingPlanForm
          key={editing.patientId}
          patientName={editing.patientName}
          initial={editing.plan}
          today={today}
          onCancel={() => setEditing(null)}
          onSave={async (plan) => {
            await savePlan({ patientId: editing.patientId, today, plan });
            setEditing(null);
            await refresh();
          }}
        />
      ) : null}

      <section aria-label={t`Due to change`} className="grid gap-2">
        <h2 className="text-lg font-semibold text-slate-900">
          <Trans>Due to change</Trans>
        </h2>
        {list.isSuccess && due.length === 0 ? (
          <p className="text-slate-600">
            <Trans>No patient is due to change aligners today.</Trans>
          </p>
        ) : null}
        <ul className="grid gap-2">
          {due.map((plan) => {
            const { patientName } = plan;
            const next = plan.currentAligner + 1;
            return (
              <li key={plan.patientId} className={`${cardClass} flex flex-wrap items-center justify-between gap-3`}>
                <span className="grid">
                  <span className="font-semibold text-slate-900">{patientName}</span>
                  <span className="text-sm text-slate-600">
                    <ScheduleText plan={plan} />
                  </span>
                </span>
                <button
                  type="button"
                  className={primaryButtonClass}
                  onClick={() =>
                    void run(() =>
                      advanceAligner({ patientId: plan.patientId, today, fromAligner: plan.currentAligner, changedOn: today }),
                    )
                  }
                >
                  <Trans>Changed to aligner {next}</Trans>
                </button>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-label={t`Wearing plans`} className="grid gap-2">
        <h2 className="text-lg font-semibold text-slate-900">
          <Trans>Wearing plans</Trans>
        </h2>
        <ul className="grid gap-2">
          {(list.data?.plans ?? []).map((plan) => {
            const { patientName, currentAligner, totalAligners, hoursPerDay, daysPerAligner } = plan;
            return (
              <li key={plan.patientId} className={`${cardClass} grid gap-2`}>
                <span className="font-semibold text-slate-900">{patientName}</span>
                <span className="text-sm text-slate-700">
                  <Trans>
                    Aligner {currentAligner} of {totalAligners} · {hoursPerDay} hours a day · {daysPerAligner} days per
                    aligner
                  </Trans>
                </span>
                <span className="text-sm text-slate-600">
                  <ScheduleText plan={plan} />
                </span>
                <span className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    onClick={() => setEditing({ patientId: plan.patientId, patientName, plan })}
                  >
                    <Trans>Edit the plan of {patientName}</Trans>
                  </button>
                  <button
                    type="button"
                    className={dangerOutlineButtonClass}
                    onClick={() =>
                      void confirm({
                        title: t`Remove the wearing plan of ${patientName}?`,
                        confirmLabel: t`Remove`,
                        tone: 'danger',
                      }).then((isConfirmed) => (isConfirmed ? run(() => deletePlan(plan.patientId)) : undefined))
                    }
                  >
                    <Trans>Remove</Trans>
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      </section>

      {list.data && list.data.unplanned.length > 0 ? (
        <section aria-label={t`Aligner patients without a plan`} className="grid gap-2">
          <h2 className="text-lg font-semibold text-slate-900">
            <Trans>Aligner patients without a plan</Trans>
          </h2>
          <ul className="grid gap-2">
            {list.data.unplanned.map(({ patientId, patientName }) => (
              <li key={patientId} className="flex flex-wrap items-center justify-between gap-3">
                <span className="text-slate-900">{patientName}</span>
                <button
                  type="button"
                  className={secondaryButtonClass}
                  onClick={() => setEditing({ patientId, patientName, plan: null })}
                >
                  <Trans>Add a plan for {patientName}</Trans>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
