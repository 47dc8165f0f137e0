import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
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
