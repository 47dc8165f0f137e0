import type { Locator } from 'playwright-core';
import { CaseWizardScreen, filledIn } from './case-screens.ts';
import { FactoryConsole } from './factory-screens.ts';
import { field, type ChosenFile } from './patient-screens.ts';
import { Screen } from './screen.ts';

/**
 * The fixed-denture wizard (/confirmOrder?type=2) as the doctor drives it: the generic wizard's steps and bar (shared
 * with the aligner screen), plus the tooth chart, the shades and the design preferences of line 2. Teeth are named by
 * their FDI numbers (the chart's buttons carry them whatever notation the chart shows).
 */
export class DentureWizardScreen extends CaseWizardScreen {
  override async openNew(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/confirmOrder?type=2`);
    await this.page.waitForURL((url) => url.searchParams.has('draft'));
    await this.page.getByRole('heading', { level: 1, name: this.ui('New fixed denture order'), exact: true }).waitFor();
  }

  /** A new order for the patient: the wizard opened afresh and the patient picked. */
  async startForPatient(patientName: string): Promise<void> {
    await this.openNew();
    await this.waitForStep('Basic info');
    await this.pickPatient(patientName);
  }

  tooth(fdi: number): Locator {
    return this.page.getByTestId(`tooth-${fdi}`);
  }

  /** The segmented choice of the chart's notation ("Palmer"…), by its English label. */
  async chooseNotation(label: string): Promise<void> {
    await this.choose('Tooth notation', label);
  }

  async selectTeeth(teeth: number[]): Promise<void> {
    for (const fdi of teeth) {
      await this.tooth(fdi).click();
      await this.tooth(fdi).and(this.page.locator('[aria-pressed="true"]')).waitFor();
    }
  }

  async addBridge(teeth: number[]): Promise<void> {
    await this.selectTeeth(teeth);
    await this.page.getByTestId('add-bridge').click();
    await this.tooth(teeth[0]!).and(this.page.locator(':disabled')).waitFor();
  }

  async addCrowns(teeth: number[]): Promise<void> {
    await this.selectTeeth(teeth);
    await this.page.getByTestId('add-crowns').click();
    await this.tooth(teeth[0]!).and(this.page.locator(':disabled')).waitFor();
  }

  /** The options of one tooth's unit, in the teeth step (`Tooth {label}` in the user's notation). */
  unit(label: string): Locator {
    return this.page.getByRole('region', { name: this.ui('Tooth {0}').replace('{0}', label), exact: true });
  }

  /** The shades of one restored tooth (the shades step). */
  shadesOf(fdi: number): Locator {
    return this.page.getByTestId(`shades-${fdi}`);
  }

  /** Sets shade `at` (1-based) of a tooth: its guide by the option's English label, then the tab. */
  async setShade(fdi: number, at: number, guide: string, shade: string): Promise<void> {
    const entry = this.shadesOf(fdi);
    await field(entry, this.ui('Shade guide {0}').replace('{0}', String(at))).selectOption({ label: this.ui(guide) });
    await field(entry, this.ui('Shade {0}').replace('{0}', String(at))).selectOption({ label: shade });
  }

  /** The tab chosen as shade `at` (1-based) of a tooth. */
  async shadeValue(fdi: number, at: number): Promise<string> {
    return field(this.shadesOf(fdi), this.ui('Shade {0}').replace('{0}', String(at))).inputValue();
  }

  async addShade(fdi: number): Promise<void> {
    await this.shadesOf(fdi)
      .getByRole('button', { name: this.ui('Add a shade'), exact: true })
      .click();
  }

  /** The lab slip of the preview step. */
  labSlip(): Locator {
    return this.page.getByTestId('denture-lab-slip');
  }
}

/** The factory console on a fixed-denture order: the line's own forms beside the plain moves. */
export class DentureFactoryConsole extends FactoryConsole {
  /** 41 or 43 -> 42: the abutment's selection id and its design files, sent for the clinic to confirm. */
  async selectAbutment(selectionId: string, files: ChosenFile[], label = 'Send the abutment design'): Promise<void> {
    await this.actionButton(label).click();
    const form = this.form(label);
    await field(form, this.ui('Abutment selection id')).fill(selectionId);
    if (files.length > 0) await form.locator('input[type="file"]').setInputFiles(files.map((file) => file.path));
    for (const file of files) await form.getByText(file.name).first().waitFor();
    await form.getByRole('button', { name: this.ui(label), exact: true }).click();
    await this.waitUntilDone(label);
  }

  /** 68 -> 69: the try-in leaves with a carrier and a tracking number. */
  async shipTryIn(carrier: string, trackingNo: string): Promise<void> {
    const label = 'Ship the try-in';
    await this.actionButton(label).click();
    const form = this.form(label);
    await field(form, this.ui('Carrier')).fill(carrier);
    await field(form, this.ui('Tracking number')).fill(trackingNo);
    await form.getByRole('button', { name: this.ui(label), exact: true }).click();
    await this.waitUntilDone(label);
  }

  /** The order's page again, as the clinic's last move left it. */
  async reload(patientName: string): Promise<void> {
    await this.page.reload();
    await this.page.getByRole('heading', { level: 1, name: patientName, exact: true }).waitFor();
  }
}

/** What a clinic's move takes beside its button: a reason, photos, the shipping check. */
export type DentureMoveInput = { reason?: string; photos?: ChosenFile[]; checked?: boolean };

/**
 * The clinic's fixed-denture order (/dentureTeethOrderDetail/{id}) as the doctor works it: each move is a button
 * (`denture-action-<move>`) opening its dialog, queued through the outbox; a rework names teeth on the order's chart.
 */
export class DentureOrderScreen extends Screen {
  async open(orderId: number): Promise<void> {
    await this.page.goto(`${this.baseUrl}/dentureTeethOrderDetail/${orderId}`);
    await this.heading(orderId).waitFor();
  }

  heading(orderId: number): Locator {
    return this.page.getByRole('heading', {
      level: 1,
      name: filledIn(this.ui('Fixed denture order {0}'), orderId),
      exact: true,
    });
  }

  action(move: string): Locator {
    return this.page.getByTestId(`denture-action-${move}`);
  }

  private dialog(title: string): Locator {
    return this.page.getByRole('dialog').getByRole('form', { name: this.ui(title), exact: true });
  }

  private async attach(form: Locator, photos: ChosenFile[]): Promise<void> {
    if (photos.length === 0) return;
    await form.getByLabel(this.ui('Attach photos'), { exact: true }).setInputFiles(photos.map((photo) => photo.path));
    for (const photo of photos) await form.getByText(photo.name).waitFor();
  }

  /**
   * One move of the order's table: its button, then its dialog (titled as the button's move, e.g. "Try-in failed")
   * filled in and confirmed; resolves once the dialog closed, i.e. the move is on the device.
   */
  async move(move: string, title: string, input: DentureMoveInput = {}): Promise<void> {
    await this.action(move).click();
    const form = this.dialog(title);
    if (input.checked) {
      await form
        .getByRole('checkbox', { name: this.ui('I checked the denture and its photos against the order.') })
        .check();
    }
    if (input.reason !== undefined) await field(form, this.ui('Reason')).fill(input.reason);
    await this.attach(form, input.photos ?? []);
    await form.getByRole('button', { name: this.ui(title), exact: true }).click();
    await form.waitFor({ state: 'detached' });
  }

  /** Acceptance failed: the teeth to rework (by FDI, labelled in the chart's notation), each with its reason. */
  async askRework(teeth: { fdi: number; label: string; reason: string }[], photos: ChosenFile[]): Promise<void> {
    await this.action('askRework').click();
    const form = this.dialog('Acceptance failed: ask for a rework');
    for (const tooth of teeth) {
      await form.getByTestId(`tooth-${tooth.fdi}`).click();
      await field(form, filledIn(this.ui('Reason for tooth {label}'), tooth.label)).fill(tooth.reason);
    }
    await this.attach(form, photos);
    await form.getByRole('button', { name: this.ui('Ask for the rework'), exact: true }).click();
    await form.waitFor({ state: 'detached' });
  }
}
