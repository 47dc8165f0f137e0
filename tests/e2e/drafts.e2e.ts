import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Page } from 'playwright-core';
import { CaseWizardScreen, type DiagnosisAnswers } from './support/case-screens.ts';
import { uiTexts } from './support/catalog.ts';
import { field } from './support/patient-screens.ts';
import { ServerDatabase } from './support/server-database.ts';
import { serverAndBrowser, signedInDemoPage } from './support/suite.ts';
import { DEMO_ADMIN } from './support/sign-in-page.ts';

/**
 * The last keystrokes (issue 17, item 1), in Chromium against the production build: what was typed just before a
 * reload is back after it, and typing without a pause is on the device even when the tab is killed mid-word. And the
 * same form in two tabs (item 2): the case wizard at one address in two tabs is two drafts, and both cases reach the
 * server, once each.
 */

const suite = serverAndBrowser();

const ui = uiTexts('en');

function signedInPage(t: TestContext): Promise<Page> {
  return signedInDemoPage(t, suite, ui);
}

/** The new-patient form, once its draft is restored (the fields are disabled until then). */
async function openNewPatientForm(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: ui('New patient'), exact: true }).waitFor();
  await page.waitForFunction(() => !document.querySelector('form fieldset')?.hasAttribute('disabled'));
}

test('[en] 16 characters typed and the page reloaded at once: all 16 are back', async (t) => {
  const page = await signedInPage(t);
  const url = `${suite.server.url}/patientCenter/add`;
  await openNewPatientForm(page, url);
  const typed = 'Qwertyuiop Asdfg';
  assert.equal(typed.length, 16);
  await field(page, ui('Name')).click();
  await page.keyboard.type(typed);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: ui('New patient'), exact: true }).waitFor();
  await page.waitForFunction(
    (expected) => (document.querySelector('form input') as HTMLInputElement | null)?.value === expected,
    typed,
    { timeout: 10_000 },
  );
  assert.equal(await field(page, ui('Name')).inputValue(), typed);
});

test('[en] typing without a pause for 3 s, then the tab is killed: what was typed up to the maximum wait is on the device', async (t) => {
  const page = await signedInPage(t);
  const url = `${suite.server.url}/patientCenter/add`;
  await openNewPatientForm(page, url);
  await field(page, ui('Name')).click();
  // A key every 100 ms: the 500 ms debounce alone would never fire.
  const typed = 'abcdefghijklmnopqrstuvwxyzABCD';
  await page.keyboard.type(typed, { delay: 100 });
  // Killed, not closed: no pagehide, no unload, nothing more of the page runs.
  const cdp = await page.context().newCDPSession(page);
  const crashed = page.waitForEvent('crash');
  // The answer never comes: the renderer is gone.
  void cdp.send('Page.crash').catch(() => undefined);
  await crashed;

  // A new tab of the same browser adopts the killed tab's draft.
  const next = await page.context().newPage();
  await openNewPatientForm(next, url);
  const restored = await field(next, ui('Name')).inputValue();
  assert.ok(typed.startsWith(restored), `restored "${restored}" is what was typed`);
  assert.ok(restored.length >= 10, `at least 10 of ${typed.length} characters are back, got ${restored.length}`);
});

const DIAGNOSIS: DiagnosisAnswers = {
  features: ['Deep bite'],
  answers: {
    'Angle class, right side': 'Class I',
    'Angle class, left side': 'Class I',
    'Sagittal relation': 'Maintain',
    Overjet: 'Maintain',
    Midline: 'Maintain',
    Space: 'Close all spaces',
    Extraction: 'No extraction',
    'Temporomandibular joint (TMJ)': 'Normal',
    'Mini-implants': 'Not accepted',
  },
};

/**
 * A patient of the demo clinic with an image stage of the last 3 months (the wizard's rule for a case's photos) and an
 * upper scan on the server: what the wizard needs.
 */
type WizardPatient = { name: string; stage: string; upperScan: string };

/** A day safely inside the 3 months the wizard accepts (YYYY-MM-DD, as stages keep it). */
function recentDay(): string {
  return new Date(Date.now() - 80 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

function wizardPatient(): WizardPatient {
  return ServerDatabase.read(suite.server.dataDir, (db) => {
    const row = db.query(
      `select p.name as name, s.name as stage, m.file_name as upperScan
         from patients p
         join image_stages s on s.patient_id = p.id and s.deleted_at is null
         join patient_models m on m.patient_id = p.id and m.jaw = 'upper' and m.deleted_at is null
        where p.deleted_at is null
          and s.stage_time >= '${recentDay()}'
          and not exists (select 1 from image_stages o where o.patient_id = p.id and o.id <> s.id
                          and o.deleted_at is null and instr(o.name, s.name) > 0) and p.clinic_id in (${db.clinicIdsOf(DEMO_ADMIN).join(',')})
        order by p.id limit 1`,
    )[0];
    if (!row) throw new Error('The demo data has no patient with a stage and an upper scan');
    return row as WizardPatient;
  });
}

/** Every step of the wizard filled in, up to the preview; the chief complaint tells the two cases apart. */
async function fillIn(wizard: CaseWizardScreen, patient: WizardPatient, chiefComplaint: string): Promise<void> {
  await wizard.waitForStep('Basic info');
  await wizard.pickPatient(patient.name);
  await wizard.fillBasicInfo({
    brand: 'Cuspid Clear',
    series: 'Comprehensive',
    arches: 'Upper arch only',
    chiefComplaint,
    treatmentGoals: 'Align the upper arch.',
  });
  await wizard.next('Image data');
  await wizard.chooseStage(patient.stage);
  await wizard.next('Model');
  await wizard.pickModel('upper', patient.upperScan);
  await wizard.next('Diagnostic design');
  await wizard.fillDiagnosis(DIAGNOSIS);
  await wizard.next('Scheme design');
  await wizard.fillScheme(['Interproximal reduction (IPR)'], '');
  await wizard.next('Preview and submit');
  await wizard.waitUntilSaved();
}

test('[en] the same case wizard in two tabs: two drafts, and both cases reach the server once each', async (t) => {
  const first = await signedInPage(t);
  const patient = wizardPatient();
  const wizardA = new CaseWizardScreen(first, suite.server.url, ui);
  await wizardA.openNew();
  // The second tab opens the very same address (the same draft id) while the first is open.
  const second = await first.context().newPage();
  await second.goto(first.url());
  const wizardB = new CaseWizardScreen(second, suite.server.url, ui);
  const tag = `${process.pid % 1000}-${Date.now() % 100_000}`;
  const complaints = [`Two tabs, case A ${tag}`, `Two tabs, case B ${tag}`];
  await fillIn(wizardA, patient, complaints[0]!);
  await fillIn(wizardB, patient, complaints[1]!);
  // Both are on the device; one submits, then the other, with nothing typed in between. The first case stays on
  // the wire until the second tab has submitted too (online, its answer would come first and change the story).
  const releases: (() => void)[] = [];
  await first.context().route('**/case/submit', async (route) => {
    if (releases.length === 0) await new Promise<void>((resolve) => releases.push(resolve));
    await route.continue();
  });
  // The demo stage has its photos (the demo data of a month's use): nothing to question, the case goes at once.
  await wizardA.submit();
  await wizardB.submit();
  for (const release of releases) release();

  // Each tab opens the order its own case became, once the server acknowledged it.
  await first.waitForURL(/\/invisibleOrthodontic\/\d+/, { timeout: 30_000 });
  await second.waitForURL(/\/invisibleOrthodontic\/\d+/, { timeout: 30_000 });
  assert.notEqual(first.url(), second.url(), 'two orders');
  const counts = ServerDatabase.read(suite.server.dataDir, (db) =>
    complaints.map(
      (complaint) =>
        db.query('select count(*) as n from aligner_orders where case_data like ?', `%${complaint}%`)[0]?.n,
    ),
  );
  assert.deepEqual(counts, [1, 1], 'each case is on the server once');
});
