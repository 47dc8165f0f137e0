import type { Locator } from 'playwright-core';
import { CaseWizardScreen } from './case-screens.ts';
import { FactoryConsole } from './factory-screens.ts';
import { field, type ChosenFile } from './patient-screens.ts';

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
    await form.locator('input[type="file"]').setInputFiles(files.map((file) => file.path));
    for (const file of files) await form.getByText(file.name).first().waitFor();
    await form.getByRole('button', { name: this.ui(label), exact: true }).click();
    await this.waitUntilDone(label);
  }
}
