import { afterEach, describe, expect, it } from 'vitest';
import type { UserDatabase } from './db';
import { newTestDatabase, queueCreate } from './outbox/testing/outbox-fixtures';
import { hasUnsentWork } from './unsent-work';

let db: UserDatabase;
afterEach(() => db?.close());

describe('unsent work', () => {
  it('none in an empty database', async () => {
    db = newTestDatabase();
    expect(await hasUnsentWork(db)).toBe(false);
  });

  it('any outbox item, whatever its state', async () => {
    db = newTestDatabase();
    const item = await queueCreate(db, 'Ada');
    expect(await hasUnsentWork(db)).toBe(true);
    await db.outbox.where('id').equals(item.id).modify({ state: 'attention' });
    expect(await hasUnsentWork(db)).toBe(true);
  });

  it('an upload still on the device, even before its item is queued', async () => {
    db = newTestDatabase();
    await db.uploads.put({
      id: 'u-12345678',
      fileName: 'a.stl',
      contentType: 'model/stl',
      size: 1,
      sha256: 'x',
      purpose: 'model',
      partSize: 5,
      partCount: 1,
      serverUploadId: null,
      confirmedParts: [],
      confirmedBytes: 0,
      createdAt: 1,
    });
    expect(await hasUnsentWork(db)).toBe(true);
  });

  it('acknowledged work is not unsent', async () => {
    db = newTestDatabase();
    await db.outboxDone.put({
      id: 'done-1234',
      seq: 1,
      group: 'patient:1',
      label: { action: 'a', subject: 's' },
      entity: 'patient',
      entityKey: '1',
      data: null,
      completedAt: 1,
    });
    expect(await hasUnsentWork(db)).toBe(false);
  });
});
