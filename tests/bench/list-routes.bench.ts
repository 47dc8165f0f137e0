// The case list (first page with the six tab counts, as the web asks) and the patient list of a clinic with 10,000
// cases: each route's throughput under autocannon (50 connections, production build in its own process) against the
// same queries (the session's principal and the list) run in this process without HTTP, in the same run. Goals: at
// least 0.5 of the in-process figure, p99 at most 25 ms. Beside them, the ceilings measured in the same run: the
// route's own answer sent by bare node:http and by an empty Fastify route, each in its own process under the same
// load, so the report says how much of the in-process figure HTTP alone leaves on this machine.
import { createServer, createServerModuleRunner } from 'vite';
import type { FixedAnswerKind } from './fixed-answer-server.ts';
import type { ListRoutesFigures } from './list-routes.scenario.ts';
import { ratio, report } from './support.ts';

const RATIO_GOAL = 0.5;
const P99_GOAL_MS = 25;
const CEILING_NAMES: Record<FixedAnswerKind, string> = {
  node: 'bare node:http',
  fastify: 'empty Fastify route',
};

const vite = await createServer({
  appType: 'custom',
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false, ws: false },
});
const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false });
try {
  const scenario = (await runner.import('/tests/bench/list-routes.scenario.ts')) as {
    runListRoutesBenchmark: () => Promise<ListRoutesFigures>;
    CONNECTIONS: number;
    DURATION_S: number;
  };
  const figures = await scenario.runListRoutesBenchmark();
  const misses: string[] = [];
  const lines = figures.routes.flatMap((route) => {
    const share = ratio(route.http.rps, route.inProcess.rps);
    if (share < RATIO_GOAL) misses.push(`${route.name}: ${share} of in-process (goal ${RATIO_GOAL})`);
    if (route.http.p99Ms > P99_GOAL_MS)
      misses.push(`${route.name}: p99 ${route.http.p99Ms} ms (goal ${P99_GOAL_MS} ms)`);
    return [
      `${route.name}: answer ${route.answerBytes} bytes`,
      `  HTTP        ${Math.round(route.http.rps)} req/s  p50 ${route.http.p50Ms} ms  p99 ${route.http.p99Ms} ms`,
      `  in-process  ${Math.round(route.inProcess.rps)} calls/s  p50 ${route.inProcess.p50Ms} ms  p99 ${route.inProcess.p99Ms} ms`,
      `  ratio ${share} (goal >= ${RATIO_GOAL}), p99 goal <= ${P99_GOAL_MS} ms: ${share >= RATIO_GOAL && route.http.p99Ms <= P99_GOAL_MS ? 'met' : 'MISSED'}`,
      ...(route.serverSqlite
        ? [
            `  SQLite inside the server under that load: ${route.serverSqlite.microsPerRequest} µs a request (${route.serverSqlite.statementsPerRequest} statements); the in-process loop: ${Math.round(1e6 / route.inProcess.rps)} µs a call in all`,
          ]
        : []),
      ...route.ceilings.map(
        ({ kind, load }) =>
          `  ceiling, ${CEILING_NAMES[kind].padEnd(19)} ${Math.round(load.rps)} req/s  p99 ${load.p99Ms} ms: ${ratio(load.rps, route.inProcess.rps)} of in-process; the route ${ratio(route.http.rps, load.rps)} of it`,
      ),
    ];
  });
  const stability = figures.routes.map((route, index) => {
    const before = figures.withoutPlanStability[index]!;
    return {
      line: `  ${route.name}: HTTP ${Math.round(before.http.rps)} req/s (p99 ${before.http.p99Ms} ms), in-process ${Math.round(before.inProcess.rps)} calls/s; with it ${ratio(route.http.rps, before.http.rps)}x and ${ratio(route.inProcess.rps, before.inProcess.rps)}x`,
      http: ratio(route.http.rps, before.http.rps),
      inProcess: ratio(route.inProcess.rps, before.inProcess.rps),
    };
  });
  report({
    name: 'list-routes',
    figures: Object.fromEntries(
      figures.routes.flatMap((route, index) => [
        [`route${index}HttpRps`, Math.round(route.http.rps)],
        [`route${index}HttpP99Ms`, route.http.p99Ms],
        [`route${index}InProcessRps`, Math.round(route.inProcess.rps)],
        [`route${index}InProcessP99Ms`, route.inProcess.p99Ms],
        [`route${index}Ratio`, ratio(route.http.rps, route.inProcess.rps)],
        [`route${index}ServerSqliteMicros`, route.serverSqlite?.microsPerRequest ?? ''],
        ...route.ceilings.flatMap(({ kind, load }) => [
          [`route${index}Ceiling_${kind}Rps`, Math.round(load.rps)],
          [`route${index}Ceiling_${kind}Ratio`, ratio(load.rps, route.inProcess.rps)],
        ]),
        [`route${index}PlanStabilityHttpGain`, stability[index]!.http],
        [`route${index}PlanStabilityInProcessGain`, stability[index]!.inProcess],
      ]),
    ),
    summary: [
      `${figures.seeded.cases} aligner cases of ${figures.seeded.patients} patients in one clinic (seeded in ${Math.round(figures.seeded.seedSeconds * 10) / 10} s)`,
      ...lines,
      `${scenario.CONNECTIONS} connections, ${scenario.DURATION_S} s each; the server is the production build in its own process (SQLite, WAL); in-process: the same query functions (principal, then the list) on a second connection to its database; ceilings: the route's answer from a process running nothing else, the same requests`,
      'Baseline, same run: a second build whose SQLite connections run without plan stability (SQLITE_PLAN_STABILITY=off)',
      ...stability.map((entry) => entry.line),
      ...misses.map((miss) => `goal missed: ${miss}`),
      ...figures.problems.map((problem) => `FAILED ${problem}`),
    ].join('\n'),
  });
  if (figures.problems.length > 0) process.exitCode = 1;
} finally {
  await runner.close();
  await vite.close();
}
