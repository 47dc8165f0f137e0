import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Page } from 'playwright-core';
import { uiTexts } from './support/catalog.ts';
import { waitUntilSessionIsOnDevice } from './support/device-storage.ts';
import { field } from './support/patient-screens.ts';
import { serverAndBrowser } from './support/suite.ts';
import { DEMO_ADMIN, DEMO_PASSWORD, SignInPage } from './support/sign-in-page.ts';

/**
 * The last keystrokes (issue 17, item 1), in Chromium against the production build: what was typed just before a
 * reload is back after it, and typing without a pause is on the device even when the tab is killed mid-word.
 */

const suite = serverAndBrowser();

const ui = uiTexts('en');

async function signedInPage(t: TestContext): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
  t.after(() => context.close());
  const page = await context.newPage();
  const signIn = new SignInPage(page, suite.server.url, ui);
  await signIn.open();
  await signIn.submit(DEMO_ADMIN, DEMO_PASSWORD);
  await page.waitForURL('**/home');
  await waitUntilSessionIsOnDevice(page);
  return page;
}

/** The new-patient form, once its draft is restored (the fields are disabled until then). */
async function openNewPatientForm(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: ui('New patient'), exact: true }).waitFor();
  await page.waitForFunction(() => !document.querySelector('form fieldset')?.hasAttribute('disabled'));
}

test('[en] 16 characters typed and the page reloaded at once: all 16 are back', async (t) => {
  const page = await signedInPage(t);
  const url = `${suite.server.url}/patientCenter/add`;
  await openNewPatientForm(page, url);
  const typed = 'Qwertyuiop Asdfg';
  assert.equal(typed.length, 16);
  await field(page, ui('Name')).click();
  await page.keyboard.type(typed);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: ui('New patient'), exact: true }).waitFor();
  await page.waitForFunction(
    (expected) => (document.querySelector('form input') as HTMLInputElement | null)?.value === expected,
    typed,
    { timeout: 10_000 },
  );
  assert.equal(await field(page, ui('Name')).inputValue(), typed);
});

test('[en] typing without a pause for 3 s, then the tab is killed: what was typed up to the maximum wait is on the device', async (t) => {
  const page = await signedInPage(t);
  const url = `${suite.server.url}/patientCenter/add`;
  await openNewPatientForm(page, url);
  await field(page, ui('Name')).click();
  // A key every 100 ms: the 500 ms debounce alone would never fire.
  const typed = 'abcdefghijklmnopqrstuvwxyzABCD';
  await page.keyboard.type(typed, { delay: 100 });
  // Killed, not closed: no pagehide, no unload, nothing more of the page runs.
  const cdp = await page.context().newCDPSession(page);
  const crashed = page.waitForEvent('crash');
  // The answer never comes: the renderer is gone.
  void cdp.send('Page.crash').catch(() => undefined);
  await crashed;

  // A new tab of the same browser adopts the killed tab's draft.
  const next = await page.context().newPage();
  await openNewPatientForm(next, url);
  const restored = await field(next, ui('Name')).inputValue();
  assert.ok(typed.startsWith(restored), `restored "${restored}" is what was typed`);
  assert.ok(restored.length >= 10, `at least 10 of ${typed.length} characters are back, got ${restored.length}`);
});
