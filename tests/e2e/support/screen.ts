import type { Page } from 'playwright-core';
import type { UiTexts } from './catalog.ts';

/** A screen of the app as a test drives it: the tab, the app's address and the texts in the test's language. */
export abstract class Screen {
  protected readonly page: Page;
  protected readonly baseUrl: string;
  protected readonly ui: UiTexts;

  constructor(page: Page, baseUrl: string, ui: UiTexts) {
    this.page = page;
    this.baseUrl = baseUrl;
    this.ui = ui;
  }
}
