import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserDatabase } from './db';
import { DRAFT_SAVE_DELAY_MS, DraftController, type DraftStatus } from './drafts';

type Form = { name: string; phone: string };
const EMPTY: Form = { name: '', phone: '' };

let database: UserDatabase;
let counter = 0;

beforeEach(() => {
  counter += 1;
  database = new UserDatabase(`drafts-${counter}`);
  // Only the timers the debounce uses: fake-indexeddb schedules its work with setImmediate, which stays real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(async () => {
  vi.useRealTimers();
  database.close();
  await Dexie.delete(database.name);
});

function statusesOf(controller: DraftController<Form>): DraftStatus[] {
  const seen: DraftStatus[] = [];
  controller.subscribe(() => {
    const { status } = controller.getState();
    if (seen.at(-1) !== status) seen.push(status);
  });
  return seen;
}

const savedRow = async (key = 'form') => (await database.drafts.get(key))?.value;

describe('a draft', () => {
  it('starts restoring, and is idle when nothing was saved', async () => {
    const controller = new DraftController(database, 'form', EMPTY);
    expect(controller.getState()).toMatchObject({ value: EMPTY, status: 'restoring', restoredFrom: null });
    await controller.restore();
    expect(controller.getState()).toMatchObject({ value: EMPTY, status: 'idle' });
  });

  it('writes 500 ms after the last change, not before, and only once for a burst of typing', async () => {
    const controller = new DraftController(database, 'form', EMPTY);
    await controller.restore();
    const put = vi.spyOn(database.drafts, 'put');

    controller.setValue({ name: 'A', phone: '' });
    await vi.advanceTimersByTimeAsync(300);
    controller.setValue((current) => ({ ...current, name: 'Ad' }));
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS - 1);
    expect(put).not.toHaveBeenCalled();
    expect(controller.getState().status).toBe('saving');
    expect(await savedRow()).toBeUndefined();

    await vi.advanceTimersByTimeAsync(1);
    await controller.flush();
    expect(put).toHaveBeenCalledTimes(1);
    expect(await savedRow()).toEqual({ name: 'Ad', phone: '' });
    expect(controller.getState().status).toBe('saved');
  });

  it('says "saved" only after the write committed, and goes idle -> saving -> saved', async () => {
    const controller = new DraftController(database, 'form', EMPTY);
    await controller.restore();
    const seen = statusesOf(controller);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const realTransaction = database.transaction.bind(database) as (...args: unknown[]) => Promise<unknown>;
    vi.spyOn(database, 'transaction').mockImplementation(((...args: unknown[]) =>
      held.then(() => realTransaction(...args))) as typeof database.transaction);

    controller.setValue({ name: 'Ada', phone: '' });
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS);
    // The write has started but not committed: still "saving".
    expect(controller.getState().status).toBe('saving');
    expect(await savedRow()).toBeUndefined();

    release();
    await controller.flush();
    expect(await savedRow()).toEqual({ name: 'Ada', phone: '' });
    expect(seen).toEqual(['saving', 'saved']);
  });

  it('keeps "saving" when a newer change arrives while an older one is being written', async () => {
    const controller = new DraftController(database, 'form', EMPTY);
    await controller.restore();
    controller.setValue({ name: 'A', phone: '' });
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS);
    controller.setValue({ name: 'Ad', phone: '' });
    // The first write commits here, but the screen shows a newer value that is not on the device yet.
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(controller.getState().status).toBe('saving');
    await controller.flush();
    expect(controller.getState().status).toBe('saved');
    expect(await savedRow()).toEqual({ name: 'Ad', phone: '' });
  });

  it('restores what was saved (a reload, a closed tab, a crash) and says when it was saved', async () => {
    const first = new DraftController(database, 'form', EMPTY, { now: () => 1_700_000_000_000 });
    await first.restore();
    first.setValue({ name: 'Ada', phone: '1380' });
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS);
    await first.flush();

    // A new page: a new database connection and a new controller.
    database.close();
    database = new UserDatabase(database.userId);
    const second = new DraftController(database, 'form', EMPTY);
    await second.restore();
    expect(second.getState()).toEqual({
      value: { name: 'Ada', phone: '1380' },
      status: 'saved',
      failure: null,
      restoredFrom: 1_700_000_000_000,
    });
  });

  it('keeps what was typed while the saved draft was still being read', async () => {
    await database.drafts.put({ key: 'form', value: { name: 'Old', phone: '' }, updatedAt: 1 });
    const controller = new DraftController(database, 'form', EMPTY);
    const restoring = controller.restore();
    controller.setValue({ name: 'New', phone: '' });
    await restoring;
    expect(controller.getState()).toMatchObject({ value: { name: 'New', phone: '' }, status: 'saving' });
  });

  it('writes at once on flush (page hidden), without waiting for the debounce', async () => {
    const controller = new DraftController(database, 'form', EMPTY);
    await controller.restore();
    controller.setValue({ name: 'Ada', phone: '' });
    await controller.flush();
    expect(await savedRow()).toEqual({ name: 'Ada', phone: '' });
    expect(controller.getState().status).toBe('saved');
    // Nothing left to write when the timer would have fired.
    const put = vi.spyOn(database.drafts, 'put');
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS);
    expect(put).not.toHaveBeenCalled();
  });

  it('on a full device says "failed" (quota) and keeps the typed value; the next change tries again', async () => {
    const controller = new DraftController(database, 'form', EMPTY);
    await controller.restore();
    const put = vi
      .spyOn(database.drafts, 'put')
      .mockRejectedValueOnce(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));

    controller.setValue({ name: 'Ada', phone: '13800000000' });
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS);
    await vi.waitFor(() => expect(controller.getState().status).toBe('failed'));
    expect(controller.getState()).toMatchObject({
      value: { name: 'Ada', phone: '13800000000' },
      failure: 'quota',
    });
    expect(await savedRow()).toBeUndefined();

    put.mockRestore();
    controller.setValue((current) => ({ ...current, name: 'Ada Lin' }));
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS);
    await controller.flush();
    expect(controller.getState()).toMatchObject({ status: 'saved', failure: null });
    expect(await savedRow()).toEqual({ name: 'Ada Lin', phone: '13800000000' });
  });

  it('a failed write is tried again on flush (the page is being hidden)', async () => {
    const controller = new DraftController(database, 'form', EMPTY);
    await controller.restore();
    vi.spyOn(database.drafts, 'put').mockRejectedValueOnce(new Error('blocked'));
    controller.setValue({ name: 'Ada', phone: '' });
    await controller.flush();
    expect(controller.getState()).toMatchObject({ status: 'failed', failure: 'other' });
    await controller.flush();
    expect(controller.getState().status).toBe('saved');
  });

  it('clear() drops a waiting write and deletes the saved draft, keeping the value on screen', async () => {
    const controller = new DraftController(database, 'form', EMPTY);
    await controller.restore();
    controller.setValue({ name: 'Ada', phone: '' });
    await controller.flush();
    controller.setValue({ name: 'Ada Lin', phone: '' });
    await controller.clear();
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS * 2);
    await controller.flush();
    expect(await savedRow()).toBeUndefined();
    expect(controller.getState()).toMatchObject({ value: { name: 'Ada Lin', phone: '' }, status: 'idle' });
  });

  it('clear() inside a transaction is part of it: an aborted transaction keeps the draft', async () => {
    const controller = new DraftController(database, 'form', EMPTY);
    await controller.restore();
    controller.setValue({ name: 'Ada', phone: '' });
    await controller.flush();
    await expect(
      database.transaction('rw', [database.drafts, database.meta], async () => {
        await controller.clear();
        await database.meta.put({ key: 'x', value: 1 });
        throw new Error('enqueue failed');
      }),
    ).rejects.toThrow('enqueue failed');
    expect(await savedRow()).toEqual({ name: 'Ada', phone: '' });
    expect(await database.meta.get('x')).toBeUndefined();
  });

  it('reset() goes back to the initial value and deletes the saved draft', async () => {
    const controller = new DraftController(database, 'form', EMPTY);
    await controller.restore();
    controller.setValue({ name: 'Ada', phone: '' });
    await controller.flush();
    await controller.reset();
    expect(controller.getState()).toMatchObject({ value: EMPTY, status: 'idle' });
    expect(await savedRow()).toBeUndefined();
  });

  it('keeps drafts of different keys apart', async () => {
    const first = new DraftController(database, 'patient:new', EMPTY);
    const second = new DraftController(database, 'patient:edit:17', EMPTY);
    await Promise.all([first.restore(), second.restore()]);
    first.setValue({ name: 'New', phone: '' });
    second.setValue({ name: 'Edited', phone: '' });
    await Promise.all([first.flush(), second.flush()]);
    expect(await savedRow('patient:new')).toEqual({ name: 'New', phone: '' });
    expect(await savedRow('patient:edit:17')).toEqual({ name: 'Edited', phone: '' });
  });
});
