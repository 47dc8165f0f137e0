// Loaded by list-routes.bench.ts through Vite's module runner. The production build in its own process with a clinic of
// 10,000 aligner cases (seeded through a second connection to the server's own database), then each list route under
// autocannon (50 connections) against the same queries run in this process without HTTP, in the same run; then all of
// it again on a second build without SQLite plan stability, the baseline of that change.
import autocannon from 'autocannon';
import type { Kysely } from 'kysely';
import { CASE_PATHS } from '../../src/domain/orders/paths';
import { ZCaseListRequest, type TCaseListRequest } from '../../src/domain/orders/list';
import { ZPatientListRequest, type TPatientListRequest } from '../../src/domain/patients/patient';
import type { Database } from '../../src/server/db/schema';
import { findCases } from '../../src/server/lines/aligners/case-list';
import { findPatients } from '../../src/server/modules/patients/patients';
import { startBenchServer } from './bench-server.ts';
import { seedAlignerCases, type SeededClinic } from './case-list.scenario.ts';

export const CASES = 10_000;
export const CONNECTIONS = 50;
export const DURATION_S = 8;

/** The requests the web sends first: the case list's default tab (pending) and the patient list, page 1 of 10. */
const CASE_REQUEST: TCaseListRequest = { tab: 'pending', keyword: '', pageIndex: 1, pageSize: 10 };
const CASE_REQUEST_BIG_TAB: TCaseListRequest = { tab: 'inTreatment', keyword: '', pageIndex: 1, pageSize: 10 };
const PATIENT_REQUEST: TPatientListRequest = { keyword: '', pageIndex: 1, pageSize: 10 };

export type Load = { rps: number; p50Ms: number; p99Ms: number; requests: number };
export type RouteFigures = { name: string; http: Load; inProcess: Load };
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

/** The same query called by CONNECTIONS loops in this process for DURATION_S: requests per second and latencies. */
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

/** The three routes on one server, over HTTP and in-process, after seeding its clinic. */
async function measureRoutes(
  planStability: boolean,
): Promise<{ seeded: SeededClinic; routes: RouteFigures[]; problems: string[] }> {
  const server = await startBenchServer('built', { planStability });
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
      const url = `${server.origin}/api/order${CASE_PATHS.list}`;
      const http = await overHttp(url, user.headers, request);
      const local = await inProcess(() => findCases(db, user.clinicId, caseInput(request)));
      routes.push({
        name: `POST /api/order${CASE_PATHS.list} (tab ${request.tab}, page 1 of 10, tab counts)`,
        http,
        inProcess: local,
      });
    }

    const patientInput = ZPatientListRequest.parse(PATIENT_REQUEST);
    const { total } = await findPatients(db, user.clinicId, patientInput);
    if (total !== seeded.patients) problems.push(`patient list: total ${total}, seeded ${seeded.patients}`);
    const http = await overHttp(`${server.origin}/api/emr/v1/patient/list`, user.headers, PATIENT_REQUEST);
    const local = await inProcess(() => findPatients(db, user.clinicId, ZPatientListRequest.parse(PATIENT_REQUEST)));
    routes.push({ name: 'POST /api/emr/v1/patient/list (page 1 of 10, total)', http, inProcess: local });
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
