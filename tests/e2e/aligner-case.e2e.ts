import assert from 'node:assert/strict';
import { after, before, test, type TestContext } from 'node:test';
import type { Browser } from 'playwright-core';
import { uiTexts, type TestLocale, type UiTexts } from './support/catalog.ts';
import { launchChromium } from './support/chromium.ts';
import { archStl, jpegPhoto, pngPhoto } from './support/clinical-files.ts';
import { screenshotsOnFailure } from './support/artifacts.ts';
import {
  addAddress,
  CaseWizardScreen,
  OrderDetailScreen,
  ReminderBell,
  SAMPLE_DIAGNOSIS,
  SAMPLE_METHODS,
  signInNewContext,
  statusText,
} from './support/case-screens.ts';
import { FactoryConsole } from './support/factory-screens.ts';
import { gatedTablet } from './support/gated-tablet.ts';
import { pollUntil } from './support/poll.ts';
import { field, ImagesScreen, PatientScreens, SyncPanel, type NewPatient } from './support/patient-screens.ts';
import { dayText, ServerDatabase } from './support/server-database.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { DEMO_ADMIN, DEMO_PASSWORD } from './support/sign-in-page.ts';

/**
 * Issue 5's loop, in Chromium against the production build, with two people in two browser contexts: the doctor on a
 * tablet builds an aligner case offline (a new patient, a stage with photos, a binary STL previewed in 3D), reloads
 * halfway, submits through the outbox, reconnects; the factory on a desktop passes the case and uploads a staged plan;
 * the doctor scrubs the plan in 3D, approves it and asks for a batch; the factory bills, releases and ships; the doctor
 * sees the reminder and confirms receipt with the line down (kept on the tablet, sent once on reconnect), then reads
 * the whole story on the timeline. The server's SQLite is the witness.
 */

const FACTORY_USER = '13900000001';
const DESKTOP = { width: 1440, height: 900 };

let server: RunningServer;
let browser: Browser;
let clinicId: number;
before(async () => {
  server = await startServer();
  browser = await launchChromium();
  [clinicId = 0] = ServerDatabase.read(server.dataDir, (db) => db.clinicIdsOf(DEMO_ADMIN));
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** The factory's desktop: a second browser profile, straight to the server. */
async function factoryDesktop(t: TestContext, ui: UiTexts) {
  const tab = await signInNewContext(browser, {
    baseUrl: server.url,
    ui,
    phone: FACTORY_USER,
    password: DEMO_PASSWORD,
    viewport: DESKTOP,
    landsOn: /\/userFactory/,
  });
  t.after(() => tab.context.close());
  return tab;
}

/** Polls the server's database until `read` gives `expected` (a status, a count); fails with what it last saw. */
function untilServerHolds<T>(read: (db: ServerDatabase) => T, expected: T, what: string, timeout?: number) {
  return ServerDatabase.until(server.dataDir, read, expected, what, timeout);
}

const statusOf = (orderId: number) => (db: ServerDatabase) => Number(db.order(orderId)?.status);

const DIAGNOSIS = SAMPLE_DIAGNOSIS;
const METHODS = SAMPLE_METHODS;

/** The moves of the whole story, as the server must record them: from, to, and whose move it was. */
const EXPECTED_EVENTS = [
  '-→2 clinic',
  '2→4 factory',
  '4→6 factory',
  '6→8 factory',
  '8→10 factory',
  '10→14 clinic',
  '14→20 clinic',
  '20→21 factory',
  '21→22 factory',
  '22→23 factory',
  '23→24 factory',
  '24→25 clinic',
];
/** The factory's moves by their status labels (from, to), as the doctor's timeline writes them. */
const FACTORY_MOVES = [
  ['to be reviewed', 'passed'],
  ['passed', 'plan to be designed'],
  ['plan to be designed', 'plan designed'],
  ['plan designed', 'plan to be reviewed'],
  ['production treatment plan', 'pending payment'],
  ['pending payment', 'paid'],
  ['paid', 'production order out'],
  ['production order out', 'in transit'],
];

let storyCount = 0;

function alignerStory(locale: TestLocale) {
  return async (t: TestContext) => {
    const ui = uiTexts(locale);
    storyCount += 1;
    const suffix = `${process.pid % 1000}-${storyCount}`;
    const patient: NewPatient = {
      name: `Aligner ${locale} ${suffix}`,
      gender: 'Female',
      birthDate: '1996-08-02',
      phone: `1370000${String(1000 + storyCount).slice(-4)}`,
      source: 'Walk-in',
      dentistName: 'Dr. Wang Li',
    };
    const stageName = `Records ${suffix}`;
    const recipient = `Front desk ${suffix}`;
    const chiefComplaint = 'Crowded lower incisors, wants straighter teeth before her wedding.';
    const treatmentGoals = 'Align both arches, keep the molar relation, close small spaces.';
    const description = 'Light IPR on the lower incisors only; no attachments on 11 and 21.';
    const camera = await jpegPhoto(`frontal-${suffix}.jpg`);
    const profile = pngPhoto(`profile-${suffix}.png`);
    const scan = archStl(`upper-scan-${suffix}.stl`, { segments: 1200, rings: 24 });
    const planFiles = [1, 4, 8].map((step) =>
      archStl(`upper_${String(step).padStart(2, '0')}.stl`, { expansion: step * 0.03 }),
    );

    // 1. The doctor's tablet, online: the delivery address the production request will need, then the pages of the
    // day (the wizard, the patient list) while the signal lasts; then it drops, for the page and the service worker.
    const doctor = await gatedTablet(t, browser, server.url, ui);
    const { page, gate, network } = doctor;
    const factory = await factoryDesktop(t, ui);
    await screenshotsOnFailure(doctor.context, `aligner-${locale}-doctor`, () =>
      screenshotsOnFailure(factory.context, `aligner-${locale}-factory`, async () => {
        await addAddress(page, gate.url, ui, {
          province: 'Zhejiang',
          city: 'Hangzhou',
          district: 'Xihu',
          street: '88 Wensan Road',
          recipient,
          phone: '13800000001',
        });
        const wizard = new CaseWizardScreen(page, gate.url, ui);
        await wizard.openNew();
        const patients = new PatientScreens(page, gate.url, ui);
        await patients.openList();
        await network.cut();
        await network.assertFetchesFail(page);

        // 2. Offline: a new patient, a stage of today with two photos.
        const localKey = await patients.create(patient);
        assert.match(localKey, /^local:/, 'the patient recorded offline has a local id');
        await patients.openSection('Images');
        const images = new ImagesScreen(page, ui);
        await images.waitUntilShown();
        await images.addStage(stageName, dayText());
        await images.takePhoto(stageName, camera);
        await images.addPhotos(stageName, [profile]);
        await images.photoCards(stageName).nth(1).waitFor();

        // The wizard, still offline: basic info, the stage, the STL previewed in 3D before any upload, the diagnosis.
        await wizard.startFor(patient.name, {
          brand: 'Cuspid Clear',
          series: 'Comprehensive',
          arches: 'Upper arch only',
          chiefComplaint,
          treatmentGoals,
        });
        await wizard.next('Image data');
        await wizard.chooseStage(stageName);
        await wizard.next('Model');
        await wizard.uploadModel('upper', scan);
        await wizard.waitForModelPreview();
        await wizard.next('Diagnostic design');
        await wizard.fillDiagnosis(DIAGNOSIS);
        await wizard.waitUntilSaved();

        // A reload halfway: the wizard opens where it was, with everything typed so far.
        await page.reload();
        await wizard.waitForStep('Diagnostic design');
        for (const feature of DIAGNOSIS.features)
          assert.ok(await wizard.checkbox(feature).isChecked(), `after the reload: ${feature}`);
        for (const [legend, option] of Object.entries(DIAGNOSIS.answers)) {
          assert.ok(await wizard.radio(legend, option).isChecked(), `after the reload: ${legend} = ${option}`);
        }
        await wizard.openStep('Basic info');
        assert.equal(await wizard.chosenPatient().textContent(), patient.name);
        assert.equal(await field(page, ui('Chief complaint')).inputValue(), chiefComplaint);
        assert.equal(await field(page, ui('Treatment goals')).inputValue(), treatmentGoals);
        assert.ok(await wizard.radio('Arches to treat', 'Upper arch only').isChecked(), 'after the reload: the arches');
        await wizard.openStep('Image data');
        assert.ok(await wizard.stageOption(stageName).getByRole('radio').isChecked(), 'after the reload: the stage');
        await wizard.openStep('Model');
        await wizard.waitForModelPreview();
        await wizard.openStep('Scheme design');

        // The scheme, the preview, the submit: queued, nothing sent.
        await wizard.fillScheme(METHODS, description);
        await wizard.next('Preview and submit');
        const sheet = page.locator('#case-prescription');
        for (const shown of [patient.name, stageName, scan.name, chiefComplaint, description]) {
          await sheet.getByText(shown).first().waitFor();
        }
        await wizard.submit();
        const sync = new SyncPanel(page, ui);
        assert.equal(await sync.badgeState(), 'pending', 'the badge says work is waiting');
        await sync.open();
        const waiting = await sync.cardsIn('Waiting');
        assert.ok(
          waiting.some((card) => card.startsWith(`${ui('Submit aligner case')}: ${patient.name}`)),
          `the case waits in the sync panel (${waiting.join(' | ')})`,
        );
        await sync.close();
        await network.assertFetchesFail(page);
        network.assertNothingReached();
        assert.deepEqual(
          ServerDatabase.read(server.dataDir, (db) => db.patientsNamed(clinicId, patient.name)),
          [],
          'nothing of it reached the server',
        );

        // 3. The signal returns: the outbox drains, and the wizard opens the order the case became.
        await network.restore();
        await sync.waitUntilBadgeSaysSynced(120_000);
        await page.waitForURL(/\/invisibleOrthodontic\/\d+/, { timeout: 30_000 });
        const orderId = Number(new URL(page.url()).pathname.split('/').pop());
        const held = ServerDatabase.read(server.dataDir, (db) => {
          const [patientRow] = db.patientsNamed(clinicId, patient.name);
          const patientId = Number(patientRow?.id);
          return { orders: db.ordersOf(patientId), models: db.modelsOf(patientId), stages: db.stagesOf(patientId) };
        });
        assert.equal(held.orders.length, 1, 'exactly one order for the patient');
        const [order] = held.orders;
        assert.equal(Number(order?.id), orderId, 'the wizard opened that order');
        assert.equal(Number(order?.status), 2, 'the case waits for the review');
        assert.equal(held.models.length, 1, 'the scan exactly once');
        assert.equal(held.models[0]?.sha256, scan.sha256, 'with the bytes the tablet held');
        assert.equal(held.models[0]?.jaw, 'upper');
        assert.equal(Number(order?.upper_model_id), Number(held.models[0]?.id), 'the scan is the upper model');
        assert.equal(order?.lower_model_id, null);
        assert.equal(Number(order?.image_stage_id), Number(held.stages[0]?.id), "the case's images are the new stage");
        assert.deepEqual(
          ServerDatabase.read(server.dataDir, (db) => db.eventsOf(orderId)).map((event) => [
            event.kind,
            event.to_status,
          ]),
          [['created', 2]],
          "the case's first event",
        );
        assert.deepEqual(gate.repeatedIdempotencyKeys(), [], 'no write was delivered twice');

        // 4. The factory, on its own desktop: finds the case, passes it, designs and uploads a staged plan.
        const console_ = new FactoryConsole(factory.page, server.url, ui);
        await console_.openQueues();
        assert.equal(await console_.openCaseOf(patient.name), orderId, 'the factory opens the same case');
        await console_.confirmAction('Pass the review');
        await console_.confirmAction('Accept into design');
        await console_.uploadPlan({
          files: planFiles,
          upSteps: 8,
          downSteps: 0,
          price: '12800',
          note: 'Eight upper steps; staged models for steps 1, 4 and 8.',
        });
        await untilServerHolds(statusOf(orderId), 10, 'the plan waits for the doctor');

        // 5. The doctor scrubs the plan in 3D, approves it, and asks for a batch within the staged rule.
        const detail = new OrderDetailScreen(page, gate.url, ui);
        await detail.open(orderId, patient.name);
        await detail.waitForStatus('plan to be reviewed');
        await detail.waitForStepShown(1, 8);
        const firstStep = await detail.planPicture();
        await detail.scrubToLastStep();
        await detail.waitForStepShown(8, 8);
        const lastStep = await detail.planPicture();
        assert.ok(
          lastStep.drawnPixels > firstStep.drawnPixels * 1.05,
          `the view shows the last step's wider arch (${firstStep.drawnPixels} -> ${lastStep.drawnPixels} pixels drawn)`,
        );
        await detail.confirmAction('approvePlan', 'Approve the treatment plan', 'Approve');
        await detail.waitForStatus('plan passed');
        const production = await detail.openProductionForm();
        await detail.typeProduceSteps(production, { upper: 6, lower: 0 });
        await production
          .getByRole('alert')
          .getByText(ui('Staged cases allow only 0 to 5 production steps per arch until the final payment is paid.'))
          .waitFor();
        await detail.typeProduceSteps(production, { upper: 5, lower: 0 });
        await detail.sendProduction(production, recipient);
        await detail.waitForStatus('production treatment plan');
        await untilServerHolds(statusOf(orderId), 20, 'production asked for');
        await page.goto(`${gate.url}/caseList`);

        // 6. The factory bills the batch, records the payment, releases it and ships it.
        await factory.page.reload();
        await factory.page.getByRole('heading', { level: 1, name: patient.name, exact: true }).waitFor();
        await console_.issuePaymentOrder('6400');
        await console_.recordPayment(`TX-${suffix}`);
        await console_.confirmAction('Release to production');
        // The delivery day must be a working day on the server's holiday calendar.
        const delivery = ServerDatabase.read(server.dataDir, (db) => db.nextWorkingDay(dayText(3)));
        await console_.ship({ carrier: 'SF Express', trackingNo: `SF${Date.now()}`, estimatedDelivery: delivery });
        await untilServerHolds(statusOf(orderId), 24, 'the batch is in transit');

        // 7. The doctor: the bell counts the factory's four moves on top of the reminders of other cases; the newest
        // reminder opens the order, which reads them; receipt confirmed.
        const unreadOf = (db: ServerDatabase) => db.unreadRemindersOf(DEMO_ADMIN);
        const others = ServerDatabase.read(server.dataDir, unreadOf).filter(
          (row) => Number(row.order_id) !== orderId,
        ).length;
        const ours = ServerDatabase.read(server.dataDir, unreadOf).length - others;
        assert.equal(ours, 4, "the factory's four moves are unread reminders of the case");
        const bell = new ReminderBell(page, ui);
        assert.ok((await bell.waitForMoreThan(others)) > others, 'the bell counts the new reminders');
        await bell.openReminderOf(orderId);
        await detail.waitUntilShown(patient.name);
        await detail.waitForStatus('in transit');
        // The clinic's line drops as the doctor confirms receipt: the move is kept on the tablet and says so, the
        // server still has the batch in transit; on reconnect it reaches the server once.
        await network.cut();
        await network.assertFetchesFail(page);
        await detail.confirmAction('confirmReceipt', 'Confirm receipt', 'Confirm receipt');
        await page.getByTestId('pending-moves').getByText(ui('Saved on this device, sending…'), { exact: true }).waitFor();
        await pollUntil(
          () => sync.badgeState(),
          (state) => state === 'pending',
          'the receipt waits on the tablet',
        );
        network.assertNothingReached();
        assert.equal(ServerDatabase.read(server.dataDir, statusOf(orderId)), 24, 'the server still has it in transit');
        await network.restore();
        await sync.waitUntilBadgeSaysSynced(120_000);
        await detail.waitForStatus('received');
        await untilServerHolds(statusOf(orderId), 25, 'received');
        assert.deepEqual(gate.repeatedIdempotencyKeys(), [], 'no write was delivered twice');

        const timeline = await detail.timeline();
        assert.equal(
          timeline.length,
          EXPECTED_EVENTS.length,
          `the timeline lists every move (${timeline.join(' | ')})`,
        );
        for (const [from, to] of FACTORY_MOVES) {
          const move = `${statusText(ui, from!)} → ${statusText(ui, to!)}`;
          assert.ok(
            timeline.some((entry) => entry.includes(move) && entry.includes(ui('Factory'))),
            `the timeline shows the factory's move ${move}`,
          );
        }
        const story = ServerDatabase.read(server.dataDir, (db) => ({
          events: db.eventsOf(orderId),
          plans: db.plansOf(orderId),
          shipments: db.shipmentsOf(orderId),
        }));
        assert.deepEqual(
          story.events.map((event) => `${event.from_status ?? '-'}→${event.to_status} ${event.actor_side}`),
          EXPECTED_EVENTS,
          'the server recorded the whole chain, in order',
        );
        assert.equal(story.plans.length, 1, 'one plan');
        assert.deepEqual(
          (JSON.parse(String(story.plans[0]?.steps)) as { step: number }[]).map((step) => step.step),
          [1, 4, 8],
        );
        assert.equal(story.shipments.length, 1, 'one shipment');
        assert.equal(story.shipments[0]?.carrier, 'SF Express');
        assert.ok(
          await waitUntil(async () => (await bell.count()) === others),
          "opening the order read the case's reminders",
        );
        assert.equal(ServerDatabase.read(server.dataDir, unreadOf).length, others, 'the server holds them as read');
      }),
    );
  };
}

async function waitUntil(check: () => Promise<boolean>, timeout = 15_000): Promise<boolean> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return check();
}

test('[en] an aligner case built offline goes from the wizard through the factory to the receipt', alignerStory('en'));
test('[zh] the same case in Chinese', alignerStory('zh'));
