import { afterEach, describe, expect, it } from 'vitest';
import type { UserDatabase } from '../db';
import { groupFor, groupKey } from './groups';
import { localIdOf, ref } from './local-ids';
import { acknowledge, amend, discard, enqueue, LAST_SYNC_META_KEY, OutboxError, pendingRefs, retry } from './outbox';
import { LOCAL_PROBLEM_CODE } from './outbox-messages';
import { listenForSignals, type OutboxSignal } from './signals';
import { newTestDatabase, queueCreate, queueEdit } from './testing/outbox-fixtures';
import type { OutboxItem } from './types';

let db: UserDatabase;
afterEach(() => db?.close());

async function rows(): Promise<OutboxItem[]> {
  return db.outbox.toArray();
}

async function setState(id: string, change: Partial<OutboxItem>): Promise<void> {
  await db.outbox.where('id').equals(id).modify(change);
}

describe('enqueue', () => {
  it('queues items in order, waiting, with a client id usable as the idempotency key', async () => {
    db = newTestDatabase();
    const first = await queueCreate(db, 'Ada', { now: 1000 });
    const second = await queueEdit(db, localIdOf(first.id), 'Ada L.');
    expect(first.id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(second.seq).toBeGreaterThan(first.seq as number);
    expect(first).toMatchObject({
      state: 'waiting',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: 1000,
      group: `patient:local:${first.id}`,
    });
    expect((await rows()).map((row) => row.id)).toEqual([first.id, second.id]);
  });

  it('refuses an id the server would refuse as a client id', async () => {
    db = newTestDatabase();
    await expect(
      enqueue(db, {
        id: 'bad id!',
        group: 'patient:1',
        label: { action: 'a', subject: 's' },
        entity: 'patient',
        entityKey: '1',
        request: { service: 'emr', method: 'POST', path: '/x' },
      }),
    ).rejects.toBeInstanceOf(OutboxError);
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses a ref to an item it does not know (it would wait forever)', async () => {
    db = newTestDatabase();
    await expect(queueEdit(db, localIdOf('unknown-item-1'), 'x')).rejects.toThrow(/unknown item/);
    expect(await db.outbox.count()).toBe(0);
  });

  it("files work under a record's server id in the group its local id started", async () => {
    db = newTestDatabase();
    const create = await queueCreate(db, 'Ada');
    await acknowledge(db, create, { id: 17 });
    expect(await groupFor(db, 'patient', 17)).toBe(`patient:local:${create.id}`);
    expect(await groupFor(db, 'patient', 18)).toBe('patient:18');
    const later = await queueEdit(db, '17', 'Ada B.');
    expect(later.group).toBe(`patient:local:${create.id}`);
    // The edit names the server id directly: no ref, nothing to wait for.
    expect(later.request.body).toEqual({ id: 17, name: 'Ada B.' });
  });

  it('tells every listener once the item committed, also when queued inside a caller transaction', async () => {
    db = newTestDatabase();
    const heard: OutboxSignal[] = [];
    const stop = listenForSignals(db.name, (signal) => heard.push(signal));
    await db.transaction('rw', [db.outbox, db.outboxDone, db.outboxAliases, db.drafts], async () => {
      await db.drafts.put({ key: 'patient-form', value: {}, updatedAt: 1 });
      await queueCreate(db, 'Ada');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toEqual([{ type: 'changed' }]);
    stop();
  });

  it('tells nobody when the caller transaction rolls the item back', async () => {
    db = newTestDatabase();
    const heard: OutboxSignal[] = [];
    const stop = listenForSignals(db.name, (signal) => heard.push(signal));
    await expect(
      db.transaction('rw', [db.outbox, db.outboxDone, db.outboxAliases], async () => {
        await queueCreate(db, 'Ada');
        throw new Error('the form save failed');
      }),
    ).rejects.toThrow('the form save failed');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
    stop();
  });
});

describe('amend, retry, discard', () => {
  it('amend: an item needing attention gets its new body, waits again, keeps its place and id', async () => {
    db = newTestDatabase();
    const create = await queueCreate(db, 'Ada');
    const edit = await queueEdit(db, localIdOf(create.id), 'bad');
    await setState(edit.id, { state: 'attention', attempts: 1, error: { code: 400, msg: 'Enter a valid phone' } });
    const amended = await amend(db, edit.id, { id: ref(create.id), name: 'good' });
    expect(amended).toMatchObject({ id: edit.id, seq: edit.seq, state: 'waiting', attempts: 0, error: undefined });
    expect(amended.request.body).toEqual({ id: ref(create.id), name: 'good' });
    expect((await rows()).map((row) => row.id)).toEqual([create.id, edit.id]);
  });

  it('amend refuses an item that does not need attention (it may already have reached the server)', async () => {
    db = newTestDatabase();
    const create = await queueCreate(db, 'Ada');
    await expect(amend(db, create.id, {})).rejects.toThrow(/does not need attention/);
    await expect(amend(db, 'missing-item', {})).rejects.toThrow(/No queued request/);
  });

  it('retry: needs attention or backing off -> waiting, due now', async () => {
    db = newTestDatabase();
    const create = await queueCreate(db, 'Ada');
    await setState(create.id, { state: 'attention', error: { code: 409, msg: 'conflict' } });
    await retry(db, create.id);
    expect(await db.outbox.get(create.seq as number)).toMatchObject({
      state: 'waiting',
      nextAttemptAt: 0,
      error: undefined,
    });
    await setState(create.id, { nextAttemptAt: Date.now() + 60_000 });
    await retry(db, create.id);
    expect(await db.outbox.get(create.seq as number)).toMatchObject({ nextAttemptAt: 0 });
  });

  it("discard: the item goes with its upload's rows; items referring to it need attention, saying why", async () => {
    db = newTestDatabase();
    const create = await queueCreate(db, 'Ada Lovelace');
    const edit = await queueEdit(db, localIdOf(create.id), 'Ada');
    const other = await queueCreate(db, 'Bob');
    expect(await discard(db, create.id)).toBe(true);
    const left = await rows();
    expect(left.map((row) => row.id)).toEqual([edit.id, other.id]);
    expect(left[0]).toMatchObject({ state: 'attention', error: { code: LOCAL_PROBLEM_CODE } });
    expect(left[0]?.error?.msg).toContain('Ada Lovelace');
    expect(left[1]?.state).toBe('waiting');
  });

  it("discard removes an upload's file and parts", async () => {
    db = newTestDatabase();
    const id = 'upload-item-1';
    await db.uploads.put({
      id,
      fileName: 'a.stl',
      contentType: 'model/stl',
      size: 3,
      sha256: 'x',
      purpose: 'model',
      partSize: 5,
      partCount: 1,
      serverUploadId: null,
      confirmedParts: [],
      confirmedBytes: 0,
      createdAt: 1,
    });
    await db.uploadParts.put({ uploadId: id, partNumber: 1, size: 3, data: new Blob(['abc']) });
    await enqueue(db, {
      id,
      uploadId: id,
      group: groupKey('patient', 5),
      label: { action: 'Upload', subject: 'a.stl' },
      entity: 'upload',
      entityKey: localIdOf(id),
    });
    expect(await discard(db, id)).toBe(true);
    expect(await db.uploads.count()).toBe(0);
    expect(await db.uploadParts.count()).toBe(0);
  });

  it('discard refuses an item being sent (the server may be applying it) and an unknown one', async () => {
    db = newTestDatabase();
    const create = await queueCreate(db, 'Ada');
    await setState(create.id, { state: 'sending' });
    expect(await discard(db, create.id)).toBe(false);
    expect(await discard(db, 'missing-item')).toBe(false);
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('acknowledge', () => {
  it('moves the item to done with its answer, maps the server id to the local id, moves the last sync time', async () => {
    db = newTestDatabase();
    const create = await queueCreate(db, 'Ada');
    const done = await acknowledge(db, create, { id: 17, name: 'Ada' }, 5000);
    expect(done).toMatchObject({
      id: create.id,
      seq: create.seq,
      group: create.group,
      data: { id: 17, name: 'Ada' },
      completedAt: 5000,
    });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.outboxDone.get(create.id)).toEqual(done);
    expect(await db.outboxAliases.get('patient:17')).toEqual({ key: 'patient:17', localId: localIdOf(create.id) });
    expect((await db.meta.get(LAST_SYNC_META_KEY))?.value).toBe(5000);
  });

  it('is idempotent: a second acknowledgement (another tab, a replay) changes nothing', async () => {
    db = newTestDatabase();
    const create = await queueCreate(db, 'Ada');
    await acknowledge(db, create, { id: 17 }, 5000);
    expect(await acknowledge(db, create, { id: 17 }, 6000)).toBeNull();
    expect((await db.outboxDone.get(create.id))?.completedAt).toBe(5000);
  });

  it('writes no alias for an item that only changes a record', async () => {
    db = newTestDatabase();
    const create = await queueCreate(db, 'Ada');
    const edit = await queueEdit(db, localIdOf(create.id), 'Ada B.');
    await acknowledge(db, create, { id: 17 });
    await acknowledge(db, edit, { id: 17 });
    expect(await db.outboxAliases.count()).toBe(1);
  });

  it('lets refs resolve: pendingRefs lists what is not acknowledged yet', async () => {
    db = newTestDatabase();
    const create = await queueCreate(db, 'Ada');
    const edit = await queueEdit(db, localIdOf(create.id), 'Ada B.');
    expect(await pendingRefs(db, edit.request)).toEqual([create.id]);
    await acknowledge(db, create, { id: 17 });
    expect(await pendingRefs(db, edit.request)).toEqual([]);
  });

  it("removes an acknowledged upload's rows", async () => {
    db = newTestDatabase();
    const id = 'upload-item-2';
    await db.uploads.put({
      id,
      fileName: 'a.jpg',
      contentType: 'image/jpeg',
      size: 3,
      sha256: 'x',
      purpose: 'photo',
      partSize: 5,
      partCount: 1,
      serverUploadId: 'u',
      confirmedParts: [1],
      confirmedBytes: 3,
      createdAt: 1,
    });
    const item = await enqueue(db, {
      id,
      uploadId: id,
      group: 'patient:5',
      label: { action: 'Upload', subject: 'a.jpg' },
      entity: 'upload',
      entityKey: localIdOf(id),
    });
    await acknowledge(db, item, { key: 'photo/a.jpg' });
    expect(await db.uploads.count()).toBe(0);
  });
});
