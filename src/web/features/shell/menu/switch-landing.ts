import type { TWebSession } from '../../../lib/session/session-store';
import type { MenuItem } from './menu-meta';
import { isBlockedWithoutClinic, menuContextFor, visibleMenuItems } from './menu-rules';

export type SwitchLandingInput = {
  pathname: string;
  /** The menu entry the current page sits under (a detail page's list); null for a page outside the menu table. */
  activeMenuPath: string | null;
  menuItems: readonly MenuItem[];
  isRouteAvailable: (path: string) => boolean;
  /** The session of the clinic switched to. */
  session: TWebSession;
};

const HOME_PATH = '/';

/**
 * Where a clinic switch lands (issue 13, item 15): a list page stays where it is (null), a detail page (of the old
 * clinic's record) goes to its list, and a page the new clinic does not offer this user (an admin-only page where the
 * user is staff) goes home.
 */
export function switchLanding({ pathname, activeMenuPath, menuItems, isRouteAvailable, session }: SwitchLandingInput): string | null {
  const listPath = activeMenuPath ?? pathname;
  const context = menuContextFor(session, false);
  const entry = menuItems.find((item) => item.path === listPath);
  const isOffered = entry
    ? visibleMenuItems([entry], context).length > 0 && !isBlockedWithoutClinic(entry, context)
    : isRouteAvailable(listPath);
  if (!isOffered) return HOME_PATH;
  return listPath === pathname ? null : listPath;
}
