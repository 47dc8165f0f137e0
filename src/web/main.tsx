import './styles.css';
import { StrictMode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_LOCALE } from '../domain/locale';
import { App, confirmRememberedSession } from './app/app';
import { prefetchRoute, preloadRoute } from './app/routes';
import { showFlashedToasts } from './components/ui/toast/toast-store';
import { activateLocale, currentLocale, i18n, readStoredLocale } from './lib/i18n';
import { holdsPrerenderedPage, noteEditsBeforeHydration } from './app/prerendered-root';
import { afterFirstPageCommit } from './app/first-page-commit';
import { loadAppQueryClient } from './lib/query/load-app-query-client';
import { captureQueryToken, ensureProductTagCookie, readCurrentUserId } from './lib/session/session';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');
const container: HTMLElement = root;

captureQueryToken();
ensureProductTagCookie();

/**
 * The page the server sent may hold the build's HTML of this page (web/prerender): React hydrates it, then hands over
 * what was typed into it meanwhile. Otherwise (the brand index.html draws, or another page's HTML) React draws afresh.
 */
function render(canHydrate: boolean): void {
  showFlashedToasts();
  if (canHydrate) {
    afterFirstPageCommit(noteEditsBeforeHydration(container));
    hydrateRoot(
      container,
      <StrictMode>
        <App />
      </StrictMode>,
    );
    return;
  }
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

/**
 * A remembered user: restores the cached queries, then sends the session check and the first page's reads at once,
 * while the page's chunks and the catalog are still on their way (not after the first render, a round trip later).
 */
async function startSignedIn(queryClient: QueryClient, userId: string): Promise<void> {
  // Loaded here, not imported: it is in the signed-in shell's chunk, which a signed-in start preloads, and off /login.
  const { persistQueriesForUser } = await import('./lib/offline/persistence-controller');
  await persistQueriesForUser(queryClient, userId);
  confirmRememberedSession();
  void prefetchRoute(window.location.pathname, queryClient).catch(() => undefined);
}

async function start(): Promise<void> {
  // Under the dev server a bad VITE_APP_ENV / VITE_SITE_VARIANT stops the start with one clear error (lib/env). A
  // build checked them when it was built.
  if (import.meta.env.DEV) await import('./lib/env');
  const userId = readCurrentUserId();
  // The catalog, the first page and (for a remembered user) the cached queries load side by side.
  const [catalog] = await Promise.allSettled([
    activateLocale(readStoredLocale()),
    preloadRoute(window.location.pathname),
    userId ? loadAppQueryClient().then((queryClient) => startSignedIn(queryClient, userId)) : undefined,
  ]);
  // No catalog could load (offline before the first visit was cached): render anyway rather than a blank page.
  if (catalog.status === 'rejected') i18n.loadAndActivate({ locale: DEFAULT_LOCALE, messages: {} });
  render(catalog.status === 'fulfilled' && holdsPrerenderedPage(container, currentLocale()));
}

start().catch((error: unknown) => {
  container.textContent = error instanceof Error ? error.message : String(error);
  throw error;
});
