import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { uiTexts } from './support/catalog.ts';
import { signInNewContext } from './support/case-screens.ts';
import { localDay, makeWorkingDay } from './support/factory-calendar.ts';
import { pollUntil } from './support/poll.ts';
import { addDay, ServerDatabase } from './support/server-database.ts';
import { DEMO_PASSWORD } from './support/sign-in-page.ts';
import { serverAndBrowser } from './support/suite.ts';

const suite = serverAndBrowser();
const FACTORY_ADMIN = '13900000001';
const TABLET = { width: 768, height: 1024 };

/** The first Saturday at least two weeks away: a weekend day the factory admin makes a make-up working day. */
function saturdayAhead(): string {
  let day = addDay(localDay(), 14);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 6) day = addDay(day, 1);
  return day;
}

async function pressTimes(page: Page, key: string, times: number): Promise<void> {
  for (let count = 0; count < times; count++) await page.keyboard.press(key);
}

test('[en] a factory admin makes a Saturday a working day, and a delivery on it is chosen with the keyboard only', async (t) => {
  const ui = uiTexts('en');
  const { server } = suite;
  const tab = await signInNewContext(suite.browser, {
    baseUrl: server.url,
    ui,
    phone: FACTORY_ADMIN,
    password: DEMO_PASSWORD,
    viewport: TABLET,
    landsOn: /\/userFactory/,
  });
  t.after(() => tab.context.close());
  const { page } = tab;
  const saturday = saturdayAhead();

  // 1. The holiday calendar: the admin adds the Saturday as a make-up working day of its year and saves.
  await makeWorkingDay(page, server.url, ui, saturday);
  await pollUntil(
    () => ServerDatabase.read(server.dataDir, (db) => db.isWorkingDay(saturday)),
    (isWorking) => isWorking,
    'the Saturday is a working day on the server',
  );
  const sunday = addDay(saturday, 1);
  assert.equal(
    ServerDatabase.read(server.dataDir, (db) => db.isWorkingDay(sunday)),
    false,
  );

  // 2. A case released to production (status 23); the factory ships it.
  // The demo's case with a payment order waiting: the factory records the payment and releases it (22 -> 23).
  const [billed] = ServerDatabase.read(server.dataDir, (db) =>
    db.query('select id from orders where status = 21 order by id limit 1'),
  );
  const orderId = Number(billed?.id);
  assert.ok(orderId, 'the demo data has a case waiting for its payment');
  for (const [path, body] of [
    ['/v1/factory/case/payment', { orderId, expectedStatus: 21, reference: 'Bank transfer E2E' }],
    ['/v1/case/transition', { orderId, expectedStatus: 22, to: 23 }],
  ] as const) {
    const moved = await page.request.post(`${server.url}/api/order${path}`, { data: body });
    assert.equal(moved.status(), 200, await moved.text());
  }
  await page.goto(`${server.url}/userFactory/case/${orderId}`);
  const actions = page.getByRole('region', { name: ui('Actions'), exact: true });
  await actions.getByRole('button', { name: ui('Ship'), exact: true }).click();
  const form = actions.getByRole('form', { name: ui('Ship'), exact: true });
  await form.getByLabel(ui('Carrier')).fill('SF Express');
  await form.getByLabel(ui('Tracking number')).fill(`SF${Date.now()}`);

  // 3. Keyboard only: Tab from the tracking number to the date box, Tab to the calendar button, Enter opens it with
  // the focus on the first day that can be chosen; → moves from working day to working day (weekends and holidays
  // are skipped, the make-up Saturday is not); Enter chooses.
  await form.getByLabel(ui('Tracking number')).focus();
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'factory-ship-delivery');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('calendar-panel');
  await panel.waitFor();
  const first = ServerDatabase.read(server.dataDir, (db) => db.nextWorkingDay(localDay()));
  await pollUntil(
    () => page.evaluate(() => document.activeElement?.getAttribute('data-day')),
    (day) => day === first,
    'the calendar opens on the first working day from today',
  );
  const steps = ServerDatabase.read(server.dataDir, (db) => {
    let count = 0;
    for (let day = addDay(first, 1); day <= saturday; day = addDay(day, 1)) if (db.isWorkingDay(day)) count++;
    return count;
  });
  await pressTimes(page, 'ArrowRight', steps);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-day')), saturday);
  assert.equal(await panel.locator(`[data-day="${sunday}"]`).isDisabled(), true, 'the Sunday after cannot be chosen');
  await page.keyboard.press('Enter');
  await panel.waitFor({ state: 'detached' });
  assert.equal(await form.getByTestId('factory-ship-delivery').inputValue(), saturday);
  await form.getByRole('button', { name: ui('Ship'), exact: true }).click();
  await actions.getByText(ui('Done: {0}.').replace('{0}', ui('Ship')), { exact: true }).waitFor();
  const [shipment] = ServerDatabase.read(server.dataDir, (db) =>
    db.query('select estimated_delivery from order_shipments where order_id = ? order by id desc limit 1', orderId),
  );
  assert.equal(shipment?.estimated_delivery, saturday, 'the server took the make-up working day');
});

test('[en] the calendar opens and closes by keyboard, moves by day and week, and shows lunar dates', async (t) => {
  const ui = uiTexts('en');
  const { server } = suite;
  const tab = await signInNewContext(suite.browser, {
    baseUrl: server.url,
    ui,
    phone: FACTORY_ADMIN,
    password: DEMO_PASSWORD,
    viewport: TABLET,
    landsOn: /\/userFactory/,
  });
  t.after(() => tab.context.close());
  const { page } = tab;
  await page.goto(`${server.url}/userFactory/calendar`);
  const box = page.getByTestId('calendar-add-holidays');
  await box.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('calendar-panel');
  await panel.waitFor();
  const focusedDay = () => page.evaluate(() => document.activeElement?.getAttribute('data-day') ?? null);
  const start = await focusedDay();
  assert.ok(start, 'the focus is on a day');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focusedDay(), addDay(start, 7));
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await focusedDay(), addDay(start, -1) >= `${start.slice(0, 4)}-01-01` ? addDay(start, -1) : start);
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), ui('Open the calendar'));
  // Enter on the calendar button opens it again; each day shows its lunar date under it.
  await page.keyboard.press('Enter');
  await panel.waitFor();
  const cell = panel.locator(`[data-day="${start}"]`);
  assert.match((await cell.textContent()) ?? '', /[初十廿三正二四五六七八九冬腊]/u, 'a lunar date is shown');
});
