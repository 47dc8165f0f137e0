import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page, Route } from 'playwright-core';
import { consoleOf } from './support/console-messages.ts';
import { serverAndBrowser } from './support/suite.ts';
import { uiTexts, type TestLocale } from './support/catalog.ts';

const suite = serverAndBrowser();
const TABLET = { viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true };

/** Holds the app's entry script until `release()`: the page as a slow line shows it before its scripts. */
async function holdEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const locale of ['en', 'zh', 'ru'] as const satisfies readonly TestLocale[]) {
  test(`/login in ${locale}: the form is in the page's HTML, and what was typed before the scripts ran is kept`, async (t) => {
    const ui = uiTexts(locale);
    const context = await suite.browser.newContext(TABLET);
    t.after(() => context.close());
    await context.addCookies([{ name: 'cuspid_locale', value: locale, url: suite.server.url }]);
    await context.addInitScript((chosen) => window.localStorage.setItem('cuspid.locale', chosen), locale);
    const page = await context.newPage();
    const messages = consoleOf(page);
    const release = await holdEntry(page);

    await page.goto(`${suite.server.url}/login`, { waitUntil: 'commit' });
    // DOMContentLoaded waits for the held module script. No script has run: the heading, the fields and the agreement come from the HTML, in the visitor's language.
    await page.getByRole('heading', { level: 2, name: ui('Sign in') }).waitFor();
    assert.equal(await page.locator('#root').getAttribute('data-prerendered'), `/login ${locale}`);
    const form = page.getByRole('form', { name: ui('Sign in with password') });
    const phone = form.getByRole('textbox', { name: ui('Mobile number') });
    await phone.fill('13800000001');
    await form.getByRole('checkbox').check();
    assert.equal(await form.getByRole('img', { name: ui('Captcha image') }).count(), 0, 'the scripts have not run');
    // The browser cannot send the form itself (a GET with the password in the address): its button waits for them.
    const submit = form.getByRole('button', { name: ui('Sign in') });
    assert.equal(await submit.isDisabled(), true);
    await form.getByLabel(ui('Password'), { exact: true }).fill('not sent');
    await form.getByLabel(ui('Password'), { exact: true }).press('Enter');

    release();
    // The captcha image comes with the first render after hydration: the form re-rendered, which would have put
    // React's empty value back had the typed one not been handed over.
    await form.getByRole('img', { name: ui('Captcha image') }).waitFor();
    await form.getByRole('textbox', { name: ui('Captcha') }).fill('zz');
    assert.equal(await phone.inputValue(), '13800000001');
    assert.equal(await form.getByRole('checkbox').isChecked(), true);
    assert.equal(await submit.isEnabled(), true);
    assert.equal(new URL(page.url()).search, '', 'Enter before the scripts sent nothing');
    assert.deepEqual(messages, [], 'no console warning or error (a hydration mismatch logs one)');
  });
}

test('/login?type=2 (session expired) is drawn by the scripts: its notice is not in the prerendered HTML', async (t) => {
  const context = await suite.browser.newContext(TABLET);
  t.after(() => context.close());
  const page = await context.newPage();
  const messages = consoleOf(page);
  const response = await page.goto(`${suite.server.url}/login?type=2`);
  assert.doesNotMatch((await response?.text()) ?? '', /data-prerendered/);
  await page.getByRole('heading', { level: 2, name: 'Sign in' }).waitFor();
  await page.getByText('Your session has expired. Please sign in again.').waitFor();
  assert.deepEqual(messages, []);
});
