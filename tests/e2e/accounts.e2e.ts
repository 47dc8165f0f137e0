import assert from 'node:assert/strict';
import { test } from 'node:test';
import { serverAndBrowser } from './support/suite.ts';
import { DEMO_ADMIN, DEMO_PASSWORD, freshPhone, registerThroughForm, SignInPage } from './support/sign-in-page.ts';
import { translationOf } from './support/catalog.ts';

const suite = serverAndBrowser();

test('a new user registers with the code the local SMS provider recorded, and lands on the worktable', async () => {
  const page = await (await suite.browser.newContext()).newPage();
  await registerThroughForm(page, suite.server.url, freshPhone(), 'Fresh-Start-9');
  await page
    .getByRole('heading', { name: /Worktable|Welcome|Hello/ })
    .first()
    .waitFor();
});

test('five wrong passwords lock the account, and the form counts the seconds down', async () => {
  const page = await (await suite.browser.newContext()).newPage();
  const signIn = new SignInPage(page, suite.server.url);
  await signIn.open();
  for (let attempt = 1; attempt <= 4; attempt++) {
    await signIn.submit('13800000003', 'Wrong-Password-1');
    await page
      .getByText(`${5 - attempt} attempts left`)
      .first()
      .waitFor();
  }
  await signIn.submit('13800000003', 'Wrong-Password-1');
  const lock = page.getByText(/Too many password errors, retry after \d+ seconds/).first();
  await lock.waitFor();
  const first = Number((await lock.textContent())?.match(/\d+/)?.[0]);
  await page.waitForTimeout(2200);
  const later = Number((await lock.textContent())?.match(/\d+/)?.[0]);
  assert.ok(first > 0 && later < first, `the countdown goes down (${first} then ${later})`);
  assert.equal(
    await page
      .getByRole('form', { name: 'Sign in with password' })
      .getByRole('button', { name: 'Sign in' })
      .isDisabled(),
    true,
  );
});

test('QR sign-in: the login page shows a code, a signed-in phone confirms it, and the page signs in', async () => {
  const desk = await (await suite.browser.newContext()).newPage();
  let qrLink = '';
  desk.on('response', async (response) => {
    if (response.url().includes('/api/tenant/v1/qr-code')) qrLink = (await response.json()).data.link;
  });
  await desk.goto(`${suite.server.url}/login`);
  await desk.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await desk.getByRole('tab', { name: 'QR code' }).click();
  await desk.getByRole('img', { name: /QR/ }).first().waitFor();
  for (let i = 0; i < 50 && !qrLink; i++) await desk.waitForTimeout(100);
  assert.match(qrLink, /^\/qrLogin\?qrId=/);

  const phone = await (await suite.browser.newContext()).newPage();
  const signIn = new SignInPage(phone, suite.server.url);
  await signIn.open();
  await signIn.submit(DEMO_ADMIN, DEMO_PASSWORD);
  await phone.waitForURL('**/home');
  await phone.goto(`${suite.server.url}${qrLink}`);
  await phone.getByRole('button', { name: /Confirm/ }).click();

  await desk.waitForURL('**/home', { timeout: 20_000 });
});

test('logout asks first, then returns to the sign-in page', async () => {
  const page = await (await suite.browser.newContext()).newPage();
  const signIn = new SignInPage(page, suite.server.url);
  await signIn.open();
  await signIn.submit(DEMO_ADMIN, DEMO_PASSWORD);
  await page.waitForURL('**/home');
  await page.getByRole('button', { name: /Log out|Sign out/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Sign out of Cuspid?').waitFor();
  await dialog.getByRole('button', { name: /Cancel/ }).click();
  assert.match(page.url(), /\/home$/);
  await page.getByRole('button', { name: /Log out|Sign out/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Log out|Sign out|Exit|OK|Confirm/ })
    .click();
  await page.waitForURL('**/login**');
});

test('the sign-in works the same in Chinese', async () => {
  const page = await (await suite.browser.newContext()).newPage();
  await page.goto(`${suite.server.url}/login`);
  await page.getByRole('combobox').first().selectOption('zh');
  await page.getByRole('tab', { name: translationOf('zh', 'Password') }).waitFor();
  await page.getByRole('tab', { name: translationOf('zh', 'SMS code') }).click();
  await page.getByRole('button', { name: translationOf('zh', 'Send code') }).waitFor();
  assert.equal(await page.getAttribute('html', 'lang'), 'zh');
});
