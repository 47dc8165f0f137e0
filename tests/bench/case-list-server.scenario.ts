// Loaded by case-list-server.bench.ts through Vite's module runner. A server with 10,000 aligner cases in one clinic;
// times /v1/case/list (each tab's first page, two searches, a date range), each in turns with the cheapest signed-in
// route (the baseline), on the same session.
import { CASE_PATHS } from '../../src/domain/orders/paths';
import type { TCaseListRequest, TCasePage } from '../../src/domain/orders/list';
import { CASE_TABS } from '../../src/domain/cases/case-tabs';
import { quickRange } from '../../src/domain/date-ranges';
import { startBenchServer, type BenchServerKind } from './bench-server.ts';
import { seedAlignerCases, timePaired, type SeededClinic, type Timing } from './case-list.scenario.ts';

export const CASES = 10_000;
export const RUNS = { runs: 60, warmup: 10 };
const BASELINE_PATH = '/order-notify/count';

export type ListCall = { name: string; request: TCaseListRequest; total: number; timing: Timing; baseline: Timing };
export type CaseListServerFigures = {
  server: BenchServerKind;
  seeded: SeededClinic;
  calls: ListCall[];
  problems: string[];
};

export async function runCaseListServerBenchmark(kind: BenchServerKind): Promise<CaseListServerFigures> {
  const server = await startBenchServer(kind);
  try {
    const user = await server.newClinicUser();
    const { name } = await server.kysely
      .selectFrom('users')
      .select('name')
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    const seeded = await seedAlignerCases(server.kysely, {
      clinicId: user.clinicId,
      userId: user.userId,
      doctorName: name,
      count: CASES,
    });
    const url = (path: string) => `${server.origin}/api/order${path}`;
    const lastMonth = quickRange('lastMonth', new Date());
    const requests: { name: string; request: TCaseListRequest }[] = [
      ...CASE_TABS.map((tab) => ({ name: `first page, tab ${tab}`, request: { tab } })),
      { name: 'search "zhang wei", tab pending', request: { tab: 'pending', keyword: 'zhang wei' } },
      { name: 'search "138", tab completed', request: { tab: 'completed', keyword: '138' } },
      {
        name: 'last month (30 days), tab inTreatment',
        request: { tab: 'inTreatment', createdFrom: lastMonth.from, createdTo: lastMonth.to },
      },
    ];
    const baseline = { url: url(BASELINE_PATH), headers: user.headers, body: {} };

    const problems: string[] = [];
    const calls: ListCall[] = [];
    for (const { name: callName, request } of requests) {
      const answer = await fetch(url(CASE_PATHS.list), {
        method: 'POST',
        headers: { ...user.headers, 'content-type': 'application/json' },
        body: JSON.stringify(request),
      }).then((response) => response.json() as Promise<{ data: TCasePage }>);
      const page = answer.data;
      if (!request.keyword && !request.createdFrom) {
        const expected = seeded.byTab[request.tab ?? 'pending'];
        if (page.total !== expected) problems.push(`${callName}: total ${page.total}, seeded ${expected}`);
      }
      if (page.list.length === 0) problems.push(`${callName}: an empty page (the measurement would not read a page)`);
      const timed = await timePaired(
        { url: url(CASE_PATHS.list), headers: user.headers, body: request },
        baseline,
        RUNS,
      );
      calls.push({ name: callName, request, total: page.total, timing: timed.measured, baseline: timed.baseline });
    }
    return { server: kind, seeded, calls, problems };
  } finally {
    await server.close();
  }
}
