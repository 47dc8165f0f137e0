import assert from 'node:assert/strict';
import { test } from 'node:test';
import { launchChromium } from './support/chromium.ts';
import { startServer } from './support/server.ts';
import { FirstPage } from './support/app-page.ts';

test('the app loads, the service worker takes control, and with the network cut the shell still renders', async () => {
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const app = new FirstPage(page);

    await page.goto(`${server.url}/`);
    await page.waitForURL('**/login');
    await app.brandHeading().waitFor();
    await app.waitForServiceWorkerControl();

    // Cut the network for real: the server is gone, so no fetch, from the page or the service worker, is answered.
    await server.stop();
    await context.setOffline(true);

    await page.reload();
    await app.brandHeading().waitFor();
    await app.heading('Product lines').waitFor();
    assert.match((await page.getByRole('status', { name: 'Connection status' }).textContent()) ?? '', /Offline/);

    // Another client route, typed into the address bar while offline, renders inside the shell.
    await page.goto(`${server.url}/no-such-page?id=7`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.goto(`${server.url}/login`);
    await app.brandHeading().waitFor();

    // /api never falls back to the shell: offline, an API call fails instead of answering HTML.
    const apiAnswer = await page.evaluate(async () => {
      try {
        const response = await fetch('/api/platform/health');
        return response.headers.get('content-type') ?? 'no content type';
      } catch {
        return 'failed';
      }
    });
    assert.equal(apiAnswer, 'failed');
  } finally {
    await browser.close();
    await server.stop();
  }
});
