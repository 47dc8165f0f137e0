import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { BrandMark } from '../../../components/brand-mark';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { OnlineIndicator } from '../../../components/online-indicator';
import { BRAND_NAME } from '../../../lib/app-config';
import { PERSONAL_CENTER_PATH } from '../../../lib/session/access-rules';
import type { TWebSession } from '../../../lib/session/session-store';
import { signOut } from '../../../lib/session/sign-out';
import { useUnreadReminderCount } from '../api/get-unread-reminder-count';
import type { ClinicSwitchOptions } from '../hooks/use-clinic-switch';
import type { TWearingPlan } from '../../../../domain/tools/wearing-plan';
import { ClinicSwitcher } from './clinic-switcher';
import { CouponClaimEntry } from './coupon-claim-entry';
import { ClinicManagementIcon, MenuButtonIcon, SignOutIcon } from './icons';
import { UnpaidBadge } from './unpaid-badge';
import { useDueWearingChanges, useDueWearingNotifications } from './due-wearing-changes';
import { CLINIC_MANAGEMENT_PATH, SIDEBAR_ID } from './sidebar';
import { UserAvatar } from './user-avatar';
import { deferredPopover } from './deferred-popover';
import { ReminderBellPlaceholder, ServiceContactsPlaceholder } from './top-bar-buttons';

// The two popovers load once the shell has painted (deferred-popover.tsx); their buttons show meanwhile.
const ReminderBadge = deferredPopover(
  () => import('./reminder-badge').then((module) => module.ReminderBadge),
  ({ count }: { count: number; due?: readonly TWearingPlan[] }, onOpen) => (
    <ReminderBellPlaceholder count={count} onOpen={onOpen} />
  ),
);
const ServiceContacts = deferredPopover(
  () => import('./service-contacts').then((module) => module.ServiceContacts),
  (_props: object, onOpen) => <ServiceContactsPlaceholder onOpen={onOpen} />,
);

type TopBarProps = {
  session: TWebSession;
  /** The menu button, when the layout has a side menu. */
  menu?: { isOpen: boolean; onToggle: () => void };
  isRouteAvailable: (path: string) => boolean;
  /** The sync entry (badge and panel), given by the app: features do not import each other. */
  statusEntry?: ReactNode;
  /** Online/Offline by default; the app's says when the session ended with work waiting. */
  connectionStatus?: ReactNode;
  /** Where a clinic switch lands and how the page is held meanwhile (the shell's). */
  clinicSwitch: ClinicSwitchOptions;
};

const linkClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-1 font-medium text-teal-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700';

function UserBadge({ session, isLink }: { session: TWebSession; isLink: boolean }) {
  const content = (
    <>
      <UserAvatar src={session.avatar} />
      {/* Below 1536 px the avatar alone: the name is still the link's accessible name (and its tooltip). */}
      <span className="sr-only max-w-40 truncate text-base font-medium text-slate-800 2xl:not-sr-only">
        {session.name}
      </span>
    </>
  );
  const className = 'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-lg px-1';
  // The personal center comes with its own issue: until its route exists the name is not a link.
  return isLink ? (
    <Link
      href={PERSONAL_CENTER_PATH}
      title={session.name}
      className={`${className} hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700`}
    >
      {content}
    </Link>
  ) : (
    <span className={className} title={session.name}>
      {content}
    </span>
  );
}

function UnreadReminders() {
  // The order reminders' unread count and the aligner changes due today (docs/tools.md, wearing reminders).
  const { due, today } = useDueWearingChanges();
  useDueWearingNotifications(due, today);
  return <ReminderBadge count={useUnreadReminderCount() + due.length} due={due} />;
}

/**
 * Service contacts, clinic management, clinic switcher, payment orders to pay, reminders, connection, language, the user, sign-out (spec
 * section 2), in one row in every state from a 768 px tablet up (issue 13 item 12; the layout e2e measures it): the
 * row never wraps. Below 1536 px clinic management, the user and sign-out are icons (named, with a tooltip); below
 * 1280 px the clinic and language words go too; the service contacts sit behind one button; the clinic picker is the
 * one item that gives way, down to a few letters of the clinic's name (the full name is its tooltip).
 */
export function TopBar({ session, menu, isRouteAvailable, statusEntry, connectionStatus, clinicSwitch }: TopBarProps) {
  const { t } = useLingui();
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white">
      <div className="flex flex-nowrap items-center gap-x-2 px-3 py-2 sm:px-4 xl:gap-x-3">
        {menu ? (
          <button
            type="button"
            onClick={menu.onToggle}
            aria-label={menu.isOpen ? t`Hide the menu` : t`Show the menu`}
            aria-expanded={menu.isOpen}
            aria-controls={SIDEBAR_ID}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700"
          >
            <MenuButtonIcon />
          </button>
        ) : (
          <span className="inline-flex shrink-0 items-center gap-2">
            <BrandMark className="size-9" />
            <span className="text-lg font-semibold text-slate-900">{BRAND_NAME}</span>
          </span>
        )}
        <div className="ml-auto flex min-w-0 flex-nowrap items-center justify-end gap-x-2 *:shrink-0 xl:gap-x-3">
          {!session.isFactory && isRouteAvailable(CLINIC_MANAGEMENT_PATH) ? (
            <Link href={CLINIC_MANAGEMENT_PATH} title={t`Clinic management`} className={linkClass}>
              <ClinicManagementIcon />
              <span className="sr-only whitespace-nowrap 2xl:not-sr-only">
                <Trans>Clinic management</Trans>
              </span>
            </Link>
          ) : null}
          <ClinicSwitcher session={session} options={clinicSwitch} />
          <ServiceContacts />
          {session.isFactory ? null : <UnpaidBadge />}
          {/* Coupons are a clinic's: a user with no clinic chosen has none to claim (the server would refuse the count). */}
          {session.isFactory || session.clinicId === null || !isRouteAvailable(PERSONAL_CENTER_PATH) ? null : (
            <CouponClaimEntry fromSession={session.couponReceiveCount} />
          )}
          {session.isFactory ? null : <UnreadReminders />}
          {statusEntry}
          {connectionStatus ?? <OnlineIndicator />}
          <LanguageSwitcher />
          <UserBadge session={session} isLink={isRouteAvailable(PERSONAL_CENTER_PATH)} />
          <button
            type="button"
            onClick={() => void signOut()}
            title={t`Sign out`}
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg border border-slate-300 px-3 text-base font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700"
          >
            <SignOutIcon />
            <span className="sr-only whitespace-nowrap 2xl:not-sr-only">
              <Trans>Sign out</Trans>
            </span>
          </button>
        </div>
      </div>
    </header>
  );
}
