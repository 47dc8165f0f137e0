import { useMemo } from 'react';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { localDay } from '../../../../domain/calendar/calendar-days';
import type { TWearingPlan } from '../../../../domain/tools/wearing-plan';
import { DueChangeText } from '../../../components/wearing/due-change-text';
import { dueChanges, useWearingList } from '../../../lib/wearing/wearing-list';
import { useWearingNotifications } from '../../../lib/wearing/wearing-notifications';

export const WEARING_REMINDERS_PATH = '/wearingReminder';

/** The current clinic's aligner changes due today or overdue (none for factory users or without a clinic). */
export function useDueWearingChanges(): { due: TWearingPlan[]; today: string } {
  const today = localDay();
  const list = useWearingList(today);
  const due = useMemo(() => dueChanges(list.data), [list.data]);
  return { due, today };
}

/** Shows each due change once a day as a browser notification, when the user allowed notifications. */
export function useDueWearingNotifications(due: readonly TWearingPlan[], today: string): void {
  const { t } = useLingui();
  useWearingNotifications(due, today, (plan) => {
    const { patientName } = plan;
    const next = plan.currentAligner + 1;
    return { title: t`Aligner change due`, body: t`${patientName}: change to aligner ${next}.` };
  });
}

/** The top bar's reminder list's first block: the patients due to change aligners, each opening the wearing reminders. */
export function DueWearingChanges({ due, onOpen }: { due: readonly TWearingPlan[]; onOpen: () => void }) {
  const { t } = useLingui();
  if (due.length === 0) return null;
  return (
    <section aria-label={t`Aligner changes due`} className="grid gap-1 border-b border-slate-100 pb-2">
      <h3 className="px-3 text-sm font-semibold text-slate-700">
        <Trans>Aligner changes due</Trans>
      </h3>
      <ul className="grid gap-1">
        {due.map((plan) => (
          <li key={plan.patientId}>
            <Link
              href={WEARING_REMINDERS_PATH}
              onClick={onOpen}
              className="flex min-h-11 w-full flex-col items-start gap-0.5 rounded-lg px-3 py-2 text-start hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-700"
            >
              <DueChangeText plan={plan} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
