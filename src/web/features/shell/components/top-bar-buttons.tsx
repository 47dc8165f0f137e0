// The top bar's popover buttons, drawn alike by the popovers and by their placeholders until those load (deferred-popover).
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LAYOUT } from '../../../../domain/constants';
import { formatBadgeCount } from '../menu/menu-rules';
import { BellIcon, ServiceIcon } from './icons';

export const reminderBellClass =
  'relative inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700';

/** The bell's names: the button's (it holds the count the bell shows) and the count's. */
export function useReminderBellLabels(count: number): { buttonLabel: string; countLabel: string } {
  const { t } = useLingui();
  const label = plural(count, { one: '# unread reminder', other: '# unread reminders' });
  return { buttonLabel: t`Reminders: ${label}`, countLabel: label };
}

/** The bell with the unread count; the number stops at 99 and then reads "99+" (spec sections 2 and 9). */
export function ReminderBellContent({ count, label }: { count: number; label: string }) {
  return (
    <span role="status" aria-label={label}>
      <BellIcon />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0 min-w-5 rounded-full bg-red-700 px-1.5 text-center text-xs leading-5 font-semibold text-white"
        >
          {formatBadgeCount(count, LAYOUT.reminderBadgeMax)}
        </span>
      ) : null}
    </span>
  );
}

export const serviceContactsButtonClass =
  'inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700';

/** The bell before its popover has loaded: the same button; a click loads the popover and opens it. */
export function ReminderBellPlaceholder({ count, onOpen }: { count: number; onOpen: () => void }) {
  const { buttonLabel, countLabel } = useReminderBellLabels(count);
  return (
    <div className="relative">
      <button
        type="button"
        aria-expanded={false}
        aria-label={buttonLabel}
        title={countLabel}
        className={reminderBellClass}
        onClick={onOpen}
      >
        <ReminderBellContent count={count} label={countLabel} />
      </button>
    </div>
  );
}

/** The service contacts' button before its popover has loaded. */
export function ServiceContactsPlaceholder({ onOpen }: { onOpen: () => void }) {
  const { t } = useLingui();
  return (
    <div className="relative">
      <button
        type="button"
        aria-expanded={false}
        aria-label={t`Service contacts`}
        title={t`Service contacts`}
        className={serviceContactsButtonClass}
        onClick={onOpen}
      >
        <ServiceIcon />
      </button>
    </div>
  );
}
