import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page, Route } from 'playwright-core';
import { LEASE_MS } from '../../src/web/lib/offline/outbox/lease.ts';
import { uiTexts } from './support/catalog.ts';
import { pngPhoto } from './support/clinical-files.ts';
import { ImagesScreen, PatientScreens } from './support/patient-screens.ts';
import { serverAndBrowser, signedInDemoPage } from './support/suite.ts';

/**
 * The drain lease handed over on a reload (issue 17, item 5), in Chromium against the production build: a page that
 * goes gives its lease up as it goes (`releaseLeaseAtOnce` on pagehide), so the next page resumes an upload at once
 * instead of waiting for the old lease to run out.
 */

const suite = serverAndBrowser();
const ui = uiTexts('en');

/** The earliest the old page's lease could run out after it last renewed (renewed every third of LEASE_MS). */
const LEASE_LEFT_AT_LEAST_MS = LEASE_MS - Math.floor(LEASE_MS / 3);

/** An upload's part (PUT …/uploads/<id>/parts/<n>), however the grant names the base. */
const PART_PATH = /\/parts\/\d+(\?|$)/;

/** The lease row of the signed-in user's outbox, read straight from IndexedDB (null when nobody holds it). */
function readLease(page: Page): Promise<{ owner: string; expiresAt: number } | null> {
  return page.evaluate(async () => {
    const name = `cuspid-user-${window.localStorage.getItem('cuspid.currentUserId')}`;
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      return await new Promise<{ owner: string; expiresAt: number } | null>((resolve, reject) => {
        const request = database.transaction('meta').objectStore('meta').get('outbox.lease');
        request.onsuccess = () =>
          resolve((request.result as { value?: { owner: string; expiresAt: number } } | undefined)?.value ?? null);
        request.onerror = () => reject(request.error);
      });
    } finally {
      database.close();
    }
  });
}

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

test('[en] an upload in progress when the page reloads resumes before the old lease could have run out', async (t) => {
  // The drainer is the page's: no service worker between the page and the routes that hold the part.
  const page = await signedInDemoPage(t, suite, ui, { serviceWorkers: 'block' });
  const context = page.context();

  // The first part is held on the wire: the upload is in progress, its drainer holding the lease.
  const held: Route[] = [];
  let isReloading = false;
  let onResumed: (at: number) => void = () => undefined;
  const resumed = new Promise<number>((resolve) => {
    onResumed = resolve;
  });
  let onHeld: () => void = () => undefined;
  const isHeld = new Promise<void>((resolve) => {
    onHeld = resolve;
  });
  await context.route(PART_PATH, async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    if (!isReloading) {
      held.push(route);
      onHeld();
      return;
    }
    onResumed(Date.now());
    await route.continue();
  });

  const patients = new PatientScreens(page, suite.server.url, ui);
  await patients.openList();
  await patients.create({
    name: `Lease Handover ${process.pid % 1000}`,
    gender: 'Female',
    birthDate: '1991-06-02',
    phone: '13900007711',
    source: 'Walk-in',
    dentistName: 'Dr. Wang Li',
  });
  // The patient reached the server (its file may switch to the server id meanwhile), then its images.
  await page.locator('button[aria-haspopup="dialog"][data-state="synced"]').waitFor({ timeout: 20_000 });
  await patients.openSection('Images');
  const images = new ImagesScreen(page, ui);
  await images.waitUntilShown();
  await images.addStage('Lease stage', today());
  await images.addPhotos('Lease stage', [pngPhoto('lease-handover.png')]);
  await isHeld;
  const lease = await readLease(page);
  assert.ok(lease, 'the page sending the upload holds the lease');

  isReloading = true;
  const reloadedAt = Date.now();
  const deadline = Math.min(lease.expiresAt, reloadedAt + LEASE_LEFT_AT_LEAST_MS);
  assert.ok(deadline > reloadedAt, 'the old lease was live at the reload');
  await page.reload();
  for (const route of held) await route.abort().catch(() => undefined);
  // Bounded only so a stall fails with a message: three leases is far past any handover.
  const stalled = new Promise<null>((resolve) => setTimeout(() => resolve(null), LEASE_MS * 3).unref());
  const resumedAt = await Promise.race([resumed, stalled]);
  assert.ok(resumedAt !== null, 'the upload resumed after the reload');
  const resumedAfter = resumedAt - reloadedAt;
  assert.ok(
    resumedAt < deadline,
    `the part was sent again ${resumedAfter} ms after the reload; the old lease would have held it until ${deadline - reloadedAt} ms`,
  );
});
