import assert from 'node:assert/strict';
import { test } from 'node:test';
import { uiTexts } from './support/catalog.ts';
import { signInNewContext } from './support/case-screens.ts';
import { pollUntil } from './support/poll.ts';
import { ServerDatabase } from './support/server-database.ts';
import { DEMO_ADMIN, DEMO_PASSWORD } from './support/sign-in-page.ts';
import { serverAndBrowser } from './support/suite.ts';

const suite = serverAndBrowser();
const TABLET = { width: 768, height: 1024 };

type OpenPayOrder = { pay_id: number; order_id: number };

/** The demo admin's clinic's open payment orders (the demo data bills aligner batches that wait to be paid). */
function openPayOrders(dataDir: string): OpenPayOrder[] {
  return ServerDatabase.read(dataDir, (db) =>
    db.query(
      `select po.id as pay_id, po.order_id from payment_orders po
         join orders o on o.id = po.order_id
         join clinic_members m on m.clinic_id = o.clinic_id
         join users u on u.id = m.user_id
       where u.phone = ? and po.status = 'open' order by po.id`,
      DEMO_ADMIN,
    ),
  ) as OpenPayOrder[];
}

test('[en] the clinic admin pays the open payment orders in one payment through the local wallet, answered from a second context', async (t) => {
  const ui = uiTexts('en');
  const { server } = suite;
  const open = openPayOrders(server.dataDir);
  assert.ok(open.length >= 1, 'the demo clinic has a payment order waiting');
  const paying = open.slice(0, 2);

  const clinic = await signInNewContext(suite.browser, {
    baseUrl: server.url,
    ui,
    phone: DEMO_ADMIN,
    password: DEMO_PASSWORD,
    viewport: TABLET,
    landsOn: /\/home/,
  });
  t.after(() => clinic.context.close());
  const { page } = clinic;

  // 1. The top bar counts what waits; /mergePay lists it; the orders are chosen.
  const badge = page.getByTestId('unpaid-badge');
  await badge.waitFor();
  await badge.click();
  await page.getByRole('heading', { level: 1, name: ui('Payment orders') }).waitFor();
  for (const { order_id: orderId } of paying) {
    const box = page.getByRole('checkbox', { name: new RegExp(`^Pay order ${orderId},`) });
    await box.check();
  }
  await page.getByRole('button', { name: ui('Pay'), exact: true }).click();
  await page.waitForURL(/\/mergePay\/confirmOrder\?payIds=/);

  // 2. Paid by a wallet: its QR code, and the payment waits.
  // The fee agreement, read and accepted before paying (spec section 5).
  const agreement = page.getByRole('checkbox', { name: ui('I have read and accept the fee agreement.'), exact: true });
  // Ticked once the server recorded the acceptance (then it stays ticked and closed): a click, then that state.
  await agreement.click();
  await agreement.and(page.locator(':checked:disabled')).waitFor();
  await page.getByRole('radio', { name: ui('WeChat Pay'), exact: true }).check();
  await page.getByRole('button', { name: ui('Pay now') }).click();
  await page.getByText(ui('Waiting for the payment…')).waitFor();
  await page.getByRole('img', { name: ui('QR code of the payment') }).waitFor();
  const payload = (await page.getByTestId('qr-payload').textContent())?.trim() ?? '';
  assert.ok(payload.length > 10, 'the QR code carries the wallet’s payload');
  assert.equal(await page.getByText(ui('Payment successful.')).count(), 0, 'no success before the wallet pays');

  // 3. The payer, in a second browser context, opens the payer's page and approves.
  const payer = await signInNewContext(suite.browser, {
    baseUrl: server.url,
    ui,
    phone: DEMO_ADMIN,
    password: DEMO_PASSWORD,
    viewport: TABLET,
    landsOn: /\/home/,
  });
  t.after(() => payer.context.close());
  await payer.page.goto(`${server.url}/mergePay/localWallet?code=${encodeURIComponent(payload)}`);
  await payer.page.getByRole('button', { name: ui('Approve the payment') }).click();
  await payer.page.getByText(/^Approved: the payment is paid/).waitFor();

  // 4. The paying page learns it from the status poll; the server holds the orders paid and moved on.
  await page.getByText(ui('Payment successful.')).waitFor({ timeout: 30_000 });
  const paidIds = paying.map((order) => order.pay_id);
  await pollUntil(
    () => openPayOrders(server.dataDir).filter((order) => paidIds.includes(order.pay_id)),
    (stillOpen) => stillOpen.length === 0,
    'the paid payment orders are no longer open',
  );
  const statuses = ServerDatabase.read(server.dataDir, (db) =>
    db.query(`select status from orders where id in (${paying.map((order) => order.order_id).join(',')})`),
  ) as { status: number }[];
  assert.deepEqual(
    statuses.map((row) => Number(row.status)),
    paying.map(() => 22),
    'each order moved from pending payment to paid',
  );

  // 5. The list no longer offers them, and the badge fell.
  await page.goto(`${server.url}/mergePay`);
  await page.getByRole('heading', { level: 1, name: ui('Payment orders') }).waitFor();
  const left = open.length - paying.length;
  if (left === 0) await badge.waitFor({ state: 'detached' });
  else await page.locator(`[data-testid="unpaid-badge"][aria-label^="${left} "]`).waitFor();
});
