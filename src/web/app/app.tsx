import { lazy, Suspense, useEffect, useState } from 'react';
import { AppProviders } from './app-providers';
import { hasLocalSession } from '../lib/session/session';
import { AppRoutes } from './app-routes';
import { loadAppQueryClient } from '../lib/query/load-app-query-client';

const UpdatePrompt = lazy(() => import('./update-prompt').then((module) => ({ default: module.UpdatePrompt })));

let isSessionConfirming = false;

/**
 * At start, a remembered session (cached, so the app already renders signed in, offline too) is confirmed with the
 * server in the background; only a 401 ends it, never a network error. Once per visit: main.tsx asks as soon as the
 * cached queries are restored (beside the first page's chunks), the app's first render otherwise.
 */
export function confirmRememberedSession(): void {
  if (isSessionConfirming || !hasLocalSession()) return;
  isSessionConfirming = true;
  // Loaded on demand: a visitor who is not signed in never downloads the session code or the query client.
  void Promise.all([import('../lib/session/session-store'), loadAppQueryClient()]).then(
    ([{ confirmSession }, queryClient]) => confirmSession(queryClient),
  );
}

function SessionBootstrap() {
  useEffect(confirmRememberedSession, []);
  return null;
}

/** True once the page has loaded and the browser is idle: the service worker registers then, off the critical path. */
function useIsPageSettled(): boolean {
  const [isSettled, setIsSettled] = useState(false);
  useEffect(() => {
    const settle = () =>
      (window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200)))(() => setIsSettled(true));
    if (document.readyState === 'complete') settle();
    else window.addEventListener('load', settle, { once: true });
    return () => window.removeEventListener('load', settle);
  }, []);
  return isSettled;
}

/** Where vite-plugin-pwa puts the service worker (the build's `generateSW`), with the scope it registers it for. */
const SERVICE_WORKER = { url: '/sw.js', scope: '/' } as const;

/**
 * True once a service worker controls the page. The update prompt (with workbox-window) has nothing to offer before:
 * on a first visit, the page registers the worker with the platform's API (it installs, precaches the app and
 * claims the page: vite.config.ts `clientsClaim`), and the prompt loads when the worker takes control, not with the
 * first route.
 */
function useIsWorkerInControl(isPageSettled: boolean): boolean {
  const workers = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  const [isInControl, setIsInControl] = useState(() => Boolean(workers?.controller));
  useEffect(() => {
    if (!import.meta.env.PROD || !isPageSettled || isInControl || !workers) return;
    const onControl = () => setIsInControl(true);
    workers.addEventListener('controllerchange', onControl);
    workers.register(SERVICE_WORKER.url, { scope: SERVICE_WORKER.scope }).catch(() => undefined);
    return () => workers.removeEventListener('controllerchange', onControl);
  }, [isPageSettled, isInControl, workers]);
  return isInControl;
}

export function App() {
  const isPageSettled = useIsPageSettled();
  const isWorkerInControl = useIsWorkerInControl(isPageSettled);
  return (
    <AppProviders>
      <SessionBootstrap />
      <AppRoutes />
      {/* The service worker exists in production builds only; the prompt comes once one controls the page. */}
      {import.meta.env.PROD && isPageSettled && isWorkerInControl ? (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      ) : null}
    </AppProviders>
  );
}
