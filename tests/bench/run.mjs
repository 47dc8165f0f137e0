// npm run bench: each benchmark prints its figures and a ratio to a baseline measured beside it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const benches = fs.readdirSync('tests/bench').filter((f) => f.endsWith('.bench.ts')).sort();
const only = process.argv.slice(2);
let failed = 0;
for (const bench of benches.filter((b) => !only.length || only.some((o) => b.includes(o)))) {
  const result = spawnSync(process.execPath, [`tests/bench/${bench}`], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
