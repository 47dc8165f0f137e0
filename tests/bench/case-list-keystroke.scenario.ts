// Loaded by case-list-keystroke.bench.ts through Vite's module runner. The production build in its own process, the
// demo doctor's clinic seeded with 10,000 aligner cases, headless Chromium signed in through the /login form; then
// keystrokes in the /caseList search box timed to the paint of the updated table, beside two baselines on the same
// page: a keystroke in a plain input with nothing attached, and a switch to a tab whose page is cached.
import type { Page } from 'playwright-core';
import { NETWORK } from '../../src/domain/constants';
import { launchChromium } from '../e2e/support/chromium.ts';
import { DEMO_ADMIN, DEMO_PASSWORD, SignInPage } from '../e2e/support/sign-in-page.ts';
import { startBenchServer } from './bench-server.ts';
import { seedAlignerCases, summarise, type SeededClinic, type Timing } from './case-list.scenario.ts';

export const CASES = 10_000;
/** One new keyword per keystroke (the text is selected and replaced), so every search goes to the server. */
const KEYS = 'aeiounghwlzxsmjtyqpfrbdk'.split('');
const PLAIN_KEYS = 30;
const TAB_SWITCHES = 20;
const MEASURE_TIMEOUT_MS = 15_000;

export type KeystrokeFigures = {
  seeded: SeededClinic;
  keystroke: Timing;
  plainInput: Timing;
  cachedTab: Timing;
  keystrokeSamplesMs: number[];
  debounceMs: number;
};

type Mode = 'table-after-key' | 'plain-input' | 'table-after-click';

/**
 * Installed in the page: `__arm(mode)` starts listening; the result is the time from the input event (keydown or
 * pointerdown, its own timestamp) to the frame after the change: the table's rows changed or its busy mark cleared
 * (a MutationObserver), or the plain input's value changed; then requestAnimationFrame and a task, which runs after
 * that frame is painted.
 */
function installProbe(): void {
  const probe = window as unknown as { __arm: (mode: Mode) => void; __result: Promise<number> | null };
  probe.__result = null;
  probe.__arm = (mode: Mode) => {
    probe.__result = new Promise<number>((resolve) => {
      let start: number | null = null;
      const startEvent = mode === 'table-after-click' ? 'pointerdown' : 'keydown';
      document.addEventListener(startEvent, (event) => (start ??= event.timeStamp), { capture: true, once: true });
      const afterPaint = () =>
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - (start ?? NaN)), 0));
      if (mode === 'plain-input') {
        document.addEventListener('input', afterPaint, { capture: true, once: true });
        return;
      }
      const table = document.querySelector('table');
      if (!table) throw new Error('No table on the page');
      const body = table.querySelector('tbody');
      const observer = new MutationObserver((records) => {
        if (start === null) return;
        const rowsChanged = records.some((record) => record.target !== table && body?.contains(record.target as Node));
        const settled =
          table.getAttribute('aria-busy') === 'false' && records.some((record) => record.attributeName === 'aria-busy');
        if (!rowsChanged && !settled) return;
        observer.disconnect();
        afterPaint();
      });
      observer.observe(table, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['aria-busy'],
      });
    });
  };
}

async function measure(page: Page, mode: Mode, act: () => Promise<void>): Promise<number> {
  await page.evaluate((m) => (window as unknown as { __arm: (mode: string) => void }).__arm(m), mode);
  await act();
  const elapsed = await page.evaluate(
    (timeout) =>
      Promise.race([
        (window as unknown as { __result: Promise<number> }).__result,
        new Promise<number>((_, reject) =>
          setTimeout(() => reject(new Error('no paint of an updated table')), timeout),
        ),
      ]),
    MEASURE_TIMEOUT_MS,
  );
  if (!Number.isFinite(elapsed)) throw new Error(`${mode}: the input event was not seen`);
  await settle(page);
  return elapsed;
}

/** Waits until the table is not loading (background refetches done), and a little more for the page to go idle. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('table')?.getAttribute('aria-busy') === 'false');
  await page.waitForTimeout(200);
}

export async function runKeystrokeBenchmark(): Promise<KeystrokeFigures> {
  const server = await startBenchServer('built');
  const browser = await launchChromium();
  try {
    const doctor = await server.kysely
      .selectFrom('users')
      .innerJoin('clinic_members', 'clinic_members.user_id', 'users.id')
      .select(['users.id', 'users.name', 'clinic_members.clinic_id'])
      .where('users.phone', '=', DEMO_ADMIN)
      .executeTakeFirstOrThrow();
    const seeded = await seedAlignerCases(server.kysely, {
      clinicId: doctor.clinic_id,
      userId: doctor.id,
      doctorName: doctor.name,
      count: CASES,
    });

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const signIn = new SignInPage(page, server.origin);
    await signIn.open();
    await signIn.submit(DEMO_ADMIN, DEMO_PASSWORD);
    await page.waitForURL('**/home');
    await page.goto(`${server.origin}/caseList?tab=completed`);
    // Found by structure, not by name: the build shows new messages by their ids until the catalogs are extracted.
    const table = page.locator('table');
    await table
      .locator('tbody tr')
      .nth(9)
      .waitFor()
      .catch(async (error: unknown) => {
        const text = await page.locator('body').innerText();
        throw new Error(`/caseList showed no page of cases (${page.url()}):\n${text.slice(0, 2000)}`, { cause: error });
      });
    await settle(page);
    await page.evaluate(installProbe);

    // Baseline 1: a plain input on the same page, nothing attached to it.
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'bench-plain-input';
      input.setAttribute('aria-label', 'Plain input');
      document.querySelector('main')?.prepend(input);
    });
    await page.locator('#bench-plain-input').focus();
    const plain: number[] = [];
    for (let i = 0; i < PLAIN_KEYS; i++)
      plain.push(await measure(page, 'plain-input', () => page.keyboard.press(KEYS[i % KEYS.length]!)));

    // The measured keystrokes: each replaces the keyword with a new letter, searched once typing pauses (500 ms).
    const search = page.getByRole('searchbox');
    await search.focus();
    const keystrokes: number[] = [];
    for (const key of KEYS) {
      await page.keyboard.press('Control+A');
      keystrokes.push(await measure(page, 'table-after-key', () => page.keyboard.press(key)));
    }

    // Baseline 2: switching to a tab whose first page is already in the cache (no request before the paint).
    await search.fill('');
    await page.keyboard.press('Enter');
    await settle(page);
    // The tabs in CASE_TABS order: pending (0) and completed (3).
    const tabs = [page.getByRole('tab').nth(0), page.getByRole('tab').nth(3)];
    for (const tab of tabs) {
      await tab.click();
      await settle(page);
    }
    const switches: number[] = [];
    for (let i = 0; i < TAB_SWITCHES; i++)
      switches.push(await measure(page, 'table-after-click', () => tabs[i % 2]!.click()));

    await context.close();
    return {
      seeded,
      keystroke: summarise(keystrokes),
      plainInput: summarise(plain),
      cachedTab: summarise(switches),
      keystrokeSamplesMs: keystrokes,
      debounceMs: NETWORK.debounceMs,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
