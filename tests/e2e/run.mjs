// Runs the end-to-end specs (tests/e2e/*.e2e.ts) with Node's test runner in real Chromium against the
// production build. The browser is the system's Chromium where there is one, otherwise the one `npm install`
// brought (scripts/chromium.mjs); the run says which, and how long the suite took.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { describeChromium, resolveChromium } from '../../scripts/chromium.mjs';

let browser;
try {
  browser = await resolveChromium();
} catch (error) {
  console.error(`End-to-end tests cannot start a browser: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const described = describeChromium(browser);
console.log(`End-to-end tests drive ${described}`);

const specs = fs
  .readdirSync('tests/e2e')
  .filter((f) => f.endsWith('.e2e.ts'))
  .sort()
  .map((f) => `tests/e2e/${f}`);
const only = process.argv.slice(2);
const started = performance.now();
const result = spawnSync(
  process.execPath,
  // source-imports.mjs: a spec may import the app's TypeScript modules (e.g. the permission matrix).
  [
    '--import',
    './tests/e2e/support/source-imports.mjs',
    '--test',
    '--test-concurrency=1',
    '--test-reporter=spec',
    ...(only.length ? only : specs),
  ],
  {
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: browser.path },
  },
);
const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log(`\nEnd-to-end suite: ${result.status === 0 ? 'passed' : 'FAILED'} in ${seconds} s on ${described}`);
process.exit(result.status ?? 1);
