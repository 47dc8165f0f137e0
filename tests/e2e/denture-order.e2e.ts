import assert from 'node:assert/strict';
import { after, before, test, type TestContext } from 'node:test';
import type { Browser } from 'playwright-core';
import { screenshotsOnFailure, saveScreenshot } from './support/artifacts.ts';
import { ORDER_STATUS } from '../../src/domain/order-status.ts';
import { uiTexts, type TestLocale, type UiTexts } from './support/catalog.ts';
import { launchChromium } from './support/chromium.ts';
import { signInNewContext, tapChoice } from './support/case-screens.ts';
import { archStl, pngPhoto } from './support/clinical-files.ts';
import { DentureFactoryConsole, DentureOrderScreen, DentureWizardScreen } from './support/denture-screens.ts';
import { gatedTablet, PORTRAIT_TABLET } from './support/gated-tablet.ts';
import { field, PatientScreens, SyncPanel, type NewPatient } from './support/patient-screens.ts';
import { pollUntil } from './support/poll.ts';
import { dayText, ServerDatabase } from './support/server-database.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { DEMO_ADMIN, DEMO_PASSWORD } from './support/sign-in-page.ts';

/**
 * Issue 11's order through its whole life, in Chromium against the production build, on a tablet held upright (768 px):
 * the doctor builds a fixed-denture order offline (a three-unit bridge with a pontic tried in, an implant crown on a
 * lab-supplied abutment, shades from three guides, the chart in Palmer notation), reloads halfway, prints the lab slip,
 * submits through the outbox and reconnects; the server holds the order once, with its teeth in FDI. The factory, on a
 * second desktop profile, sends the abutment design; the doctor, offline again, gives feedback with a photo, then
 * confirms the adjusted abutment; design, risk assessment and the rough design plan the doctor confirms (the payment
 * order), the payment recorded; a try-in that fails (a reason and a photo) and one that passes; shipping, signed for
 * after the photo check, one tooth sent back for a rework, shipped again and accepted. The server's SQLite is the
 * witness at every step.
 */

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

const FACTORY_USER = '13900000001';
const DESKTOP = { width: 1440, height: 900 };

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

/** Polls the server's database until `read` gives `expected`; fails with what it last saw. */
function untilServerHolds<T>(read: (db: ServerDatabase) => T, expected: T, what: string) {
  return ServerDatabase.until(server.dataDir, read, expected, what);
}

const statusOf = (orderId: number) => (db: ServerDatabase) => Number(db.order(orderId)?.status);

const BRIDGE = [13, 12, 11];
const CROWN = 21;

let storyCount = 0;

function dentureStory(locale: TestLocale) {
  return async (t: TestContext) => {
    const ui = uiTexts(locale);
    storyCount += 1;
    const suffix = `${process.pid % 1000}-${storyCount}`;
    const patient: NewPatient = {
      name: `Denture ${locale} ${suffix}`,
      gender: 'Male',
      birthDate: '1971-03-14',
      phone: `1360000${String(2000 + storyCount).slice(-4)}`,
      source: 'Walk-in',
      dentistName: 'Dr. Wang Li',
    };
    const scan = archStl(`denture-upper-${suffix}.stl`, { segments: 600, rings: 16 });
    const abutmentDesign = archStl(`abutment-21-${suffix}.stl`, { segments: 200, rings: 8 });

    const doctor = await gatedTablet(t, browser, server.url, ui, PORTRAIT_TABLET);
    const { page, gate, network } = doctor;
    await screenshotsOnFailure(doctor.context, `denture-${locale}-doctor`, async () => {
      // 1. Online: the patient, and the wizard's page once while the signal lasts; then the signal drops.
      const patients = new PatientScreens(page, gate.url, ui);
      await patients.openList();
      await patients.create(patient);
      const wizard = new DentureWizardScreen(page, gate.url, ui);
      await wizard.openNew();
      await network.cut();
      await network.assertFetchesFail(page);

      // 2. Offline: the patient, the teeth on the chart in Palmer notation, a bridge with a pontic, a crown.
      await wizard.startForPatient(patient.name);
      await wizard.next('Teeth and prosthetics');
      await wizard.chooseNotation('Palmer');
      await wizard.tooth(13).getByText('3┘', { exact: true }).waitFor();
      await wizard.tooth(21).getByText('└1', { exact: true }).waitFor();
      await wizard.addBridge(BRIDGE);
      await wizard.addCrowns([CROWN]);
      await wizard
        .unit('2┘')
        .getByRole('checkbox', { name: ui('Pontic (replaces a missing tooth)'), exact: true })
        .check();
      // The crown on 21 stands on an implant whose abutment the lab supplies (the abutment is selected and confirmed
      // first); the bridge is tried in before it is finished.
      const implantCrown = wizard.unit('└1');
      await implantCrown.getByRole('checkbox', { name: ui('On an implant'), exact: true }).check();
      await field(implantCrown, ui('Implant brand')).selectOption({ label: 'Straumann' });
      await field(implantCrown, ui('Implant system')).selectOption({ label: 'Bone Level Tapered' });
      await field(implantCrown, ui('Implant model')).selectOption({ label: 'RC 4.1' });
      await tapChoice(wizard.unit('3┘').getByRole('checkbox', { name: ui('Try-in'), exact: true }));
      for (const [tooth, edge] of [
        ['3┘', 'Subgingival 0.5 mm'],
        ['1┘', 'At the gum line'],
        ['└1', 'Supragingival 0.5 mm'],
      ] as const) {
        await field(wizard.unit(tooth), ui('Abutment edge')).selectOption({ label: ui(edge) });
      }
      await wizard.next('Shades');
      await wizard.setShade(13, 1, 'VITA classical (19 shades)', 'A2');
      await wizard.addShade(13);
      await wizard.setShade(13, 2, 'VITA 3D-Master (29 shades)', '2M2');
      await wizard.setShade(CROWN, 1, 'Chromascop (20 shades)', '210');
      await wizard.waitUntilSaved();

      // A reload halfway: the wizard opens on the shades, with the chart's notation and every shade kept.
      await page.reload();
      await wizard.waitForStep('Shades');
      await wizard.shadesOf(13).getByText(ui('Tooth {label}').replace('{label}', '3┘')).waitFor();
      assert.equal(await wizard.shadeValue(13, 1), 'A2', 'after the reload: the first shade of 13');
      assert.equal(await wizard.shadeValue(13, 2), '2M2', 'after the reload: the second shade of 13');
      assert.equal(await wizard.shadeValue(CROWN, 1), '210', 'after the reload: the crown’s shade');

      await wizard.next('Design preferences');
      await wizard.choose('Occlusion', 'Normal (0.3 mm)');
      await wizard.choose('Proximal contact', 'Point contact');
      await wizard.choose('Edentulous area', 'Modified saddle');
      await wizard.choose('Black triangle', 'Normal closure');
      await wizard.next('Model');
      await wizard.uploadModel('upper', scan);
      await wizard.next('Preview and submit');

      // The lab slip: every tooth in FDI with its Palmer name, the shades; on paper, only the slip.
      const slip = wizard.labSlip();
      for (const shown of ['13 (3┘)', '12 (2┘)', '11 (1┘)', '21 (└1)', 'A2 / 2M2', '210', patient.name]) {
        await slip.getByText(shown).first().waitFor();
      }
      await page.emulateMedia({ media: 'print' });
      const onPaper = await page.evaluate(() => {
        const slipElement = document.getElementById('denture-lab-slip');
        const shown = (element: Element | null) =>
          element !== null && getComputedStyle(element).visibility === 'visible';
        return {
          slip: shown(slipElement),
          heading: shown(document.querySelector('h1')),
          nav: [...document.querySelectorAll('nav, header')]
            .filter((element) => !slipElement?.contains(element))
            .some(shown),
          text: slipElement?.innerText ?? '',
        };
      });
      await saveScreenshot(page, `denture-${locale}-lab-slip-print`);
      await page.emulateMedia({ media: 'screen' });
      assert.ok(onPaper.slip, 'the slip is on paper');
      assert.ok(!onPaper.heading && !onPaper.nav, 'nothing of the page around the slip is on paper');
      assert.match(onPaper.text, /13 \(3┘\)/);

      // The submit: queued on the device, nothing sent.
      await wizard.submit();
      const sync = new SyncPanel(page, ui);
      assert.equal(await sync.badgeState(), 'pending', 'the badge says work is waiting');
      await network.assertFetchesFail(page);
      network.assertNothingReached();

      // 3. The signal returns: the outbox drains, and the wizard opens the order.
      await network.restore();
      await sync.waitUntilBadgeSaysSynced(120_000);
      await page.waitForURL(/\/dentureTeethOrderDetail\/\d+/, { timeout: 30_000 });
      const orderId = Number(new URL(page.url()).pathname.split('/').pop());
      const held = ServerDatabase.read(server.dataDir, (db) => {
        const patientRows = db.patientsNamed(clinicId, patient.name);
        const orders = db.ordersOf(Number(patientRows[0]?.id));
        const dentures = db.query('select * from denture_orders where order_id = ?', orderId);
        return { patients: patientRows.length, orders, dentures };
      });
      assert.equal(held.patients, 1, 'exactly one patient of that name');
      assert.equal(held.orders.length, 1, 'exactly one order for the patient');
      assert.equal(Number(held.orders[0]?.id), orderId, 'the wizard opened that order');
      assert.equal(Number(held.orders[0]?.product_line), 2, 'a fixed-denture order');
      assert.equal(held.dentures.length, 1, 'its denture data once');
      const data = JSON.parse(String(held.dentures[0]?.data)) as {
        teeth: { notation: string; restorations: { kind: string }[] };
        shades: { teeth: { tooth: number; shades: { shade: string }[] }[] };
      };
      assert.equal(data.teeth.notation, 'palmer', 'the notation the doctor chose');
      const shadesOf = (tooth: number) =>
        data.shades.teeth
          .find((entry) => entry.tooth === tooth)
          ?.shades.map((shade) => shade.shade)
          .join('/');
      assert.equal(shadesOf(13), 'A2/2M2', 'the shades of 13, by its FDI number');
      assert.equal(shadesOf(CROWN), '210', 'the crown’s shade, by its FDI number');
      assert.deepEqual(
        data.shades.teeth.map((entry) => entry.tooth).sort(),
        [...BRIDGE, CROWN].sort(),
        'a line of shades for every restored tooth',
      );
      // 4. The factory, on its own desktop: passes the order and sends the implant's abutment for the doctor to confirm.
      const factory = await factoryDesktop(t, ui);
      await screenshotsOnFailure(factory.context, `denture-${locale}-factory`, async () => {
        const lab = new DentureFactoryConsole(factory.page, server.url, ui);
        await lab.openQueues();
        assert.equal(await lab.openCaseOf(patient.name), orderId, 'the factory opens the same order');
        await lab.confirmAction('Pass the review');
        await lab.confirmAction('Start the abutment selection');
        await lab.selectAbutment('STM-RC41-GH2', [abutmentDesign]);
        await untilServerHolds(statusOf(orderId), ORDER_STATUS.toConfirm, 'the abutment waits for the doctor');

        // 5. The doctor, offline again: feedback on the abutment with a reason and a photo, kept on the tablet.
        const order = new DentureOrderScreen(page, gate.url, ui);
        await page.reload();
        // The page opens from the device's copy at once; cut only once it shows the order as the server holds it now
        // (the abutment waiting for the doctor offers its feedback), or the tablet would keep the copy read before.
        await order.action('abutmentFeedback').waitFor();
        await network.cut();
        await network.assertFetchesFail(page);
        await order.move('abutmentFeedback', 'Abutment feedback', {
          reason: 'The emergence profile is too wide for the thin gingiva at 21.',
          photos: [pngPhoto(`abutment-gingiva-${suffix}.png`)],
        });
        await pollUntil(
          () => sync.badgeState(),
          (state) => state === 'pending',
          'the feedback waits on the tablet',
        );
        network.assertNothingReached();
        await network.restore();
        await sync.waitUntilBadgeSaysSynced(120_000);
        await untilServerHolds(statusOf(orderId), ORDER_STATUS.feedback, 'the abutment feedback reached the factory');
        const feedback = ServerDatabase.read(server.dataDir, (db) =>
          db.eventsOf(orderId).filter((event) => Number(event.to_status) === ORDER_STATUS.feedback),
        );
        assert.equal(feedback.length, 1, 'the feedback is on the timeline once');
        assert.match(String(feedback[0]?.reason), /emergence profile/);
        assert.equal((JSON.parse(String(feedback[0]?.attachments)) as unknown[]).length, 1, 'with its photo');

        // 6. The factory adjusts the abutment; the doctor confirms the new selection.
        await lab.reload(patient.name);
        await lab.selectAbutment('STM-RC41-GH3', [], 'Send the adjusted abutment design');
        await page.reload();
        await order.action('confirmAbutment').waitFor();
        await order.move('confirmAbutment', 'Confirm the abutment');
        await untilServerHolds(statusOf(orderId), ORDER_STATUS.confirmed, 'the abutment is confirmed');

        // 7. The design, with the implant's risk assessment, and the rough design plan the doctor confirms: the
        //    payment order is issued from the order's costs, which the factory records as paid.
        await lab.reload(patient.name);
        for (const step of [
          'Queue for design',
          'Assign a designer',
          'Start the design',
          'Finish the design',
          'Assess the risk',
          'Send the rough design plan',
        ]) {
          await lab.confirmAction(step);
        }
        await page.reload();
        await order.move('confirmRoughDesign', 'Confirm the rough design');
        await untilServerHolds(statusOf(orderId), ORDER_STATUS.pendingPayment, 'the payment order is issued');
        await lab.reload(patient.name);
        await lab.recordPayment(`TX-${suffix}`);
        await lab.confirmAction('Release to production');

        // 8. The try-in of the bridge: the first one fails (a reason and a photo), the second passes.
        for (const [attempt, passes] of [
          [1, false],
          [2, true],
        ] as const) {
          await lab.confirmAction('Schedule a try-in');
          await lab.shipTryIn('SF Express', `TRY-${suffix}-${attempt}`);
          await untilServerHolds(statusOf(orderId), ORDER_STATUS.tryInShipped, `try-in ${attempt} is on its way`);
          await page.reload();
          await order.move('receiveTryIn', 'Try-in received');
          await order.move('startTryIn', 'Start the try-in');
          if (passes) await order.move('passTryIn', 'Try-in passed');
          else {
            await order.move('failTryIn', 'Try-in failed', {
              reason: 'The bridge rocks on 13: the margin is open on the distal side.',
              photos: [pngPhoto(`try-in-${suffix}.png`)],
            });
          }
          const after = passes ? ORDER_STATUS.tryInPassed : ORDER_STATUS.tryInFailed;
          await untilServerHolds(statusOf(orderId), after, `try-in ${attempt} ${passes ? 'passed' : 'failed'}`);
          await lab.reload(patient.name);
        }

        // 9. The final work ships; the doctor signs for it after the photo check and sends one tooth back.
        await lab.confirmAction('Resume production');
        const shipTo = () => ServerDatabase.read(server.dataDir, (db) => db.nextWorkingDay(dayText(3)));
        await lab.ship({ carrier: 'SF Express', trackingNo: `SF-${suffix}-1`, estimatedDelivery: shipTo() });
        await page.reload();
        await order.move('confirmReceipt', 'Confirm shipping', { checked: true });
        await untilServerHolds(statusOf(orderId), ORDER_STATUS.signedFor, 'the doctor signed for the denture');
        await order.askRework(
          [{ fdi: CROWN, label: '└1', reason: 'The shade of the implant crown is too grey next to 11.' }],
          [pngPhoto(`rework-${suffix}.png`)],
        );
        await untilServerHolds(statusOf(orderId), ORDER_STATUS.acceptanceFailed, 'the rework is asked for');
        const reworks = ServerDatabase.read(server.dataDir, (db) =>
          db.query('select * from denture_reworks where order_id = ?', orderId),
        );
        assert.equal(reworks.length, 1, 'one rework of the order');
        assert.deepEqual(
          (JSON.parse(String(reworks[0]?.teeth)) as { tooth: number }[]).map((entry) => entry.tooth),
          [CROWN],
          'the reworked tooth by its FDI number',
        );

        // 10. The factory reworks the tooth and ships again; the doctor accepts the denture.
        await lab.reload(patient.name);
        await lab.confirmAction('Resume production');
        await lab.ship({ carrier: 'SF Express', trackingNo: `SF-${suffix}-2`, estimatedDelivery: shipTo() });
        await page.reload();
        await order.move('confirmReceipt', 'Confirm shipping', { checked: true });
        await order.move('accept', 'Acceptance passed');
        await untilServerHolds(statusOf(orderId), ORDER_STATUS.acceptancePassed, 'the denture is accepted');
        await page.reload();
        await order.heading(orderId).waitFor();
        await saveScreenshot(page, `denture-${locale}-accepted`);
      });

      // The patient's create may be delivered again with its key when the signal dropped before its answer came back;
      // the server answered it once (one patient above). The order's submit, sent after the cut, arrives once.
      assert.deepEqual(
        gate.repeatedIdempotencyKeys().filter((line) => !line.includes('/patient/add')),
        [],
        'no write of the order was delivered twice',
      );
    });
  };
}

test(
  'fixed denture, English: built offline in Palmer notation, submitted once, reworked and accepted',
  dentureStory('en'),
);
test(
  'fixed denture, Russian: built offline in Palmer notation, submitted once, reworked and accepted',
  dentureStory('ru'),
);
