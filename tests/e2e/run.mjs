// Runs the end-to-end specs (tests/e2e/*.e2e.ts) with Node's test runner in real Chromium against the
// production build. Without Chromium it fails and says how to install it: it never skips.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(`End-to-end tests need Chromium at ${chromium}, and it is not there.\nInstall it with:  sudo apt-get update && sudo apt-get install -y chromium\nor point CHROMIUM_PATH at a Chromium or Chrome binary.`);
  process.exit(1);
}
const specs = fs.readdirSync('tests/e2e').filter((f) => f.endsWith('.e2e.ts')).sort().map((f) => `tests/e2e/${f}`);
const only = process.argv.slice(2);
const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...(only.length ? only : specs)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
