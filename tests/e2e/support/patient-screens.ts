import type { Locator, Page } from 'playwright-core';
import type { UiTexts } from './catalog.ts';
import { Screen } from './screen.ts';

export type NewPatient = {
  name: string;
  /** An option's English label ("Female"), shown translated. */
  gender: string;
  birthDate: string;
  phone: string;
  /** An option's English label ("Walk-in"), shown translated. */
  source: string;
  dentistName: string;
};

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A form control by its label's exact text; a required field's label ends in an asterisk, which is not part of it. */
export function field(scope: Locator | Page, label: string): Locator {
  return scope.getByLabel(new RegExp(`^\\s*${escaped(label)}\\s*\\*?\\s*$`));
}

/** Anchors a translated text at the start (a heading followed by its count, a badge's sentence). */
export function startingWith(text: string): RegExp {
  return new RegExp(`^\\s*${escaped(text)}`);
}

/** The patient list, the patient form and a patient's file (/patientCenter…), as the dentist uses them. */
export class PatientScreens extends Screen {
  async openList(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/patientCenter`);
    await this.page.getByRole('heading', { level: 1, name: this.ui('Patients'), exact: true }).waitFor();
  }

  /** The list's row of a patient (by name). */
  listRow(name: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  /** From the list: "New patient", the form filled in and saved; ends in the new patient's file. Returns its key. */
  async create(patient: NewPatient): Promise<string> {
    const { page, ui } = this;
    await page.getByRole('link', { name: ui('New patient'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: ui('New patient'), exact: true }).waitFor();
    await field(page, ui('Name')).fill(patient.name);
    await field(page, ui('Sex')).selectOption({ label: ui(patient.gender) });
    await field(page, ui('Birth date')).fill(patient.birthDate);
    await field(page, ui('Phone')).fill(patient.phone);
    await field(page, ui('Source')).selectOption({ label: ui(patient.source) });
    await field(page, ui('Dentist name')).fill(patient.dentistName);
    await page.getByRole('button', { name: ui('Save patient'), exact: true }).click();
    await page.waitForURL(/\/patientCenter\?id=/);
    await this.fileHeading(patient.name).waitFor();
    return this.currentKey();
  }

  /** The patient key in the address (`local:…` before the patient synced, the server id after). */
  currentKey(): string {
    const key = new URL(this.page.url()).searchParams.get('id');
    if (!key) throw new Error(`No patient key in ${this.page.url()}`);
    return key;
  }

  fileHeading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  /** A section of the open patient file, from its menu ("Basic information", "Images"). */
  async openSection(section: string): Promise<void> {
    const menu = this.page.getByRole('navigation', { name: this.ui('Patient file') });
    await menu.getByRole('link', { name: this.ui(section), exact: true }).click();
    await menu
      .getByRole('link', { name: this.ui(section), exact: true })
      .and(this.page.locator('[aria-current="page"]'))
      .waitFor();
  }

  /** "Waiting to sync" wherever it marks unsent work inside `scope` (the file's header, a list row, a stage). */
  waitingMarks(scope: Locator | Page = this.page): Locator {
    return scope.getByText(this.ui('Waiting to sync'), { exact: true });
  }
}

/** The top bar's sync badge and the panel it opens (waiting, sending, sent, last sync, Sync now). */
export class SyncPanel {
  private readonly page: Page;
  private readonly ui: UiTexts;

  constructor(page: Page, ui: UiTexts) {
    this.page = page;
    this.ui = ui;
  }

  /**
   * The badge: its state is `data-state` (checking, synced, pending, attention); its name says the same in words. It
   * says "checking" until the page read the outbox.
   */
  badge(): Locator {
    return this.page.getByRole('banner').locator('button[aria-haspopup="dialog"][data-state]');
  }

  /** The badge's state once the page has read the outbox (a state before that read would say nothing). */
  async badgeState(): Promise<string | null> {
    await this.page
      .getByRole('banner')
      .locator('button[aria-haspopup="dialog"][data-state]:not([data-state="checking"])')
      .waitFor();
    return this.badge().getAttribute('data-state');
  }

  /** Waits until the badge says everything reached the server (by its translated name, not only its state). */
  async waitUntilBadgeSaysSynced(timeout = 60_000): Promise<void> {
    await this.page
      .getByRole('banner')
      .getByRole('button', {
        name: this.ui('Sync: everything saved on this device has reached the server'),
        exact: true,
      })
      .waitFor({ timeout });
  }

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.ui('Sync'), exact: true });
  }

  /** The panel's close button: the dialog element itself has no box of its own (its panel is fixed), so this shows it is open. */
  private closeButton(): Locator {
    return this.dialog().getByRole('button', { name: this.ui('Close the sync panel'), exact: true });
  }

  async open(): Promise<void> {
    if (!(await this.closeButton().isVisible())) {
      await this.badge().click();
      await this.closeButton().waitFor();
    }
    await this.waitUntilRead();
  }

  /** The panel says what it holds only once it has read the device (it is busy until then): lists read before are empty. */
  private async waitUntilRead(): Promise<void> {
    await this.dialog().locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  }

  async close(): Promise<void> {
    await this.closeButton().click();
    await this.dialog().waitFor({ state: 'detached' });
  }

  /** A section of the panel by its title ("Waiting", "Sending", "Sent recently", "Needs attention"). */
  section(title: string): Locator {
    return this.dialog().getByRole('region', { name: startingWith(this.ui(title)) });
  }

  /** The connection box ("Offline. Work is saved…", "Online. Everything saved… has reached the server."). */
  connectionStatus(): Locator {
    return this.dialog()
      .getByRole('region', { name: this.ui('Connection') })
      .getByRole('status');
  }

  /**
   * The text of each item card in a section, in order: each starts with the item's title as the panel writes it, its
   * translated action then what it is about ("Record a new patient: Li Na"), followed by where it stands.
   */
  async cardsIn(title: string): Promise<string[]> {
    await this.waitUntilRead();
    const section = this.section(title);
    if ((await section.count()) === 0) return [];
    return section.getByRole('listitem').evaluateAll((items) => items.map((item) => (item.textContent ?? '').trim()));
  }

  async syncNow(): Promise<void> {
    await this.dialog()
      .getByRole('button', { name: this.ui('Sync now'), exact: true })
      .click();
  }
}

/** A translated message with its placeholders filled in (`Stage {name}` → `Stage Initial records`). */
export function withValues(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A file chosen in a file input: a path on disk (see clinical-files.ts). */
export type ChosenFile = { path: string; name: string };

/** The patient file's images section: stages, photos in (camera or files), the gallery. */
export class ImagesScreen {
  private readonly page: Page;
  private readonly ui: UiTexts;

  constructor(page: Page, ui: UiTexts) {
    this.page = page;
    this.ui = ui;
  }

  async waitUntilShown(): Promise<void> {
    await this.page.getByRole('heading', { name: this.ui('Clinical images'), exact: true }).waitFor();
  }

  /** The open stage's panel. */
  stagePanel(name: string): Locator {
    return this.page.getByRole('region', { name: withValues(this.ui('Stage {name}'), { name }), exact: true });
  }

  /** The stage's entry in the list of stages. */
  stageEntry(name: string): Locator {
    return this.page
      .getByRole('navigation', { name: this.ui('Stages'), exact: true })
      .getByRole('button')
      .filter({ hasText: name });
  }

  async addStage(name: string, date: string): Promise<void> {
    const { page, ui } = this;
    await page.getByRole('button', { name: ui('Add stage'), exact: true }).click();
    const form = page.getByRole('form', { name: ui('Add stage'), exact: true });
    await field(form, ui('Stage name')).fill(name);
    await field(form, ui('Stage date')).fill(date);
    await form.getByRole('button', { name: ui('Save'), exact: true }).click();
    await form.waitFor({ state: 'hidden' });
    await this.stagePanel(name).waitFor();
  }

  /** "Take photo" (the camera input) with a file as the camera would hand it over, then Save in the photo dialog. */
  async takePhoto(stageName: string, file: ChosenFile): Promise<void> {
    await this.stagePanel(stageName).getByLabel(this.ui('Take photo'), { exact: true }).setInputFiles(file.path);
    await this.savePhotoDialog(stageName);
  }

  /** "Add photos" with files from the device, then Save in the photo dialog. */
  async addPhotos(stageName: string, files: ChosenFile[]): Promise<void> {
    await this.stagePanel(stageName)
      .getByLabel(this.ui('Add photos'), { exact: true })
      .setInputFiles(files.map((file) => file.path));
    await this.savePhotoDialog(stageName);
  }

  /** The photos shown in the stage's gallery (one figure each). */
  photoCards(stageName: string): Locator {
    return this.stagePanel(stageName).getByRole('figure');
  }

  /**
   * Attaches a 3D model (STL) to the stage: whichever file input of the images page accepts `.stl`. The issue asks for
   * a scan next to the photos; when the page has no such input this fails and says so.
   */
  async attachModel(stageName: string, file: ChosenFile): Promise<void> {
    const input = this.page.locator('input[type="file"][accept*=".stl" i], input[type="file"][accept*="model/stl" i]');
    if ((await input.count()) === 0) {
      throw new Error(
        `The images page offers no way to attach a 3D model (no file input accepts .stl), so "${file.name}" cannot be added to "${stageName}".`,
      );
    }
    await input.first().setInputFiles(file.path);
  }

  private async savePhotoDialog(stageName: string): Promise<void> {
    const form = this.page.getByRole('form', {
      name: withValues(this.ui('Add photos to {stageName}'), { stageName }),
      exact: true,
    });
    await form.getByRole('button', { name: this.ui('Save'), exact: true }).click();
    await form.waitFor({ state: 'hidden' });
  }
}
