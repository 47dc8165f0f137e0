import { Suspense, useEffect, useState } from 'react';
import { Redirect, Route, Switch, useLocation, useRouter, matchRoute } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { LoadingOverlay } from '../components/ui/loading-overlay';
import { BRAND_NAME } from '../lib/app-config';
import { notFoundRoute, routes, type PageRoute } from './routes';

/** Shows the loading overlay only if a page takes noticeably long, so fast loads do not flash. */
export function RouteFallback() {
  const [isVisible, setIsVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setIsVisible(true), 300);
    return () => clearTimeout(timer);
  }, []);
  return isVisible ? <LoadingOverlay /> : null;
}

/** One page of the table: its title and its lazy component. Access is decided before (app-routes). */
export function RoutePage({ route }: { route: PageRoute }) {
  const { i18n } = useLingui();
  useEffect(() => {
    document.title = route.title ? `${i18n._(route.title)} · ${BRAND_NAME}` : BRAND_NAME;
  }, [route.title, i18n]);
  const Page = route.page.component;
  return (
    <Suspense fallback={<RouteFallback />}>
      <Page />
    </Suspense>
  );
}

/** The route table as a `<Switch>`: the first matching entry, else the not-found page. */
export function RouteSwitch() {
  return (
    <Switch>
      {routes.map((entry) =>
        entry.kind === 'redirect' ? (
          <Route key={entry.path} path={entry.path}>
            <Redirect to={entry.to} replace />
          </Route>
        ) : (
          <Route key={entry.path} path={entry.path}>
            <RoutePage route={entry} />
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
