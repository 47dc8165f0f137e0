import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { screenshotsOnFailure } from './support/artifacts.ts';
import { launchChromium } from './support/chromium.ts';
import { NetworkGate } from './support/network-gate.ts';
import { OfflineNetwork } from './support/offline-network.ts';
import { pollUntil } from './support/poll.ts';
import { startServer, type RunningServer } from './support/server.ts';
import sharp from 'sharp';

/**
 * The clinical tools are public and work offline once loaded (issue 14): a visitor who never signed in opens the
 * calculator and the drug list once on a tablet, loses the signal, and both still work — the pages from the service
 * worker's precache, the drugs from the device's copy. The browser reaches the server only through a gate, so nothing
 * of the app may arrive there while the network is off (page and service worker are cut explicitly).
 */

let server: RunningServer;
let browser: Browser;
before(async () => {
  server = await startServer();
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** How many pixels of the 3D scene are not its background (slate-100, model-scene.ts): whether teeth are drawn. */
async function drawnPixels(page: Page): Promise<number> {
  const png = await page.getByTestId('symptom-scene').screenshot();
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let drawn = 0;
  for (let at = 0; at < info.width * info.height * 3; at += 3) {
    if (Math.abs(data[at]! - 0xf1) + Math.abs(data[at + 1]! - 0xf5) + Math.abs(data[at + 2]! - 0xf9) > 24) drawn += 1;
  }
  return drawn;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

async function assertNoSidewaysScroll(page: Page): Promise<void> {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  assert.ok(scrollWidth <= clientWidth, `no sideways scroll (${scrollWidth} > ${clientWidth})`);
}

test('signed out and offline, the anesthetic calculator, a drug page and the 3D symptoms still work', async () => {
  const gate = await NetworkGate.open(server.url);
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 }, hasTouch: true });
  try {
    await screenshotsOnFailure(context, 'tools-offline', async () => {
      const page = await context.newPage();

      // Online, signed out: the calculator opens without a session and the service worker takes control.
      await page.goto(`${gate.url}/anestheticCount`);
      await heading(page, 'Anesthetic calculator');
      assert.equal(new URL(page.url()).pathname, '/anestheticCount');
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });

      // The drug list copies the reference onto the device, and says how old the copy is.
      await page.goto(`${gate.url}/drugAdministration`);
      await heading(page, 'Drug list');
      const age = page.getByTestId('reference-age');
      await age.filter({ hasText: 'Saved on this device' }).filter({ hasNotText: 'Checking for updates' }).waitFor();
      assert.ok((await page.getByRole('link', { name: /Ibuprofen/ }).count()) === 1);

      // The signal goes: the API is cut for the page and for the service worker, and the gate refuses what comes.
      const network = new OfflineNetwork(context, gate);
      await network.cut();
      await network.assertFetchesFail(page);

      // The calculator, loaded again offline, works a child's doses out.
      await page.goto(`${gate.url}/anestheticCount`);
      await heading(page, 'Anesthetic calculator');
      await page.getByRole('textbox', { name: 'Weight (kg)' }).fill('20');
      await page.getByRole('textbox', { name: 'Age (years)' }).fill('3');
      const articaine = page.getByRole('article', { name: 'Articaine 4% 1:100,000' });
      await articaine.getByText('Not for patients under 4 years.').waitFor();
      await page.getByRole('textbox', { name: 'Age (years)' }).fill('4');
      await articaine.getByText('Cartridges: 2').waitFor();
      await assertNoSidewaysScroll(page);

      // Its detail pages are there too, and the form is still filled in when the user comes back.
      await page.getByRole('link', { name: 'Rule sets and sources' }).click();
      await heading(page, 'Rule sets and sources');
      await page.getByRole('heading', { level: 2, name: 'Chinese label (articaine)' }).waitFor();
      await page.getByRole('link', { name: 'Calculator' }).click();
      await articaine.getByText('Cartridges: 2').waitFor();

      // The drug list comes from the device: searched offline, a drug opened, the copy's age and the lost server said.
      await page.goto(`${gate.url}/drugAdministration`);
      await heading(page, 'Drug list');
      await page.getByRole('searchbox', { name: 'Search by name or group' }).fill('ibupro');
      assert.equal(await page.getByRole('link', { name: /Ibuprofen|Amoxicillin/ }).count(), 1);
      await page.getByRole('link', { name: /Ibuprofen/ }).click();
      await heading(page, 'Ibuprofen');
      await page.getByRole('heading', { level: 2, name: 'Contraindications' }).waitFor();
      await page.getByText(/aspirin or other NSAIDs/).waitFor();
      await age
        .filter({ hasText: 'The server cannot be reached' })
        .filter({ hasText: 'Saved on this device' })
        .waitFor();
      await assertNoSidewaysScroll(page);

      // The 3D symptom scenes are drawn offline too: each bite problem is its own picture.
      await page.goto(`${gate.url}/diseaseSimulation`);
      await heading(page, '3D symptoms');
      const crowding = await pollUntil(
        () => drawnPixels(page),
        (drawn) => drawn > 2000,
        'the crowded teeth are drawn',
      );
      await page.getByRole('radio', { name: 'Open bite' }).click();
      await page.getByRole('heading', { level: 2, name: 'Open bite' }).waitFor();
      await pollUntil(
        () => drawnPixels(page),
        (drawn) => drawn > 2000 && drawn !== crowding,
        'the open bite is drawn',
      );
      await assertNoSidewaysScroll(page);

      // In Chinese too: the tools catalog was precached with the pages.
      await page.evaluate(() => window.localStorage.setItem('cuspid.locale', 'zh'));
      await page.goto(`${gate.url}/anestheticCount`);
      await heading(page, '麻醉药剂量计算器');

      network.assertNothingReached();
    });
  } finally {
    await context.close();
    await gate.stop();
  }
});
