import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { screenshotsOnFailure } from './support/artifacts.ts';
import { uiTexts, type UiTexts } from './support/catalog.ts';
import { filledIn, signInNewContext } from './support/case-screens.ts';
import { pollUntil } from './support/poll.ts';
import { ServerDatabase } from './support/server-database.ts';
import { DEMO_ADMIN, DEMO_PASSWORD } from './support/sign-in-page.ts';
import { serverAndBrowser } from './support/suite.ts';

/**
 * Issue 12's proof in Chromium at tablet width: the clinic admin claims a coupon, pays two orders in one combined
 * payment with it through the local wallet, whose QR code is answered from a second context ([en]); then, in Chinese,
 * shares a pay-on-behalf link for the third order, which someone signed out opens and pays ([zh]). The orders move
 * on and the unpaid badge falls. The demo data bills three aligner batches of the main clinic that wait to be paid.
 */
const suite = serverAndBrowser();
const TABLET = { width: 768, height: 1024 };
const HUNDRED_OFF = '¥100 off orders of ¥3,000';

type OpenPayOrder = { pay_id: number; order_id: number; amount_cents: number };

/** The demo admin's clinic's open payment orders, oldest first. */
function openPayOrders(dataDir: string): OpenPayOrder[] {
  return ServerDatabase.read(dataDir, (db) =>
    db.query(
      `select po.id as pay_id, po.order_id, po.amount_cents from payment_orders po
         join orders o on o.id = po.order_id
         join clinic_members m on m.clinic_id = o.clinic_id
         join users u on u.id = m.user_id
       where u.phone = ? and po.status = 'open' order by po.id`,
      DEMO_ADMIN,
    ),
  ) as OpenPayOrder[];
}

const orderStatuses = (dataDir: string, orderIds: number[]) =>
  (
    ServerDatabase.read(dataDir, (db) =>
      db.query(`select status from orders where id in (${orderIds.join(',')}) order by id`),
    ) as {
      status: number;
    }[]
  ).map((row) => Number(row.status));

const money = (cents: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'CNY' }).format(cents / 100);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function signInAdmin(browser: Browser, baseUrl: string, ui: UiTexts) {
  return signInNewContext(browser, {
    baseUrl,
    ui,
    phone: DEMO_ADMIN,
    password: DEMO_PASSWORD,
    viewport: TABLET,
    landsOn: /\/home/,
  });
}

/** On /mergePay: ticks each order's row (its label starts "Pay order {id},") and goes on to the confirm page. */
async function chooseOrders(page: Page, ui: UiTexts, orderIds: number[]) {
  await page.getByRole('heading', { level: 1, name: ui('Payment orders') }).waitFor();
  const label = ui('Pay order {0}, {1}, {2}');
  for (const orderId of orderIds) {
    const prefix = label.slice(0, label.indexOf('{1}')).replace('{0}', String(orderId));
    await page.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(prefix)}`) }).check();
  }
  await page.getByRole('button', { name: ui('Pay'), exact: true }).click();
  await page.waitForURL(/\/mergePay\/confirmOrder\?payIds=/);
}

/** The fee agreement: asked of the server when the page opens; ticked (once the server recorded it) unless it was. */
async function acceptFeeAgreement(page: Page, ui: UiTexts) {
  const box = page.getByTestId('fee-agreement');
  await box.and(page.locator(':not([data-state="loading"])')).waitFor();
  if ((await box.getAttribute('data-state')) === 'open')
    await page.getByRole('checkbox', { name: ui('I have read and accept the fee agreement.'), exact: true }).click();
  await box.and(page.locator('[data-state="accepted"]')).waitFor();
}

/** The local wallet's payer page, in another signed-in context, approves a QR code's payment. */
async function approveFromSecondContext(browser: Browser, baseUrl: string, ui: UiTexts, payload: string) {
  const payer = await signInAdmin(browser, baseUrl, ui);
  try {
    await payer.page.goto(`${baseUrl}/mergePay/localWallet?code=${encodeURIComponent(payload)}`);
    await payer.page.getByRole('button', { name: ui('Approve the payment') }).click();
    await payer.page.getByText(ui('Approved: the payment is paid. The paying page shows it.')).waitFor();
  } finally {
    await payer.context.close();
  }
}

test('[en] the clinic admin claims a coupon and pays two orders with it in one payment through the local wallet', async (t) => {
  const ui = uiTexts('en');
  const { server } = suite;
  const open = openPayOrders(server.dataDir);
  assert.ok(open.length >= 3, `the demo clinic has three payment orders waiting (found ${open.length})`);
  const paying = open.slice(0, 2);
  const dueCents = paying.reduce((sum, order) => sum + order.amount_cents, 0);
  assert.ok(dueCents >= 300_000, 'the two orders reach the coupon’s threshold');

  const clinic = await signInAdmin(suite.browser, server.url, ui);
  t.after(() => clinic.context.close());
  const { page } = clinic;

  // 1. The top bar's claim entry opens the coupons to claim; the clinic claims ¥100 off ¥3,000.
  await page.getByTestId('coupon-claim-entry').click();
  await page.getByRole('button', { name: filledIn(ui('Claim {name}'), HUNDRED_OFF) }).click();
  await pollUntil(
    () =>
      ServerDatabase.read(server.dataDir, (db) => db.query(`select count(*) as n from clinic_coupons`)) as {
        n: number;
      }[],
    (rows) => Number(rows[0]!.n) === 1,
    'the clinic holds the claimed coupon',
  );

  // 2. The badge counts what waits; the two oldest orders are chosen.
  const badge = page.getByTestId('unpaid-badge');
  await page.locator(`[data-testid="unpaid-badge"][aria-label^="${open.length} "]`).waitFor();
  await badge.click();
  await chooseOrders(
    page,
    ui,
    paying.map((order) => order.order_id),
  );

  // 3. The best coupon is taken off by default: the totals say so before anything is paid.
  await page.getByTestId('coupon-total').waitFor();
  assert.equal(await page.getByTestId('orders-total').textContent(), money(dueCents, 'en'));
  assert.equal(await page.getByTestId('coupon-total').textContent(), `−${money(10_000, 'en')}`);
  assert.equal(await page.getByTestId('due-total').textContent(), money(dueCents - 10_000, 'en'));
  assert.equal(await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(HUNDRED_OFF)}`) }).isChecked(), true);

  // 4. Paid by a wallet: its QR code, and the payment waits; no success before the wallet pays.
  await acceptFeeAgreement(page, ui);
  await page.getByRole('radio', { name: ui('WeChat Pay'), exact: true }).check();
  await page.getByRole('button', { name: ui('Pay now') }).click();
  await page.getByText(ui('Waiting for the payment…')).waitFor();
  await page.getByRole('img', { name: ui('QR code of the payment') }).waitFor();
  const payload = (await page.getByTestId('qr-payload').textContent())?.trim() ?? '';
  assert.ok(payload.length > 10, 'the QR code carries the wallet’s payload');
  assert.equal(await page.getByText(ui('Payment successful.')).count(), 0, 'no success before the wallet pays');

  // 5. The payer, in a second browser context, approves; the paying page learns it from the status poll.
  await approveFromSecondContext(suite.browser, server.url, ui, payload);
  await page.getByText(ui('Payment successful.')).waitFor({ timeout: 30_000 });
  const paidIds = paying.map((order) => order.pay_id);
  await pollUntil(
    () => openPayOrders(server.dataDir).filter((order) => paidIds.includes(order.pay_id)),
    (stillOpen) => stillOpen.length === 0,
    'the paid payment orders are no longer open',
  );
  assert.deepEqual(
    orderStatuses(
      server.dataDir,
      paying.map((order) => order.order_id),
    ),
    [22, 22],
    'both orders moved to paid',
  );
  const [payment] = ServerDatabase.read(server.dataDir, (db) =>
    db.query(`select total_cents, coupon_cents, wallet_cents, state from payments order by id desc limit 1`),
  ) as { total_cents: number; coupon_cents: number; wallet_cents: number; state: string }[];
  assert.deepEqual(
    {
      total: Number(payment!.total_cents),
      coupon: Number(payment!.coupon_cents),
      wallet: Number(payment!.wallet_cents),
      state: payment!.state,
    },
    { total: dueCents - 10_000, coupon: 10_000, wallet: dueCents - 10_000, state: 'paid' },
    'one payment: the coupon took 100 off, the wallet paid the rest',
  );

  // 6. The list no longer offers them, and the badge fell to what is left.
  await page.goto(`${server.url}/mergePay`);
  await page.getByRole('heading', { level: 1, name: ui('Payment orders') }).waitFor();
  await page.locator(`[data-testid="unpaid-badge"][aria-label^="${open.length - 2} "]`).waitFor();
});

test('[zh] a pay-on-behalf link for the last order is opened signed out and paid; the badge goes', async (t) => {
  const ui = uiTexts('zh');
  const { server } = suite;
  const open = openPayOrders(server.dataDir);
  assert.equal(open.length, 1, 'one payment order is left to pay');
  const [last] = open as [OpenPayOrder];

  const clinic = await signInAdmin(suite.browser, server.url, ui);
  t.after(() => clinic.context.close());
  const { page } = clinic;
  await page.getByTestId('unpaid-badge').click();
  await chooseOrders(page, ui, [last.order_id]);
  await page.getByTestId('due-total').waitFor();
  await acceptFeeAgreement(page, ui);

  // 1. The clinic shares a link for the order instead of paying.
  await page.getByRole('button', { name: ui('Share a pay link') }).click();
  const link = page.getByTestId('pay-link');
  await link.waitFor();
  const url = ((await link.textContent()) ?? '').trim();
  assert.match(url, /\/pay\?link=/);
  await page.getByRole('img', { name: ui('QR code of the pay link') }).waitFor();

  // 2. Someone signed out (a context with no session, Chinese) opens it: the amount, and a wallet to choose.
  const stranger = await suite.browser.newContext({ viewport: TABLET });
  t.after(() => stranger.close());
  await stranger.addInitScript(() => window.localStorage.setItem('cuspid.locale', 'zh'));
  const complaints: string[] = [];
  stranger.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
  });
  const payPage = await stranger.newPage();
  await screenshotsOnFailure(stranger, 'pay-link-signed-out', async () => {
    await payPage.goto(url);
    await payPage.getByRole('heading', { name: ui('Pay on behalf of a clinic') }).waitFor();
    assert.equal((await payPage.getByLabel(ui('Amount')).textContent())?.trim(), money(last.amount_cents, 'zh'));
    await payPage.getByRole('button', { name: filledIn(ui('Pay with {0}'), ui('WeChat Pay')) }).click();
    await payPage.getByRole('img', { name: ui('Payment QR code') }).waitFor();

    // 3. The wallet's payer approves the code (the local wallet's payer page, another device); the link page says paid.
    const [waiting] = ServerDatabase.read(server.dataDir, (db) =>
      db.query(`select qr_payload from payments where state = 'pending' order by id desc limit 1`),
    ) as { qr_payload: string }[];
    assert.ok(waiting?.qr_payload, 'the link’s payment waits for its wallet');
    await approveFromSecondContext(suite.browser, server.url, ui, waiting.qr_payload);
    await payPage.getByText(ui('Paid. Thank you: this link cannot be paid again.')).waitFor({ timeout: 30_000 });
  });
  assert.deepEqual(complaints, [], 'the signed-out page ran without an error or a warning (untranslated texts warn)');

  // 4. The order moved on; nothing is left to pay, so the badge goes.
  await pollUntil(
    () => orderStatuses(server.dataDir, [last.order_id]),
    (statuses) => statuses[0] === 22,
    'the order moved to paid',
  );
  assert.equal(openPayOrders(server.dataDir).length, 0);
  await page.goto(`${server.url}/mergePay`);
  await page.getByRole('heading', { level: 1, name: ui('Payment orders') }).waitFor();
  await page.getByTestId('unpaid-badge').waitFor({ state: 'detached' });
});
