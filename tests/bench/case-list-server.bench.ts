// /v1/case/list with 10,000 aligner cases in one clinic (SQLite file, WAL, synchronous=FULL): the server's answer time
// (median and p95 over 60 requests after 10 warm-up ones, timed by the client over loopback, one at a time) for the
// first page of each tab with its six counts, two searches and a date range. The baseline, in the same run and on the
// same signed-in session, is the cheapest signed-in route, POST /api/order/order-notify/count (session lookup, one
// count), sent in turns with each list call (baseline, list, baseline, list…), so both meet the same machine load;
// each ratio is the list call's median over its paired baseline median.
// The server is the app in this process by default; `--built` sends to the production build in its own process.
import { createServer, createServerModuleRunner } from 'vite';
import type { BenchServerKind } from './bench-server.ts';
import type { CaseListServerFigures } from './case-list-server.scenario.ts';
import { ratio, report } from './support.ts';

const server: BenchServerKind = process.argv.includes('--built') ? 'built' : 'in-process';

// The app's sources need its Vite plugins (the Lingui macro) and resolution: load them as the tests do.
const vite = await createServer({
  appType: 'custom',
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false, ws: false },
});
const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false });
try {
  const scenario = (await runner.import('/tests/bench/case-list-server.scenario.ts')) as {
    runCaseListServerBenchmark: (kind: BenchServerKind) => Promise<CaseListServerFigures>;
  };
  const figures = await scenario.runCaseListServerBenchmark(server);
  const callRatio = (call: CaseListServerFigures['calls'][number]) =>
    ratio(call.timing.medianMs, call.baseline.medianMs);
  const worst = figures.calls.reduce((a, b) => (callRatio(b) > callRatio(a) ? b : a));
  const slowest = figures.calls.reduce((a, b) => (b.timing.medianMs > a.timing.medianMs ? b : a));
  const width = Math.max(...figures.calls.map((call) => call.name.length));
  const seedSeconds = Math.round(figures.seeded.seedSeconds * 10) / 10;
  report({
    name: 'case-list-server',
    figures: {
      server: figures.server,
      cases: figures.seeded.cases,
      patients: figures.seeded.patients,
      seedSeconds,
      ...Object.fromEntries(
        figures.calls.flatMap((call, index) => [
          [`call${index}MedianMs`, call.timing.medianMs],
          [`call${index}P95Ms`, call.timing.p95Ms],
          [`call${index}BaselineMedianMs`, call.baseline.medianMs],
          [`call${index}Ratio`, callRatio(call)],
        ]),
      ),
      slowestMedianMs: slowest.timing.medianMs,
      worstRatio: callRatio(worst),
    },
    summary: [
      `${figures.seeded.cases} aligner cases of ${figures.seeded.patients} patients in one clinic (seeded in ${seedSeconds} s, one transaction)`,
      `  tabs: ${Object.entries(figures.seeded.byTab)
        .map(([tab, count]) => `${tab} ${count}`)
        .join(', ')}`,
      ...figures.calls.map(
        (call) =>
          `${call.name.padEnd(width)}  median ${call.timing.medianMs} ms  p95 ${call.timing.p95Ms} ms  (total ${call.total})` +
          `  | baseline ${call.baseline.medianMs} ms  ratio ${callRatio(call)}`,
      ),
      `baseline: POST /api/order/order-notify/count, sent in turns with each list call`,
      `slowest: ${slowest.name}, median ${slowest.timing.medianMs} ms; highest ratio: ${worst.name}, ${callRatio(worst)}`,
      `server: ${figures.server === 'built' ? 'production build, own process' : 'app in this process'}; ${figures.calls[0]?.timing.samples ?? 0} requests per call after 10 warm-up pairs`,
      ...figures.problems.map((problem) => `FAILED ${problem}`),
    ].join('\n'),
  });
  if (figures.problems.length > 0) process.exitCode = 1;
} finally {
  await runner.close();
  await vite.close();
}
