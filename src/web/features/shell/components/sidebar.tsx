import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { LAYOUT } from '../../../../domain/constants';
import { BrandMark } from '../../../components/brand-mark';
import { confirm } from '../../../components/ui/confirm/confirm-store';
import { toast } from '../../../components/ui/toast/toast-store';
import { BRAND_NAME } from '../../../lib/app-config';
import type { SidebarMode } from '../hooks/use-sidebar';
import type { MenuItem } from '../menu/menu-meta';
import { isBlockedWithoutClinic, type MenuContext } from '../menu/menu-rules';
import { CLINIC_MANAGEMENT_PATH, noClinicMessages } from '../menu/no-clinic-messages';
import { CollapseIcon, MenuIcon } from './icons';

export const SIDEBAR_ID = 'app-sidebar';
export { CLINIC_MANAGEMENT_PATH };
const COLLAPSED_WIDTH = '4.75rem';
/** The drawer over a tablet's page has room to spare: wide enough for every label in full, in every language. */
const DRAWER_WIDTH = 'min(18rem, 85vw)';

type SidebarProps = {
  /** The entries this user sees (menu-rules `visibleMenuItems`). */
  items: readonly MenuItem[];
  context: MenuContext;
  activeMenuPath: string | null;
  mode: SidebarMode;
  /** Narrow window: the menu floats over the page and closes after a choice. */
  isDrawer: boolean;
  canCollapse: boolean;
  onToggleCollapsed: () => void;
  onCloseDrawer: () => void;
  isRouteAvailable: (path: string) => boolean;
};

export function Sidebar({
  items,
  context,
  activeMenuPath,
  mode,
  isDrawer,
  canCollapse,
  onToggleCollapsed,
  onCloseDrawer,
  isRouteAvailable,
}: SidebarProps) {
  const { i18n, t } = useLingui();
  const [, navigate] = useLocation();
  const isCollapsed = mode === 'collapsed';
  const navigationRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!isDrawer) return;
    // The drawer opens from the top bar, after it in the page order: take the keyboard focus into it.
    navigationRef.current?.querySelector('a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onCloseDrawer();
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isDrawer, onCloseDrawer]);

  if (mode === 'closed') return null;

  // No clinic yet: warn, then send the user to create or associate one (where that page exists already).
  const warnNoClinic = async () => {
    if (!isRouteAvailable(CLINIC_MANAGEMENT_PATH)) {
      toast.warning(`${i18n._(noClinicMessages.title)}. ${i18n._(noClinicMessages.body)}`);
      return;
    }
    const isConfirmed = await confirm({
      title: noClinicMessages.title,
      body: noClinicMessages.body,
      confirmLabel: noClinicMessages.action,
    });
    if (isConfirmed) navigate(CLINIC_MANAGEMENT_PATH);
  };

  const panel = (
    <aside
      id={SIDEBAR_ID}
      style={{ width: isCollapsed ? COLLAPSED_WIDTH : isDrawer ? DRAWER_WIDTH : LAYOUT.sidebarWidth }}
      className={`flex shrink-0 flex-col border-r border-slate-200 bg-white ${
        isDrawer ? 'fixed inset-y-0 left-0 z-40 shadow-xl' : 'sticky top-0 h-dvh'
      }`}
    >
      <div className="flex min-h-16 items-center gap-3 border-b border-slate-200 px-4">
        <BrandMark className="size-9 shrink-0" />
        {isCollapsed ? null : <span className="text-lg font-semibold text-slate-900">{BRAND_NAME}</span>}
      </div>
      <nav ref={navigationRef} aria-label={t`Main menu`} className="flex-1 overflow-y-auto p-2">
        <ul className="flex flex-col gap-1">
          {items.map((item) => {
            const label = i18n._(item.label);
            const isActive = item.path === activeMenuPath;
            const isBlocked = isBlockedWithoutClinic(item, context);
            return (
              <li key={item.path}>
                <Link
                  href={item.path}
                  aria-current={isActive ? 'page' : undefined}
                  aria-label={isCollapsed ? label : undefined}
                  title={isCollapsed ? label : undefined}
                  onClick={(event) => {
                    if (isBlocked) {
                      event.preventDefault();
                      void warnNoClinic();
                    }
                    onCloseDrawer();
                  }}
                  className={`flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-base font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700 ${
                    isActive ? 'bg-teal-50 text-teal-900' : 'text-slate-700 hover:bg-slate-100'
                  }`}
                >
                  <MenuIcon name={item.icon} />
                  {/* Labels wrap, never cut ("Account manag…"): a long Russian label takes a second line. */}
                  {isCollapsed ? null : <span className="min-w-0 break-words">{label}</span>}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {canCollapse ? (
        <div className="border-t border-slate-200 p-2">
          <button
            type="button"
            onClick={onToggleCollapsed}
            aria-label={isCollapsed ? t`Expand the menu` : t`Collapse the menu`}
            aria-controls={SIDEBAR_ID}
            className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-base text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700"
          >
            <CollapseIcon isCollapsed={isCollapsed} />
            {isCollapsed ? null : (
              <span>
                <Trans>Collapse</Trans>
              </span>
            )}
          </button>
        </div>
      ) : null}
    </aside>
  );

  if (!isDrawer) return panel;
  return (
    <>
      <div aria-hidden="true" onClick={onCloseDrawer} className="fixed inset-0 z-30 bg-slate-900/40" />
      {panel}
    </>
  );
}
