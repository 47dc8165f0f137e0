import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { uiTexts } from './support/catalog.ts';
import { filledIn } from './support/case-screens.ts';
import { archStl } from './support/clinical-files.ts';
import { waitUntilSessionIsOnDevice } from './support/device-storage.ts';
import { MIN_TAP_PX } from './support/layout-audit.ts';
import { field } from './support/patient-screens.ts';
import { ServerDatabase } from './support/server-database.ts';
import { DEMO_ADMIN, DEMO_PASSWORD, SignInPage } from './support/sign-in-page.ts';
import { serverAndBrowser } from './support/suite.ts';

// Issue 13's tablet walk, the faults its layout audit (layout.e2e.ts) cannot see: what a finger does in a list, the
// staff rows' actions, the factory's plan-upload form, the wizard's step bar and the menu drawer. In Russian, whose
// labels are the longest, on a tablet in portrait (and the laptop where the issue named it).
const TABLET = { width: 768, height: 1024 };
const LAPTOP = { width: 1366, height: 768 };
const FACTORY_USER = '13900000001';
const ui = uiTexts('ru');

const suite = serverAndBrowser();

/** A touch tablet's tab (fresh profile, no service worker: the test may hold the page's requests), signed in, in ru. */
async function tabletTab(t: TestContext, phone: string, landsOn: string, viewport = TABLET): Promise<Page> {
  const context = await suite.browser.newContext({ viewport, hasTouch: true, serviceWorkers: 'block' });
  t.after(() => context.close());
  await context.addInitScript((locale) => window.localStorage.setItem('cuspid.locale', locale), ui.locale);
  const page = await context.newPage();
  const signIn = new SignInPage(page, suite.server.url, ui);
  await signIn.open();
  await signIn.submit(phone, DEMO_PASSWORD);
  await page.waitForURL(landsOn);
  await waitUntilSessionIsOnDevice(page);
  return page;
}

/**
 * What keeps a finger from each of `controls`: smaller than 44 px, outside the window sideways (reachable only by
 * scrolling a box sideways, which a tablet user does not guess), or under something else at its centre (clipped or
 * covered). The page is scrolled vertically to each control first, never sideways.
 */
async function outOfReach(controls: Locator): Promise<string[]> {
  return controls.evaluateAll((elements, minimum) => {
    const faults: string[] = [];
    for (const element of elements) {
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      window.scrollTo(window.scrollX, window.scrollY + element.getBoundingClientRect().top - window.innerHeight / 2);
      const box = element.getBoundingClientRect();
      if (box.width < minimum - 0.5 || box.height < minimum - 0.5)
        faults.push(`"${name}" is ${Math.round(box.width)} × ${Math.round(box.height)} px`);
      if (box.left < -0.5 || box.right > window.innerWidth + 0.5) {
        faults.push(`"${name}" lies outside the window (${Math.round(box.left)}–${Math.round(box.right)} px)`);
        continue;
      }
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || !(element === hit || element.contains(hit)))
        faults.push(`"${name}" is covered at its centre by <${hit?.tagName.toLowerCase() ?? 'nothing'}>`);
    }
    return faults;
  }, MIN_TAP_PX);
}

/** Text cut inside `elements`: what they hold is wider than what they show (an ellipsis or a clipped end). */
async function cutTexts(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((found) =>
    found
      .filter((element) => element.scrollWidth > element.clientWidth + 0.5)
      .map((element) => `"${element.textContent?.trim()}" shows ${element.clientWidth} of ${element.scrollWidth} px`),
  );
}

/** The page does not scroll sideways. */
async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('a tap anywhere in a row opens its case on the case list and its order on Orders, not only the small link (point 3)', async (t) => {
  const page = await tabletTab(t, DEMO_ADMIN, '**/home');
  for (const list of ['/caseList', '/stagingBox']) {
    await page.goto(`${suite.server.url}${list}`);
    const row = page
      .locator('main tbody tr')
      .filter({ has: page.locator('a[href]') })
      .first();
    await row.waitFor();
    const href = await row.locator('a[href]').first().getAttribute('href');
    assert.ok(href, `${list}: the row links to its page`);
    // The finger lands on a cell that holds no link and no button: the row itself must answer.
    const plainCell = row
      .locator('td:visible')
      .filter({ hasNot: page.locator('a, button, [role=switch]') })
      .first();
    await plainCell.tap();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
  }
});

test('every row action of staff management is in reach of a finger at 768 and 1366 px in ru (point 4)', async (t) => {
  const page = await tabletTab(t, DEMO_ADMIN, '**/home');
  for (const viewport of [TABLET, LAPTOP]) {
    await page.setViewportSize(viewport);
    await page.goto(`${suite.server.url}/baseEmployee`);
    const table = page.getByRole('table', { name: ui('Staff'), exact: true });
    const rows = table.locator('tbody tr');
    await rows
      .first()
      .getByRole('button', { name: ui.pattern('Edit {name}') })
      .waitFor();
    const actions = rows.locator('button, [role=switch], a[href]');
    assert.ok((await actions.count()) >= 3 * (await rows.count()), 'each staff row has its actions');
    assert.deepEqual(
      { width: viewport.width, faults: await outOfReach(actions) },
      { width: viewport.width, faults: [] },
    );
  }
});

test('the new staff member form keeps Save in reach without scrolling, on a tablet and a laptop, in ru (point 10)', async (t) => {
  const page = await tabletTab(t, DEMO_ADMIN, '**/home');
  for (const viewport of [TABLET, LAPTOP]) {
    await page.setViewportSize(viewport);
    await page.goto(`${suite.server.url}/baseEmployee`);
    await page.getByRole('button', { name: ui('Add staff member'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    const save = dialog.getByRole('button', { name: ui('Save'), exact: true });
    await save.waitFor();
    const reach = await save.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        inWindow: box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth,
        atCentre: hit !== null && (hit === element || element.contains(hit)),
      };
    });
    assert.deepEqual({ width: viewport.width, ...reach }, { width: viewport.width, inWindow: true, atCentre: true });
    await dialog.getByRole('button', { name: ui('Cancel'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }
});

test('the plan-upload form on a tablet takes the page’s width, its arch selects a finger’s size, and asks for the totals before any step range (point 9)', async (t) => {
  const [designing] = ServerDatabase.read(suite.server.dataDir, (db) =>
    db.query('select id from orders where status = 6 order by id limit 1'),
  );
  assert.ok(designing, 'the demo data has a case waiting for its plan');
  const page = await tabletTab(t, FACTORY_USER, '**/userFactory');
  // Uploads are held until the layout is measured: the form is seen as it is while its files upload.
  let releaseUploads = () => {};
  const uploadsHeld = new Promise<void>((resolve) => (releaseUploads = resolve));
  t.after(() => releaseUploads());
  await page.route('**/api/emr/oss/**', async (route) => {
    await uploadsHeld;
    await route.continue().catch(() => {});
  });
  await page.goto(`${suite.server.url}/userFactory/case/${designing.id}`);
  const actions = page.getByRole('region', { name: ui('Actions'), exact: true });
  const label = ui('Upload the plan');
  await actions.getByRole('button', { name: label, exact: true }).click();
  const form = actions.getByRole('form', { name: label, exact: true });
  const names = ['Huang_Min_treatment_upper_01.stl', 'Huang_Min_treatment_upper_12.stl', 'lower_12.stl'];
  await form
    .getByLabel(ui('Choose files'), { exact: true })
    .setInputFiles(names.map((name, step) => archStl(name, { segments: 24, rings: 6, expansion: step * 0.03 }).path));
  const rows = form.getByTestId('plan-file-row');
  await rows
    .nth(names.length - 1)
    .getByRole('progressbar')
    .waitFor();
  // Sent before any total is set: each row asks for its arch's total, none for a step "from 0 to 0".
  await form.getByRole('button', { name: label, exact: true }).click();
  await form.getByText(ui("Set this arch's total steps above first."), { exact: true }).first().waitFor();

  const formBox = (await form.boundingBox())!;
  const selects = form.getByRole('combobox', { name: ui.pattern('Arch of {name}') });
  const selectBoxes = await selects.evaluateAll((found) =>
    found.map((select) => select.getBoundingClientRect().toJSON() as DOMRect),
  );
  // A file name on one line (an inline box has one client rect per line it takes), not broken letter by letter.
  const nameLines = await rows.evaluateAll((found) =>
    found.map((row) => row.querySelector('span')!.getClientRects().length),
  );
  const measured = {
    uploading: await rows.getByRole('progressbar').count(),
    formShareOfWidth: formBox.width / TABLET.width >= 0.6,
    selects: selectBoxes.map((box) => box.height >= MIN_TAP_PX - 0.5 && box.width >= 120),
    fileNameLines: nameLines,
    pageOverflow: await pageOverflow(page),
    fromZeroToZero: await form.getByText(filledIn(ui('Enter a step from 0 to {max}.'), 0)).count(),
  };
  assert.deepEqual(measured, {
    uploading: names.length,
    formShareOfWidth: true,
    selects: names.map(() => true),
    fileNameLines: names.map(() => 1),
    pageOverflow: 0,
    fromZeroToZero: 0,
  });
  // The totals set, the step ranges are the arch's: a step beyond the total is refused with its range.
  await field(form, ui('Upper steps')).fill('10');
  await field(form, ui('Lower steps')).fill('10');
  await form
    .getByText(filledIn(ui('Enter a step from 0 to {max}.'), 10))
    .first()
    .waitFor();
  releaseUploads();
});

test('the wizard’s step bar shows all six steps and the tablet’s menu drawer every label in full, in ru (point 13)', async (t) => {
  const page = await tabletTab(t, DEMO_ADMIN, '**/home');
  await page.goto(`${suite.server.url}/confirmOrder?type=1`);
  const steps = page.getByRole('navigation', { name: ui('Case wizard steps') }).getByRole('button');
  await steps.first().waitFor();
  assert.equal(await steps.count(), 6);
  const enabledSteps = page.getByRole('navigation', { name: ui('Case wizard steps') }).locator('button:enabled');
  const stepFaults = [
    ...(await steps.evaluateAll((found) =>
      found
        .map((step) => [step.textContent ?? '', step.getBoundingClientRect()] as const)
        .filter(([, box]) => box.left < -0.5 || box.right > window.innerWidth + 0.5 || box.width < 1)
        .map(([name, box]) => `step "${name}" lies at ${Math.round(box.left)}–${Math.round(box.right)} px`),
    )),
    ...(await outOfReach(enabledSteps)),
    ...(await cutTexts(steps)),
    ...(await cutTexts(page.getByRole('navigation', { name: ui('Case wizard steps') }).locator('ol'))),
  ];
  assert.deepEqual(stepFaults, []);

  await page.getByRole('button', { name: ui('Show the menu'), exact: true }).click();
  const menu = page.getByRole('navigation', { name: ui('Main menu'), exact: true });
  const links = menu.getByRole('link');
  await links.first().waitFor();
  assert.ok((await links.count()) >= 5, 'the drawer lists the menu');
  const labels = links.locator('span');
  const drawerFaults = [
    ...(await cutTexts(links)),
    ...(await cutTexts(labels)),
    ...(await labels.evaluateAll((found) =>
      found
        .filter(
          (label) =>
            getComputedStyle(label).textOverflow === 'ellipsis' || getComputedStyle(label).whiteSpace === 'nowrap',
        )
        .map((label) => `"${label.textContent}" would be cut, not wrapped`),
    )),
    ...(await outOfReach(links)),
  ];
  assert.deepEqual(drawerFaults, []);
});
