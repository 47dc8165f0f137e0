import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/chromium.ts';
import { pngImage } from './support/images.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { freshPhone, registerThroughForm, SignInPage } from './support/sign-in-page.ts';

let server: RunningServer;
let browser: Browser;
before(async () => {
  server = await startServer();
  browser = await launchChromium();
});
after(async () => {
  await browser.close();
  await server.stop();
});

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test('a new user creates a clinic; a second user applies, the admin approves with a job, and the new staff member does not see Account management', async () => {
  const clinicName = `Sunrise Dental ${Date.now() % 100000}`;
  const admin = await (await browser.newContext()).newPage();
  await registerThroughForm(admin, server.url, freshPhone(), 'Admin-Pass-42');

  // The founder creates a single company with its two licences.
  await admin.goto(`${server.url}/createCompany`);
  await admin.getByLabel('Company name').fill(clinicName);
  await admin.getByLabel('Medical institution practising licence').setInputFiles({ name: 'permit.png', mimeType: 'image/png', buffer: pngImage() });
  await admin.getByLabel('Business licence').setInputFiles({ name: 'business.png', mimeType: 'image/png', buffer: pngImage() });
  await admin.getByText('Uploaded').nth(1).waitFor();
  await admin.getByRole('button', { name: 'Submit for review' }).click();
  await admin.waitForURL('**/authStatus**');
  await admin.goto(`${server.url}/home`);
  await menu(admin).getByRole('link', { name: 'Account management' }).waitFor();

  // A colleague registers and asks to join it.
  const colleaguePhone = freshPhone();
  const colleague = await (await browser.newContext()).newPage();
  await registerThroughForm(colleague, server.url, colleaguePhone, 'Nurse-Pass-42');
  await colleague.goto(`${server.url}/concatCompany`);
  await colleague.getByLabel('Clinic name').fill(clinicName.split(' ')[0]!);
  await colleague.getByRole('button', { name: 'Search' }).click();
  await colleague.getByText(clinicName).first().click();
  await colleague.getByLabel('Your name').fill('Sun Mei');
  await colleague.getByRole('button', { name: 'Send the application' }).click();
  await colleague.waitForURL('**/authStatus**');

  // The admin approves with a job.
  await admin.goto(`${server.url}/clinicManage`);
  await admin.getByRole('tab', { name: /^Applications to/ }).click();
  await admin.getByText('Sun Mei').first().waitFor();
  await admin.getByRole('button', { name: 'Approve' }).first().click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Job', { exact: true }).selectOption('nurse');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await dialog.waitFor({ state: 'hidden' });

  // The new staff member signs in again and works in the clinic, without Account management.
  const staff = await (await browser.newContext()).newPage();
  const signIn = new SignInPage(staff, server.url);
  await signIn.open();
  await signIn.submit(colleaguePhone, 'Nurse-Pass-42');
  await staff.waitForURL('**/home');
  await menu(staff).getByRole('link', { name: 'Worktable' }).waitFor();
  assert.equal(await menu(staff).getByRole('link', { name: 'Account management' }).count(), 0);
});
