import { Suspense, useEffect, useState } from 'react';
import { Redirect, Route, Switch, useLocation, useRouter, useSearch, matchRoute } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { LoadingOverlay } from '../components/ui/loading-overlay';
import { BRAND_NAME } from '../lib/app-config';
import { hasLocalSession } from '../lib/session/session';
import { notFoundRoute, routes, type PageRoute } from './routes';

/** Shows the loading overlay only if a page takes noticeably long, so fast loads do not flash. */
function RouteFallback() {
  const [isVisible, setIsVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setIsVisible(true), 300);
    return () => clearTimeout(timer);
  }, []);
  return isVisible ? <LoadingOverlay /> : null;
}

/** One page of the table: its title, its access rule (sign-in needed unless public) and its lazy component. */
export function RoutePage({ route }: { route: PageRoute }) {
  const { i18n } = useLingui();
  const [location] = useLocation();
  const search = useSearch();
  useEffect(() => {
    document.title = route.title ? `${i18n._(route.title)} · ${BRAND_NAME}` : BRAND_NAME;
  }, [route.title, i18n]);

  if (!route.isPublic && !hasLocalSession()) {
    const original = `${location}${search ? `?${search}` : ''}`;
    return <Redirect to={`/login?redirect=${encodeURIComponent(original)}`} replace />;
  }
  const Page = route.page.component;
  return (
    <Suspense fallback={<RouteFallback />}>
      <Page />
    </Suspense>
  );
}

export function AppRoutes() {
  return (
    <Switch>
      {routes.map((route) =>
        route.kind === 'redirect' ? (
          <Route key={route.path} path={route.path}>
            <Redirect to={route.to} replace />
          </Route>
        ) : (
          <Route key={route.path} path={route.path}>
            <RoutePage route={route} />
          </Route>
        ),
      )}
      <Route>
        <RoutePage route={notFoundRoute} />
      </Route>
    </Switch>
  );
}

/** The side-menu path to highlight for the current location: the route meta's `activeMenuPath`, else the route's path. */
export function useActiveMenuPath(): string | null {
  const [location] = useLocation();
  const { parser } = useRouter();
  for (const route of routes) {
    if (route.kind === 'page' && matchRoute(parser, route.path, location)[0]) return route.activeMenuPath ?? route.path;
  }
  return null;
}
