import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { uiTexts, type TestLocale } from './support/catalog.ts';
import { pngImage } from './support/images.ts';
import { serverAndBrowser } from './support/suite.ts';
import { freshPhone, registerThroughForm, SignInPage } from './support/sign-in-page.ts';

const suite = serverAndBrowser();

/** A browser tab whose interface language is `locale` from the start (as if the user had chosen it earlier). */
async function newPage(locale: TestLocale): Promise<Page> {
  const context = await suite.browser.newContext();
  await context.addInitScript((chosen) => window.localStorage.setItem('cuspid.locale', chosen), locale);
  return context.newPage();
}

for (const locale of ['en', 'zh'] as const) {
  test(`[${locale}] a new user creates a clinic; a colleague applies, the admin approves with a job, and the new staff member does not see Account management`, async () => {
    const ui = uiTexts(locale);
    const menu = (page: Page) => page.getByRole('navigation', { name: ui('Main menu') });
    const clinicName = `Sunrise ${locale} ${Date.now() % 100000}`;
    const admin = await newPage(locale);
    await registerThroughForm(admin, suite.server.url, freshPhone(), 'Admin-Pass-42', ui);

    // The founder creates a single company with its two licences.
    await admin.goto(`${suite.server.url}/createCompany`);
    await admin.getByLabel(ui('Company name')).fill(clinicName);
    await admin
      .getByLabel(ui('Medical institution practising licence'))
      .setInputFiles({ name: 'permit.png', mimeType: 'image/png', buffer: pngImage() });
    await admin
      .getByLabel(ui('Business licence'))
      .setInputFiles({ name: 'business.png', mimeType: 'image/png', buffer: pngImage() });
    await admin.getByText(ui('Uploaded'), { exact: true }).nth(1).waitFor();
    await admin.getByRole('button', { name: ui('Submit for review') }).click();
    await admin.waitForURL('**/authStatus**');
    await admin.goto(`${suite.server.url}/home`);
    await menu(admin)
      .getByRole('link', { name: ui('Account management') })
      .waitFor();

    // A colleague registers and asks to join it.
    const colleaguePhone = freshPhone();
    const colleague = await newPage(locale);
    await registerThroughForm(colleague, suite.server.url, colleaguePhone, 'Nurse-Pass-42', ui);
    await colleague.goto(`${suite.server.url}/concatCompany`);
    await colleague.getByLabel(ui('Clinic name')).fill(clinicName.split(' ').slice(0, 2).join(' '));
    await colleague.getByRole('button', { name: ui('Search'), exact: true }).click();
    await colleague.getByText(clinicName).first().click();
    await colleague.getByLabel(ui('Your name')).fill('Sun Mei');
    await colleague.getByRole('button', { name: ui('Send the application') }).click();
    await colleague.waitForURL('**/authStatus**');

    // The admin approves with a job.
    await admin.goto(`${suite.server.url}/clinicManage`);
    await admin.getByRole('tab', { name: ui.pattern('Applications to {0}') }).click();
    await admin.getByText('Sun Mei').first().waitFor();
    await admin
      .getByRole('button', { name: ui.pattern('Approve {0}') })
      .first()
      .click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(ui('Job'), { exact: true }).selectOption('nurse');
    await dialog.getByRole('button', { name: ui('Approve'), exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The new staff member signs in again and works in the clinic, without Account management.
    const staff = await newPage(locale);
    const signIn = new SignInPage(staff, suite.server.url, ui);
    await signIn.open();
    await signIn.submit(colleaguePhone, 'Nurse-Pass-42');
    await staff.waitForURL('**/home');
    await menu(staff)
      .getByRole('link', { name: ui('Worktable') })
      .waitFor();
    assert.equal(
      await menu(staff)
        .getByRole('link', { name: ui('Account management') })
        .count(),
      0,
    );
    assert.equal(await staff.getAttribute('html', 'lang'), locale);
  });
}
