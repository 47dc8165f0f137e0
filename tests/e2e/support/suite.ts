import { after, before } from 'node:test';
import type { TestContext } from 'node:test';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import type { UiTexts } from './catalog.ts';
import { waitUntilSessionIsOnDevice } from './device-storage.ts';
import { DEMO_ADMIN, DEMO_PASSWORD, SignInPage } from './sign-in-page.ts';
import { launchChromium } from './chromium.ts';
import { startServer, type RunningServer } from './server.ts';

export type Suite = { server: RunningServer; browser: Browser };

/**
 * Registers a spec file's hooks: one production server (its own port and data folder) and one Chromium for the
 * file's tests, both stopped after them. The fields are set once the `before` hook has run.
 */
export function serverAndBrowser(): Suite {
  const suite = {} as Suite;
  before(async () => {
    suite.server = await startServer();
    suite.browser = await launchChromium();
  });
  after(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}

/**
 * A desktop-sized tab of a fresh browser profile (closed after the test), signed in as the demo doctor, with the session
 * on the device. `options` adds to the context's (`serviceWorkers: 'block'` keeps the page's own requests routable).
 */
export async function signedInDemoPage(
  t: TestContext,
  suite: Suite,
  ui: UiTexts,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  t.after(() => context.close());
  const page = await context.newPage();
  const signIn = new SignInPage(page, suite.server.url, ui);
  await signIn.open();
  await signIn.submit(DEMO_ADMIN, DEMO_PASSWORD);
  await page.waitForURL('**/home');
  await waitUntilSessionIsOnDevice(page);
  return page;
}
