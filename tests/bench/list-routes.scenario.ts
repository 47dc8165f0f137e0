// Loaded by list-routes.bench.ts through Vite's module runner. The production build in its own process with a clinic of
// 10,000 aligner cases (seeded through a second connection to the server's own database), then each list route under
// autocannon (50 connections) against the same queries run in this process without HTTP (the session's principal and
// the list), in the same run, and against its own answer sent by bare node:http and by an empty Fastify route (the
// ceilings: what HTTP alone allows on this machine); then the routes again on a second build without SQLite plan
// stability, the baseline of that change.
import autocannon from 'autocannon';
import type { Kysely } from 'kysely';
import { CASE_PATHS } from '../../src/domain/orders/paths';
import { ZCaseListRequest, type TCaseListRequest } from '../../src/domain/orders/list';
import { ZPatientListRequest, type TPatientListRequest } from '../../src/domain/patients/patient';
import type { Database } from '../../src/server/db/schema';
import { findCases } from '../../src/server/lines/aligners/case-list';
import { findPatients } from '../../src/server/modules/patients/patients';
import { loadPrincipal } from '../../src/server/auth/auth-plugin';
import { startBenchServer, type BenchServer, type ClinicUser } from './bench-server.ts';
import { FIXED_ANSWER_KINDS, startFixedAnswerServer, type FixedAnswerKind } from './fixed-answer-server.ts';
import { seedAlignerCases, type SeededClinic } from './case-list.scenario.ts';

export const CASES = 10_000;
export const CONNECTIONS = 50;
export const DURATION_S = 8;

/** The requests the web sends first: the case list's default tab (pending) and the patient list, page 1 of 10. */
const CASE_REQUEST: TCaseListRequest = { tab: 'pending', keyword: '', pageIndex: 1, pageSize: 10 };
const CASE_REQUEST_BIG_TAB: TCaseListRequest = { tab: 'inTreatment', keyword: '', pageIndex: 1, pageSize: 10 };
const PATIENT_REQUEST: TPatientListRequest = { keyword: '', pageIndex: 1, pageSize: 10 };

export type Load = { rps: number; p50Ms: number; p99Ms: number; requests: number };
/** An answer's bytes sent by bare node:http or an empty Fastify route (fixed-answer-server.ts): HTTP alone. */
export type Ceiling = { kind: FixedAnswerKind; load: Load };
/** SQLite's time inside the server under the HTTP load (the build's main run only). */
export type ServerSqlite = { microsPerRequest: number; statementsPerRequest: number };
export type RouteFigures = {
  name: string;
  answerBytes: number;
  http: Load;
  inProcess: Load;
  serverSqlite: ServerSqlite | null;
  ceilings: Ceiling[];
};
export type ListRoutesFigures = {
  seeded: SeededClinic;
  routes: RouteFigures[];
  withoutPlanStability: RouteFigures[];
  problems: string[];
};

async function overHttp(url: string, headers: Record<string, string>, body: unknown): Promise<Load> {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
  };
}

/** The same queries called by CONNECTIONS loops in this process for DURATION_S: calls per second and latencies. */
async function inProcess(call: () => Promise<unknown>): Promise<Load> {
  const samples: number[] = [];
  const end = performance.now() + DURATION_S * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const at = performance.now();
        await call();
        samples.push(performance.now() - at);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round((samples[Math.min(samples.length - 1, Math.ceil(share * samples.length) - 1)] ?? 0) * 100) / 100;
  return { rps: samples.length / seconds, p50Ms: at(0.5), p99Ms: at(0.99), requests: samples.length };
}

/**
 * What one list route costs: over HTTP; its queries (the session's principal, then the list) in-process; and the
 * ceilings, its own answer sent by bare node:http and by an empty Fastify route in their own processes.
 */
async function measureRoute(
  server: BenchServer,
  name: string,
  url: string,
  user: ClinicUser,
  body: unknown,
  queries: () => Promise<unknown>,
  withCeilings: boolean,
): Promise<RouteFigures> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { ...user.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  const answerText = await answer.text();
  await server.sqliteFigures?.();
  const http = await overHttp(url, user.headers, body);
  const sqlite = (await server.sqliteFigures?.()) ?? null;
  const inProcessLoad = await inProcess(async () => {
    if (!(await loadPrincipal(server.kysely, user.token))) throw new Error('the bench session is not signed in');
    return queries();
  });
  const ceilings: Ceiling[] = [];
  if (withCeilings) {
    for (const kind of FIXED_ANSWER_KINDS) {
      const fixed = await startFixedAnswerServer(kind, answerText);
      try {
        ceilings.push({ kind, load: await overHttp(`${fixed.url}${new URL(url).pathname}`, user.headers, body) });
      } finally {
        await fixed.close();
      }
    }
  }
  const serverSqlite = sqlite && {
    microsPerRequest: Math.round(sqlite.sqliteMicros / sqlite.requests),
    statementsPerRequest: Math.round((sqlite.statements / sqlite.requests) * 10) / 10,
  };
  return { name, answerBytes: Buffer.byteLength(answerText), http, inProcess: inProcessLoad, serverSqlite, ceilings };
}

/** The three routes on one server, over HTTP and in-process, after seeding its clinic. */
async function measureRoutes(
  planStability: boolean,
): Promise<{ seeded: SeededClinic; routes: RouteFigures[]; problems: string[] }> {
  // The main run times SQLite inside the server (sqlite-statement-timer.ts), the baseline's runs as before.
  const server = await startBenchServer('built', { planStability, sqliteTimer: planStability });
  try {
    const user = await server.newClinicUser();
    const db: Kysely<Database> = server.kysely;
    const { name } = await db
      .selectFrom('users')
      .select('name')
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    const seeded = await seedAlignerCases(db, {
      clinicId: user.clinicId,
      userId: user.userId,
      doctorName: name,
      count: CASES,
    });
    const problems: string[] = [];
    const routes: RouteFigures[] = [];

    const caseInput = (request: TCaseListRequest) => ZCaseListRequest.parse(request);
    for (const request of [CASE_REQUEST, CASE_REQUEST_BIG_TAB]) {
      const direct = await findCases(db, user.clinicId, caseInput(request));
      if (direct.total !== seeded.byTab[request.tab ?? 'pending'])
        problems.push(
          `case list ${request.tab}: total ${direct.total}, seeded ${seeded.byTab[request.tab ?? 'pending']}`,
        );
      routes.push(
        await measureRoute(
          server,
          `POST /api/order${CASE_PATHS.list} (tab ${request.tab}, page 1 of 10, tab counts)`,
          `${server.origin}/api/order${CASE_PATHS.list}`,
          user,
          request,
          () => findCases(db, user.clinicId, caseInput(request)),
          planStability,
        ),
      );
    }

    const { total } = await findPatients(db, user.clinicId, ZPatientListRequest.parse(PATIENT_REQUEST));
    if (total !== seeded.patients) problems.push(`patient list: total ${total}, seeded ${seeded.patients}`);
    routes.push(
      await measureRoute(
        server,
        'POST /api/emr/v1/patient/list (page 1 of 10, total)',
        `${server.origin}/api/emr/v1/patient/list`,
        user,
        PATIENT_REQUEST,
        () => findPatients(db, user.clinicId, ZPatientListRequest.parse(PATIENT_REQUEST)),
        planStability,
      ),
    );
    return { seeded, routes, problems };
  } finally {
    await server.close();
  }
}

/**
 * The routes as the server runs them, then again on a second build whose SQLite connections run without plan
 * stability (src/server/db/plan-stability.ts): that one is the baseline of the plan-stability figures, in the same run.
 */
export async function runListRoutesBenchmark(): Promise<ListRoutesFigures> {
  const stable = await measureRoutes(true);
  const unstable = await measureRoutes(false);
  return { ...stable, withoutPlanStability: unstable.routes, problems: [...stable.problems, ...unstable.problems] };
}
