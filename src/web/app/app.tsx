import { lazy, Suspense, useEffect, useState } from 'react';
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

/** True once the page has loaded and the browser is idle: the service worker registers then, off the critical path. */
function useIsPageSettled(): boolean {
  const [isSettled, setIsSettled] = useState(false);
  useEffect(() => {
    const settle = () => (window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200)))(() => setIsSettled(true));
    if (document.readyState === 'complete') settle();
    else window.addEventListener('load', settle, { once: true });
    return () => window.removeEventListener('load', settle);
  }, []);
  return isSettled;
}

export function App() {
  const isPageSettled = useIsPageSettled();
  return (
    <AppProviders>
      <SessionBootstrap />
      <AppRoutes />
      {/* The service worker exists in production builds only. */}
      {import.meta.env.PROD && isPageSettled ? (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      ) : null}
    </AppProviders>
  );
}
