import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { isEmbedded } from '../../../lib/session/session';
import { useSession } from '../../../lib/session/session-store';
import { useSidebar } from '../hooks/use-sidebar';
import type { MenuItem } from '../menu/menu-meta';
import { menuContextFor, visibleMenuItems } from '../menu/menu-rules';
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
        />
        {banner}
        {/* The platform's VIP is the clinic's (spec: clinic vip levels): announced to a clinic's admin only. */}
        {context.isClinicAdmin ? <VipNotice /> : null}
        <main id={MAIN_ID} className="flex-1 px-3 py-4 sm:px-6 sm:py-6">
          {children}
        </main>
      </div>
    </div>
  );
}
