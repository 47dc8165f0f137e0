import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { LOCALE_COOKIE } from '../../src/domain/locale.ts';
import { SHELL_MESSAGES_ELEMENT_ID } from '../../src/domain/shell-messages.ts';
import { uiTexts } from './support/catalog.ts';
import { consoleOf } from './support/console-messages.ts';
import { serverAndBrowser, signedInDemoPage } from './support/suite.ts';

/**
 * A signed-in start from the server's page (no service worker: a cold cache) carries the shell's messages in the page
 * (domain/shell-messages.ts) instead of downloading the whole workspace catalog first. In Chromium against the
 * production build, in Chinese: /home, the sync panel and the service contacts show translations, never a message's
 * id (the production build ships ids only), and the workspace catalog is asked for only by the first other page.
 */

const suite = serverAndBrowser();
const zh = uiTexts('zh');

const startFiles = JSON.parse(fs.readFileSync('dist/web/start-files.json', 'utf8')) as {
  catalogs: { workspace: Record<string, string> };
};
const workspaceCatalog = `/${startFiles.catalogs.workspace.zh}`;

/** Every id of the built workspace catalog: one of them on screen is a message drawn without its translation. */
async function workspaceIds(): Promise<Set<string>> {
  const url = pathToFileURL(`dist/web${workspaceCatalog}`).href;
  const { messages } = (await import(url)) as { messages: Record<string, unknown> };
  return new Set(Object.keys(messages));
}

/** The words on screen, in names and tooltips too, that are message ids. */
async function idsOnScreen(page: Page, ids: Set<string>): Promise<string[]> {
  const text = await page.evaluate(() =>
    [
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label], [title]')].map(
        (element) => `${element.getAttribute('aria-label') ?? ''} ${element.getAttribute('title') ?? ''}`,
      ),
    ].join(' '),
  );
  return [...new Set(text.split(/[\s:：,，。.()（）…]+/))].filter((word) => ids.has(word));
}

test('[zh] a signed-in start shows the shell and /home translated from the page’s own messages', async (t) => {
  const ids = await workspaceIds();
  const page = await signedInDemoPage(t, suite, uiTexts('en'), { serviceWorkers: 'block' });
  await page.evaluate(() => window.localStorage.setItem('cuspid.locale', 'zh'));
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: 'zh', url: suite.server.url }]);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const messages = consoleOf(page);

  await page.goto(`${suite.server.url}/home`);
  await page.getByRole('heading', { name: zh('Worktable'), exact: true }).waitFor();
  await page.getByRole('heading', { name: zh('Coming up'), exact: true }).waitFor();
  assert.equal(await page.locator(`#${SHELL_MESSAGES_ELEMENT_ID}`).getAttribute('data-locale'), 'zh');
  assert.deepEqual(await idsOnScreen(page, ids), []);

  // The shell's lazy parts: the sync panel and the service contacts.
  await page.getByRole('banner').locator('button[aria-haspopup="dialog"][data-state]').click();
  const panel = page.getByRole('dialog', { name: zh('Sync'), exact: true });
  await panel.getByRole('button', { name: zh('Close the sync panel'), exact: true }).waitFor();
  assert.deepEqual(await idsOnScreen(page, ids), []);
  await panel.getByRole('button', { name: zh('Close the sync panel'), exact: true }).click();
  await page.getByRole('button', { name: zh('Service contacts'), exact: true }).click();
  await page.getByText(zh('Service phone')).waitFor();
  assert.deepEqual(await idsOnScreen(page, ids), []);
  await page.keyboard.press('Escape');
  assert.ok(!requested.includes(workspaceCatalog), 'the shell asked for the whole workspace catalog');

  // The first other page brings the workspace catalog.
  await page
    .getByRole('navigation')
    .getByRole('link', { name: zh('Patients'), exact: true })
    .click();
  await page.waitForURL('**/patientCenter');
  await page
    .getByRole('heading', { name: zh('Patients'), exact: true })
    .first()
    .waitFor();
  assert.ok(requested.includes(workspaceCatalog));
  assert.deepEqual(await idsOnScreen(page, ids), []);
  // Playwright says it blocked the service worker (this test's cold start); nothing else may warn.
  assert.deepEqual(
    messages.filter((message) => !message.startsWith('Service Worker registration blocked by Playwright')),
    [],
  );
});
