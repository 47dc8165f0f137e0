import { lazy, Suspense, useCallback, useEffect, type ReactNode } from 'react';
import { useLocation, useRouter, useSearch } from 'wouter';
import { Trans } from '@lingui/react/macro';
import type { MenuItem } from '../features/shell/menu/menu-meta';
import { decideAccess, lacksClinic, type ShiningCodes } from '../lib/session/access-rules';
import { hasLocalSession, readQueryToken } from '../lib/session/session';
import { SHINING_CODE_KEYS } from '../lib/session/session-keys';
import { ensureCatalog, i18n } from '../lib/i18n';
import { ensureShellCatalog } from '../lib/shell-catalog';
import { WithAppQueryClient } from '../lib/query/with-app-query-client';
import { OnlineIndicator } from '../components/online-indicator';
import { CasePhotosProvider, type CasePhotosProps } from '../components/cases/case-photos-slot';
import { UserDatabaseProvider } from '../lib/offline/user-database-context';
import { OutboxProvider } from '../lib/offline/outbox';
import { useSession } from '../lib/session/session-store';
import { RouteFallback, RouteSwitch, useActiveMenuPath } from './route-switch';
import { findRoute, notFoundRoute, routes, type AppRoute, type RouteLayout } from './routes';
import { RouteAvailability, useIsRouteAvailable } from './route-availability';

// The shell's own texts (top bar, sync entry, banners) are in the shell catalog: it arrives with them, so the shell
// never shows a message before its translation (or an untranslated plural) while the page is still loading.
const AppShell = lazy(() =>
  Promise.all([import('../features/shell/components/app-shell'), ensureShellCatalog()]).then(([module]) => ({
    default: module.AppShell,
  })),
);
// A message the shell catalog lacks (one the build did not find in the shell's chunks) would show as its id: the whole
// workspace catalog follows at once, and the text is drawn again translated.
i18n.on('missing', () => void ensureCatalog('workspace'));
// The sync entry (top bar) and the unsynced-work banner: the app composes them into the shell.
const loadSyncParts = () =>
  Promise.all([import('../features/sync/components/sync-shell-parts'), ensureShellCatalog()]).then(
    ([module]) => module,
  );
const SyncEntry = lazy(() => loadSyncParts().then((module) => ({ default: module.SyncEntry })));
const UnsyncedWorkBanner = lazy(() => loadSyncParts().then((module) => ({ default: module.UnsyncedWorkBanner })));
const ConnectionStatus = lazy(() => loadSyncParts().then((module) => ({ default: module.ConnectionStatus })));
// The patient file's gallery and viewer, for a case's photos on the order detail and the factory's case page.
const CaseStagePhotos = lazy(() =>
  import('../features/images/components/case-stage-photos').then((module) => ({ default: module.CaseStagePhotos })),
);
const renderCasePhotos = (props: CasePhotosProps) => <CaseStagePhotos {...props} />;

/** The side menu, derived from route meta: only routes that exist can appear in it. */
const menuItems: readonly MenuItem[] = routes.flatMap((route) =>
  route.kind === 'page' && route.menu
    ? [{ ...route.menu, path: route.path, needsClinic: route.needsClinic === true }]
    : [],
);

function storeShiningCodes({ code, codeChallenge }: ShiningCodes): void {
  try {
    window.localStorage.setItem(SHINING_CODE_KEYS.code, code);
    window.localStorage.setItem(SHINING_CODE_KEYS.codeChallenge, codeChallenge);
  } catch {
    // Storage unavailable: the linking page asks for the codes again.
  }
}

function GuardRedirect({ to, shiningCodes }: { to: string; shiningCodes: ShiningCodes | undefined }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (shiningCodes) storeShiningCodes(shiningCodes);
    navigate(to, { replace: true });
  }, [navigate, to, shiningCodes]);
  return null;
}

/** Signed in, nothing cached and the server out of reach: say so rather than show a blank page. */
function SessionUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">
        <Trans>Your account could not be loaded</Trans>
      </h1>
      <p className="text-base text-slate-600">
        <Trans>
          The server cannot be reached and this device holds no copy of your account yet. Check the connection and try
          again.
        </Trans>
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="min-h-11 rounded-lg bg-teal-700 px-5 text-base font-medium text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        <Trans>Try again</Trans>
      </button>
    </main>
  );
}

function layoutOf(route: AppRoute): RouteLayout {
  if (route.kind === 'redirect') return 'none';
  return route.layout ?? (route.isPublic ? 'none' : 'shell');
}

/** The shell around signed-in pages; the same element across its pages, so it stays mounted while the user moves. */
function Layout({ route, children }: { route: AppRoute; children: ReactNode }) {
  const activeMenuPath = useActiveMenuPath();
  const isRouteAvailable = useIsRouteAvailable();
  const layout = layoutOf(route);
  if (layout === 'none') return children;
  return (
    <Suspense fallback={<RouteFallback />}>
      <AppShell
        layout={layout}
        menuItems={menuItems}
        activeMenuPath={activeMenuPath}
        isRouteAvailable={isRouteAvailable}
        statusEntry={
          <Suspense fallback={null}>
            <SyncEntry />
          </Suspense>
        }
        connectionStatus={
          <Suspense fallback={<OnlineIndicator />}>
            <ConnectionStatus />
          </Suspense>
        }
        banner={
          <Suspense fallback={null}>
            <UnsyncedWorkBanner />
          </Suspense>
        }
      >
        {children}
      </AppShell>
    </Suspense>
  );
}

/** This module's routes as a lazy component, once the shell's messages are in (app-routes.tsx). */
export const withShellCatalog = () => ensureShellCatalog().then(() => ({ default: SignedInRoutes }));

/** A tab with a local session, with the app's query client (it arrives with this chunk, off the first route). */
function SignedInRoutes() {
  return (
    <WithAppQueryClient>
      <GuardedRoutes />
    </WithAppQueryClient>
  );
}

/** The whole access rule (spec section 2) over the cached or fetched session. */
function GuardedRoutes() {
  const [location] = useLocation();
  const search = useSearch();
  const { parser } = useRouter();
  const sessionState = useSession();
  const isRouteAvailable = useCallback((path: string) => findRoute(path, parser)?.kind === 'page', [parser]);
  const route = findRoute(location, parser) ?? notFoundRoute;
  const decision = decideAccess({
    pathname: location,
    search,
    // A redirect entry (`/`) is for signed-in users; unknown paths show the public not-found page.
    isPublic: route.kind === 'page' && route.isPublic,
    hasLocalSession: hasLocalSession(),
    hasQueryToken: Boolean(readQueryToken()),
    session: sessionState.session,
  });

  if (decision.kind === 'redirect') return <GuardRedirect to={decision.to} shiningCodes={decision.shiningCodes} />;
  if (decision.kind === 'waitForSession') {
    return sessionState.status === 'unavailable' ? (
      <SessionUnavailable onRetry={sessionState.retry} />
    ) : (
      <RouteFallback />
    );
  }
  const page = (
    <RouteAvailability.Provider value={isRouteAvailable}>
      <Layout route={route}>
        <RouteSwitch isWithoutClinic={sessionState.session !== undefined && lacksClinic(sessionState.session)} />
      </Layout>
    </RouteAvailability.Provider>
  );
  const userId = sessionState.session?.userId;
  return userId ? (
    <UserDatabaseProvider userId={String(userId)}>
      <OutboxProvider>
        <CasePhotosProvider value={renderCasePhotos}>{page}</CasePhotosProvider>
      </OutboxProvider>
    </UserDatabaseProvider>
  ) : (
    page
  );
}
