import type { Page } from 'playwright-core';

/** The public first page (/login), as a visitor sees it. */
export class FirstPage {
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  brandHeading() {
    return this.page.getByRole('heading', { level: 1, name: 'Cuspid' });
  }

  heading(name: string) {
    return this.page.getByRole('heading', { name, exact: true });
  }

  /** The language select: its accessible name is translated, so find it as the page's only combobox. */
  languageSelect() {
    return this.page.getByRole('combobox');
  }

  connectionStatus() {
    return this.page.getByRole('status').filter({ hasText: /\S/ }).first();
  }

  async waitForServiceWorkerControl(): Promise<void> {
    await this.page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
  }
}
