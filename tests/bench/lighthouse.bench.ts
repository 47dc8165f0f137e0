// Lighthouse (mobile preset, the default config) on the first page, on the first signed-in page (/home, cold cache),
// and on a bare static HTML page served by node:http in the same run as the baseline: LCP and TBT are reported as
// ratios to that baseline. Goals (issue 15): /login at least 0.99 with LCP at most 1.5 s, /home at least 0.95.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { LOCALE_COOKIE } from '../../src/domain/locale.ts';
import { CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { startServer } from '../e2e/support/server.ts';
import { DEMO_ADMIN, DEMO_PASSWORD, SignInPage } from '../e2e/support/sign-in-page.ts';
import { waitUntilSessionIsOnDevice } from '../e2e/support/device-storage.ts';
import { ratio, report } from './support.ts';

const DEBUG_PORT = 9333;
const BARE_HTML = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Bare</title><meta name="description" content="baseline"></head><body><h1>Hello</h1><p>A bare page for the baseline.</p></body></html>';

const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'cuspid-lh-'));
const chrome = spawn(CHROMIUM_PATH, [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', `--remote-debugging-port=${DEBUG_PORT}`, `--user-data-dir=${profile}`, 'about:blank',
], { stdio: 'ignore' });
const bare = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(BARE_HTML));
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
const bareUrl = `http://127.0.0.1:${(bare.address() as { port: number }).port}/`;
const server = await startServer();

async function waitForChrome(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('Chromium did not open its debugging port');
}

type Audit = { score: number; lcp: number; tbt: number; cls: number };
async function audit(url: string, keepSignIn = false, label = new URL(url).pathname.replace(/\W+/g, '') || 'baseline'): Promise<Audit> {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
    // Lighthouse's storage reset would sign the user out; signInForHome empties the caches itself instead.
    disableStorageReset: keepSignIn,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  // LIGHTHOUSE_REPORT_DIR=dir keeps each page's whole report (the LCP element, the request chain, the main thread).
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) {
    fs.mkdirSync(reportDir, { recursive: true });
    fs.writeFileSync(path.join(reportDir, `${label}.json`), JSON.stringify(lhr, null, 1));
  }
  return {
    score: lhr.categories.performance?.score ?? 0,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

/**
 * Prepares the audited Chromium on one of its pages, then leaves a cold cache: no HTTP cache, no service worker, no
 * Cache Storage; what `prepare` kept on the device (cookies, local storage, the user's database) stays.
 */
async function prepareColdStart(prepare: (page: Page, context: BrowserContext) => Promise<void>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('Chromium has no default context');
  const page = await context.newPage();
  await prepare(page, context);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(server.url).origin,
    storageTypes: 'service_workers,cache_storage',
  });
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  // Disconnects without closing the browser Lighthouse goes on driving.
  await browser.close();
}

/**
 * Signs the demo clinic admin in through /login, as on a device that signed in yesterday and whose browser dropped
 * its cache: what stays is what being signed in is (the cookie, the local keys, the user's database).
 */
function signInForHome(): Promise<void> {
  return prepareColdStart(async (page) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const signIn = new SignInPage(page, server.url);
    await signIn.open();
    await signIn.submit(DEMO_ADMIN, DEMO_PASSWORD);
    await page.waitForURL('**/home');
    await waitUntilSessionIsOnDevice(page);
  });
}

/** A visitor who chose `locale` on an earlier visit: the language kept on the device (storage and cookie), nothing else. */
function rememberLocale(locale: string): Promise<void> {
  return prepareColdStart(async (page, context) => {
    await page.goto(`${server.url}/login`);
    await page.evaluate((chosen) => window.localStorage.setItem('cuspid.locale', chosen), locale);
    await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: server.url }]);
  });
}

try {
  await waitForChrome();
  const baseline = await audit(bareUrl);
  const app = await audit(`${server.url}/login`);
  await rememberLocale('zh');
  const appZh = await audit(`${server.url}/login`, true, 'login-zh');
  await rememberLocale('en');
  await signInForHome();
  const home = await audit(`${server.url}/home`, true);
  const round = (n: number) => Math.round(n);
  report({
    name: 'lighthouse',
    figures: { homeScore: home.score, homeLcpMs: Math.round(home.lcp), homeLcpRatio: ratio(home.lcp, baseline.lcp), score: app.score, lcpMs: round(app.lcp), zhScore: appZh.score, zhLcpMs: round(appZh.lcp), tbtMs: round(app.tbt), cls: app.cls, baselineScore: baseline.score, baselineLcpMs: round(baseline.lcp), lcpRatio: ratio(app.lcp, baseline.lcp) },
    summary: [
      `/login   score ${app.score}  LCP ${round(app.lcp)} ms  TBT ${round(app.tbt)} ms  CLS ${app.cls.toFixed(3)}`,
      `/login zh score ${appZh.score}  LCP ${round(appZh.lcp)} ms  TBT ${round(appZh.tbt)} ms (a visitor who chose Chinese before; ratio to en ${ratio(appZh.lcp, app.lcp)})`,
      `/home    score ${home.score}  LCP ${round(home.lcp)} ms  TBT ${round(home.tbt)} ms  CLS ${home.cls.toFixed(3)} (signed in, cold cache)`,
      `baseline score ${baseline.score}  LCP ${round(baseline.lcp)} ms  TBT ${round(baseline.tbt)} ms (bare HTML on node:http)`,
      `LCP ratio to baseline: ${ratio(app.lcp, baseline.lcp)}`,
    ].join('\n'),
  });
} finally {
  chrome.kill('SIGKILL');
  bare.close();
  await server.stop();
  fs.rmSync(profile, { recursive: true, force: true });
}
