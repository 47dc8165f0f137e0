import { Suspense, useEffect, useState } from 'react';
import { Redirect, Route, Switch, useLocation, useRouter, useSearch, matchRoute } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { LoadingOverlay } from '../components/ui/loading-overlay';
import { BRAND_NAME } from '../lib/app-config';
import { PageCommitted } from './first-page-commit';
import { noClinicPage, notFoundRoute, routes, type PageRoute } from './routes';

/** Shows the loading overlay only if a page takes noticeably long, so fast loads do not flash. */
export function RouteFallback() {
  const [isVisible, setIsVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setIsVisible(true), 300);
    return () => clearTimeout(timer);
  }, []);
  return isVisible ? <LoadingOverlay /> : null;
}

/**
 * One page of the table: its title and its lazy component. Access is decided before (app-routes); a page that needs a
 * clinic shows the no-certification notice instead while the user has none.
 */
export function RoutePage({ route, isWithoutClinic = false }: { route: PageRoute; isWithoutClinic?: boolean }) {
  const { i18n } = useLingui();
  useEffect(() => {
    document.title = route.title ? `${i18n._(route.title)} · ${BRAND_NAME}` : BRAND_NAME;
  }, [route.title, i18n]);
  const Page = (isWithoutClinic && route.needsClinic ? noClinicPage : route.page).component;
  return (
    <Suspense fallback={<RouteFallback />}>
      <Page />
      <PageCommitted />
    </Suspense>
  );
}

/**
 * The route table as a `<Switch>`: the first matching entry, else the not-found page. `isWithoutClinic`: the signed-in
 * user belongs to no clinic yet (access-rules `lacksClinic`).
 */
export function RouteSwitch({ isWithoutClinic = false }: { isWithoutClinic?: boolean }) {
  return (
    <Switch>
      {routes.map((entry) =>
        entry.kind === 'redirect' ? (
          <Route key={entry.path} path={entry.path}>
            <Redirect to={entry.to} replace />
          </Route>
        ) : (
          <Route key={entry.path} path={entry.path}>
            <RoutePage route={entry} isWithoutClinic={isWithoutClinic} />
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
  const search = useSearch();
  const { parser } = useRouter();
  for (const route of routes) {
    if (route.kind !== 'page' || !matchRoute(parser, route.path, location)[0]) continue;
    const active = route.activeMenuPath;
    return typeof active === 'function' ? active(new URLSearchParams(search)) : (active ?? route.path);
  }
  return null;
}
