import type { MessageDescriptor } from '@lingui/core';
import type { MenuMeta } from '../features/shell/menu/menu-meta';
import type { LazyPage } from './lazy-page';

/**
 * `shell`: side menu and top bar (the default for signed-in routes); `topbar`: the top bar only (spec: special layout
 * without sidebar); `none`: the page draws everything itself (the default for public routes).
 */
export type RouteLayout = 'shell' | 'topbar' | 'none';

export type PageRoute = {
  kind: 'page';
  path: string;
  page: LazyPage;
  /** Reachable without signing in (spec section 2, public routes). */
  isPublic: boolean;
  /** Route meta: the side-menu entry to highlight when it is not the route's own path (or, given the query, which). */
  activeMenuPath?: string | ((search: URLSearchParams) => string);
  /** The document title (followed by the brand name). */
  title?: MessageDescriptor;
  /** Defaults to `none` for public routes and `shell` for the others. */
  layout?: RouteLayout;
  /** Route meta that lists the route in the side menu; the menu shows only routes that exist. */
  menu?: MenuMeta;
  /**
   * The page works on the current clinic's data: a user with no clinic yet gets the no-certification notice in its place
   * and, from the side menu, a warning (spec section 2). The one list of such routes.
   */
  needsClinic?: boolean;
};
export type RedirectRoute = { kind: 'redirect'; path: string; to: string };
export type AppRoute = PageRoute | RedirectRoute;
