import fs from 'node:fs';
import sharp from 'sharp';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { UiTexts } from './catalog.ts';
import { waitUntilSessionIsOnDevice } from './device-storage.ts';
import { field, type ChosenFile } from './patient-screens.ts';
import { SignInPage } from './sign-in-page.ts';
import { Screen } from './screen.ts';

/**
 * The aligner case as the doctor drives it (issue 5): the wizard (/confirmOrder?type=1), the order detail
 * (/invisibleOrthodontic/:id), the top bar's reminders, and the address book the production request needs. Labels are
 * the English source texts, translated with `ui` so the same steps run in every locale.
 */

/** A signed-in tab of a fresh browser profile (its own cookies, storage and service worker). */
export type SignedInTab = { context: BrowserContext; page: Page };

/** Signs `phone` in through /login in a new context of `browser` and waits for the page it lands on. */
export async function signInNewContext(
  browser: Browser,
  options: {
    baseUrl: string;
    ui: UiTexts;
    phone: string;
    password: string;
    viewport: { width: number; height: number };
    landsOn: RegExp;
  },
): Promise<SignedInTab> {
  const context = await browser.newContext({ viewport: options.viewport });
  await context.addInitScript((locale) => window.localStorage.setItem('cuspid.locale', locale), options.ui.locale);
  const page = await context.newPage();
  const signIn = new SignInPage(page, options.baseUrl, options.ui);
  await signIn.open();
  await signIn.submit(options.phone, options.password);
  await page.waitForURL(options.landsOn);
  await waitUntilSessionIsOnDevice(page);
  return { context, page };
}

/** A placeholder message with its values filled in order (`Done: {0}.` + 'Ship' → `Done: Ship.`). */
export function filledIn(text: string, ...values: (string | number)[]): string {
  let index = 0;
  return text.replace(/\{\w+\}/g, (whole) => (index < values.length ? String(values[index++]) : whole));
}

const statusCatalogs = new Map<string, Map<string, string>>();

/**
 * An order status as the screens write it (`msgctxt "order status"` in the catalogs; catalog.ts leaves contexts out).
 * English is the source; another locale must have the translation.
 */
export function statusText(ui: UiTexts, english: string): string {
  if (ui.locale === 'en') return english;
  let catalog = statusCatalogs.get(ui.locale);
  if (!catalog) {
    catalog = new Map();
    const folder = `src/locales/${ui.locale}`;
    for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.po'))) {
      const text = fs.readFileSync(`${folder}/${file}`, 'utf8');
      for (const match of text.matchAll(/^msgctxt "order status"\nmsgid "(.*)"\nmsgstr "(.*)"$/gm)) {
        if (match[2]) catalog.set(match[1]!, match[2]);
      }
    }
    statusCatalogs.set(ui.locale, catalog);
  }
  const translated = catalog.get(english);
  if (!translated) throw new Error(`No ${ui.locale} translation for the order status "${english}"`);
  return translated;
}

/** The diagnostic design as the doctor answers it: chosen features, and one answer per question (by its legend). */
export type DiagnosisAnswers = { features: string[]; answers: Record<string, string> };

export type BasicInfo = {
  /** Proper names: not translated. */
  brand: string;
  /** English labels, shown translated. */
  series: string;
  arches: string;
  chiefComplaint: string;
  treatmentGoals: string;
};

/** The aligner case wizard: six steps over one draft kept on the device. */
export class CaseWizardScreen extends Screen {
  /** A new case: the wizard puts a draft id in the address at once, so a reload finds the same draft. */
  async openNew(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/confirmOrder?type=1`);
    await this.page.waitForURL((url) => url.searchParams.has('draft'));
    await this.page.getByRole('heading', { level: 1, name: this.ui('New aligner case'), exact: true }).waitFor();
  }

  private root(): Locator {
    return this.page.getByTestId('case-wizard');
  }

  /** Waits until the wizard shows `step` (its English label: "Basic info", "Image data"…). */
  async waitForStep(step: string): Promise<void> {
    await this.root()
      .getByRole('heading', { level: 2, name: this.ui(step), exact: true })
      .waitFor();
  }

  async next(toStep: string): Promise<void> {
    await this.page.getByTestId('case-next').click();
    await this.waitForStep(toStep);
  }

  /** Opens a step from the step bar (back is always free; forward checks the steps on the way). */
  async openStep(step: string): Promise<void> {
    await this.root()
      .getByRole('navigation', { name: this.ui('Case wizard steps') })
      .getByRole('button', { name: new RegExp(`${escapedPattern(this.ui(step))}$`) })
      .click();
    await this.waitForStep(step);
  }

  /** "Saved on this device": the draft's last change is committed (a reload now loses nothing). */
  async waitUntilSaved(): Promise<void> {
    await this.root()
      .getByRole('status')
      .filter({ hasText: new RegExp(`^\\s*${escapedPattern(this.ui('Saved on this device'))}\\s*$`) })
      .waitFor();
  }

  async pickPatient(name: string): Promise<void> {
    await this.page.getByTestId('case-patient-search').fill(name);
    await this.page.getByTestId('case-patient-option').filter({ hasText: name }).click();
    await this.chosenPatient().filter({ hasText: name }).waitFor();
  }

  /** A new case for the patient: the wizard opened afresh, the patient picked, the basic info filled in. */
  async startFor(patientName: string, basic: BasicInfo): Promise<void> {
    await this.openNew();
    await this.waitForStep('Basic info');
    await this.pickPatient(patientName);
    await this.fillBasicInfo(basic);
  }

  chosenPatient(): Locator {
    return this.page.getByTestId('case-patient-chosen');
  }

  async fillBasicInfo(basic: BasicInfo): Promise<void> {
    const { page, ui } = this;
    await field(page, ui('Brand')).selectOption({ label: basic.brand });
    await field(page, ui('Series')).selectOption({ label: ui(basic.series) });
    await this.choose('Arches to treat', basic.arches);
    await field(page, ui('Chief complaint')).fill(basic.chiefComplaint);
    await field(page, ui('Treatment goals')).fill(basic.treatmentGoals);
  }

  /** The answer of a single-choice question (a radio group named by its legend). */
  radio(legend: string, option: string): Locator {
    return this.root()
      .getByRole('radiogroup', { name: this.ui(legend), exact: true })
      .getByRole('radio', { name: this.ui(option), exact: true });
  }

  /** A multiple-choice option (case features, treatment methods) by its label. */
  checkbox(option: string): Locator {
    return this.root().getByRole('checkbox', { name: this.ui(option), exact: true });
  }

  async choose(legend: string, option: string): Promise<void> {
    await tapChoice(this.radio(legend, option));
  }

  /** Image data: one of the patient's stages. */
  stageOption(name: string): Locator {
    return this.page.getByTestId('case-stage-option').filter({ hasText: name });
  }

  async chooseStage(name: string): Promise<void> {
    await this.stageOption(name).getByRole('radio').check();
  }

  /** Model: a scan file for a jaw, queued for upload on the device. */
  async uploadModel(jaw: 'upper' | 'lower', file: ChosenFile): Promise<void> {
    await this.page.getByTestId(`case-model-input-${jaw}`).setInputFiles(file.path);
    await this.page
      .getByTestId(`case-model-jaw-${jaw}`)
      .getByRole('radio', { name: new RegExp(escapedPattern(file.name)) })
      .and(this.page.locator(':checked'))
      .waitFor();
  }

  /** Model: one of the patient's scans on the server for a jaw, by its file name. */
  async pickModel(jaw: 'upper' | 'lower', fileName: string): Promise<void> {
    await this.page.getByTestId(`case-model-jaw-${jaw}`).getByRole('radio', { name: fileName }).check();
  }

  /** The 3D preview drew the local file: its canvas shows a model, nothing is loading, and nothing failed. */
  async waitForModelPreview(): Promise<void> {
    await waitUntilViewerDraws(this.page.getByTestId('case-model-preview'));
  }

  async fillDiagnosis(diagnosis: DiagnosisAnswers): Promise<void> {
    for (const feature of diagnosis.features) await tapChoice(this.checkbox(feature));
    for (const [legend, option] of Object.entries(diagnosis.answers)) await this.choose(legend, option);
  }

  async fillScheme(methods: string[], description: string): Promise<void> {
    for (const method of methods) await tapChoice(this.checkbox(method));
    await field(this.page, this.ui('Other design description')).fill(description);
  }

  async submit(): Promise<void> {
    await this.page.getByTestId('case-submit').click();
    await this.page.getByTestId('case-submit-waiting').waitFor();
  }
}

/** The clinic's order detail of an aligner case. */
export class OrderDetailScreen extends Screen {
  static path(orderId: number): string {
    return `/invisibleOrthodontic/${orderId}?orderType=1`;
  }

  async open(orderId: number, patientName: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}${OrderDetailScreen.path(orderId)}`);
    await this.waitUntilShown(patientName);
  }

  async waitUntilShown(patientName: string): Promise<void> {
    await this.page.getByRole('heading', { level: 1, name: patientName, exact: true }).waitFor();
  }

  /** Waits until the header's status says `english` (an order status label, shown translated). */
  async waitForStatus(english: string): Promise<void> {
    await this.page
      .getByTestId('case-status')
      .filter({ hasText: new RegExp(`^\\s*${escapedPattern(statusText(this.ui, english))}\\s*$`, 'i') })
      .waitFor();
  }

  action(kind: string): Locator {
    return this.page.getByTestId(`case-action-${kind}`);
  }

  /** The plan viewer's step slider and the text beside it that says which step shows. */
  stepSlider(): Locator {
    return this.page.getByRole('slider', { name: this.ui('Treatment step'), exact: true });
  }

  /**
   * Waits until the viewer says it shows step `current` of `total`, and that the doctor can read it: nothing else on
   * the page lies over the text.
   */
  async waitForStepShown(current: number, total: number): Promise<void> {
    const label = this.page
      .locator('output')
      .filter({ hasText: filledIn(this.ui('Step {current} of {total}'), current, total) });
    await label.waitFor();
    const hidden = await label.evaluate((element) => {
      element.scrollIntoView({ block: 'center' });
      const box = element.getBoundingClientRect();
      for (const share of [0.1, 0.5, 0.9]) {
        const hit = document.elementFromPoint(box.left + box.width * share, box.top + box.height / 2);
        if (hit !== null && element !== hit && !element.contains(hit))
          return (hit.closest('section')?.textContent ?? hit.tagName).slice(0, 80);
      }
      return null;
    });
    if (hidden !== null) throw new Error(`The step label "${await label.textContent()}" is covered by: ${hidden}`);
  }

  /** The plan's 3D view once the shown step has loaded and drawn: what its canvas shows (see `viewerPicture`). */
  async planPicture(): Promise<ViewerPicture> {
    const plan = this.page.getByRole('region', { name: this.ui('Treatment plan'), exact: true });
    await plan.getByText(this.ui('Loading the step…'), { exact: true }).waitFor({ state: 'detached', timeout: 30_000 });
    return waitUntilViewerDraws(plan);
  }

  /** Scrubs the plan to its last step as a finger or the End key does (the slider's own input events). */
  async scrubToLastStep(): Promise<void> {
    await this.stepSlider().focus();
    await this.page.keyboard.press('End');
  }

  private dialog(title: string): Locator {
    return this.page.getByRole('dialog').getByRole('form', { name: this.ui(title), exact: true });
  }

  /** An action whose dialog only asks to confirm (approve the plan, confirm receipt). */
  async confirmAction(kind: string, dialogTitle: string, confirmLabel: string): Promise<void> {
    await this.action(kind).click();
    const form = this.dialog(dialogTitle);
    await form.getByRole('button', { name: this.ui(confirmLabel), exact: true }).click();
    await form.waitFor({ state: 'detached' });
  }

  /** The production request's form ("Ask for production"), opened from its action. */
  async openProductionForm(): Promise<Locator> {
    await this.action('requestProduction').click();
    const form = this.dialog('Ask for production');
    await form.waitFor();
    return form;
  }

  /** Types the steps to produce per arch, as a doctor does on the form's fields. */
  async typeProduceSteps(form: Locator, steps: { upper: number; lower: number }): Promise<void> {
    await form.getByTestId('produce-steps-upper').fill(String(steps.upper));
    await form.getByTestId('produce-steps-lower').fill(String(steps.lower));
  }

  /** Chooses the address whose line names `recipient`, and sends the request. */
  async sendProduction(form: Locator, recipient: string): Promise<void> {
    const address = field(form, this.ui('Shipping address'));
    const line = await address.locator('option').filter({ hasText: recipient }).first().textContent();
    await address.selectOption({ label: line ?? recipient });
    await form.getByRole('button', { name: this.ui('Ask for production'), exact: true }).click();
    await form.waitFor({ state: 'detached' });
  }

  /** The timeline's entries, newest first, as their text. */
  async timeline(): Promise<string[]> {
    return this.page
      .getByRole('list', { name: this.ui('Timeline'), exact: true })
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => (item.textContent ?? '').replace(/\s+/g, ' ').trim()));
  }
}

/** The top bar's reminder bell: its unread count, and the latest reminders it opens. */
export class ReminderBell {
  private readonly page: Page;
  private readonly ui: UiTexts;

  constructor(page: Page, ui: UiTexts) {
    this.page = page;
    this.ui = ui;
  }

  private button(): Locator {
    // Named "Reminders: 2 unread reminders": the name holds the count the bell shows (axe label-content-name-mismatch).
    return this.page.getByRole('banner').getByRole('button', { name: this.ui.pattern('Reminders: {label}') });
  }

  /** The count on the bell (0 when it shows none). */
  async count(): Promise<number> {
    const text = (await this.button().textContent()) ?? '';
    const digits = text.replace(/\D/g, '');
    return digits ? Number(digits) : 0;
  }

  /** Waits until the bell counts more than `count` unread reminders (the app asks the server every minute). */
  async waitForMoreThan(count: number, timeout = 90_000): Promise<number> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const shown = await this.count();
      if (shown > count) return shown;
      if (Date.now() > deadline) throw new Error(`The reminder bell still counts ${shown}, not more than ${count}`);
      await this.page.waitForTimeout(500);
    }
  }

  /** Opens the bell and follows the newest reminder of the order. */
  async openReminderOf(orderId: number): Promise<void> {
    await this.button().click();
    await this.page
      .locator(`a[href="${OrderDetailScreen.path(orderId)}"]`)
      .first()
      .click();
  }
}

/** The personal center's address book (the production request ships to one of its addresses). */
export async function addAddress(
  page: Page,
  baseUrl: string,
  ui: UiTexts,
  address: { province: string; city: string; district: string; street: string; recipient: string; phone: string },
): Promise<void> {
  await page.goto(`${baseUrl}/personalCenter?currentLocation=3`);
  await page.getByRole('button', { name: ui('Add address'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: ui('Add address') });
  await field(dialog, ui('Province')).fill(address.province);
  await field(dialog, ui('City')).fill(address.city);
  await field(dialog, ui('District')).fill(address.district);
  await field(dialog, ui('Street address')).fill(address.street);
  await field(dialog, ui('Recipient')).fill(address.recipient);
  await field(dialog, ui("Recipient's mobile number")).fill(address.phone);
  await dialog.getByRole('button', { name: ui('Save'), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page
    .getByRole('list', { name: ui('Shipping addresses') })
    .getByText(address.recipient)
    .first()
    .waitFor();
}

/** What a 3D view shows: how many of its pixels are not the background, and the picture itself. */
export type ViewerPicture = { drawnPixels: number; png: Buffer };

/** The viewer's background (model-scene.ts): slate-100. */
const VIEWER_BACKGROUND = [0xf1, 0xf5, 0xf9];

async function viewerPicture(canvas: Locator): Promise<ViewerPicture> {
  // The view's frame (the canvas's host and its clipping box), centred on the screen, clear of the sticky top bar.
  const frame = canvas.locator('xpath=../..');
  await frame.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const png = await frame.screenshot();
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let drawnPixels = 0;
  for (let at = 0; at < info.width * info.height * 3; at += 3) {
    const distance =
      Math.abs(data[at]! - VIEWER_BACKGROUND[0]!) +
      Math.abs(data[at + 1]! - VIEWER_BACKGROUND[1]!) +
      Math.abs(data[at + 2]! - VIEWER_BACKGROUND[2]!);
    if (distance > 24) drawnPixels += 1;
  }
  return { drawnPixels, png };
}

/**
 * Waits until the 3D viewer inside `scope` has loaded its models (no load in progress, no error) and its canvas shows
 * one: enough pixels that are not the background. Proves the file was parsed and drawn, not only that a canvas exists.
 */
async function waitUntilViewerDraws(scope: Locator, timeout = 30_000): Promise<ViewerPicture> {
  const canvas = scope.locator('canvas');
  await canvas.waitFor({ timeout });
  const deadline = Date.now() + timeout;
  for (;;) {
    const alerts = scope.getByRole('alert');
    if ((await alerts.count()) > 0) throw new Error(`The 3D viewer failed: ${await alerts.first().textContent()}`);
    if ((await scope.getByRole('progressbar').count()) === 0) {
      const picture = await viewerPicture(canvas);
      if (picture.drawnPixels > 200) return picture;
    }
    if (Date.now() > deadline) throw new Error('The 3D viewer never drew a model');
    await scope.page().waitForTimeout(250);
  }
}

/**
 * Chooses a radio button or checkbox drawn as a large button: the input itself is visually hidden inside its label, so
 * a finger taps the label (the whole button). Leaves it chosen (a chosen checkbox is not tapped off again).
 */
export async function tapChoice(input: Locator): Promise<void> {
  if (await input.isChecked()) return;
  await input.locator('xpath=ancestor::label[1]').click();
  await input.and(input.page().locator(':checked')).waitFor();
}

export function escapedPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A complete diagnosis of an aligner case, and treatment methods, as the wizard asks them (English labels). */
export const SAMPLE_DIAGNOSIS: DiagnosisAnswers = {
  features: ['Crowding (over 1 cm)', 'Deep bite'],
  answers: {
    'Angle class, right side': 'Class I',
    'Angle class, left side': 'Class II division 1',
    'Sagittal relation': 'Improve the canine relation',
    Overjet: 'Improve',
    Midline: 'Maintain',
    Space: 'Close all spaces',
    Extraction: 'No extraction',
    'Temporomandibular joint (TMJ)': 'Normal',
    'Mini-implants': 'Not accepted',
  },
};
export const SAMPLE_METHODS = ['Interproximal reduction (IPR)', 'Optimized attachments'];
