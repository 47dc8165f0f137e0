import type { Page } from 'playwright-core';
import { pollUntil } from './poll.ts';

/**
 * Counts the page's API calls in flight. Waiting for none is quicker than Playwright's `networkidle` (half a second of
 * silence on each visit) and waits for exactly what the page draws from.
 */
export function trackApiCalls(page: Page): () => number {
  const pending = new Set<unknown>();
  const isApi = (url: string) => url.includes('/api/');
  page.on('request', (request) => isApi(request.url()) && pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => pending.size;
}

/**
 * The page has drawn what it loaded: its heading is there, no API call in flight, nothing marked busy (within
 * `busyScope`, a selector, when only part of the page matters: the top bar may be busy with its own work).
 */
export async function settle(page: Page, pendingApiCalls: () => number, busyScope = ''): Promise<void> {
  await page.locator('main h1, main h2').first().waitFor();
  await pollUntil(pendingApiCalls, (count) => count === 0, `API calls of ${page.url()} in flight`);
  await page.waitForFunction((selector) => !document.querySelector(selector), `${busyScope} [aria-busy="true"]`.trim());
}
