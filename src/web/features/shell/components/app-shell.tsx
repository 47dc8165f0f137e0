import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { isEmbedded } from '../../../lib/session/session';
import { useSession } from '../../../lib/session/session-store';
import { usePageHold } from '../hooks/use-page-hold';
import { useSidebar } from '../hooks/use-sidebar';
import type { MenuItem } from '../menu/menu-meta';
import { menuContextFor, visibleMenuItems } from '../menu/menu-rules';
import { switchLanding } from '../menu/switch-landing';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { VipNotice } from './vip-notice';

export type ShellLayout = 'shell' | 'topbar';

export type AppShellProps = {
  /** `shell`: side menu and top bar; `topbar`: the top bar alone. */
  layout: ShellLayout;
  /** Every menu entry of the route table; the shell keeps the ones this user may see. */
  menuItems: readonly MenuItem[];
  activeMenuPath: string | null;
  isRouteAvailable: (path: string) => boolean;
  /** Given by the app (features do not import each other): the top bar's sync entry, and a banner under the top bar. */
  statusEntry?: ReactNode;
  /** The top bar's connection status (the app's knows an ended session); Online/Offline when not given. */
  connectionStatus?: ReactNode;
  banner?: ReactNode;
  children: ReactNode;
};

const MAIN_ID = 'main-content';
const MAIN_CLASS = 'flex-1 px-3 py-4 sm:px-6 sm:py-6';

/** The frame of every signed-in page (spec section 2). Embedded (`?iframe=true`): the page alone. */
export function AppShell({
  layout,
  menuItems,
  activeMenuPath,
  isRouteAvailable,
  statusEntry,
  connectionStatus,
  banner,
  children,
}: AppShellProps) {
  const { session } = useSession();
  const sidebar = useSidebar();
  const { mainRef, copyRef, isHeld, hold, release, isPageBusy } = usePageHold();
  const [pathname] = useLocation();
  const isEmbeddedView = isEmbedded();
  if (isEmbeddedView || !session) {
    return (
      <main id={MAIN_ID} className="min-h-dvh bg-slate-50 px-3 py-4 sm:px-6">
        {children}
      </main>
    );
  }

  const context = menuContextFor(session, isEmbeddedView);
  const hasSidebar = layout === 'shell';
  return (
    <div className="flex min-h-dvh bg-slate-50">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 text-base font-medium text-teal-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      {hasSidebar ? (
        <Sidebar
          items={visibleMenuItems(menuItems, context)}
          context={context}
          activeMenuPath={activeMenuPath}
          mode={sidebar.mode}
          isDrawer={sidebar.isDrawer}
          canCollapse={sidebar.isWide}
          onToggleCollapsed={sidebar.toggleCollapsed}
          onCloseDrawer={sidebar.closeDrawer}
          isRouteAvailable={isRouteAvailable}
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar
          session={session}
          menu={hasSidebar ? { isOpen: sidebar.mode !== 'closed', onToggle: sidebar.toggle } : undefined}
          isRouteAvailable={isRouteAvailable}
          statusEntry={statusEntry}
          connectionStatus={connectionStatus}
          clinicSwitch={{
            landingFor: (switched) =>
              switchLanding({ pathname, activeMenuPath, menuItems, isRouteAvailable, session: switched }),
            pageHold: { hold, release },
            isPageBusy,
          }}
        />
        {banner}
        {/* The VIP is the clinic's (spec: clinic vip levels): a grant in force is announced to a clinic's admin only. */}
        {context.isClinicAdmin && session.clinicId !== null ? (
          <VipNotice userId={session.userId} clinicId={session.clinicId} />
        ) : null}
        {/* A clinic switch holds a copy of the old page here until the new clinic's page is ready. */}
        <div ref={copyRef} aria-hidden="true" inert className={isHeld ? MAIN_CLASS : 'hidden'} />
        <main id={MAIN_ID} ref={mainRef} hidden={isHeld} className={MAIN_CLASS}>
          {children}
        </main>
      </div>
    </div>
  );
}
