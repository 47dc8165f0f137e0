import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import type { Locale } from '../../domain/locale';
import { App } from '../app/app';
import { preloadRoute } from '../app/routes';
import { activateLocale } from '../lib/i18n';

/**
 * The public pages the build renders to HTML, one per language: the server puts each in the page it sends a visitor
 * who is not signed in (server/http/static-web.ts), so /login shows its form from the HTML alone while the scripts
 * load on a slow line, and the browser hydrates it (main.tsx) instead of drawing it again.
 */
export const PRERENDERED_PATHS = ['/login'] as const;

/**
 * `path` as a visitor who is not signed in first sees it in `locale`: the same tree main.tsx hydrates (App in
 * StrictMode; wouter's Router only gives the path, which the browser reads from its address). Nothing from the
 * device: the stores' server snapshots (no toasts, no cached contacts) render until the page has hydrated.
 */
export async function prerenderPage(path: string, locale: Locale): Promise<string> {
  await activateLocale(locale);
  await preloadRoute(path);
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={path}>
        <App />
      </Router>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
