import assert from 'node:assert/strict';
import { after, before, test, type TestContext } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { uiTexts, type UiTexts } from './support/catalog.ts';
import { launchChromium } from './support/chromium.ts';
import { binaryStl, facetsFor, jpegPhoto, pngPhoto } from './support/clinical-files.ts';
import { screenshotsOnFailure } from './support/artifacts.ts';
import { waitUntilSessionIsOnDevice } from './support/device-storage.ts';
import { NetworkGate } from './support/network-gate.ts';
import { pollUntil } from './support/poll.ts';
import { OfflineNetwork } from './support/offline-network.ts';
import { ImagesScreen, PatientScreens, SyncPanel, type NewPatient } from './support/patient-screens.ts';
import { ServerDatabase } from './support/server-database.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { DEMO_ADMIN, DEMO_PASSWORD, SignInPage } from './support/sign-in-page.ts';

/**
 * The offline promise (issue 4), in Chromium against the production build: a dentist with no signal records a patient,
 * a stage, photos and a 3D scan; the tab reloads and closes; when the signal returns everything reaches the server
 * exactly once. The browser reaches the server only through a gate that records every request, so "offline" is proven
 * (nothing of the app arrived while the network was off) and "exactly once" is checked on the wire and in the database.
 */

let server: RunningServer;
let browser: Browser;
let clinicId: number;
before(async () => {
  server = await startServer();
  browser = await launchChromium();
  // Dr. Wang Li of the seed: the admin and doctor of one clinic.
  [clinicId = 0] = ServerDatabase.read(server.dataDir, (db) => db.clinicIdsOf(DEMO_ADMIN));
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

type Tablet = { context: BrowserContext; page: Page; gate: NetworkGate; network: OfflineNetwork };

/**
 * A tablet-sized tab of a fresh browser profile, signed in as the demo doctor with its service worker in control. It
 * reaches the server through its own gate, so each test sees only its own traffic.
 */
async function signedInTablet(t: TestContext, ui: UiTexts): Promise<Tablet> {
  const gate = await NetworkGate.open(server.url);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  t.after(async () => {
    await context.close();
    await gate.stop();
  });
  await context.addInitScript((locale) => window.localStorage.setItem('cuspid.locale', locale), ui.locale);
  const page = await context.newPage();
  const signIn = new SignInPage(page, gate.url, ui);
  await signIn.open();
  await signIn.submit(DEMO_ADMIN, DEMO_PASSWORD);
  await page.waitForURL('**/home');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
  await waitUntilSessionIsOnDevice(page);
  return { context, page, gate, network: new OfflineNetwork(context, gate) };
}

let patientCount = 0;
/** A patient no earlier test created (names are how the database is asked about them). */
function newPatient(label: string): NewPatient {
  patientCount += 1;
  return {
    name: `${label} ${process.pid % 1000}-${patientCount}`,
    gender: 'Female',
    birthDate: '1994-03-17',
    phone: `1390000${String(1000 + patientCount).slice(-4)}`,
    source: 'Walk-in',
    dentistName: 'Dr. Wang Li',
  };
}

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

test('[en] offline: a patient, a stage, two photos and a 20 MB scan survive a reload and a closed tab, then reach the server exactly once', async (t) => {
  const ui = uiTexts('en');
  const patient = newPatient('Offline Lin');
  const stageName = 'Initial records';
  const camera = await jpegPhoto('camera-frontal.jpg');
  const fromFiles = pngPhoto('profile-right.png');
  const scan = binaryStl('upper-jaw-scan.stl', facetsFor(20));
  const { context, page, gate, network } = await signedInTablet(t, ui);
  await screenshotsOnFailure(context, 'offline-patient', async () => {
    // The dentist opens the patient list while the signal lasts, then it drops: page and service worker both.
    const patients = new PatientScreens(page, gate.url, ui);
    await patients.openList();
    await network.cut();
    await network.assertFetchesFail(page);

    // Offline: a new patient is usable at once under its local id.
    const localKey = await patients.create(patient);
    assert.match(localKey, /^local:/, 'a patient recorded offline has a local id');
    await patients.waitingMarks(page.getByRole('main')).first().waitFor();

    // Its images: a stage, a photo from the camera, one from the files, and the scan.
    await patients.openSection('Images');
    const images = new ImagesScreen(page, ui);
    await images.waitUntilShown();
    await images.addStage(stageName, today());
    await images.takePhoto(stageName, camera);
    await images.addPhotos(stageName, [fromFiles]);
    await waitForCount(() => images.photoCards(stageName).count(), 2, 'two photos in the stage');
    await images.attachModel(stageName, scan);

    // Each item as the sync panel titles it: its action, then what it is about. The scan's action is the model
    // uploader's to name; its file name identifies it.
    const expectedItems = [
      `${ui('Record a new patient')}: ${patient.name}`,
      `${ui('Add image stage')}: ${stageName}`,
      `${ui('Upload photo')}: ${camera.name}`,
      `${ui('Add photo to stage')}: ${camera.name}`,
      `${ui('Upload photo')}: ${fromFiles.name}`,
      `${ui('Add photo to stage')}: ${fromFiles.name}`,
    ];
    const assertListed = (cards: string[], where: string) => {
      for (const title of expectedItems)
        assert.ok(
          cards.some((card) => card.startsWith(title)),
          `${where}: "${title}" (${cards.join(' | ')})`,
        );
      assert.ok(
        cards.some((card) => card.includes(`: ${scan.name}`)),
        `${where}: the scan (${cards.join(' | ')})`,
      );
    };
    const assertAllWaiting = async (tab: Page, where: string) => {
      const sync = new SyncPanel(tab, ui);
      assert.equal(await sync.badgeState(), 'pending', `${where}: the badge says work is waiting`);
      await sync.open();
      await sync
        .connectionStatus()
        .getByText(ui('Offline. Work is saved on this device and is sent when the connection returns.'))
        .waitFor();
      // Queuing a 20 MB scan (cut into parts and hashed off the page's thread) ends a moment after the file was
      // picked: the list is read once the scan is in it, or as last seen when the wait ends.
      const waiting = await pollUntil(
        () => sync.cardsIn('Waiting'),
        (cards) => cards.some((card) => card.includes(`: ${scan.name}`)),
        `${where}: the scan is queued`,
      ).catch(() => sync.cardsIn('Waiting'));
      assertListed(waiting, `${where}, waiting`);
      assert.deepEqual(await sync.cardsIn('Sent recently'), [], `${where}: nothing was sent`);
      await sync.close();
    };
    await assertAllWaiting(page, 'before the reload');

    // A reload: still there, still waiting.
    await page.reload();
    await images.waitUntilShown();
    await waitForCount(() => images.photoCards(stageName).count(), 2, 'two photos after the reload');
    await patients.waitingMarks(images.stagePanel(stageName)).first().waitFor();
    await assertAllWaiting(page, 'after the reload');

    // The tab closes; a new one finds the patient in the list, marked as waiting, and opens its images.
    await page.close();
    const reopened = await context.newPage();
    const patientsAgain = new PatientScreens(reopened, gate.url, ui);
    await patientsAgain.openList();
    await patientsAgain.waitingMarks(patientsAgain.listRow(patient.name)).waitFor();
    await patientsAgain.listRow(patient.name).getByRole('link', { name: patient.name }).click();
    await patientsAgain.fileHeading(patient.name).waitFor();
    assert.equal(patientsAgain.currentKey(), localKey);
    await patientsAgain.openSection('Images');
    const imagesAgain = new ImagesScreen(reopened, ui);
    await imagesAgain.waitUntilShown();
    await waitForCount(() => imagesAgain.photoCards(stageName).count(), 2, 'two photos in the reopened tab');
    await patientsAgain.waitingMarks(imagesAgain.photoCards(stageName).first()).waitFor();
    await assertAllWaiting(reopened, 'in a new tab');

    // Nothing of all this reached the server while the network was off.
    await network.assertFetchesFail(reopened);
    network.assertNothingReached();
    const sentBefore = gate.relayed().length;

    // The signal returns: the outbox drains by itself, and the panel says everything reached the server.
    await network.restore();
    const sync = new SyncPanel(reopened, ui);
    await sync.waitUntilBadgeSaysSynced(120_000);
    await sync.open();
    await sync
      .connectionStatus()
      .getByText(ui('Online. Everything saved on this device has reached the server.'))
      .waitFor();
    assert.deepEqual(await sync.cardsIn('Waiting'), [], 'nothing waits any more');
    assertListed(await sync.cardsIn('Sent recently'), 'sent');
    assert.ok(gate.relayed().length > sentBefore, 'the drain went over the wire');

    // The server holds each of them exactly once.
    const held = ServerDatabase.read(server.dataDir, (db) => {
      const patientRows = db.patientsNamed(clinicId, patient.name);
      const patientId = Number(patientRows[0]?.id);
      return {
        patientRows,
        stages: db.stagesOf(patientId),
        photos: db.imagesOf(patientId),
        scans: db.objectsWithHash(scan.sha256),
      };
    });
    assert.equal(held.patientRows.length, 1, 'the patient exactly once');
    const [patientRow] = held.patientRows;
    assert.equal(patientRow?.client_id, localKey.slice('local:'.length), 'the patient row is the offline submission');
    assert.equal(patientRow?.phone, patient.phone);
    assert.deepEqual(
      held.stages.map((stage) => stage.name),
      [stageName],
      'the stage exactly once',
    );
    assert.deepEqual(
      held.photos.map((photo) => photo.photo_name).sort(),
      [camera.name, fromFiles.name].sort(),
      'each photo exactly once',
    );
    for (const photo of held.photos)
      assert.equal(photo.image_stage_id, held.stages[0]?.id, 'the photos belong to the stage');
    assert.equal(held.scans.length, 1, 'the scan exactly once, with the bytes the tablet held');
    assert.equal(Number(held.scans[0]?.size), scan.size);
    assert.deepEqual(gate.repeatedIdempotencyKeys(), [], 'no write was delivered twice');

    // The address followed the patient to its server id.
    await sync.close();
    await reopened.waitForURL((url) => url.searchParams.get('id') === String(patientRow?.id));
  });
});

test('[en] two tabs offline queue work for the same patient; reconnected, their drainers send each item once', async (t) => {
  const ui = uiTexts('en');
  const first = newPatient('Two-tab Zhou');
  const second = newPatient('Two-tab Qian');
  const { context, page: tabA, gate, network } = await signedInTablet(t, ui);
  await screenshotsOnFailure(context, 'two-tabs', async () => {
    const screensA = new PatientScreens(tabA, gate.url, ui);
    await screensA.openList();
    const tabB = await context.newPage();
    const screensB = new PatientScreens(tabB, gate.url, ui);
    await screensB.openList();
    // Lists the two tabs asked for before the cut are answered first: only requests made while offline count as leaks.
    await Promise.all([tabA.waitForLoadState('networkidle'), tabB.waitForLoadState('networkidle')]);

    await network.cut();
    await network.assertFetchesFail(tabA);
    await network.assertFetchesFail(tabB);

    // Tab A records a patient and a stage; tab B, at the same time, adds a stage to that patient and records another one.
    const key = await screensA.create(first);
    await screensA.openSection('Images');
    const imagesA = new ImagesScreen(tabA, ui);
    await imagesA.waitUntilShown();
    await imagesA.addStage('Tab A stage', today());

    await screensB.openList();
    await screensB.listRow(first.name).getByRole('link', { name: first.name }).click();
    await screensB.fileHeading(first.name).waitFor();
    assert.equal(screensB.currentKey(), key, 'the other tab opens the patient by the same local id');
    await screensB.openSection('Images');
    const imagesB = new ImagesScreen(tabB, ui);
    await imagesB.waitUntilShown();
    await imagesB.stageEntry('Tab A stage').waitFor();
    await imagesB.addStage('Tab B stage', today());
    await screensB.openList();
    await screensB.create(second);

    for (const tab of [tabA, tabB]) {
      const sync = new SyncPanel(tab, ui);
      await sync.open();
      await waitForCount(async () => (await sync.cardsIn('Waiting')).length, 4, 'both tabs see the four waiting items');
      await sync.close();
    }
    network.assertNothingReached();

    // Both tabs get the signal back at once; both see everything sent.
    await network.restore();
    await new SyncPanel(tabA, ui).waitUntilBadgeSaysSynced();
    await new SyncPanel(tabB, ui).waitUntilBadgeSaysSynced();

    const held = ServerDatabase.read(server.dataDir, (db) => {
      const firstRows = db.patientsNamed(clinicId, first.name);
      return {
        firstRows,
        secondRows: db.patientsNamed(clinicId, second.name),
        stages: db.stagesOf(Number(firstRows[0]?.id)).map((stage) => stage.name),
      };
    });
    assert.equal(held.firstRows.length, 1, 'the first patient exactly once');
    assert.equal(held.secondRows.length, 1, 'the second patient exactly once');
    assert.deepEqual(
      held.stages.sort(),
      ['Tab A stage', 'Tab B stage'],
      'each stage exactly once, both on the first patient',
    );
    assert.deepEqual(gate.repeatedIdempotencyKeys(), [], 'no item was sent by both drainers');
  });
});

/** Waits (without sleeping blind) until `read` gives `expected`; fails with what it last saw. */
async function waitForCount(
  read: () => Promise<number>,
  expected: number,
  what: string,
  timeout = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeout;
  let last = await read();
  while (last !== expected) {
    if (Date.now() > deadline) assert.fail(`${what}: expected ${expected}, saw ${last}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await read();
  }
}
