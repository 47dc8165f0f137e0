import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LAYOUT } from '../../../../domain/constants';
import { formatBadgeCount } from '../menu/menu-rules';
import { BellIcon } from './icons';
import { ReminderList } from './reminder-list';
import type { TWearingPlan } from '../../../../domain/tools/wearing-plan';

/**
 * The unread reminder count on a bell; the number stops at 99 and then reads "99+" (spec sections 2 and 9). The bell
 * opens the latest reminders, each linking to its order, after the aligner changes due (counted in the badge too).
 */
export function ReminderBadge({ count, due = [] }: { count: number; due?: readonly TWearingPlan[] }) {
  const { t } = useLingui();
  const label = plural(count, { one: '# unread reminder', other: '# unread reminders' });
  return (
    <Popover className="relative">
      <PopoverButton
        aria-label={t`Reminders: ${label}`}
        title={label}
        className="relative inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700"
      >
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
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        className="z-30 w-[min(24rem,calc(100vw-1rem))] rounded-xl border border-slate-200 bg-white py-3 shadow-xl [--anchor-gap:0.25rem]"
      >
        {({ close }) => <ReminderList onOpen={() => close()} due={due} />}
      </PopoverPanel>
    </Popover>
  );
}
