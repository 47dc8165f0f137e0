// Screenshots of the UI issue 17 added, at tablet width in en, zh and ru, with the console's warnings and errors, and
// a check for sideways scroll and tap targets under 44 px. Run after `npm run build`:
//   node scripts/issue17-screens.ts [outDir]
import path from 'node:path';
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import type { BrowserContext, Page } from 'playwright-core';
import { uiTexts, type TestLocale, type UiTexts } from '../tests/e2e/support/catalog.ts';
import { launchChromium } from '../tests/e2e/support/chromium.ts';
import { waitUntilSessionIsOnDevice } from '../tests/e2e/support/device-storage.ts';
import { field, PatientScreens } from '../tests/e2e/support/patient-screens.ts';
import { startServer } from '../tests/e2e/support/server.ts';
import { DEMO_ADMIN, DEMO_PASSWORD, SignInPage } from '../tests/e2e/support/sign-in-page.ts';

const outDir = process.argv[2] ?? '/tmp/cuspid-issue17-screens';
fs.mkdirSync(outDir, { recursive: true });
const VIEWPORT = { width: 768, height: 1024 };
const server = await startServer();
const browser = await launchChromium();
const problems: string[] = [];

const write = new SQLite(path.join(server.dataDir, 'cuspid.sqlite'));
const admin = write.prepare('select id from users where phone = ?').get(DEMO_ADMIN) as { id: number };
const order = write.prepare('select o.id, o.patient_id as patientId from orders o order by o.id limit 1').get() as {
  id: number;
  patientId: number;
};
const now = Date.now();
const addComment = write.prepare(
  "insert into order_comments (order_id, author_user_id, author_side, text, images, created_at) values (?, ?, 'clinic', ?, '[]', ?)",
);
for (let index = 0; index < 60; index += 1)
  addComment.run(order.id, admin.id, `Comment ${index + 1}`, now - (60 - index) * 60_000);

async function signedIn(
  locale: TestLocale,
  init?: () => void,
): Promise<{ context: BrowserContext; page: Page; ui: UiTexts }> {
  const ui = uiTexts(locale);
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  await context.addInitScript((value) => window.localStorage.setItem('cuspid.locale', value), locale);
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  watch(page, locale);
  const signIn = new SignInPage(page, server.url, ui);
  await signIn.open();
  await signIn.submit(DEMO_ADMIN, DEMO_PASSWORD);
  await page.waitForURL('**/home');
  await waitUntilSessionIsOnDevice(page);
  return { context, page, ui };
}

function watch(page: Page, locale: string): void {
  page.on('console', (message) => {
    // The contexts block the service worker on purpose (no cache between the page and the server).
    if (message.text().includes('Service Worker registration blocked')) return;
    if (message.type() === 'warning' || message.type() === 'error')
      problems.push(`[${locale}] console ${message.type()} on ${page.url()}: ${message.text()}`);
  });
}

/** Sideways scroll and visible tap targets under 44 px. */
async function layoutProblems(page: Page, name: string): Promise<void> {
  const found = await page.evaluate(() => {
    const out: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth)
      out.push(`sideways scroll: ${document.documentElement.scrollWidth} > ${window.innerWidth}`);
    for (const element of document.querySelectorAll('button, a[href], input, select, [role="button"]')) {
      const box = element.getBoundingClientRect();
      // Hidden until focused (the skip link): not a target on screen.
      if (box.width === 0 || box.height === 0 || element.matches('.sr-only:not(:focus)')) continue;
      if ((element as HTMLInputElement).type === 'hidden' || (element as HTMLInputElement).type === 'file') continue;
      if (box.height < 44 || box.width < 44)
        out.push(
          `target ${Math.round(box.width)}×${Math.round(box.height)}: ${element.tagName} "${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 40)}"`,
        );
    }
    return out;
  });
  for (const line of found) problems.push(`${name}: ${line}`);
}

async function shot(page: Page, name: string): Promise<void> {
  await layoutProblems(page, name);
  await page.screenshot({ path: path.join(outDir, `${name}.png`) });
  console.log(`saved ${name}.png`);
}

for (const locale of ['en', 'zh', 'ru'] as const) {
  // 1. The sync badge while the outbox is being read: its counts never answer.
  {
    const { context, page } = await signedIn(locale, () => {
      const count = IDBIndex.prototype.count;
      IDBIndex.prototype.count = function (this: IDBIndex, ...args: Parameters<IDBIndex['count']>) {
        return this.objectStore.name === 'outbox' ? ({} as IDBRequest<number>) : count.apply(this, args);
      };
    });
    await page.reload();
    await page.locator('header button[data-state="checking"]').waitFor();
    await shot(page, `${locale}-1-badge-checking`);
    await context.close();
  }
  // 2. The session ended with work waiting: the top bar says so, with Sign in.
  {
    const { context, page, ui } = await signedIn(locale);
    const patients = new PatientScreens(page, server.url, ui);
    await patients.openList();
    await context.setOffline(true);
    await patients.create({
      name: `Signed Out ${locale}`,
      gender: 'Female',
      birthDate: '1990-01-02',
      phone: '13900001234',
      source: 'Walk-in',
      dentistName: 'Dr. Wang Li',
    });
    await context.clearCookies();
    await context.setOffline(false);
    await page.getByRole('status', { name: ui('Connection status') }).waitFor({ timeout: 30_000 });
    // The "saved on this device" toast covers the top bar for a moment.
    await page
      .getByText(ui('The patient is saved on this device and sent to the server as soon as it can be.'))
      .waitFor({ state: 'hidden' });
    await shot(page, `${locale}-2-signed-out`);
    await context.close();
  }
  // 3. A case with more comments than one page: "Show earlier comments".
  {
    const { context, page, ui } = await signedIn(locale);
    await page.goto(`${server.url}/invisibleOrthodontic/${order.id}`);
    const button = page.getByRole('button', { name: ui('Show earlier comments') }).first();
    await button.waitFor({ timeout: 20_000 });
    await button.scrollIntoViewIfNeeded();
    await shot(page, `${locale}-3-earlier-comments`);
    await context.close();
  }
  // 4. A patient edited here and elsewhere: the conflict the fix form shows.
  {
    const { context, page, ui } = await signedIn(locale);
    const patients = new PatientScreens(page, server.url, ui);
    await patients.openList();
    const name = `Edited Twice ${locale}`;
    await patients.create({
      name,
      gender: 'Male',
      birthDate: '1985-04-03',
      phone: '13900005678',
      source: 'Walk-in',
      dentistName: 'Dr. Wang Li',
    });
    await page.locator('header button[data-state="synced"]').waitFor({ timeout: 30_000 });
    const { id } = write.prepare('select id from patients where name = ?').get(name) as { id: number };
    await page.goto(`${server.url}/patientCenter/edit?id=${id}`);
    await page.locator('form fieldset:not([disabled])').first().waitFor();
    // Changed here, and elsewhere meanwhile to something else.
    await field(page, ui('Phone')).fill('13944445555');
    await page.getByText(ui('Saved on this device'), { exact: true }).waitFor();
    write.prepare('update patients set phone = ?, updated_at = ? where id = ?').run('13922223333', Date.now(), id);
    await page.getByRole('button', { name: ui('Save changes'), exact: true }).click();
    await page
      .locator('header button[data-state="attention"]')
      .waitFor({ timeout: 30_000 })
      .catch(async (error: unknown) => {
        await page.screenshot({ path: path.join(outDir, 'debug.png') });
        console.log(page.url(), write.prepare('select phone from patients where id = ?').get(id));
        throw error;
      });
    const fixPath = await page.evaluate(async () => {
      const name = `cuspid-user-${window.localStorage.getItem('cuspid.currentUserId')}`;
      const database = await new Promise<IDBDatabase>((resolve) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
      });
      const items = await new Promise<{ state: string; label: { fixPath?: string } }[]>((resolve) => {
        const request = database.transaction('outbox').objectStore('outbox').getAll();
        request.onsuccess = () => resolve(request.result as never);
      });
      database.close();
      return items.find((item) => item.state === 'attention')?.label.fixPath ?? null;
    });
    if (!fixPath) throw new Error('No item needs attention');
    await page.goto(`${server.url}${fixPath}`);
    await page.locator('form fieldset:not([disabled])').first().waitFor();
    await shot(page, `${locale}-4-edit-conflict`);
    await context.close();
  }
  // 5. A draft left by a closed tab, restored in the next one.
  {
    const { context, page, ui } = await signedIn(locale);
    await page.goto(`${server.url}/patientCenter/add`);
    await page.locator('form fieldset:not([disabled])').first().waitFor();
    await field(page, ui('Name')).fill(`Left in a closed tab ${locale}`);
    await page.close({ runBeforeUnload: true });
    const next = await context.newPage();
    watch(next, locale);
    await next.goto(`${server.url}/patientCenter/add`);
    await next.waitForFunction(
      (expected) => (document.querySelector('form input') as HTMLInputElement | null)?.value === expected,
      `Left in a closed tab ${locale}`,
    );
    await shot(next, `${locale}-5-draft-restored`);
    await context.close();
  }
}

write.close();
await browser.close();
await server.stop();
console.log(problems.length ? `\nProblems:\n${problems.join('\n')}` : '\nNo problems found.');
