import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

const FOLDER = 'tests/e2e/.artifacts';

/**
 * Runs a test's body; when it fails, every open tab of `context` is saved as a screenshot in tests/e2e/.artifacts
 * (`<name>-<n>.png`, git-ignored), with the browser's errors and warnings of the run (`<name>.log`), before the failure
 * is passed on: a red run shows what the screen said and what the app complained about.
 */
export async function screenshotsOnFailure<T>(context: BrowserContext, name: string, body: () => Promise<T>): Promise<T> {
  const log: string[] = [];
  const started = Date.now();
  const stamp = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') log.push(`${stamp()} ${message.type()}: ${message.text()}`);
  });
  context.on('weberror', (error) => log.push(`${stamp()} uncaught: ${error.error().stack ?? error.error().message}`));
  try {
    return await body();
  } catch (error) {
    fs.mkdirSync(FOLDER, { recursive: true });
    const slug = name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
    fs.writeFileSync(path.join(FOLDER, `${slug}.log`), log.join('\n'));
    await Promise.all(
      context.pages().map((page, index) => page.screenshot({ path: path.join(FOLDER, `${slug}-${index + 1}.png`), fullPage: true }).catch(() => undefined)),
    );
    throw error;
  }
}

/** Saves what the tab shows now as tests/e2e/.artifacts/<name>.png (kept for a person to look at; git-ignored). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(FOLDER, { recursive: true });
  await page.screenshot({ path: path.join(FOLDER, `${name.replace(/[^a-z0-9]+/gi, '-')}.png`), fullPage: true });
}
