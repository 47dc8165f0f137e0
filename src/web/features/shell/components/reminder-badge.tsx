import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LAYOUT } from '../../../../domain/constants';
import { formatBadgeCount } from '../menu/menu-rules';
import { BellIcon } from './icons';

/** The unread reminder count on a bell; the number stops at 99 and then reads "99+" (spec sections 2 and 9). */
export function ReminderBadge({ count }: { count: number }) {
  const { i18n } = useLingui();
  const label = i18n._(plural(count, { one: '# unread reminder', other: '# unread reminders' }));
  return (
    <p
      role="status"
      aria-label={label}
      title={label}
      className="relative inline-flex size-11 items-center justify-center text-slate-600"
    >
      <BellIcon />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0 min-w-5 rounded-full bg-red-700 px-1.5 text-center text-xs leading-5 font-semibold text-white"
        >
          {formatBadgeCount(count, LAYOUT.reminderBadgeMax)}
        </span>
      ) : null}
    </p>
  );
}
