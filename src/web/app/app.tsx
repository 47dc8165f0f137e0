import { lazy, Suspense, useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './app-providers';
import { hasLocalSession } from '../lib/session/session';
import { AppRoutes } from './app-routes';

const UpdatePrompt = lazy(() => import('./update-prompt').then((module) => ({ default: module.UpdatePrompt })));

/**
 * At start, a remembered session (cached, so the app already renders signed in, offline too) is confirmed with the
 * server in the background; only a 401 ends it, never a network error.
 */
function SessionBootstrap({ queryClient }: { queryClient: QueryClient }) {
  useEffect(() => {
    if (!hasLocalSession()) return;
    // Loaded on demand: a visitor who is not signed in never downloads the session code.
    void import('../lib/session/session-store').then(({ confirmSession }) => confirmSession(queryClient));
  }, [queryClient]);
  return null;
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <SessionBootstrap queryClient={queryClient} />
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
