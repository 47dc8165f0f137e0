import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LOCALE } from '../domain/locale';
import { App } from './app/app';
import { preloadRoute } from './app/routes';
import { showFlashedToasts } from './components/ui/toast/toast-store';
import { activateLocale, i18n, readStoredLocale } from './lib/i18n';
import { persistQueriesForUser } from './lib/offline/persistence-controller';
import { loadAppQueryClient } from './lib/query/load-app-query-client';
import { captureQueryToken, ensureProductTagCookie, readCurrentUserId } from './lib/session/session';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

captureQueryToken();
ensureProductTagCookie();
const root = createRoot(container);

function render(): void {
  showFlashedToasts();
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

async function start(): Promise<void> {
  // Under the dev server a bad VITE_APP_ENV / VITE_SITE_VARIANT stops the start with one clear error. A build
  // validates them when the API layer first loads, which keeps zod out of the first-route bundle.
  if (import.meta.env.DEV) await import('./lib/env');
  const userId = readCurrentUserId();
  // The catalog, the first page and (for a remembered user) the cached queries load side by side.
  const [catalog] = await Promise.allSettled([
    activateLocale(readStoredLocale()),
    preloadRoute(window.location.pathname),
    userId ? loadAppQueryClient().then((queryClient) => persistQueriesForUser(queryClient, userId)) : undefined,
  ]);
  // No catalog could load (offline before the first visit was cached): render anyway rather than a blank page.
  if (catalog.status === 'rejected') i18n.loadAndActivate({ locale: DEFAULT_LOCALE, messages: {} });
  render();
}

start().catch((error: unknown) => {
  container.textContent = error instanceof Error ? error.message : String(error);
  throw error;
});
