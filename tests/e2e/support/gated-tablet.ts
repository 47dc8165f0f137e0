import type { TestContext } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { UiTexts } from './catalog.ts';
import { signInNewContext } from './case-screens.ts';
import { NetworkGate } from './network-gate.ts';
import { OfflineNetwork } from './offline-network.ts';
import { DEMO_ADMIN, DEMO_PASSWORD } from './sign-in-page.ts';

export type GatedTablet = { context: BrowserContext; page: Page; gate: NetworkGate; network: OfflineNetwork };

export const TABLET_VIEWPORT = { width: 1280, height: 800 };
/** A tablet held upright: the narrowest screen the portal is made for. */
export const PORTRAIT_TABLET = { width: 768, height: 1024 };

/**
 * The demo doctor's tablet: a fresh browser profile that reaches the server only through its own gate (the offline
 * witness), signed in, with the service worker in control. Both are closed after the test.
 */
export async function gatedTablet(
  t: TestContext,
  browser: Browser,
  serverUrl: string,
  ui: UiTexts,
  viewport: { width: number; height: number } = TABLET_VIEWPORT,
): Promise<GatedTablet> {
  const gate = await NetworkGate.open(serverUrl);
  t.after(() => gate.stop());
  const { context, page } = await signInNewContext(browser, {
    baseUrl: gate.url,
    ui,
    phone: DEMO_ADMIN,
    password: DEMO_PASSWORD,
    viewport,
    landsOn: /\/home$/,
  });
  t.after(() => context.close());
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
  return { page, gate, context, network: new OfflineNetwork(context, gate) };
}
