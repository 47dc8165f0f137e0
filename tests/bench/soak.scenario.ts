// The soak: mixed signed-in traffic from 16 connections, each request as one of 16 doctors of clinics of their own,
// against the production build in its own process, whose RSS is read from /proc every 5 s. Reads (patient and case
// lists, the reminder count, a patient's detail, health) and writes (a new patient under a fresh Idempotency-Key,
// replays of an old key) in the proportions of a working day. A warm-up of WARMUP_S seconds first: its end is the
// baseline (RSS and p99), measured in the same run; then SOAK_S seconds of the same traffic.
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import autocannon, { type Request } from 'autocannon';
import { startBenchServer, type ClinicUser } from './bench-server.ts';

export type SoakPhase = { seconds: number; requests: number; non2xx: number; errors: number; p99: number; rps: number };
export type SoakFigures = {
  warmup: SoakPhase;
  soak: SoakPhase;
  rssMb: { start: number; end: number; max: number; samples: number[] };
};

const CONNECTIONS = 16;
const USERS = 16;

const rssMb = (pid: number): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
};

let phone = 13_900_000_000;
const newPatient = () => ({
  name: 'Soak Patient',
  gender: 2,
  birthDate: '1990-04-01',
  phone: String(phone++),
  source: 1,
  doctorName: 'Dr. Wang',
  doctorPhone: '',
});

export async function runSoak(warmupSeconds: number, soakSeconds: number): Promise<SoakFigures> {
  const server = await startBenchServer('built');
  try {
    const users: ClinicUser[] = [];
    for (let i = 0; i < USERS; i++) users.push(await server.newClinicUser());
    const replayKeys = users.map(() => randomUUID());
    const pick = () => Math.floor(Math.random() * users.length);
    const json = { 'content-type': 'application/json' };
    // Each request picks its doctor when it is sent.
    const as = (build: (user: ClinicUser, index: number) => { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: unknown }): Request => ({
      setupRequest: (request: Request): Request => {
        const index = pick();
        const user = users[index]!;
        const built = build(user, index);
        return {
          ...request,
          method: built.method,
          path: built.path,
          headers: { ...user.headers, ...json, ...(built.headers ?? {}) },
          body: built.body === undefined ? undefined : JSON.stringify(built.body),
        };
      },
    });
    const requests = [
      as(() => ({ method: 'POST', path: '/api/emr/v1/patient/list', body: { pageIndex: 1, pageSize: 10 } })),
      as(() => ({ method: 'POST', path: '/api/order/v1/case/list', body: {} })),
      as(() => ({ method: 'POST', path: '/api/order/order-notify/count', body: {} })),
      as(() => ({ method: 'POST', path: '/api/emr/v1/patient/add', headers: { 'idempotency-key': randomUUID() }, body: newPatient() })),
      as(() => ({ method: 'GET', path: '/api/platform/health' })),
      as((_user, index) => ({ method: 'POST', path: '/api/emr/v1/patient/add', headers: { 'idempotency-key': replayKeys[index]! }, body: { ...newPatient(), phone: String(15_000_000_000 + index) } })),
    ];
    const phase = async (seconds: number): Promise<SoakPhase> => {
      const result = await autocannon({ url: server.origin, connections: CONNECTIONS, duration: seconds, requests });
      return {
        seconds,
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors,
        p99: result.latency.p99,
        rps: Math.round(result.requests.average),
      };
    };
    const pid = server.pid!;
    const warmup = await phase(warmupSeconds);
    const start = rssMb(pid);
    const samples = [start];
    const sampler = setInterval(() => samples.push(rssMb(pid)), 5000);
    const soak = await phase(soakSeconds);
    clearInterval(sampler);
    const end = rssMb(pid);
    samples.push(end);
    return { warmup, soak, rssMb: { start, end, max: Math.max(...samples), samples } };
  } finally {
    await server.close();
  }
}
