import { lazy, Suspense, useEffect } from 'react';
import { AppProviders } from './app-providers';
import { hasLocalSession } from '../lib/session/session';
import { AppRoutes } from './app-routes';
import { loadAppQueryClient } from '../lib/query/load-app-query-client';

const UpdatePrompt = lazy(() => import('./update-prompt').then((module) => ({ default: module.UpdatePrompt })));

/**
 * At start, a remembered session (cached, so the app already renders signed in, offline too) is confirmed with the
 * server in the background; only a 401 ends it, never a network error.
 */
function SessionBootstrap() {
  useEffect(() => {
    if (!hasLocalSession()) return;
    // Loaded on demand: a visitor who is not signed in never downloads the session code or the query client.
    void Promise.all([import('../lib/session/session-store'), loadAppQueryClient()]).then(([{ confirmSession }, queryClient]) =>
      confirmSession(queryClient),
    );
  }, []);
  return null;
}

export function App() {
  return (
    <AppProviders>
      <SessionBootstrap />
      <AppRoutes />
      {/* The service worker exists in production builds only. */}
      {import.meta.env.PROD ? (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      ) : null}
    </AppProviders>
  );
}
