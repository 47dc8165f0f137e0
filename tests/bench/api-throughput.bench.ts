// A real JSON route of the server (GET /api/platform/health: envelope, language, database round trip,
// security headers, request log) against a bare node:http hello-world in its own process (as the server is: in this
// one it would share the event loop with autocannon), both under autocannon in the same run.
import autocannon from 'autocannon';
import { startServer } from '../e2e/support/server.ts';
import { startFixedAnswerServer } from './fixed-answer-server.ts';
import { ratio, report } from './support.ts';

const DURATION_S = 8;

async function load(url: string): Promise<{ rps: number; p99: number }> {
  const result = await autocannon({ url, connections: 50, duration: DURATION_S, headers: { language: 'EN' } });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const bare = await startFixedAnswerServer('node', '{"hello":"world"}');
const server = await startServer({ LOG_LEVEL: 'warn' });
try {
  const baseline = await load(`${bare.url}/`);
  const app = await load(`${server.url}/api/platform/health`);
  report({
    name: 'api-throughput',
    figures: { appRps: Math.round(app.rps), appP99Ms: app.p99, bareRps: Math.round(baseline.rps), bareP99Ms: baseline.p99, ratio: ratio(app.rps, baseline.rps) },
    summary: [
      `GET /api/platform/health ${Math.round(app.rps)} req/s, p99 ${app.p99} ms`,
      `bare node:http           ${Math.round(baseline.rps)} req/s, p99 ${baseline.p99} ms`,
      `ratio ${ratio(app.rps, baseline.rps)} (50 connections, ${DURATION_S} s each, one process, 2 cores shared with autocannon)`,
    ].join('\n'),
  });
} finally {
  await bare.close();
  await server.stop();
}
