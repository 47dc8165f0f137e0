import type { Locator } from 'playwright-core';
import { filledIn } from './case-screens.ts';
import { field, type ChosenFile } from './patient-screens.ts';
import { Screen } from './screen.ts';

export type PlanUpload = {
  /** Staged models named as design software names them (`upper_01.stl`): the form reads arch and step from the name. */
  files: ChosenFile[];
  upSteps: number;
  downSteps: number;
  /** Yuan, as typed. */
  price: string;
  note: string;
};

/**
 * The factory console (/userFactory) as a factory user works it: the queues, then one case with the actions its
 * status allows (pass the review, accept into design, upload the plan, payment, release, ship).
 */
export class FactoryConsole extends Screen {

  async openQueues(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/userFactory`);
    await this.page.getByRole('heading', { level: 2, name: this.ui('Case queues'), exact: true }).waitFor();
  }

  /** Finds the case in the open queue by the patient's name (the search) and opens it. */
  async openCaseOf(patientName: string): Promise<number> {
    await field(this.page, this.ui('Search by clinic or patient')).fill(patientName);
    const open = this.page.getByRole('link', {
      name: filledIn(this.ui('Open the case of {patient}'), patientName),
      exact: true,
    });
    await open.click();
    await this.page.waitForURL(/\/userFactory\/case\/\d+$/);
    await this.page.getByRole('heading', { level: 1, name: patientName, exact: true }).waitFor();
    return Number(new URL(this.page.url()).pathname.split('/').pop());
  }

  protected actions(): Locator {
    return this.page.getByRole('region', { name: this.ui('Actions'), exact: true });
  }

  protected actionButton(label: string): Locator {
    return this.actions().getByRole('button', { name: this.ui(label), exact: true });
  }

  protected form(label: string): Locator {
    return this.actions().getByRole('form', { name: this.ui(label), exact: true });
  }

  /** "Done: <action>." once the server took it. */
  protected async waitUntilDone(label: string): Promise<void> {
    await this.actions()
      .getByText(filledIn(this.ui('Done: {0}.'), this.ui(label)), { exact: true })
      .waitFor();
  }

  /** A plain change: its button, then the same button in the confirmation dialog. */
  async confirmAction(label: string): Promise<void> {
    await this.actionButton(label).click();
    await this.page
      .getByRole('dialog')
      .getByRole('button', { name: this.ui(label), exact: true })
      .click();
    await this.waitUntilDone(label);
  }

  async uploadPlan(plan: PlanUpload): Promise<void> {
    const label = 'Upload the plan';
    await this.actionButton(label).click();
    const form = this.form(label);
    await field(form, this.ui('Upper steps')).fill(String(plan.upSteps));
    await field(form, this.ui('Lower steps')).fill(String(plan.downSteps));
    await form.getByLabel(this.ui('Choose files'), { exact: true }).setInputFiles(plan.files.map((file) => file.path));
    const rows = form.getByTestId('plan-file-row');
    for (const file of plan.files) {
      await rows
        .filter({ hasText: file.name })
        .getByText(this.ui('Uploaded'), { exact: true })
        .waitFor({ timeout: 30_000 });
    }
    await field(form, this.ui('Price (yuan)')).fill(plan.price);
    await field(form, this.ui('Note for the doctor')).fill(plan.note);
    await form.getByRole('button', { name: this.ui(label), exact: true }).click();
    await this.waitUntilDone(label);
  }

  async issuePaymentOrder(amount: string): Promise<void> {
    const label = 'Issue the payment order';
    await this.actionButton(label).click();
    const form = this.form(label);
    await field(form, this.ui('Amount (yuan)')).fill(amount);
    await form.getByRole('button', { name: this.ui(label), exact: true }).click();
    await this.waitUntilDone(label);
  }

  async recordPayment(reference: string): Promise<void> {
    const label = 'Record the payment';
    await this.actionButton(label).click();
    const form = this.form(label);
    await field(form, this.ui('Payment reference')).fill(reference);
    await form.getByRole('button', { name: this.ui(label), exact: true }).click();
    await this.waitUntilDone(label);
  }

  async ship(shipment: { carrier: string; trackingNo: string; estimatedDelivery: string }): Promise<void> {
    const label = 'Ship';
    await this.actionButton(label).click();
    const form = this.form(label);
    await field(form, this.ui('Carrier')).fill(shipment.carrier);
    await field(form, this.ui('Tracking number')).fill(shipment.trackingNo);
    await field(form, this.ui('Estimated delivery')).fill(shipment.estimatedDelivery);
    await form.getByRole('button', { name: this.ui(label), exact: true }).click();
    await this.waitUntilDone(label);
  }
}
