import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/** The first route's JS budget: 100 KB gzip (issue 15). */
export const FIRST_ROUTE_JS_BUDGET = 100 * 1024;

export type FirstRouteSizes = { js: number; css: number; files: { path: string; gzip: number }[] };

/**
 * The JS and CSS /login makes the browser download, each gzip-compressed (level 9), measured in real Chromium against
 * the production build. Service-worker precaching is left out (it runs after the page is interactive). The count waits
 * for the whole sign-in form: the captcha image and the slider load right after the first paint, and they are part of
 * the first route. Byte counts do not depend on the machine's load.
 */
export async function measureFirstRoute(browser: Browser, baseUrl: string): Promise<FirstRouteSizes> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const sizes: FirstRouteSizes = { js: 0, css: 0, files: [] };
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response.body().then((body) => {
          const gzip = gzipSync(body, { level: 9 }).length;
          if (type === 'script') sizes.js += gzip;
          else sizes.css += gzip;
          sizes.files.push({ path: new URL(response.url()).pathname, gzip });
        }),
      );
    });
    const slider = page.waitForResponse((response) => response.url().includes('/v1/slider-captcha'));
    const captcha = page.waitForResponse((response) => response.url().includes('/v1/image-captcha'));
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
    await Promise.all([slider, captcha]);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    sizes.files.sort((a, b) => a.path.localeCompare(b.path));
    return sizes;
  } finally {
    await context.close();
  }
}
