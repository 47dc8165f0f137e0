// 1,000 patient creates queued in the outbox (fake-indexeddb) while the network is down, then drained after reconnect
// by the real drainer to the real server (SQLite file, WAL + synchronous=FULL): seconds, items/s, and duplicates on
// the server (rows − distinct client ids, must be 0; every client id exactly once). The baseline is the same 1,000
// requests POSTed straight with fetch, one after another, in the same run. A second drain meets faults (lost answers,
// 503s, requests delivered twice) and must leave no duplicate either. Exits non-zero on any duplicate or missing item.
// The server is the app in this process by default; `--built` sends to the production build in its own process.
import { createServer, createServerModuleRunner } from 'vite';
import { ratio, report } from './support.ts';
import type { BenchServerKind } from './bench-server.ts';
import type { DrainBenchFigures, DrainRun, FaultRates } from './outbox-drain.scenario.ts';

const ITEMS = 1000;
const FAULTS: FaultRates = { lostAnswer: 0.05, unavailable: 0.03, deliveredTwice: 0.03 };
const server: BenchServerKind = process.argv.includes('--built') ? 'built' : 'in-process';

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const percent = (share: number) => `${Math.round(share * 100)}%`;

function runLine(name: string, run: DrainRun): string {
  return [
    `${name}${round(run.drainSeconds)} s, ${Math.round(run.items / run.drainSeconds)} items/s`,
    `${run.sentAfterReconnect} requests sent (one out ${percent(run.busySeconds / run.drainSeconds)} of the time)`,
    `duplicates ${run.duplicates}, missing ${run.missing}`,
    `needing attention ${run.needingAttention}`,
  ].join('; ');
}

// The app's sources need its Vite plugins (the Lingui macro) and resolution: load them as the tests do.
const vite = await createServer({ appType: 'custom', logLevel: 'warn', server: { middlewareMode: true, hmr: false, ws: false } });
const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false });
try {
  const scenario = (await runner.import('/tests/bench/outbox-drain.scenario.ts')) as {
    runDrainBenchmark: (items: number, server: BenchServerKind, faults: FaultRates) => Promise<DrainBenchFigures>;
  };
  const figures = await scenario.runDrainBenchmark(ITEMS, server, FAULTS);
  const { clean, faulty } = figures;
  // The sequential baseline ran before and after the drains; the ratio takes their mean (the disk's fsync time drifts).
  const baselineSeconds = (figures.baselineBeforeSeconds + figures.baselineAfterSeconds) / 2;
  const faults = `${percent(FAULTS.lostAnswer)} answers lost, ${percent(FAULTS.unavailable)} 503, ${percent(FAULTS.deliveredTwice)} delivered twice`;
  report({
    name: 'outbox-drain',
    figures: {
      server: figures.server,
      items: figures.items,
      drainConcurrency: figures.concurrency,
      drainSeconds: round(clean.drainSeconds),
      drainItemsPerSecond: Math.round(clean.items / clean.drainSeconds),
      duplicates: clean.duplicates,
      missing: clean.missing,
      drainBusyShare: round(clean.busySeconds / clean.drainSeconds),
      enqueueSeconds: round(clean.enqueueSeconds),
      offlineAttempts: clean.offlineAttempts,
      baselineSeconds: round(baselineSeconds),
      baselineItemsPerSecond: Math.round(figures.items / baselineSeconds),
      baselineBeforeSeconds: round(figures.baselineBeforeSeconds),
      baselineAfterSeconds: round(figures.baselineAfterSeconds),
      baselineConcurrentSeconds: round(figures.baselineConcurrentSeconds),
      engineAloneSeconds: round(figures.engineAloneSeconds),
      ratio: ratio(clean.drainSeconds, baselineSeconds),
      ratioToConcurrentBaseline: ratio(clean.drainSeconds, figures.baselineConcurrentSeconds),
      faultyDrainSeconds: round(faulty.drainSeconds),
      faultyRequestsSent: faulty.sentAfterReconnect,
      faultyLostAnswers: faulty.injected.lostAnswer,
      faulty503: faulty.injected.unavailable,
      faultyDeliveredTwice: faulty.injected.deliveredTwice,
      faultyDuplicates: faulty.duplicates,
      faultyMissing: faulty.missing,
    },
    summary: [
      `queued offline (${figures.items} patient creates)  ${round(clean.enqueueSeconds)} s, ${clean.offlineAttempts} sends tried while down`,
      runLine('drain after reconnect                 ', clean),
      `direct fetch, sequential (baseline)   ${round(baselineSeconds)} s, ${Math.round(figures.items / baselineSeconds)} items/s (mean of ${round(figures.baselineBeforeSeconds)} s before and ${round(figures.baselineAfterSeconds)} s after the drains)`,
      `direct fetch, ${figures.concurrency} at a time              ${round(figures.baselineConcurrentSeconds)} s`,
      `drain to an instant transport        ${round(figures.engineAloneSeconds)} s (the engine on fake-indexeddb, no server)`,
      `ratio drain/baseline ${ratio(clean.drainSeconds, baselineSeconds)} (the drainer sends ${figures.concurrency} patients at a time; ${ratio(clean.drainSeconds, figures.baselineConcurrentSeconds)} to fetch ${figures.concurrency} at a time)`,
      runLine('drain with faults                     ', faulty),
      `  faults met: ${faulty.injected.lostAnswer} answers lost, ${faulty.injected.unavailable} 503, ${faulty.injected.deliveredTwice} delivered twice (rates ${faults}; the drain time includes the backoff)`,
      `server: ${figures.server === 'built' ? 'production build, own process' : 'app in this process'}, SQLite file (WAL, synchronous=FULL); duplicates = rows − distinct client ids`,
      ...figures.problems.map((problem) => `FAILED ${problem}`),
    ].join('\n'),
  });
  if (figures.problems.length > 0) process.exitCode = 1;
} finally {
  await runner.close();
  await vite.close();
}
