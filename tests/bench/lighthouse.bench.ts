// Lighthouse (mobile preset, the default config) on the first page, and on a bare static HTML page served by
// node:http in the same run as the baseline: LCP and TBT are reported as ratios to that baseline.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { startServer } from '../e2e/support/server.ts';
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
async function audit(url: string): Promise<Audit> {
  const result = await lighthouse(url, { port: DEBUG_PORT, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  return {
    score: lhr.categories.performance?.score ?? 0,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

try {
  await waitForChrome();
  const baseline = await audit(bareUrl);
  const app = await audit(`${server.url}/login`);
  const round = (n: number) => Math.round(n);
  report({
    name: 'lighthouse',
    figures: { score: app.score, lcpMs: round(app.lcp), tbtMs: round(app.tbt), cls: app.cls, baselineScore: baseline.score, baselineLcpMs: round(baseline.lcp), lcpRatio: ratio(app.lcp, baseline.lcp) },
    summary: [
      `/login   score ${app.score}  LCP ${round(app.lcp)} ms  TBT ${round(app.tbt)} ms  CLS ${app.cls.toFixed(3)}`,
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
