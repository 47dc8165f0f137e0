import assert from 'node:assert/strict';
import { test } from 'node:test';
import { consoleOf } from './support/console-messages.ts';
import { serverAndBrowser } from './support/suite.ts';
import { freshPhone, registerThroughForm } from './support/sign-in-page.ts';

const suite = serverAndBrowser();
const TABLET = { viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true };

test('/login on a tablet: the captcha image and the slider with its handle are there before any field has focus', async (t) => {
  const context = await suite.browser.newContext(TABLET);
  t.after(() => context.close());
  const page = await context.newPage();
  const messages = consoleOf(page);
  await page.goto(`${suite.server.url}/login`);
  const form = page.getByRole('form', { name: 'Sign in with password' });
  await form.getByRole('img', { name: 'Captcha image' }).waitFor();
  const handle = form.getByRole('slider', { name: 'Slide to verify' });
  await handle.waitFor();
  const box = await handle.boundingBox();
  assert.ok(box && box.width >= 44 && box.height >= 44, `the handle is a touch target (${JSON.stringify(box)})`);
  assert.equal(await page.evaluate(() => document.activeElement === document.body), true, 'nothing was focused');
  assert.deepEqual(
    messages.filter((text) => text.includes('Uncompiled message')),
    [],
  );
});

test('a newly registered user without a clinic meets the no-certification notice, never an error or a blank page', async (t) => {
  const context = await suite.browser.newContext(TABLET);
  t.after(() => context.close());
  const page = await context.newPage();
  const messages = consoleOf(page);
  await registerThroughForm(page, suite.server.url, freshPhone(), 'Fresh-Start-9');

  // The worktable says it at once and asks for no figures it cannot have.
  await page.getByRole('heading', { level: 2, name: 'Your account has no certification' }).waitFor();
  assert.equal(await page.getByText('You are not a member of this clinic.').count(), 0);

  // "Create an order" opens the notice, not a blank page.
  await page.getByRole('link', { name: /Invisible aligners/ }).click();
  await page.waitForURL('**/confirmOrder**');
  await page.getByRole('heading', { level: 1, name: 'Your account has no certification' }).waitFor();

  for (const path of ['/caseList', '/stagingBox', '/patientCenter']) {
    await page.goto(`${suite.server.url}${path}`);
    await page.getByRole('heading', { level: 1, name: 'Your account has no certification' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Try again' }).count(), 0, `${path}: no Try again`);
    assert.equal(
      await page.getByText('You are not a member of this clinic.').count(),
      0,
      `${path}: no membership error`,
    );
  }

  // Toasts rise from the bottom edge: never over the top bar (its sync entry and bell).
  const banner = await page.getByRole('banner').boundingBox();
  const toaster = await page.getByTestId('toaster').boundingBox();
  assert.ok(banner && toaster && toaster.y >= banner.y + banner.height, 'the toast area is below the top bar');

  await page.getByRole('link', { name: 'Create or associate a clinic' }).click();
  await page.waitForURL('**/clinicManage');
  await page.getByRole('heading', { level: 1, name: 'Clinic management' }).waitFor();
  assert.deepEqual(
    messages.filter((text) => text.includes('Uncompiled message')),
    [],
  );
});
