// Loaded by outbox-drain.bench.ts through Vite's module runner (the app's sources need its plugins). A tablet queues
// patient creates while its network is down, then the network comes back and the outbox drains them to a real server;
// timed beside the same requests sent straight with fetch, and checked: each client id on the server exactly once.
import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import { sql } from 'kysely';
import type { TAddPatientRequest } from '../../src/domain/patients/patient';
import { isErrorCode } from '../../src/domain/response-codes';
import { IDEMPOTENCY_HEADER, serviceBasePath } from '../../src/domain/services';
import { queueNewPatient } from '../../src/web/features/patients/api/queue-patient';
import { PATIENT_ENDPOINTS } from '../../src/web/features/patients/api/patient-endpoints';
import type { PatientBody } from '../../src/web/features/patients/lib/patient-form';
import { UserDatabase } from '../../src/web/lib/offline/db';
import { deleteDraft } from '../../src/web/lib/offline/drafts';
import { CONCURRENCY, createDrainer } from '../../src/web/lib/offline/outbox/drainer';
import { newItemId } from '../../src/web/lib/offline/outbox/outbox';
import { createFetchTransport } from '../../src/web/lib/offline/outbox/testing/fetch-transport';
import type { Transport, TransportAnswer, TransportRequest } from '../../src/web/lib/offline/outbox/types';
import { startBenchServer, type BenchServer, type BenchServerKind, type ClinicUser } from './bench-server.ts';

/** Shares of the requests sent after reconnecting that meet each fault (the rest go through untouched). */
export type FaultRates = {
  /** The server applied it, the answer never came back (the drainer sees a network error and sends it again). */
  lostAnswer: number;
  /** A proxy answered 503 before the server saw it. */
  unavailable: number;
  /** Delivered twice at once (a retrying proxy); the drainer sees the first answer. */
  deliveredTwice: number;
};

export type DrainRun = {
  faults: FaultRates | null;
  items: number;
  enqueueSeconds: number;
  /** Sends tried while the network was down (each answered as a network error). */
  offlineAttempts: number;
  drainSeconds: number;
  /** Requests the drainer sent after reconnecting (more than `items` when some had to be sent again). */
  sentAfterReconnect: number;
  /** Time with at least one request out during the drain (the rest, the server waited for the engine). */
  busySeconds: number;
  injected: { lostAnswer: number; unavailable: number; deliveredTwice: number };
  serverRows: number;
  distinctClientIds: number;
  /** serverRows − distinctClientIds: must be 0. */
  duplicates: number;
  /** Rows of one name and phone beyond the first: must be 0 (a create applied twice under two client ids). */
  samePatientTwice: number;
  missing: number;
  /** Client ids on the server this run never queued. */
  unexpected: number;
  /** Items the server refused (left needing attention); must be 0. */
  needingAttention: number;
  leftInOutbox: number;
};

export type DrainBenchFigures = {
  server: BenchServerKind;
  items: number;
  /** Groups the drainer sends at once (each new patient is its own group). */
  concurrency: number;
  /** The same creates POSTed straight with fetch, one after another, before the drains. */
  baselineBeforeSeconds: number;
  baselineConcurrentSeconds: number;
  /** The sequential baseline again, after the drains. */
  baselineAfterSeconds: number;
  /** The same drain to a transport that answers at once: what the client engine (fake-indexeddb) costs by itself. */
  engineAloneSeconds: number;
  clean: DrainRun;
  faulty: DrainRun;
  /** What went wrong, if anything (the bench exits non-zero then). */
  problems: string[];
};

/** One patient create as the new-patient form submits it; the client id is added by the queue (and below). */
type PatientCreate = { id: string; body: PatientBody };

const DRAIN_TIMEOUT_MS = 5 * 60 * 1000;
/** The new-patient form's draft, cleared in the transaction that queues the patient (as the form does). */
const NEW_PATIENT_DRAFT_KEY = 'patient:new';

/** `count` distinct, valid patients: the server refuses a second patient of one name and phone in a clinic. */
function patientCreates(count: number): PatientCreate[] {
  return Array.from({ length: count }, (_unused, index) => ({
    id: newItemId(),
    body: {
      name: `Bench patient ${index + 1}`,
      gender: index % 2 === 0 ? 1 : 2,
      birthDate: `19${String(50 + (index % 50)).padStart(2, '0')}-0${1 + (index % 9)}-1${index % 10}`,
      phone: `139${String(index + 1).padStart(8, '0')}`,
      source: 1,
      avatar: null,
      doctorName: 'Dr Bench',
      doctorPhone: '',
    },
  }));
}

const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

/** mulberry32: the faults fall on the same requests in every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The baseline: the same creates POSTed straight with fetch (same bodies, same Idempotency-Keys), `concurrency` at a time. */
async function sendDirect(server: BenchServer, creates: PatientCreate[], concurrency: number): Promise<number> {
  const user = await server.newClinicUser();
  const url = `${server.origin}${serviceBasePath('emr')}${PATIENT_ENDPOINTS.add}`;
  let next = 0;
  async function worker(): Promise<void> {
    for (let create = creates[next++]; create; create = creates[next++]) {
      const body: TAddPatientRequest = { ...create.body, avatar: null, clientId: create.id };
      const response = await fetch(url, {
        method: 'POST',
        headers: { ...user.headers, accept: 'application/json', 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: create.id },
        body: JSON.stringify(body),
      });
      const envelope = (await response.json()) as { code: number; msg: string };
      if (!response.ok || isErrorCode(envelope.code)) throw new Error(`Baseline create refused: ${response.status} ${envelope.msg}`);
    }
  }
  const start = process.hrtime.bigint();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = seconds(start);
  const rows = await countRows(server, user.clinicId);
  if (rows !== creates.length) throw new Error(`Baseline: ${rows} patients on the server, ${creates.length} sent`);
  return elapsed;
}

async function countRows(server: BenchServer, clinicId: number): Promise<number> {
  const row = await server.kysely
    .selectFrom('patients')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('clinic_id', '=', clinicId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The tablet's network: down answers every send as a network error, as fetch fails without a connection. */
type Network = {
  isUp: boolean;
  offlineAttempts: number;
  sent: number;
  /** Time with at least one request out (ns): the rest of the drain the server sat idle, waiting for the engine. */
  busyNs: bigint;
  inFlight: number;
  busySince: bigint;
};

function networkTransport(inner: Transport, network: Network): Transport {
  const through = <R>(send: (request: R) => Promise<TransportAnswer>) => async (request: R): Promise<TransportAnswer> => {
    if (!network.isUp) {
      network.offlineAttempts += 1;
      return { outcome: 'retry', status: 0 };
    }
    network.sent += 1;
    if (network.inFlight++ === 0) network.busySince = process.hrtime.bigint();
    try {
      return await send(request);
    } finally {
      if (--network.inFlight === 0) network.busyNs += process.hrtime.bigint() - network.busySince;
    }
  };
  return { json: through((request) => inner.json(request)), putPart: through((request) => inner.putPart(request)) };
}

function faultyTransport(inner: Transport, rates: FaultRates, injected: DrainRun['injected'], random: () => number): Transport {
  return {
    async json(request: TransportRequest): Promise<TransportAnswer> {
      const roll = random();
      if (roll < rates.lostAnswer) {
        await inner.json(request);
        injected.lostAnswer += 1;
        return { outcome: 'retry', status: 0 };
      }
      if (roll < rates.lostAnswer + rates.unavailable) {
        injected.unavailable += 1;
        return { outcome: 'retry', status: 503 };
      }
      if (roll < rates.lostAnswer + rates.unavailable + rates.deliveredTwice) {
        injected.deliveredTwice += 1;
        const [first] = await Promise.all([inner.json(request), inner.json(request)]);
        return first;
      }
      return inner.json(request);
    },
    putPart: (request) => inner.putPart(request),
  };
}

/** Resolves once `count` items were acknowledged; fails at once if one needs attention, or after the timeout. */
function whenDrained(db: UserDatabase, onAcknowledged: (listener: () => void) => () => void, count: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let acknowledged = 0;
    const stop = () => {
      unsubscribe();
      clearInterval(watch);
      clearTimeout(timeout);
    };
    const unsubscribe = onAcknowledged(() => {
      acknowledged += 1;
      if (acknowledged < count) return;
      stop();
      resolve();
    });
    // A refused item would never be acknowledged: say so rather than wait for the timeout.
    const watch = setInterval(() => {
      void db.outbox
        .where('state')
        .equals('attention')
        .count()
        .then((refused) => {
          if (refused === 0) return;
          stop();
          reject(new Error(`${refused} item(s) need attention`));
        });
    }, 1000);
    const timeout = setTimeout(() => {
      stop();
      reject(new Error(`Not drained after ${DRAIN_TIMEOUT_MS / 1000} s: ${acknowledged} of ${count} acknowledged`));
    }, DRAIN_TIMEOUT_MS);
  });
}

/** What the server holds for the run's clinic, against the client ids it queued. */
async function checkServer(server: BenchServer, user: ClinicUser, creates: PatientCreate[]) {
  const rows = await server.kysely
    .selectFrom('patients')
    .select(['client_id', 'name', 'phone'])
    .where('clinic_id', '=', user.clinicId)
    .where('deleted_at', 'is', null)
    .execute();
  const clientIds = new Set(rows.map((row) => row.client_id));
  const samePatient = new Set(rows.map((row) => `${row.name}\n${row.phone}`));
  const queued = new Set(creates.map((create) => create.id));
  // A second, independent count: the unique index would hide a double insert, a GROUP BY cannot.
  const repeated = await server.kysely
    .selectFrom('patients')
    .select('client_id')
    .where('clinic_id', '=', user.clinicId)
    .groupBy('client_id')
    .having(sql<number>`count(*)`, '>', 1)
    .execute();
  return {
    serverRows: rows.length,
    distinctClientIds: clientIds.size,
    duplicates: rows.length - clientIds.size,
    samePatientTwice: rows.length - samePatient.size,
    missing: creates.filter((create) => !clientIds.has(create.id)).length,
    unexpected: [...clientIds].filter((id) => id === null || !queued.has(id)).length,
    repeatedClientIds: repeated.length,
  };
}

let databaseCount = 0;

/** What the device saw of one offline-then-reconnect cycle. */
type Cycle = {
  enqueueSeconds: number;
  offlineAttempts: number;
  drainSeconds: number;
  sentAfterReconnect: number;
  busySeconds: number;
  /** Set when the drain did not end with every item acknowledged. */
  failure: Error | null;
  needingAttention: number;
  leftInOutbox: number;
};

/**
 * A fresh user database; the drainer running from the start (as after sign-in) while the network is down; the creates
 * queued one after another as the form submits them; then the network comes back and the queue drains to empty.
 */
async function queueOfflineThenDrain(transport: Transport, creates: PatientCreate[], clinicId: number): Promise<Cycle> {
  databaseCount += 1;
  const db = new UserDatabase(`drain-bench-${process.pid}-${databaseCount}`);
  await db.open();
  const network: Network = { isUp: false, offlineAttempts: 0, sent: 0, busyNs: 0n, inFlight: 0, busySince: 0n };
  // The harder offline: the browser says it is online (a Wi-Fi without internet), so the drainer keeps trying.
  const drainer = createDrainer({ db, transport: networkTransport(transport, network), isOnline: () => true, currentClinicId: () => clinicId });
  drainer.start();
  try {
    let start = process.hrtime.bigint();
    for (const create of creates) {
      await queueNewPatient(db, {
        itemId: create.id,
        body: create.body,
        clinicId,
        clearDraft: () => deleteDraft(db, NEW_PATIENT_DRAFT_KEY),
      });
    }
    const enqueueSeconds = seconds(start);
    await drainer.drainOnce();
    const queued = await db.outbox.count();
    if (queued !== creates.length || (await db.outboxDone.count()) !== 0) {
      throw new Error(`Offline: ${queued} queued, ${creates.length} enqueued`);
    }

    // Reconnect: what the drainer's 'online' listener does in a browser (Node has no window to fire it).
    const drained = whenDrained(db, (listener) => drainer.onAcknowledged(listener), creates.length);
    start = process.hrtime.bigint();
    network.isUp = true;
    void drainer.drainOnce({ ignoreBackoff: true });
    const failure = await drained.then(
      () => null,
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    );
    const drainSeconds = seconds(start);
    await drainer.stop();

    const done = await db.outboxDone.toArray();
    const answeredWrong = done.filter((item) => (item.data as { clientId?: unknown } | null)?.clientId !== item.id).length;
    if (answeredWrong > 0) throw new Error(`${answeredWrong} acknowledged item(s) hold another patient's answer`);
    return {
      enqueueSeconds,
      offlineAttempts: network.offlineAttempts,
      drainSeconds,
      sentAfterReconnect: network.sent,
      busySeconds: Number(network.busyNs) / 1e9,
      failure,
      needingAttention: await db.outbox.where('state').equals('attention').count(),
      leftInOutbox: await db.outbox.count(),
    };
  } finally {
    await drainer.stop();
    db.close();
    await db.delete().catch(() => undefined);
  }
}

/** One measured drain to the server, in a clinic of its own, with or without faults; then what the server holds. */
async function drainRun(server: BenchServer, creates: PatientCreate[], faults: FaultRates | null): Promise<DrainRun> {
  const user = await server.newClinicUser();
  const injected = { lostAnswer: 0, unavailable: 0, deliveredTwice: 0 };
  const toServer = createFetchTransport(server.origin, user.headers);
  const transport = faults ? faultyTransport(toServer, faults, injected, seededRandom(4)) : toServer;
  const { failure, ...cycle } = await queueOfflineThenDrain(transport, creates, user.clinicId);
  const stored = await checkServer(server, user, creates);
  // Items needing attention are reported with the figures (and fail the bench); anything else fails here.
  if (failure && cycle.needingAttention === 0) throw failure;
  if (stored.repeatedClientIds > 0) throw new Error(`${stored.repeatedClientIds} client id(s) stored more than once`);
  const { repeatedClientIds: _checked, ...onServer } = stored;
  return { faults, items: creates.length, ...cycle, injected, ...onServer };
}

/** The engine's own cost: the same cycle against a transport that answers at once, as if the server took no time. */
async function drainWithoutServer(creates: PatientCreate[]): Promise<number> {
  let serverId = 0;
  const instant: Transport = {
    json: async (request) => ({ outcome: 'ok', data: { id: ++serverId, clientId: request.idempotencyKey } }),
    putPart: async () => ({ outcome: 'rejected', code: 400, msg: 'No uploads here' }),
  };
  const cycle = await queueOfflineThenDrain(instant, creates, 1);
  if (cycle.failure) throw cycle.failure;
  return cycle.drainSeconds;
}

function problemsOf(name: string, run: DrainRun): string[] {
  const checks: [number, string][] = [
    [run.duplicates, 'duplicate rows'],
    [run.samePatientTwice, 'patients stored twice under two client ids'],
    [run.missing, 'client ids missing on the server'],
    [run.unexpected, 'unexpected rows'],
    [run.needingAttention, 'items needing attention'],
    [run.leftInOutbox, 'items left in the outbox'],
  ];
  return checks.filter(([count]) => count > 0).map(([count, what]) => `${name}: ${count} ${what}`);
}

export async function runDrainBenchmark(items: number, kind: BenchServerKind, faults: FaultRates): Promise<DrainBenchFigures> {
  // The outbox stores its own messages translated; the English source is enough here.
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const server = await startBenchServer(kind);
  try {
    const creates = patientCreates(items);
    // Warm-up: the server's first requests compile routes and schemas; neither measured run should pay for it.
    await sendDirect(server, creates.slice(0, 50), 1);
    const baselineBeforeSeconds = await sendDirect(server, creates, 1);
    const baselineConcurrentSeconds = await sendDirect(server, creates, CONCURRENCY);
    const clean = await drainRun(server, creates, null);
    const faulty = await drainRun(server, creates, faults);
    // Once more after the drains: on a shared machine the disk's fsync time drifts; the ratio uses both.
    const baselineAfterSeconds = await sendDirect(server, creates, 1);
    const engineAloneSeconds = await drainWithoutServer(creates);
    return {
      server: kind,
      items,
      concurrency: CONCURRENCY,
      baselineBeforeSeconds,
      baselineConcurrentSeconds,
      baselineAfterSeconds,
      engineAloneSeconds,
      clean,
      faulty,
      problems: [...problemsOf('drain', clean), ...problemsOf('drain with faults', faulty)],
    };
  } finally {
    await server.close();
  }
}
