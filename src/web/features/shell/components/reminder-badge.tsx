import { useRef } from 'react';
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import type { TWearingPlan } from '../../../../domain/tools/wearing-plan';
import { useOpenOnMount, type DeferredPopoverProps } from './deferred-popover';
import { ReminderBellContent, reminderBellClass, useReminderBellLabels } from './top-bar-buttons';
import { ReminderList } from './reminder-list';

export type ReminderBadgeProps = { count: number; due?: readonly TWearingPlan[] };

/**
 * The unread reminder count on a bell (top-bar-buttons.tsx). The bell opens the latest reminders, each linking to its
 * order, after the aligner changes due (counted in the badge too).
 */
export function ReminderBadge({ count, due = [], openOnMount = false }: ReminderBadgeProps & DeferredPopoverProps) {
  const { buttonLabel, countLabel } = useReminderBellLabels(count);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useOpenOnMount(buttonRef, openOnMount);
  return (
    <Popover className="relative">
      <PopoverButton ref={buttonRef} aria-label={buttonLabel} title={countLabel} className={reminderBellClass}>
        <ReminderBellContent count={count} label={countLabel} />
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
