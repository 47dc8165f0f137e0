import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { uiTexts } from './support/catalog.ts';
import { signInNewContext } from './support/case-screens.ts';
import { localDay, makeWorkingDay } from './support/factory-calendar.ts';
import { pollUntil } from './support/poll.ts';
import { addDay, ServerDatabase } from './support/server-database.ts';
import { DEMO_ADMIN, DEMO_PASSWORD } from './support/sign-in-page.ts';
import { serverAndBrowser } from './support/suite.ts';

const suite = serverAndBrowser();
const FACTORY_ADMIN = '13900000001';
const TABLET = { width: 768, height: 1024 };
const MINUTE = 60 * 1000;

/**
 * The pickup to book: the first Saturday or Sunday among today, tomorrow and the day after (the tool's pickup days),
 * at the time of day 35 minutes from now (rounded up to 5 minutes), which is later than now and inside the three-day
 * window on each of them; today only while that time is still today. Null when no weekend day fits (Monday to
 * Wednesday, or a Sunday evening's last half hour).
 */
function weekendSlot(now = new Date()): { day: string; time: string } | null {
  const later = new Date(Math.ceil((now.getTime() + 35 * MINUTE) / (5 * MINUTE)) * 5 * MINUTE);
  const time = `${String(later.getHours()).padStart(2, '0')}:${String(later.getMinutes()).padStart(2, '0')}`;
  const today = localDay(now);
  for (const offset of [0, 1, 2]) {
    const day = addDay(today, offset);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) continue;
    if (offset === 0 && localDay(later) !== today) continue;
    return { day, time };
  }
  return null;
}

/**
 * A new aligner case of the demo doctor's clinic whose model is mailed (a courier to collect it), submitted through
 * the order service as the wizard does: the demo data's cases all have digital scans. Answers its order id.
 */
async function submitMailedCase(page: Page, baseUrl: string, dataDir: string): Promise<number> {
  const [found] = ServerDatabase.read(dataDir, (db) =>
    db.query(
      `select s.id as stage_id, s.patient_id, a.id as address_id from users u
         join clinic_members m on m.user_id = u.id
         join image_stages s on s.clinic_id = m.clinic_id and s.deleted_at is null
         join patients p on p.id = s.patient_id and p.deleted_at is null
         join addresses a on a.user_id = u.id
       where u.phone = ? order by s.stage_time desc, s.id desc limit 1`,
      DEMO_ADMIN,
    ),
  );
  assert.ok(found, 'the demo doctor has a patient with recent images and an address');
  const caseData = {
    basic: {
      patientId: Number(found.patient_id),
      doctorName: 'Dr. Wang Li',
      doctorMobile: DEMO_ADMIN,
      brand: 'cuspid-clear',
      series: 'comprehensive',
      arches: 'both',
      chiefComplaint: 'Spacing between the upper incisors',
      treatmentGoals: 'Close the spaces',
    },
    images: { imageStageId: Number(found.stage_id) },
    model: { kind: 'mailed', pickupAt: Date.now() + 2 * 60 * MINUTE, addressId: Number(found.address_id), note: '' },
    diagnosis: {
      features: ['Spacing'],
      angleClassLeft: 'Class1',
      angleClassRight: 'Class1',
      sagittalRelation: 'maintain',
      overjet: 'maintain',
      midline: 'maintain',
      space: 'closeAll',
      extraction: 'none',
      tmj: 'normal',
      miniImplants: 'notAllowed',
    },
    scheme: { treatmentMethods: ['OptimizedAttachments'], otherDescription: '' },
  };
  const response = await page.request.post(`${baseUrl}/api/order/v1/case/submit`, {
    data: { clientId: `e2e-mailed-${Date.now()}`, caseData },
  });
  assert.equal(response.status(), 200, await response.text());
  const body = (await response.json()) as { data: { orderId: number } };
  return body.data.orderId;
}

test('[en] a pickup is booked on a make-up working day', async (t) => {
  const slot = weekendSlot();
  if (!slot) {
    t.skip(
      'no Saturday or Sunday is among today, tomorrow and the day after (the run starts Monday to Wednesday, or late ' +
        'on a Sunday): the server has no fake clock, so there is no weekend day to make a working day',
    );
    return;
  }
  const ui = uiTexts('en');
  const { server } = suite;

  // 1. The factory admin makes the weekend day a make-up working day.
  const factory = await signInNewContext(suite.browser, {
    baseUrl: server.url,
    ui,
    phone: FACTORY_ADMIN,
    password: DEMO_PASSWORD,
    viewport: TABLET,
    landsOn: /\/userFactory/,
  });
  t.after(() => factory.context.close());
  await makeWorkingDay(factory.page, server.url, ui, slot.day);
  await pollUntil(
    () => ServerDatabase.read(server.dataDir, (db) => db.isWorkingDay(slot.day)),
    (isWorking) => isWorking,
    'the weekend day is a working day on the server',
  );

  // 2. The clinic (signed in after the save, so its pickers read the new calendar) has a case whose model is mailed.
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
  const orderId = await submitMailedCase(page, server.url, server.dataDir);

  // 3. /modelSending: the order, the weekend day (open once the calendar is read), a time, the default address.
  await page.goto(`${server.url}/modelSending`);
  await page.getByRole('heading', { level: 1, name: ui('Model shipping') }).waitFor();
  const order = page.getByRole('checkbox').first();
  await order.waitFor();
  assert.equal(await page.getByRole('checkbox').count(), 1, 'one order has a mailed model waiting');
  await order.check();
  const dayChoice = page.locator(`input[type="radio"][value="${slot.day}"]`);
  await page.locator(`input[type="radio"][value="${slot.day}"]:not([disabled])`).waitFor({ state: 'attached' });
  await page.locator('label', { has: dayChoice }).click();
  assert.equal(await dayChoice.isChecked(), true);
  await page.getByTestId('pickup-time').fill(slot.time);
  await page.getByRole('button', { name: ui('Book the pickup'), exact: true }).click();
  await page
    .getByText(ui('The pickup is booked on this device; it is sent to the courier as soon as there is a connection.'))
    .waitFor();

  // 4. The server's booking row collects the order on that day.
  const [booking] = await pollUntil(
    () =>
      ServerDatabase.read(server.dataDir, (db) =>
        db.query(
          `select p.pickup_day, p.courier_ref from model_pickups p
             join model_pickup_orders o on o.pickup_id = p.id where o.order_id = ?`,
          orderId,
        ),
      ),
    (rows) => rows.length === 1,
    'the booking reached the server',
  );
  assert.equal(booking?.pickup_day, slot.day, 'the server booked the make-up working day');
  assert.match(String(booking?.courier_ref), /^LOCAL-\d+$/);
  // The page shows it among the booked pickups once the outbox has it acknowledged.
  await page
    .getByText(ui('Courier reference: {courierRef}').replace('{courierRef}', String(booking?.courier_ref)))
    .waitFor();
});
