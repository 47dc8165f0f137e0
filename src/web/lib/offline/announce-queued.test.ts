import { describe, expect, it, vi } from 'vitest';
import { msg } from '@lingui/core/macro';
import { getToasts } from '../../components/ui/toast/toast-store';
import { acknowledge, enqueue } from './outbox/outbox';
import type { RequestItem } from './outbox/types';
import { UserDatabase } from './db';
import { announceQueued } from './announce-queued';

const stageAdded = msg`Stage added.`;
let databaseCount = 0;
const createTestDatabase = () => new UserDatabase(`announce-test-${(databaseCount += 1)}-${Date.now()}`);
const shown = () =>
  getToasts().map((toast) => [toast.kind, typeof toast.message === 'string' ? toast.message : toast.message.message]);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function queued(db: ReturnType<typeof createTestDatabase>, id: string): Promise<RequestItem> {
  return enqueue(db, {
    id,
    group: 'patient:17',
    label: { action: 'Add image stage', subject: 'Initial records' },
    entity: 'stage',
    entityKey: `local:${id}`,
    patientKey: '17',
    request: { service: 'emr', method: 'POST', path: '/v1/clinicImage/stage/add', body: {} },
  });
}

describe('announceQueued', () => {
  it('offline: says at once that the change is saved on this device', () => {
    announceQueued(createTestDatabase(), ['item-000001'], stageAdded, { isOnline: false });
    expect(shown()).toEqual([['success', 'Saved on this device, will sync.']]);
  });

  it('online: the spec success message once every item is acknowledged, and nothing more later', async () => {
    const db = createTestDatabase();
    const item = await queued(db, 'item-000002');
    announceQueued(db, [item.id], stageAdded, { isOnline: true, savedAfterMs: 200 });
    await wait(20);
    expect(shown()).toEqual([]);
    await acknowledge(db, item, { id: 5 });
    await vi.waitFor(() => expect(shown()).toEqual([['success', 'Stage added.']]));
    await wait(250);
    expect(shown()).toHaveLength(1);
  });

  it('online: the server’s refusal as an error toast (spec section 8, image flows)', async () => {
    const db = createTestDatabase();
    const item = await queued(db, 'item-000003');
    announceQueued(db, [item.id], stageAdded, { isOnline: true, savedAfterMs: 500 });
    await db.outbox.put({
      ...item,
      state: 'attention',
      error: { code: 44001, msg: 'This patient was not found in your clinic.' },
    });
    await vi.waitFor(() => expect(shown()).toEqual([['error', 'This patient was not found in your clinic.']]));
  });

  it('online: a refusal the page shows itself (the case wizard banner) is not told twice', async () => {
    const db = createTestDatabase();
    const item = await queued(db, 'item-000005');
    announceQueued(db, [item.id], stageAdded, { isOnline: true, savedAfterMs: 100, isRefusalShownByPage: true });
    await db.outbox.put({ ...item, state: 'attention', error: { code: 44001, msg: 'Refused.' } });
    await wait(150);
    expect(shown()).toEqual([]);
  });

  it('online but slow: after a few seconds it says the change is safe on the device; a rotation says nothing', async () => {
    const db = createTestDatabase();
    const item = await queued(db, 'item-000004');
    announceQueued(db, [item.id], stageAdded, { isOnline: true, savedAfterMs: 30 });
    announceQueued(db, [item.id], null, { isOnline: true, savedAfterMs: 30 });
    await vi.waitFor(() => expect(shown()).toEqual([['success', 'Saved on this device, will sync.']]));
    await wait(50);
    expect(shown()).toHaveLength(1);
  });
});
