import { lazy, Suspense } from 'react';
import { Redirect, useLocation, useRouter, useSearch } from 'wouter';
import { signedOutRedirect } from '../lib/session/public-access';
import { hasLocalSession } from '../lib/session/session';
import { RouteFallback, RoutePage, RouteSwitch, useActiveMenuPath } from './route-switch';
import { findRoute, notFoundRoute } from './routes';

export { RoutePage, useActiveMenuPath };

// Everything a signed-in tab needs (session, the full access rule, the shell and its messages) loads outside the
// first route; the messages with the module (lib/shell-catalog.ts).
const SignedInRoutes = lazy(() => import('./signed-in-routes').then((module) => module.withShellCatalog()));

/** No session: public pages open; any other page sends the visitor to /login with the way back (spec section 2). */
function SignedOutRoutes() {
  const [location] = useLocation();
  const search = useSearch();
  const { parser } = useRouter();
  const route = findRoute(location, parser) ?? notFoundRoute;
  const to = signedOutRedirect(location, search, route.kind === 'page' && route.isPublic);
  return to ? <Redirect to={to} replace /> : <RouteSwitch />;
}

/** The route table behind the access rule of spec section 2 (lib/session/access-rules). */
export function AppRoutes() {
  // Re-read the local session on every navigation: sign-in stores it, then navigates.
  useLocation();
  if (!hasLocalSession()) return <SignedOutRoutes />;
  return (
    <Suspense fallback={<RouteFallback />}>
      <SignedInRoutes />
    </Suspense>
  );
}
