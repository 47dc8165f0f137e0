// Memory under load: SOAK_SECONDS (default 600) of mixed signed-in traffic against the production build, after a
// warm-up of WARMUP_SECONDS (default 60) that is the baseline in the same run. Prints the server's RSS at the start
// and end of the soak (goal: within 15 %) and the p99 of both phases. `SOAK_SECONDS=60 npm run bench soak` to try.
import { createServer, createServerModuleRunner } from 'vite';
import type { SoakFigures } from './soak.scenario.ts';
import { ratio, report } from './support.ts';

const soakSeconds = Number(process.env.SOAK_SECONDS ?? 600);
const warmupSeconds = Number(process.env.WARMUP_SECONDS ?? 60);

const vite = await createServer({ appType: 'custom', logLevel: 'warn', server: { middlewareMode: true, hmr: false, ws: false } });
const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false });
try {
  const scenario = (await runner.import('/tests/bench/soak.scenario.ts')) as {
    runSoak: (warmup: number, soak: number) => Promise<SoakFigures>;
  };
  const { warmup, soak, rssMb } = await scenario.runSoak(warmupSeconds, soakSeconds);
  const growth = ratio(rssMb.end, rssMb.start);
  report({
    name: 'soak',
    figures: {
      soakSeconds,
      requests: soak.requests,
      non2xx: soak.non2xx + warmup.non2xx,
      errors: soak.errors + warmup.errors,
      rssStartMb: rssMb.start,
      rssEndMb: rssMb.end,
      rssMaxMb: rssMb.max,
      rssRatio: growth,
      p99Ms: soak.p99,
      warmupP99Ms: warmup.p99,
      rps: soak.rps,
    },
    summary: [
      `${soakSeconds} s of mixed signed-in traffic, 16 connections, 16 doctors: ${soak.requests} requests (${soak.rps} req/s), ${soak.non2xx} non-2xx, ${soak.errors} errors`,
      `server RSS  start ${rssMb.start} MB → end ${rssMb.end} MB (ratio ${growth}, goal ≤ 1.15), max ${rssMb.max} MB`,
      `p99 ${soak.p99} ms; baseline (warm-up, ${warmupSeconds} s, ${warmup.requests} requests) p99 ${warmup.p99} ms, ratio ${ratio(soak.p99, warmup.p99)}`,
      `RSS every 5 s (MB): ${rssMb.samples.join(' ')}`,
    ].join('\n'),
  });
  if (soak.non2xx + soak.errors > 0) process.exitCode = 1;
} finally {
  await runner.close();
  await vite.close();
}
