import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { translationOf, uiTexts, type TestLocale } from './support/catalog.ts';
import { waitUntilClinicIsOnDevice, waitUntilSessionIsOnDevice } from './support/device-storage.ts';
import {
  layoutFaults,
  seriousAccessibilityViolations,
  TOP_BAR_ONE_ROW_PX,
  topBarHeight,
} from './support/layout-audit.ts';
import { settle, trackApiCalls } from './support/page-settle.ts';
import { DEMO_PASSWORD, freshPhone, registerThroughForm, SignInPage } from './support/sign-in-page.ts';
import { serverAndBrowser, type Suite } from './support/suite.ts';

// The tablet in portrait and the laptop (issue 13), in every language, for the main pages of each role.
const WIDTHS = [
  { width: 768, height: 1024 },
  { width: 1366, height: 768 },
] as const;
const LOCALES: readonly TestLocale[] = ['en', 'zh', 'ru'];
/** LAYOUT_SCREENSHOTS=1 keeps a screenshot of every visit in tests/e2e/.artifacts/layout (git-ignored). */
const SCREENSHOTS = process.env.LAYOUT_SCREENSHOTS === '1' ? 'tests/e2e/.artifacts/layout' : null;

type Role = {
  name: string;
  phone: string;
  landing: string;
  pages: (page: Page, baseUrl: string) => Promise<string[]>;
  /** A user of several clinics: sign-in offers the clinic choice (this clinic is chosen), and the top bar its picker. */
  clinicChoice?: string;
  /** A freshly registered user (no clinic yet): registers through /register instead of signing in. */
  isNew?: boolean;
};

/** The address of the first link on the page at `url` that matches `pattern` (a case or an order of the demo data). */
async function firstLinkOn(page: Page, url: string, pattern: RegExp): Promise<string> {
  await page.goto(url);
  const found = await page.waitForFunction(
    (source) =>
      [...document.querySelectorAll('main a[href]')]
        .map((a) => a.getAttribute('href') ?? '')
        .find((href) => new RegExp(source).test(href)),
    pattern.source,
  );
  return (await found.jsonValue()) as string;
}

const CLINIC_PAGES = ['/home', '/caseList', '/stagingBox', '/patientCenter', '/personalCenter'];
const ROLES: Role[] = [
  {
    name: 'clinic admin',
    phone: '13800000001',
    landing: '**/home',
    pages: async (page, baseUrl) => [
      ...CLINIC_PAGES,
      '/baseEmployee',
      '/clinicManage',
      '/confirmOrder?type=1',
      '/confirmOrder?type=2',
      '/serviceChat',
      '/mergePay',
      '/financialData',
      await firstLinkOn(page, `${baseUrl}/stagingBox`, /^\/invisibleOrthodontic\/\d+/),
    ],
  },
  {
    // No clinic yet: the menu's pages warn that the account has no certification and lead to /clinicManage.
    name: 'freshly registered user',
    phone: freshPhone(),
    landing: '**/home',
    isNew: true,
    pages: async () => ['/home', '/caseList', '/clinicManage', '/personalCenter'],
  },
  {
    name: 'nurse',
    phone: '13800000003',
    landing: '**/home',
    pages: async (page, baseUrl) => [
      ...CLINIC_PAGES,
      await firstLinkOn(page, `${baseUrl}/caseList`, /^\/invisibleOrthodontic\/\d+/),
    ],
  },
  {
    // The top bar's widest state: the clinic picker beside everything else (issue 13 item 12); and the doctor's own
    // area across both clinics (/userDoctor), which needs no clinic chosen.
    name: 'doctor of two clinics',
    phone: '13800000002',
    landing: '**/selectClinic',
    clinicChoice: 'Bright Smile Dental',
    pages: async () => [...CLINIC_PAGES, '/userDoctor'],
  },
  {
    name: 'factory user',
    phone: '13900000001',
    landing: '**/userFactory',
    pages: async (page, baseUrl) => [
      '/userFactory',
      '/userFactory/reviews',
      '/userFactory/remittances',
      await firstLinkOn(page, `${baseUrl}/userFactory`, /^\/userFactory\/case\/\d+$/),
    ],
  },
];

async function signIn(suite: Suite, role: Role): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.browser.newContext({ viewport: WIDTHS[0], hasTouch: true });
  const page = await context.newPage();
  const signInPage = new SignInPage(page, suite.server.url, uiTexts('en'));
  if (role.isNew) {
    await registerThroughForm(page, suite.server.url, role.phone, DEMO_PASSWORD);
  } else {
    await signInPage.open();
    await signInPage.submit(role.phone, DEMO_PASSWORD);
  }
  await page.waitForURL(role.landing);
  if (role.clinicChoice) {
    await page.getByRole('button', { name: role.clinicChoice }).first().click();
    await page.waitForURL('**/home');
    await waitUntilClinicIsOnDevice(page);
  }
  await waitUntilSessionIsOnDevice(page);
  return { context, page };
}

/**
 * The top bar's height while a clinic switch is under way (the picker busy, the spinner beside it): the switch's
 * request is held until the bar is measured, then let through, and the new clinic's page settles.
 */
async function topBarHeightWhileSwitching(
  page: Page,
  locale: TestLocale,
  pendingApiCalls: () => number,
): Promise<number> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const pattern = '**/api/tenant/v1/change-clinic*';
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  try {
    const picker = page.getByRole('combobox', { name: translationOf(locale, 'Clinic'), exact: true });
    const other = await picker.evaluate(
      (select: HTMLSelectElement) => [...select.options].find((option) => !option.selected && !option.disabled)?.value,
    );
    assert.ok(other, 'the picker offers another clinic');
    await picker.selectOption(other);
    await page.waitForFunction(() => document.querySelector('header select[aria-busy="true"]'));
    return await topBarHeight(page);
  } finally {
    release();
    await page.waitForFunction(() => !document.querySelector('header select[aria-busy="true"]'));
    await page.unroute(pattern);
    await settle(page, pendingApiCalls);
  }
}

const suite = serverAndBrowser();

for (const role of ROLES) {
  test(`${role.name}: at 768 and 1366 px in en, zh and ru no page scrolls sideways, the top bar keeps one row, every control is in reach and 44 px, no console warning, no serious axe violation`, async () => {
    const { context, page } = await signIn(suite, role);
    try {
      const console: string[] = [];
      page.on('console', (message) => {
        // The software GL of headless Chromium reports its own slow paths while the 3D plan draws: not the app's words.
        if (message.text().startsWith('[.WebGL-') && message.text().includes('GL Driver Message')) return;
        if (message.type() === 'error' || message.type() === 'warning')
          console.push(`${page.url()}: ${message.type()} ${message.text()}`);
      });
      page.on('pageerror', (error) => console.push(`${page.url()}: uncaught ${error.message}`));
      const pendingApiCalls = trackApiCalls(page);
      const paths = await role.pages(page, suite.server.url);
      const faults: string[] = [];
      for (const locale of LOCALES) {
        await page.evaluate((chosen) => window.localStorage.setItem('cuspid.locale', chosen), locale);
        for (const viewport of WIDTHS) {
          await page.setViewportSize(viewport);
          for (const path of paths) {
            await page.goto(`${suite.server.url}${path}`);
            await settle(page, pendingApiCalls);
            const where = `${locale} ${viewport.width} px ${path}`;
            for (const fault of await layoutFaults(page)) faults.push(`${where}: ${fault}`);
            const barHeight = await topBarHeight(page);
            if (barHeight > TOP_BAR_ONE_ROW_PX)
              faults.push(`${where}: the top bar takes ${barHeight} px (more than one row)`);
            if (role.clinicChoice && path === '/home') {
              const switching = await topBarHeightWhileSwitching(page, locale, pendingApiCalls);
              if (switching > TOP_BAR_ONE_ROW_PX)
                faults.push(`${where}: while switching clinic the top bar takes ${switching} px (more than one row)`);
            }
            // Colour, names and roles do not change with the width: axe runs once per page and language.
            if (viewport.width === WIDTHS[0].width) {
              for (const violation of await seriousAccessibilityViolations(page))
                faults.push(`${where}: axe ${violation}`);
            }
            if (SCREENSHOTS) {
              fs.mkdirSync(SCREENSHOTS, { recursive: true });
              const slug = `${role.name}-${locale}-${viewport.width}${path}`.replace(/[^a-z0-9]+/gi, '-');
              await page.screenshot({ path: `${SCREENSHOTS}/${slug}.png`, fullPage: true });
            }
          }
        }
      }
      assert.deepEqual({ faults: [...new Set(faults)], console }, { faults: [], console: [] });
    } finally {
      await context.close();
    }
  });
}
