import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TReminder } from '../../../../domain/orders/reminders';
import { findProductLine, orderDetailPath } from '../../../../domain/product-lines';
import { CaseTime } from '../../../components/cases/case-timeline';
import { LoadError } from '../../../components/ui/load-error';
import { linkClass } from '../../../components/ui/styles';
import { failureOf } from '../../../lib/forms/request-failure';
import { latestRemindersQuery, useMarkRemindersRead } from '../api/reminder-list';
import type { TWearingPlan } from '../../../../domain/tools/wearing-plan';
import { DueWearingChanges } from './due-wearing-changes';

function orderPathOf(reminder: TReminder): string | null {
  const line = reminder.orderType === null ? undefined : findProductLine(reminder.orderType);
  return line && reminder.orderId !== null ? orderDetailPath(line, reminder.orderId) : null;
}

const entryClass =
  'flex min-h-11 w-full flex-col items-start gap-0.5 rounded-lg px-3 py-2 text-start hover:bg-slate-50 ' +
  'focus-visible:outline-2 focus-visible:outline-teal-700';

function ReminderEntry({ reminder, onOpen }: { reminder: TReminder; onOpen: () => void }) {
  const markRead = useMarkRemindersRead();
  const isUnread = reminder.readAt === null;
  const path = orderPathOf(reminder);
  const content = (
    <>
      <span className={`text-base ${isUnread ? 'font-semibold text-slate-900' : 'text-slate-700'}`}>
        {isUnread ? (
          <span aria-hidden="true" className="me-1.5 inline-block size-2 rounded-full bg-red-700 align-middle" />
        ) : null}
        {reminder.text}
      </span>
      <span className="text-sm text-slate-600">
        <CaseTime at={reminder.createdAt} />
        {isUnread ? (
          <span className="sr-only">
            {' '}
            <Trans>unread</Trans>
          </span>
        ) : null}
      </span>
    </>
  );
  // An order's reminders are read by opening it (the detail marks them); a reminder without an order, by a click.
  return (
    <li>
      {path ? (
        <Link href={path} onClick={onOpen} className={entryClass}>
          {content}
        </Link>
      ) : (
        <button
          type="button"
          className={entryClass}
          onClick={() => isUnread && markRead.mutate({ ids: [reminder.id] })}
        >
          {content}
        </button>
      )}
    </li>
  );
}

/** The aligner changes due, then the latest reminders (the server's text, time), each opening its order, and "mark all as read". */
export function ReminderList({ onOpen, due = [] }: { onOpen: () => void; due?: readonly TWearingPlan[] }) {
  const { t } = useLingui();
  const reminders = useQuery(latestRemindersQuery());
  const markRead = useMarkRemindersRead();
  const hasUnread = (reminders.data?.unread ?? 0) > 0;
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-3 px-3">
        <h2 className="text-base font-semibold text-slate-900">
          <Trans>Reminders</Trans>
        </h2>
        {hasUnread ? (
          <button
            type="button"
            disabled={markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
            className={`${linkClass} text-sm`}
          >
            <Trans>Mark all as read</Trans>
          </button>
        ) : null}
      </div>
      <DueWearingChanges due={due} onOpen={onOpen} />
      {reminders.isPending ? (
        <p role="status" className="px-3 text-sm text-slate-600">
          <Trans>Loading reminders…</Trans>
        </p>
      ) : null}
      {reminders.isError ? (
        <LoadError
          message={failureOf(reminders.error)?.msg || t`The reminders could not be loaded.`}
          onRetry={() => void reminders.refetch()}
          error={reminders.error}
        />
      ) : null}
      {reminders.data?.list.length === 0 && due.length === 0 ? (
        <p className="px-3 text-sm text-slate-600">
          <Trans>No reminders.</Trans>
        </p>
      ) : null}
      {reminders.data && reminders.data.list.length > 0 ? (
        <ul aria-label={t`Latest reminders`} className="grid max-h-96 gap-1 overflow-y-auto">
          {reminders.data.list.map((reminder) => (
            <ReminderEntry key={reminder.id} reminder={reminder} onOpen={onOpen} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
