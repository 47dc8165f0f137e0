import 'fake-indexeddb/auto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { connectDatabase, type Db } from '../../src/server/db/connect';
import { migrateToLatest } from '../../src/server/db/migrate';
import { addMember, createClinic, createUser, sessionHeaders } from '../../src/server/testing/fixtures';
import { UserDatabase } from '../../src/web/lib/offline/db';
import { createDrainer, type Drainer } from '../../src/web/lib/offline/outbox/drainer';
import { groupFor } from '../../src/web/lib/offline/outbox/groups';
import { LEASE_MS } from '../../src/web/lib/offline/outbox/lease';
import { idOrRef, localIdOf, ref } from '../../src/web/lib/offline/outbox/local-ids';
import { amend, enqueue, newItemId } from '../../src/web/lib/offline/outbox/outbox';
import { refsOf } from '../../src/web/lib/offline/outbox/refs';
import { createFetchTransport } from '../../src/web/lib/offline/outbox/testing/fetch-transport';
import type { OutboxItem, OutboxRef, Transport, TransportAnswer } from '../../src/web/lib/offline/outbox/types';
import { enqueueUpload, STAGING_ABANDONED_AFTER_MS, sweepOrphanParts } from '../../src/web/lib/offline/outbox/uploads';

/**
 * The outbox's promise, checked against the real server: whatever happens to the network, the tabs and the page
 * (requests dropped, answers lost after the server applied them, 5xx, 401, the same request delivered twice, a second
 * tab draining at the same time, reloads, offline spells), once the connection is good again every item the
 * dentist queued reaches the server exactly once and in order, and what the server refuses waits for the dentist,
 * never lost. The server is the real app on in-memory SQLite; the client is the real engine on fake-indexeddb.
 */

const RUNS = Number(process.env.OUTBOX_PROPERTY_RUNS ?? 200);

type Fault = 'none' | 'drop' | 'lose' | 'fail5xx' | 'twice' | 'unauthorized' | 'crash';

/** What the runs exercised, to be sure the property was not passed by never meeting a fault. */
const coverage = new Set<string>();

/** The network of one run: offline or not, and the plan of faults that requests meet one after another. */
class Network {
  isOffline = false;
  isFaulty = true;
  private next = 0;
  private readonly plan: readonly Fault[];
  constructor(plan: readonly Fault[]) {
    this.plan = plan;
  }
  nextFault(): Fault {
    const fault = this.isFaulty ? (this.plan[this.next++ % this.plan.length] ?? 'none') : 'none';
    coverage.add(fault);
    return fault;
  }
}

/** One tab's way to the real server, through the run's network. */
class FaultyTransport implements Transport {
  private readonly network: Network;
  private readonly signedIn: Transport;
  private readonly signedOut: Transport;
  /** The tab dies while this request is on its way (it still reaches the server). */
  private readonly onCrash: () => void;

  constructor(network: Network, signedIn: Transport, signedOut: Transport, onCrash: () => void) {
    this.network = network;
    this.signedIn = signedIn;
    this.signedOut = signedOut;
    this.onCrash = onCrash;
  }

  json: Transport['json'] = (request) => this.deliver((transport) => transport.json(request));
  putPart: Transport['putPart'] = (request) => this.deliver((transport) => transport.putPart(request));

  private async deliver(send: (transport: Transport) => Promise<TransportAnswer>): Promise<TransportAnswer> {
    if (this.network.isOffline) return { outcome: 'retry', status: 0 };
    switch (this.network.nextFault()) {
      case 'drop':
        return { outcome: 'retry', status: 0 };
      case 'lose':
        // The server applies it; the answer never arrives.
        await send(this.signedIn);
        return { outcome: 'retry', status: 0 };
      case 'crash': {
        const answer = send(this.signedIn);
        this.onCrash();
        return answer;
      }
      case 'fail5xx':
        return { outcome: 'retry', status: 503 };
      case 'twice': {
        // Delivered twice at once (a proxy's retry): both reach the server.
        const [, second] = await Promise.all([send(this.signedIn), send(this.signedIn)]);
        return second;
      }
      case 'unauthorized':
        // The session is gone for this request: the real server answers 401 (a part's upload grant still holds).
        return send(this.signedOut);
      case 'none':
        return send(this.signedIn);
    }
  }
}

type Command =
  | { kind: 'create'; isValid: boolean }
  | { kind: 'edit'; target: number; isValid: boolean; byServerId: boolean }
  | { kind: 'stage'; target: number; isValid: boolean }
  /** A photo for the patient's avatar: an upload, then a change that refers to it. */
  | { kind: 'avatar'; target: number; isValid: boolean }
  | { kind: 'drain'; isBothTabs: boolean; isAwaited: boolean }
  | { kind: 'settle' }
  | { kind: 'reload' }
  | { kind: 'offline' }
  | { kind: 'online' }
  | { kind: 'advance'; ms: number }
  | { kind: 'signIn' };

/** Most of what a dentist types is valid; one in four is refused by the server (a bad phone, a long stage name). */
const mostlyValid = fc.nat(3).map((draw) => draw > 0);

const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('create' as const), isValid: mostlyValid }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      target: fc.nat(5),
      isValid: mostlyValid,
      byServerId: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('stage' as const), target: fc.nat(5), isValid: mostlyValid }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('avatar' as const), target: fc.nat(5), isValid: mostlyValid }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('drain' as const), isBothTabs: fc.boolean(), isAwaited: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'settle' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reload' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'offline' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'online' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 2 * LEASE_MS }) }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'signIn' as const }) },
);

const faultArbitrary = fc.constantFrom<Fault>(
  'none',
  'none',
  'none',
  'drop',
  'lose',
  'fail5xx',
  'twice',
  'unauthorized',
  'crash',
);

type PatientForm = {
  name: string;
  gender: number;
  birthDate: string;
  phone: string;
  source: number;
  doctorName: string;
  doctorPhone: string;
  avatar: OutboxRef | null;
};

/** What the dentist queued for one patient, and what the server must end with. */
type PatientModel = { createId: string; key: string; phone: string; expected: PatientForm; edits: number };
type StageModel = { itemId: string; patient: PatientModel; expectedName: string };

let phoneCounter = 0;
const uniquePhone = () => `13${String((phoneCounter += 1)).padStart(9, '0')}`;
const INVALID_PHONE = '12345';

function form(name: string, phone: string, avatar: OutboxRef | null): PatientForm {
  return {
    name,
    gender: 1,
    birthDate: '1985-06-01',
    phone,
    source: 1,
    doctorName: 'Dr. Wang',
    doctorPhone: '',
    avatar,
  };
}

let server: { app: FastifyInstance; db: Db; baseUrl: string; userId: number; dataDir: string };
/** A small photo (PNG), made once. */
let photo: Blob;
let runCount = 0;

beforeAll(async () => {
  const db = connectDatabase({ kind: 'sqlite', file: ':memory:' });
  await migrateToLatest(db);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuspid-outbox-property-'));
  const config = loadConfig({ APP_MODE: 'test', LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', DATA_DIR: dataDir });
  const app = await buildApp({ config, db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const user = await createUser(db.kysely, { name: 'Dr. Property' });
  server = { app, db, baseUrl: `http://127.0.0.1:${address.port}`, userId: user.id, dataDir };
  const png = await sharp({ create: { width: 24, height: 16, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
  photo = new Blob([new Uint8Array(png)], { type: 'image/png' });
});

afterAll(async () => {
  await server?.app.close();
  await server?.db.close();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

/** One sequence: a fresh clinic on the server, a fresh user database on the device, two tabs. */
async function runSequence(commands: readonly Command[], plan: readonly Fault[]): Promise<void> {
  runCount += 1;
  const startedAt = Date.now();
  const kysely = server.db.kysely;
  const clinicId = await createClinic(kysely, `Property clinic ${runCount}`);
  await addMember(kysely, clinicId, server.userId, { role: 'admin', isDoctor: true });
  const headers = await sessionHeaders(server.app, server.userId, clinicId);
  const network = new Network(plan);
  const signedIn = createFetchTransport(server.baseUrl, headers);
  const signedOut = createFetchTransport(server.baseUrl);
  const clock = { time: Date.now() };
  const now = () => clock.time;
  const databaseName = `property-${runCount}`;
  type Tab = { db: UserDatabase; drainer: Drainer };
  const openTab = (onCrash: (dead: Tab) => void): Tab => {
    const db = new UserDatabase(databaseName);
    const opened: Tab = { db, drainer: undefined as unknown as Drainer };
    const transport = new FaultyTransport(network, signedIn, signedOut, () => onCrash(opened));
    opened.drainer = createDrainer({ db, transport, now, random: () => 0.5 });
    return opened;
  };
  /**
   * The page reloads: its database closes and its script dies with it (the pass, its requests and its timers end, as
   * `stop` ends them; the lease cannot be given up on a closed database, so it runs out), a new page opens. Left
   * running on the closed database, the dead page's drainer kept working past the page's death, which no browser
   * does, and once under load it left a database-closed rejection after the test.
   */
  const reload = (dead: Tab) => {
    if (dead !== tab) return;
    coverage.add('reload');
    dead.db.close();
    void dead.drainer.stop();
    tab = openTab(reload);
  };

  let tab: Tab = openTab(reload);
  // The other tab stays open all along; a crash of one of its requests is only a lost answer.
  const otherTab = openTab(() => undefined);
  const pending: Promise<unknown>[] = [];
  const patients: PatientModel[] = [];
  const stages: StageModel[] = [];
  const uploads: string[] = [];
  /** Items the server must refuse, with the body the dentist fixes each with. */
  const invalid = new Map<string, unknown>();
  let enqueued = 0;

  const drainersBoth = (): Drainer[] => [tab.drainer, otherTab.drainer];

  /**
   * The dentist submits on the current page. If the page reloads meanwhile (a crash fault), the submission counts only
   * if it reached the device: then it is in the outbox of the reopened page; else the dentist never saw it saved.
   */
  const submit = async (id: string, write: (db: UserDatabase) => Promise<unknown>): Promise<boolean> => {
    try {
      await write(tab.db);
    } catch (error) {
      if ((error as { name?: string }).name !== 'DatabaseClosedError') throw error;
      if ((await tab.db.outbox.where('id').equals(id).count()) === 0 && !(await tab.db.outboxDone.get(id)))
        return false;
      coverage.add('submit during reload');
    }
    enqueued += 1;
    return true;
  };

  /** Submits a patient create or edit; an invalid one carries a phone the server refuses, and is remembered. */
  const submitPatient = async (
    id: string,
    key: string,
    { action, path, body, isValid }: { action: string; path: string; body: { name: string }; isValid: boolean },
  ): Promise<boolean> => {
    const isQueued = await submit(id, async (db) =>
      enqueue(db, {
        id,
        group: await groupFor(db, 'patient', key),
        label: { action, subject: body.name },
        entity: 'patient',
        entityKey: key,
        patientKey: key,
        clinicId,
        request: { service: 'emr', method: 'POST', path, body: isValid ? body : { ...body, phone: INVALID_PHONE } },
      }),
    );
    if (isQueued && !isValid) invalid.set(id, body);
    return isQueued;
  };

  for (const command of commands) {
    switch (command.kind) {
      case 'create': {
        const id = newItemId();
        const key = localIdOf(id);
        const phone = uniquePhone();
        const fields = form(`Patient ${patients.length}`, phone, null);
        const body = { ...fields, clientId: id };
        const isQueued = await submitPatient(id, key, {
          action: 'Record a new patient',
          path: '/v1/patient/add',
          body,
          isValid: command.isValid,
        });
        if (!isQueued) break;
        patients.push({ createId: id, key, phone, expected: fields, edits: 0 });
        break;
      }
      case 'edit':
      case 'avatar': {
        const patient = patients[command.target % Math.max(1, patients.length)];
        if (!patient) break;
        const done = await tab.db.outboxDone.get(patient.createId);
        // Once the create is acknowledged, the patient's file may be opened by its server id.
        const key =
          command.kind === 'edit' && command.byServerId && done
            ? String((done.data as { id: number }).id)
            : patient.key;
        let avatar = patient.expected.avatar;
        if (command.kind === 'avatar') {
          const uploadId = newItemId();
          // Queued in the patient's group, before the change that refers to it (as the patient form does).
          const isQueued = await submit(uploadId, async (db) =>
            enqueueUpload(db, {
              id: uploadId,
              file: photo,
              fileName: 'avatar.png',
              purpose: 'photo',
              group: await groupFor(db, 'patient', key),
              label: { action: "Upload a patient's photo", subject: 'avatar.png' },
              patientKey: key,
              clinicId,
            }),
          );
          if (!isQueued) break;
          uploads.push(uploadId);
          coverage.add('upload');
          avatar = ref(uploadId, 'key');
        }
        const id = newItemId();
        const fields = form(`Patient ${patients.indexOf(patient)} v${patient.edits + 1}`, patient.phone, avatar);
        const body = { ...fields, id: idOrRef(key) };
        const isQueued = await submitPatient(id, key, {
          action: "Change a patient's details",
          path: '/v1/patient/update',
          body,
          isValid: command.isValid,
        });
        if (!isQueued) break;
        patient.edits += 1;
        patient.expected = fields;
        break;
      }
      case 'stage': {
        const patient = patients[command.target % Math.max(1, patients.length)];
        if (!patient) break;
        const id = newItemId();
        const name = `Stage ${stages.length}`;
        const body = { clinicId, name, patientId: idOrRef(patient.key), stageTime: '2024-01-15', clientId: id };
        const isQueued = await submit(id, async (db) =>
          enqueue(db, {
            id,
            group: await groupFor(db, 'patient', patient.key),
            label: { action: 'Add a stage', subject: name },
            entity: 'stage',
            entityKey: localIdOf(id),
            patientKey: patient.key,
            clinicId,
            request: {
              service: 'emr',
              method: 'POST',
              path: '/v1/clinicImage/stage/add',
              body: command.isValid ? body : { ...body, name: 'x'.repeat(60) },
            },
          }),
        );
        if (!isQueued) break;
        if (!command.isValid) invalid.set(id, body);
        stages.push({ itemId: id, patient, expectedName: name });
        break;
      }
      case 'drain': {
        const passes = (command.isBothTabs ? drainersBoth() : [tab.drainer]).map((drainer) => drainer.drainOnce());
        if (command.isAwaited) await Promise.all(passes);
        else pending.push(...passes);
        break;
      }
      case 'settle':
        await Promise.all(pending.splice(0));
        break;
      case 'reload':
        reload(tab);
        break;
      case 'offline':
        network.isOffline = true;
        break;
      case 'online':
        network.isOffline = false;
        break;
      case 'advance':
        clock.time += command.ms;
        break;
      case 'signIn':
        // The pass a sign-in starts is settled with the others before the end: left running, it could still be
        // sending when the end's clock jump made its live tab's lease look expired (seen under load, 2026-11-26).
        for (const drainer of drainersBoth()) {
          drainer.notifySignedIn();
          pending.push(drainer.drainOnce());
        }
        break;
    }
  }

  // The connection is good again; leases of dead tabs run out.
  await Promise.all(pending.splice(0));
  network.isFaulty = false;
  network.isOffline = false;
  clock.time += LEASE_MS + 1;

  const drainToQuiescence = async () => {
    for (let pass = 0; pass < 100; pass += 1) {
      const result = await tab.drainer.syncNow();
      if (result.isLeased && result.attempts === 0) return;
      clock.time += 1;
    }
    throw new Error('The outbox did not settle');
  };

  const seenInAttention = new Set<string>();
  for (let round = 0; ; round += 1) {
    await drainToQuiescence();
    const left = await tab.db.outbox.orderBy(':id').toArray();
    if (left.length === 0) break;
    expect(round).toBeLessThanOrEqual(invalid.size);
    const queued = new Set(left.map((item) => item.id));
    const heads = new Map<string, OutboxItem>();
    for (const item of left) if (!heads.has(item.group)) heads.set(item.group, item);
    for (const item of left) {
      if (item.state === 'attention') {
        // Only what the server must refuse ever needs attention, with the server's message.
        expect(invalid.has(item.id), `${item.label.subject} needs attention: ${item.error?.msg}`).toBe(true);
        expect(item.error?.code).toBe(400);
        expect(item.error?.msg).not.toBe('');
        seenInAttention.add(item.id);
        coverage.add('attention');
      } else {
        // Anything else still here is held back by one that needs attention (its group's head, or what it refers to).
        expect(item.state).toBe('waiting');
        const head = heads.get(item.group);
        const isBehindAttention = head !== undefined && head.id !== item.id && head.state === 'attention';
        coverage.add('held back');
        expect(isBehindAttention || refsOf(item).some((ref) => queued.has(ref)), `${item.label.subject} is stuck`).toBe(
          true,
        );
      }
    }
    // The dentist fixes what was refused; it goes back in its place.
    for (const item of left) if (item.state === 'attention') await amend(tab.db, item.id, invalid.get(item.id));
  }
  expect([...seenInAttention].sort()).toEqual([...invalid.keys()].sort());
  expect(await tab.db.outboxDone.count()).toBe(enqueued);

  // The server holds each patient and stage exactly once, and each patient as the last change queued for it.
  const patientRows = await server.db.kysely
    .selectFrom('patients')
    .selectAll()
    .where('clinic_id', '=', clinicId)
    .execute();
  expect(patientRows).toHaveLength(patients.length);
  for (const patient of patients) {
    const rows = patientRows.filter((row) => row.client_id === patient.createId);
    expect(rows).toHaveLength(1);
    const avatar = patient.expected.avatar;
    const avatarKey = avatar ? ((await tab.db.outboxDone.get(avatar.$ref))?.data as { key: string }).key : null;
    expect(rows[0]).toMatchObject({
      name: patient.expected.name,
      phone: patient.expected.phone,
      avatar_key: avatarKey,
    });
  }
  // Each photo is stored once: a retried or twice-delivered upload makes no second object.
  const photos = await kysely
    .selectFrom('objects')
    .select('key')
    .where('owner_id', '=', `user:${server.userId}`)
    .where('purpose', '=', 'photo')
    .where('created_at', '>=', startedAt)
    .execute();
  const uploadedKeys = await Promise.all(
    uploads.map(async (id) => ((await tab.db.outboxDone.get(id))?.data as { key: string }).key),
  );
  expect(photos.map((row) => row.key).sort()).toEqual(uploadedKeys.sort());
  // Parts of a file whose queueing a reload cut short are swept as the app does at start.
  await sweepOrphanParts(tab.db, () => Date.now() + STAGING_ABANDONED_AFTER_MS + 1);
  expect(await tab.db.uploads.count()).toBe(0);
  expect(await tab.db.uploadParts.count()).toBe(0);
  const stageRows = await server.db.kysely
    .selectFrom('image_stages')
    .selectAll()
    .where('clinic_id', '=', clinicId)
    .execute();
  expect(stageRows).toHaveLength(stages.length);
  for (const stage of stages) {
    const rows = stageRows.filter((row) => row.client_id === stage.itemId);
    expect(rows).toHaveLength(1);
    const patientRow = patientRows.find((row) => row.client_id === stage.patient.createId);
    expect(rows[0]).toMatchObject({ name: stage.expectedName, patient_id: patientRow?.id });
  }

  await Promise.all([tab.drainer.stop(), otherTab.drainer.stop()]);
  tab.db.close();
  otherTab.db.close();
}

/**
 * Sequences that once broke the property, run first every time. 2026-11-22: a change signalled while the drainer's
 * view was refreshing emptied the view of older rows, so an edit looked like the head of its group and its queued
 * create like lost work ("depends on work that is no longer on this device").
 */
const FOUND_COUNTEREXAMPLES: [Command[], Fault[]][] = [
  [
    [
      { kind: 'create', isValid: false },
      { kind: 'drain', isBothTabs: true, isAwaited: false },
      { kind: 'settle' },
      { kind: 'signIn' },
      { kind: 'create', isValid: false },
      { kind: 'create', isValid: false },
      { kind: 'edit', target: 0, isValid: false, byServerId: false },
    ],
    ['none'],
  ],
  // 2026-11-26, under load: a sign-in's pass of the other tab was still sending when the end's clock jump expired its
  // lease, and this tab found the item 'sending' (the test did not wait for that pass; fixed in the 'signIn' command).
  [
    [
      { kind: 'signIn' },
      { kind: 'create', isValid: false },
      { kind: 'advance', ms: 10000 },
      { kind: 'signIn' },
    ],
    ['none'],
  ],
];

describe('the outbox against the real server', () => {
  it(
    'delivers every queued item exactly once, in order, whatever the network and the tabs do',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(commandArbitrary, { minLength: 1, maxLength: 14 }),
          fc.array(faultArbitrary, { minLength: 1, maxLength: 6 }),
          (commands, plan) => runSequence(commands, plan),
        ),
        {
          numRuns: RUNS,
          examples: FOUND_COUNTEREXAMPLES,
          ...(process.env.OUTBOX_PROPERTY_SEED
            ? { seed: Number(process.env.OUTBOX_PROPERTY_SEED), path: process.env.OUTBOX_PROPERTY_PATH }
            : {}),
        },
      );
      if (RUNS >= 100) {
        expect([...coverage].sort()).toEqual(
          [
            'attention',
            'crash',
            'drop',
            'fail5xx',
            'held back',
            'lose',
            'none',
            'reload',
            'twice',
            'unauthorized',
            'upload',
          ].sort(),
        );
      }
    },
    10 * 60 * 1000,
  );
});
