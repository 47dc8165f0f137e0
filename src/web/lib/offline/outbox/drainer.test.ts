import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserDatabase } from '../db';
import { BACKOFF_BASE_MS } from './backoff';
import { createDrainer, type Drainer, type DrainerOptions } from './drainer';
import { groupKey } from './groups';
import { claimLease, LEASE_META_KEY, LEASE_MS } from './lease';
import { localIdOf, ref } from './local-ids';
import { discard, enqueue, retry } from './outbox';
import { LOCAL_PROBLEM_CODE } from './outbox-messages';
import { newTestDatabase, queueCreate, queueEdit } from './testing/outbox-fixtures';
import { createScriptedTransport, deferred } from './testing/scripted-transport';
import type { DoneItem, OutboxItem, TransportAnswer, TransportRequest } from './types';

const opened: UserDatabase[] = [];
const drainers: Drainer[] = [];
afterEach(async () => {
  await Promise.all(drainers.splice(0).map((drainer) => drainer.stop()));
  for (const db of opened.splice(0)) db.close();
});

function open(name?: string): UserDatabase {
  const db = name ? new UserDatabase(name) : newTestDatabase();
  opened.push(db);
  return db;
}

const clock = { time: 1_000_000 };
const now = () => clock.time;

function drainerFor(
  db: UserDatabase,
  transport: DrainerOptions['transport'],
  options: Partial<DrainerOptions> = {},
): Drainer {
  const drainer = createDrainer({ db, transport, now, random: () => 0.5, ...options });
  drainers.push(drainer);
  return drainer;
}

/** A small server: creates answer a new id, everything else echoes its body; `fail` picks requests to answer otherwise. */
function fakeServer(fail: (request: TransportRequest) => TransportAnswer | null = () => null) {
  let nextId = 100;
  return createScriptedTransport((request) => {
    const failure = fail(request);
    if (failure) return failure;
    if (request.path.endsWith('/add'))
      return { outcome: 'ok', data: { id: (nextId += 1), ...(request.body as object) } };
    return { outcome: 'ok', data: request.body ?? null };
  });
}

const bodyName = (request: TransportRequest) => (request.body as { name?: string }).name;
const stateOf = async (db: UserDatabase, id: string) => (await db.outbox.where('id').equals(id).first())?.state;
const item = async (db: UserDatabase, id: string): Promise<OutboxItem | undefined> =>
  db.outbox.where('id').equals(id).first();

describe('the drainer: order', () => {
  it("sends a group's items in the order they were queued, each with its id as Idempotency-Key and refs resolved", async () => {
    const db = open();
    const create = await queueCreate(db, 'Ada');
    const firstEdit = await queueEdit(db, localIdOf(create.id), 'Ada B.');
    const secondEdit = await queueEdit(db, localIdOf(create.id), 'Ada C.');
    const transport = fakeServer();
    const result = await drainerFor(db, transport).drainOnce();

    expect(result).toMatchObject({ isLeased: true, attempts: 3, acknowledged: 3 });
    expect(transport.calls.map((call) => call.idempotencyKey)).toEqual([create.id, firstEdit.id, secondEdit.id]);
    expect(transport.calls.map((call) => call.body)).toEqual([
      { name: 'Ada', clientId: create.id },
      { id: 101, name: 'Ada B.' },
      { id: 101, name: 'Ada C.' },
    ]);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.outboxDone.orderBy('seq').toArray()).map((done) => done.id)).toEqual([
      create.id,
      firstEdit.id,
      secondEdit.id,
    ]);
  });

  it('never has two items of one group in flight, and at most three groups at once', async () => {
    const db = open();
    for (let patient = 0; patient < 5; patient += 1) {
      const create = await queueCreate(db, `P${patient}`);
      for (let edit = 0; edit < 3; edit += 1) await queueEdit(db, localIdOf(create.id), `P${patient}.${edit}`);
    }
    const inFlight = new Map<string, number>();
    let mostGroups = 0;
    const log: string[] = [];
    let nextId = 1;
    // The first requests wait until three groups are in flight, so the check below does not hang on timing.
    let threeInFlight = () => {};
    const untilThreeInFlight = new Promise<void>((resolve) => (threeInFlight = resolve));
    const transport = createScriptedTransport(async (request) => {
      const patient = (bodyName(request) ?? '').split('.')[0] as string;
      inFlight.set(patient, (inFlight.get(patient) ?? 0) + 1);
      expect(inFlight.get(patient)).toBe(1);
      mostGroups = Math.max(mostGroups, inFlight.size);
      if (inFlight.size === 3) threeInFlight();
      log.push(bodyName(request) ?? '');
      await untilThreeInFlight;
      await new Promise((resolve) => setTimeout(resolve, 2));
      inFlight.delete(patient);
      return { outcome: 'ok', data: { id: (nextId += 1) } };
    });
    await drainerFor(db, transport).drainOnce();
    expect(transport.calls).toHaveLength(20);
    expect(mostGroups).toBe(3);
    for (let patient = 0; patient < 5; patient += 1) {
      expect(log.filter((name) => name.startsWith(`P${patient}`))).toEqual([
        `P${patient}`,
        `P${patient}.0`,
        `P${patient}.1`,
        `P${patient}.2`,
      ]);
    }
  });

  it('an item waits while an item it refers to is not acknowledged; other groups go on', async () => {
    const db = open();
    const create = await queueCreate(db, 'Ada');
    // A stage in a group of its own that refers to the patient being created.
    const stage = await enqueue(db, {
      group: groupKey('stage', 'x'),
      label: { action: 'Add a stage', subject: 'Before' },
      entity: 'stage',
      entityKey: localIdOf('stage-item'),
      request: {
        service: 'emr',
        method: 'POST',
        path: '/v1/clinicImage/stage/add',
        body: { patientId: ref(create.id), name: 'Before' },
      },
    });
    const other = await queueCreate(db, 'Bob');
    const transport = fakeServer((request) => (bodyName(request) === 'Ada' ? { outcome: 'retry', status: 503 } : null));
    const drainer = drainerFor(db, transport);
    await drainer.drainOnce();
    expect(transport.calls.map(bodyName)).toEqual(['Ada', 'Bob']);
    expect(await stateOf(db, stage.id)).toBe('waiting');
    expect(await stateOf(db, other.id)).toBeUndefined();

    clock.time += 10 * BACKOFF_BASE_MS;
    const server = fakeServer();
    const later = drainerFor(db, server);
    await later.drainOnce();
    expect(server.calls.map(bodyName)).toEqual(['Ada', 'Before']);
    expect(server.calls[1]?.body).toEqual({ patientId: 101, name: 'Before' });
  });

  it('files work queued under the server id after the create behind earlier work of the same patient', async () => {
    const db = open();
    const create = await queueCreate(db, 'Ada');
    const refused = await queueEdit(db, localIdOf(create.id), 'bad');
    const transport = fakeServer((request) =>
      bodyName(request) === 'bad' ? { outcome: 'rejected', code: 400, msg: 'Enter a valid phone' } : null,
    );
    await drainerFor(db, transport).drainOnce();
    expect(await stateOf(db, refused.id)).toBe('attention');

    // The patient's file, opened by its server id, queues a change: it must not overtake the refused one.
    const later = await queueEdit(db, '101', 'Ada D.');
    expect(later.group).toBe(create.group);
    await drainerFor(db, transport).drainOnce();
    expect(transport.calls.map(bodyName)).toEqual(['Ada', 'bad']);
    expect(await stateOf(db, later.id)).toBe('waiting');
  });
});

describe('the drainer: failures', () => {
  it('network error, 5xx, 429: the item waits with jittered backoff, its group waits, other groups go on', async () => {
    const db = open();
    const failing = await queueCreate(db, 'Ada');
    const behind = await queueEdit(db, localIdOf(failing.id), 'Ada B.');
    const other = await queueCreate(db, 'Bob');
    const transport = fakeServer((request) => (bodyName(request) === 'Ada' ? { outcome: 'retry', status: 0 } : null));
    const drainer = drainerFor(db, transport);
    const result = await drainer.drainOnce();

    const waiting = await item(db, failing.id);
    expect(waiting).toMatchObject({ state: 'waiting', attempts: 1, error: { code: 0 } });
    expect(waiting?.nextAttemptAt).toBe(now() + BACKOFF_BASE_MS / 2);
    expect(result.nextDueAt).toBe(waiting?.nextAttemptAt);
    expect(await stateOf(db, behind.id)).toBe('waiting');
    expect(await stateOf(db, other.id)).toBeUndefined();

    // Not due yet: nothing is sent.
    await drainer.drainOnce();
    expect(transport.calls.map(bodyName)).toEqual(['Ada', 'Bob']);

    // Due: the same item again, with the same key; the second failure waits about twice as long at most.
    clock.time += BACKOFF_BASE_MS;
    await drainer.drainOnce();
    expect(transport.calls.map((call) => call.idempotencyKey)).toEqual([failing.id, other.id, failing.id]);
    expect((await item(db, failing.id))?.nextAttemptAt).toBe(now() + BACKOFF_BASE_MS);
  });

  it('reads as offline while the server cannot be reached, until an answer comes', async () => {
    const db = open();
    await queueCreate(db, 'Ada');
    let isDown = true;
    const transport = fakeServer(() => (isDown ? { outcome: 'retry', status: 0 } : null));
    const drainer = drainerFor(db, transport);
    await drainer.drainOnce();
    expect(drainer.status.getSnapshot().state).toBe('offline');
    isDown = false;
    await drainer.syncNow();
    expect(drainer.status.getSnapshot().state).toBe('idle');
  });

  it("a 429's Retry-After is a floor of the backoff; a thrown transport error is a network error", async () => {
    const db = open();
    const limited = await queueCreate(db, 'Ada');
    const throwing = await queueCreate(db, 'Bob');
    const transport = createScriptedTransport((request) => {
      if (bodyName(request) === 'Bob') throw new TypeError('Failed to fetch');
      return { outcome: 'retry', status: 429, msg: 'Too many requests', retryAfterMs: 60_000 };
    });
    await drainerFor(db, transport).drainOnce();
    expect(await item(db, limited.id)).toMatchObject({
      nextAttemptAt: now() + 60_000,
      error: { code: 429, msg: 'Too many requests' },
    });
    expect(await item(db, throwing.id)).toMatchObject({ state: 'waiting', error: { code: 0, msg: 'Failed to fetch' } });
  });

  it('a refusal needs attention with the server message; the group waits behind it, nothing is ever dropped', async () => {
    const db = open();
    const refused = await queueCreate(db, 'bad');
    const behind = await queueEdit(db, localIdOf(refused.id), 'Ada');
    const other = await queueCreate(db, 'Bob');
    const transport = fakeServer((request) =>
      bodyName(request) === 'bad' ? { outcome: 'rejected', code: 400, msg: 'Введите действительный номер' } : null,
    );
    const drainer = drainerFor(db, transport);
    await drainer.drainOnce();
    expect(await item(db, refused.id)).toMatchObject({
      state: 'attention',
      error: { code: 400, msg: 'Введите действительный номер' },
    });
    expect(await stateOf(db, behind.id)).toBe('waiting');
    expect(await stateOf(db, other.id)).toBeUndefined();

    // A year of passes later, both are still there and nothing more was sent.
    for (let pass = 0; pass < 5; pass += 1) {
      clock.time += 73 * 24 * 3600 * 1000;
      await drainer.drainOnce();
    }
    expect(transport.calls).toHaveLength(2);
    expect((await db.outbox.toArray()).map((row) => [row.id, row.state])).toEqual([
      [refused.id, 'attention'],
      [behind.id, 'waiting'],
    ]);

    // Fixed by the user: both go, in order.
    await db.outbox
      .where('id')
      .equals(refused.id)
      .modify((row) => {
        if (row.kind === 'request') row.request.body = { name: 'Ada A.', clientId: refused.id };
      });
    await retry(db, refused.id);
    await drainer.drainOnce();
    expect(transport.calls.slice(2).map(bodyName)).toEqual(['Ada A.', 'Ada']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a ref to work no longer on the device needs attention rather than waiting forever', async () => {
    const db = open();
    const create = await queueCreate(db, 'Ada');
    const edit = await queueEdit(db, localIdOf(create.id), 'Ada B.');
    // Edit's create removed behind the outbox's back (discard would have said so itself).
    await db.outbox.where('id').equals(create.id).delete();
    const transport = fakeServer();
    await drainerFor(db, transport).drainOnce();
    expect(await item(db, edit.id)).toMatchObject({ state: 'attention', error: { code: LOCAL_PROBLEM_CODE } });
    expect(transport.calls).toHaveLength(0);
  });

  it('a discarded create leaves its dependants needing attention; the other groups are unaffected', async () => {
    const db = open();
    const create = await queueCreate(db, 'Ada');
    const edit = await queueEdit(db, localIdOf(create.id), 'Ada B.');
    const other = await queueCreate(db, 'Bob');
    await discard(db, create.id);
    const transport = fakeServer();
    await drainerFor(db, transport).drainOnce();
    expect(transport.calls.map(bodyName)).toEqual(['Bob']);
    expect(await stateOf(db, edit.id)).toBe('attention');
    expect(await stateOf(db, other.id)).toBeUndefined();
  });

  it('an answer that lacks the value a ref needs puts the dependant in attention', async () => {
    const db = open();
    const create = await queueCreate(db, 'Ada');
    const edit = await queueEdit(db, localIdOf(create.id), 'Ada B.');
    const transport = createScriptedTransport(() => ({ outcome: 'ok', data: { created: true } }));
    await drainerFor(db, transport).drainOnce();
    expect(await item(db, edit.id)).toMatchObject({ state: 'attention', error: { code: LOCAL_PROBLEM_CODE } });
    expect(transport.calls).toHaveLength(1);
  });
});

describe('the drainer: sign-in', () => {
  it('401: everything waits for sign-in (the attempt does not count), then goes on', async () => {
    const db = open();
    const first = await queueCreate(db, 'Ada');
    const second = await queueCreate(db, 'Bob');
    let isSignedOut = true;
    const transport = fakeServer(() => (isSignedOut ? { outcome: 'unauthorized' } : null));
    const drainer = drainerFor(db, transport, { concurrency: 1 });
    const result = await drainer.drainOnce();
    expect(result.isStoppedForSignIn).toBe(true);
    expect(transport.calls).toHaveLength(1);
    expect(await item(db, first.id)).toMatchObject({ state: 'waiting', attempts: 0 });
    expect(drainer.status.getSnapshot().state).toBe('waitingForSignIn');

    isSignedOut = false;
    drainer.notifySignedIn();
    await drainer.drainOnce();
    expect(transport.calls.map((call) => call.idempotencyKey)).toEqual([first.id, first.id, second.id]);
    expect(await db.outbox.count()).toBe(0);
    expect(drainer.status.getSnapshot().state).toBe('idle');
  });

  it('a sign-in that arrives while the 401 pass is still ending is not lost', async () => {
    const db = open();
    await queueCreate(db, 'Ada');
    const tab: { drainer?: Drainer } = {};
    const transport = fakeServer(() => {
      if (transport.calls.length > 1) return null;
      // The user signs in again just as the 401 comes back, before the pass has ended.
      setTimeout(() => tab.drainer?.notifySignedIn(), 0);
      return { outcome: 'unauthorized' };
    });
    tab.drainer = drainerFor(db, transport);
    await tab.drainer.drainOnce();
    await vi.waitFor(() => expect(transport.calls).toHaveLength(2));
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
  });

  it('sends nothing while this tab is not signed in as the database user (another user signed in elsewhere)', async () => {
    const db = open();
    await queueCreate(db, 'Ada');
    let isSignedIn = false;
    const transport = fakeServer();
    const drainer = drainerFor(db, transport, { isSignedIn: () => isSignedIn });
    expect(await drainer.drainOnce()).toMatchObject({ isLeased: false, attempts: 0 });
    expect(drainer.status.getSnapshot().state).toBe('waitingForSignIn');
    isSignedIn = true;
    await drainer.drainOnce();
    expect(transport.calls).toHaveLength(1);
  });

  it('holds items queued in another clinic until the session is back in theirs', async () => {
    const db = open();
    const inOne = await queueCreate(db, 'Ada', { clinicId: 1 });
    const inTwo = await queueCreate(db, 'Bob', { clinicId: 2 });
    let clinicId = 2;
    const transport = fakeServer();
    const drainer = drainerFor(db, transport, { currentClinicId: () => clinicId });
    await drainer.drainOnce();
    expect(transport.calls.map((call) => call.idempotencyKey)).toEqual([inTwo.id]);
    expect(await stateOf(db, inOne.id)).toBe('waiting');
    clinicId = 1;
    await drainer.drainOnce();
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('the drainer: one tab at a time', () => {
  it('two tabs draining the same database: one sends, the other is refused; each item is sent once', async () => {
    const db = open();
    const otherTab = open(db.name.replace('cuspid-user-', ''));
    for (let index = 0; index < 6; index += 1) await queueCreate(db, `P${index}`);
    const transport = createScriptedTransport(async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 3));
      return { outcome: 'ok', data: { id: bodyName(request) } };
    });
    const [first, second] = await Promise.all([
      drainerFor(db, transport).drainOnce(),
      drainerFor(otherTab, transport).drainOnce(),
    ]);
    expect([first.isLeased, second.isLeased].sort()).toEqual([false, true]);
    expect(transport.calls).toHaveLength(6);
    expect(new Set(transport.calls.map((call) => call.idempotencyKey)).size).toBe(6);
  });

  it('a tab that died mid-send: after its lease runs out another tab sends the item again, with the same key', async () => {
    const dead = open();
    const create = await queueCreate(dead, 'Ada');
    const hang = deferred<TransportAnswer>();
    const hanging = createScriptedTransport(() => hang.promise);
    void createDrainer({ db: dead, transport: hanging, now }).drainOnce();
    await vi.waitFor(() => expect(hanging.calls).toHaveLength(1));
    // The tab is gone: its database closes, its lease row stays until it runs out.
    dead.close();

    const tab = open(dead.name.replace('cuspid-user-', ''));
    const transport = fakeServer();
    const drainer = drainerFor(tab, transport);
    expect(await drainer.drainOnce()).toMatchObject({ isLeased: false });
    expect(await stateOf(tab, create.id)).toBe('sending');

    clock.time += LEASE_MS + 1;
    expect(await drainer.drainOnce()).toMatchObject({ isLeased: true, acknowledged: 1 });
    expect(transport.calls.map((call) => call.idempotencyKey)).toEqual([create.id]);
    hang.resolve({ outcome: 'ok', data: { id: 1 } });
  });

  it('a tab that lost its lease (frozen) still records an acknowledgement it receives, once', async () => {
    const db = open();
    const create = await queueCreate(db, 'Ada');
    const slow = deferred<TransportAnswer>();
    const slowTransport = createScriptedTransport(() => slow.promise);
    const frozen = drainerFor(db, slowTransport, { lease: { renewEveryMs: 60_000 } });
    const frozenPass = frozen.drainOnce();
    await vi.waitFor(() => expect(slowTransport.calls).toHaveLength(1));

    clock.time += LEASE_MS + 1;
    const otherTab = open(db.name.replace('cuspid-user-', ''));
    const transport = fakeServer();
    await drainerFor(otherTab, transport).drainOnce();
    expect(await otherTab.outboxDone.count()).toBe(1);

    slow.resolve({ outcome: 'ok', data: { id: 101 } });
    await frozenPass;
    expect(await db.outboxDone.count()).toBe(1);
    expect(await db.outbox.count()).toBe(0);
    expect(create.id).toBe(transport.calls[0]?.idempotencyKey);
  });
});

/** Waits on real turns of the event loop (IndexedDB's), whatever timers a test faked. */
async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let turn = 0; turn < 5_000; turn += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`Never happened: ${what}`);
}

/** A transport whose requests hang until aborted (a page that goes away mid-send). */
function hangingTransport() {
  return createScriptedTransport(
    (request) =>
      new Promise<TransportAnswer>((_resolve, reject) =>
        request.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      ),
  );
}

describe('the drainer: handing the lease over', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a lease left by a killed tab: the next page tries again when it runs out, not at the next poll', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const db = open();
    await queueCreate(db, 'Ada');
    // The killed tab renewed its lease just before it died; nothing will release it.
    await claimLease(db, 'killed-tab', now());
    const transport = fakeServer();
    const drainer = drainerFor(db, transport, { pollMs: 15_000 });
    drainer.start();
    expect(await drainer.drainOnce()).toMatchObject({ isLeased: false, nextDueAt: now() + LEASE_MS });

    clock.time += LEASE_MS;
    vi.advanceTimersByTime(LEASE_MS);
    await until(() => transport.calls.length === 1, 'the item is sent once the lease ran out');
    await until(async () => (await db.outbox.count()) === 0, 'the item is acknowledged');
  });

  it('a page being hidden (reload, closed tab) gives the lease up at once: the next page drains without waiting', async () => {
    const db = open();
    const create = await queueCreate(db, 'Ada');
    const hanging = hangingTransport();
    const leaving = drainerFor(db, hanging);
    leaving.start();
    await vi.waitFor(() => expect(hanging.calls).toHaveLength(1));

    window.dispatchEvent(new Event('pagehide'));
    // The reloaded page opens its own connection, at the same moment: the lease is free, not held for LEASE_MS.
    const reloaded = open(db.name.replace('cuspid-user-', ''));
    const transport = fakeServer();
    await until(async () => (await reloaded.meta.get(LEASE_META_KEY)) === undefined, 'the lease is released');
    expect(await drainerFor(reloaded, transport).drainOnce()).toMatchObject({ isLeased: true, acknowledged: 1 });
    expect(transport.calls.map((call) => call.idempotencyKey)).toEqual([create.id]);
    // The hidden page starts nothing more.
    expect(await leaving.drainOnce()).toMatchObject({ isLeased: false });
    expect(hanging.calls).toHaveLength(1);
  });

  it('stop gives the lease up even when the database closes right after it (sign-out)', async () => {
    const db = open();
    await queueCreate(db, 'Ada');
    const hanging = hangingTransport();
    const drainer = drainerFor(db, hanging);
    void drainer.drainOnce();
    await vi.waitFor(() => expect(hanging.calls).toHaveLength(1));
    void drainer.stop();
    db.close();

    const next = open(db.name.replace('cuspid-user-', ''));
    const transport = fakeServer();
    expect(await drainerFor(next, transport).drainOnce()).toMatchObject({ isLeased: true, acknowledged: 1 });
  });
});

describe('the drainer: running', () => {
  it('start drains at once, then again when any tab queues work; stop ends it', async () => {
    const db = open();
    await queueCreate(db, 'Ada');
    const transport = fakeServer();
    const drainer = drainerFor(db, transport, { now: Date.now });
    drainer.start();
    await vi.waitFor(() => expect(transport.calls).toHaveLength(1));

    const otherTab = open(db.name.replace('cuspid-user-', ''));
    await queueCreate(otherTab, 'Bob');
    await vi.waitFor(() => expect(transport.calls).toHaveLength(2));
    await drainer.stop();
    await queueCreate(db, 'Cy');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(transport.calls).toHaveLength(2);
  });

  it("drains on 'online' (backoff ignored) and on its timer", async () => {
    const db = open();
    const create = await queueCreate(db, 'Ada');
    let isDown = true;
    const transport = fakeServer(() => (isDown ? { outcome: 'retry', status: 0 } : null));
    const drainer = drainerFor(db, transport, { now: Date.now, pollMs: 40 });
    drainer.start();
    await vi.waitFor(() => expect(transport.calls).toHaveLength(1));
    await db.outbox
      .where('id')
      .equals(create.id)
      .modify({ nextAttemptAt: Date.now() + 3_600_000 });
    isDown = false;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(transport.calls).toHaveLength(2));
    expect(await db.outbox.count()).toBe(0);

    await queueCreate(db, 'Bob');
    await vi.waitFor(() => expect(transport.calls).toHaveLength(3));
  });

  it('syncNow ignores the backoff', async () => {
    const db = open();
    const create = await queueCreate(db, 'Ada');
    await db.outbox
      .where('id')
      .equals(create.id)
      .modify({ nextAttemptAt: now() + 3_600_000, attempts: 8 });
    const transport = fakeServer();
    expect(await drainerFor(db, transport).syncNow()).toMatchObject({ acknowledged: 1 });
  });

  it('stop aborts what is in flight; the item waits and goes with the next pass', async () => {
    const db = open();
    const create = await queueCreate(db, 'Ada');
    const aborting = createScriptedTransport(
      (request) =>
        new Promise<TransportAnswer>((_resolve, reject) =>
          request.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const drainer = drainerFor(db, aborting);
    const pass = drainer.drainOnce();
    await vi.waitFor(() => expect(aborting.calls).toHaveLength(1));
    await drainer.stop();
    await pass;
    const stopped = await item(db, create.id);
    expect(stopped?.state).toBe('waiting');
    expect(stopped?.error).toBeUndefined();
    const transport = fakeServer();
    await drainerFor(db, transport).drainOnce();
    expect(transport.calls.map((call) => call.idempotencyKey)).toEqual([create.id]);
  });

  it('tells listeners of each acknowledged item and keeps live counts with the last sync time', async () => {
    const db = open();
    const create = await queueCreate(db, 'Ada');
    await queueCreate(db, 'bad');
    const transport = fakeServer((request) =>
      bodyName(request) === 'bad' ? { outcome: 'rejected', code: 400, msg: 'no' } : null,
    );
    const drainer = drainerFor(db, transport);
    const statuses = vi.fn();
    const stopWatching = drainer.status.subscribe(statuses);
    await vi.waitFor(() => expect(drainer.status.getSnapshot().waiting).toBe(2));
    const acknowledged: DoneItem[] = [];
    drainer.onAcknowledged((done) => acknowledged.push(done));
    await drainer.drainOnce();
    expect(acknowledged.map((done) => done.id)).toEqual([create.id]);
    await vi.waitFor(() =>
      expect(drainer.status.getSnapshot()).toMatchObject({
        waiting: 0,
        sending: 0,
        attention: 1,
        lastSyncAt: now(),
        state: 'idle',
      }),
    );
    expect(drainer.status.getSnapshot().oldestQueuedAt).toBe((await db.outbox.toArray())[0]?.createdAt);
    stopWatching();
  });

  it("hears of acknowledgements made by another tab's drainer", async () => {
    const db = open();
    const create = await queueCreate(db, 'Ada');
    const listening = drainerFor(db, fakeServer(), { isSignedIn: () => false });
    listening.start();
    const heard: string[] = [];
    listening.onAcknowledged((done) => heard.push(done.id));
    const otherTab = open(db.name.replace('cuspid-user-', ''));
    await drainerFor(otherTab, fakeServer()).drainOnce();
    await vi.waitFor(() => expect(heard).toEqual([create.id]));
  });

  it('sends uploads through the upload sender and acknowledges them with the stored object', async () => {
    const db = open();
    const id = 'upload-item-9';
    const upload = await enqueue(db, {
      id,
      uploadId: id,
      group: 'patient:5',
      label: { action: 'Upload', subject: 'a.jpg' },
      entity: 'upload',
      entityKey: localIdOf(id),
    });
    const sendUpload = vi.fn(async () => ({ outcome: 'ok', data: { key: 'photo/a.jpg' } }) satisfies TransportAnswer);
    await drainerFor(db, fakeServer(), { sendUpload }).drainOnce();
    expect(sendUpload).toHaveBeenCalledWith(
      db,
      expect.objectContaining({ id: upload.id, state: 'sending' }),
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect((await db.outboxDone.get(id))?.data).toEqual({ key: 'photo/a.jpg' });
  });
});
