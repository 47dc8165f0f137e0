import assert from 'node:assert/strict';
import { test } from 'node:test';
import { launchChromium } from './support/chromium.ts';
import { startServer } from './support/server.ts';
import { FirstPage } from './support/app-page.ts';
import { translationOf } from './support/catalog.ts';

test('on the first page, 中文 and Русский change the visible text, and the choice survives a reload', async () => {
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext()).newPage();
    const app = new FirstPage(page);
    await page.goto(`${server.url}/login`);
    await app.heading('Product lines').waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), 'en');

    for (const locale of ['zh', 'ru'] as const) {
      const productLines = translationOf(locale, 'Product lines');
      const alignerName = translationOf(locale, 'Invisible aligners');
      await app.languageSelect().selectOption(locale);
      await app.heading(productLines).waitFor();
      await page.getByText(alignerName, { exact: true }).first().waitFor();
      assert.equal(await page.getAttribute('html', 'lang'), locale);
      assert.equal(await page.getByRole('heading', { name: 'Product lines', exact: true }).count(), 0);

      await page.reload();
      await app.heading(productLines).waitFor();
      assert.equal(await app.languageSelect().inputValue(), locale);
    }

    await app.languageSelect().selectOption('en');
    await app.heading('Product lines').waitFor();
  } finally {
    await browser.close();
    await server.stop();
  }
});
