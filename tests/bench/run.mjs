// npm run bench: each benchmark prints its figures and a ratio to a baseline measured beside it.
// Browser benchmarks drive the same Chromium as the end-to-end tests (scripts/chromium.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { describeChromium, resolveChromium } from '../../scripts/chromium.mjs';

const browser = await resolveChromium();
console.log(`Browser benchmarks drive ${describeChromium(browser)}`);

const benches = fs
  .readdirSync('tests/bench')
  .filter((f) => f.endsWith('.bench.ts'))
  .sort();
const only = process.argv.slice(2);
let failed = 0;
for (const bench of benches.filter((b) => !only.length || only.some((o) => b.includes(o)))) {
  const result = spawnSync(process.execPath, [`tests/bench/${bench}`], {
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: browser.path },
  });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
