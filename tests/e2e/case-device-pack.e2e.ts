import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { uiTexts, type UiTexts } from './support/catalog.ts';
import { archStl, jpegPhoto } from './support/clinical-files.ts';
import { screenshotsOnFailure } from './support/artifacts.ts';
import { CaseWizardScreen, SAMPLE_DIAGNOSIS, SAMPLE_METHODS, signInNewContext } from './support/case-screens.ts';
import { waitUntilCachedOnDevice } from './support/device-storage.ts';
import { gatedTablet } from './support/gated-tablet.ts';
import { pollUntil } from './support/poll.ts';
import { ImagesScreen, PatientScreens, SyncPanel, type NewPatient } from './support/patient-screens.ts';
import { ServerDatabase } from './support/server-database.ts';
import { serverAndBrowser } from './support/suite.ts';
import { DEMO_ADMIN, DEMO_PASSWORD } from './support/sign-in-page.ts';

/**
 * Issue 17, item 7: the case wizard picks a patient's stages and photos offline from what the device kept, though the
 * tablet never opened that patient's images. A colleague's desk records the patient with a stage and a photo; the
 * tablet, online, only opens the wizard (its patient picker packs the lists of the clinic's first patients onto the
 * device); the signal goes (pages and service worker); the wizard, opened again offline, picks the patient and the
 * stage, and the case is queued; back online it reaches the server exactly once.
 */

const suite = serverAndBrowser();
const DESKTOP = { width: 1440, height: 900 };

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** Polls the server's database until `read` holds; fails with what it last saw. */
function untilServer<T>(read: (db: ServerDatabase) => T, holds: (seen: T) => boolean, what: string): Promise<T> {
  return pollUntil(() => ServerDatabase.read(suite.server.dataDir, read), holds, what);
}

/** On another desk, straight to the server: the patient, a stage of today and a photo of it. */
async function recordElsewhere(t: TestContext, ui: UiTexts, patient: NewPatient, stageName: string) {
  const desk = await signInNewContext(suite.browser, {
    baseUrl: suite.server.url,
    ui,
    phone: DEMO_ADMIN,
    password: DEMO_PASSWORD,
    viewport: DESKTOP,
    landsOn: /\/home$/,
  });
  t.after(() => desk.context.close());
  const patients = new PatientScreens(desk.page, suite.server.url, ui);
  await patients.openList();
  await patients.create(patient);
  await patients.openSection('Images');
  const images = new ImagesScreen(desk.page, ui);
  await images.waitUntilShown();
  await images.addStage(stageName, today());
  await images.takePhoto(stageName, await jpegPhoto(`records-${process.pid}.jpg`));
  return desk.context;
}

test('[en] offline, the wizard picks the stages of a patient whose images this tablet never opened; the case reaches the server once', async (t) => {
  const ui = uiTexts('en');
  const { server, browser } = suite;
  const [clinicId = 0] = ServerDatabase.read(server.dataDir, (db) => db.clinicIdsOf(DEMO_ADMIN));
  const suffix = String(process.pid % 1000);
  const patient: NewPatient = {
    name: `Device pack ${suffix}`,
    gender: 'Male',
    birthDate: '1991-05-20',
    phone: '13700005555',
    source: 'Walk-in',
    dentistName: 'Dr. Wang Li',
  };
  const stageName = `Records ${suffix}`;

  const desk = await recordElsewhere(t, ui, patient, stageName);
  const { patientId, stageId } = await untilServer(
    (db) => {
      const id = Number(db.patientsNamed(clinicId, patient.name)[0]?.id ?? 0);
      return id
        ? { patientId: id, stageId: Number(db.stagesOf(id)[0]?.id ?? 0), photos: db.imagesOf(id).length }
        : null;
    },
    (seen) => seen !== null && seen.stageId > 0 && seen.photos === 1,
    'the patient, the stage and the photo recorded on the other desk',
  ).then((seen) => seen!);
  await desk.close();

  // The tablet, online: signed in, the wizard opened; nothing of the patient's file is opened.
  const { context, page, gate, network } = await gatedTablet(t, browser, server.url, ui);

  await screenshotsOnFailure(context, 'case-device-pack-en', async () => {
    const wizard = new CaseWizardScreen(page, gate.url, ui);
    await wizard.openNew();
    await wizard.waitForStep('Basic info');
    // The device pack: the patient's stages and photos, read by the picker's first page and kept on the device.
    await waitUntilCachedOnDevice(page, ['images', clinicId, patientId, 'stages']);
    await waitUntilCachedOnDevice(page, ['images', clinicId, patientId, 'images']);

    await network.cut();
    await network.assertFetchesFail(page);

    // Offline: the wizard again (a fresh page), the patient, the stage from the device, the rest of the case.
    await wizard.startFor(patient.name, {
      brand: 'Cuspid Clear',
      series: 'Comprehensive',
      arches: 'Upper arch only',
      chiefComplaint: 'Spacing between the upper incisors.',
      treatmentGoals: 'Close the spaces, keep the bite.',
    });
    await wizard.next('Image data');
    await wizard.stageOption(stageName).waitFor();
    await wizard.chooseStage(stageName);
    await wizard.next('Model');
    await wizard.uploadModel('upper', archStl(`upper-${suffix}.stl`));
    await wizard.next('Diagnostic design');
    await wizard.fillDiagnosis(SAMPLE_DIAGNOSIS);
    await wizard.next('Scheme design');
    await wizard.fillScheme(SAMPLE_METHODS, 'Close the spaces from the front.');
    await wizard.next('Preview and submit');
    await page.locator('#case-prescription').getByText(stageName).first().waitFor();
    await wizard.submit();
    const sync = new SyncPanel(page, ui);
    assert.equal(await sync.badgeState(), 'pending', 'the case waits on the device');
    await network.assertFetchesFail(page);
    network.assertNothingReached();
    assert.deepEqual(
      ServerDatabase.read(server.dataDir, (db) => db.ordersOf(patientId)),
      [],
      'nothing reached the server while offline',
    );

    // Back online: the case reaches the server once, on the stage picked offline.
    await network.restore();
    await sync.waitUntilBadgeSaysSynced(120_000);
    await page.waitForURL(/\/invisibleOrthodontic\/\d+/, { timeout: 30_000 });
    const orders = await untilServer(
      (db) => db.ordersOf(patientId),
      (seen) => seen.length > 0,
      'the case',
    );
    assert.equal(orders.length, 1, 'exactly one order for the patient');
    assert.equal(Number(orders[0]?.image_stage_id), stageId, "the case's images are the stage picked offline");
    assert.equal(gate.relayed({ method: 'POST', path: /^\/api\/order\/v1\/case\/submit/ }).length, 1, 'one submit');
    assert.deepEqual(gate.repeatedIdempotencyKeys(), [], 'no write was delivered twice');
  });
});
