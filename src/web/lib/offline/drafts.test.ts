import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserDatabase } from './db';
import {
  DRAFT_MAX_WAIT_MS,
  DRAFT_SAVE_DELAY_MS,
  DraftController,
  flushAllDrafts,
  saveAllBeforeLeaving,
  type DraftStatus,
} from './drafts';
import type { TabScope } from './tab-scope';

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

describe('a draft while typing goes on and as the page leaves (issue 17, item 1)', () => {
  it('is written within the maximum wait even when every key restarts the debounce', async () => {
    const controller = new DraftController(database, 'form', EMPTY);
    await controller.restore();
    let name = '';
    // A key every 200 ms for 2 s: the debounce alone would never fire.
    for (let elapsed = 0; elapsed < 2000; elapsed += 200) {
      name += 'a';
      controller.setValue({ name, phone: '' });
      await vi.advanceTimersByTimeAsync(200);
    }
    await vi.waitFor(async () => expect((await savedRow()) as Form | undefined).toBeDefined());
    const saved = (await savedRow()) as Form;
    expect(saved.name.length).toBeGreaterThanOrEqual(Math.floor(DRAFT_MAX_WAIT_MS / 200));
  });

  it('writes synchronously when the page leaves: the copy restores after a reload, the raw write commits', async () => {
    const controller = new DraftController(database, 'form', EMPTY);
    await controller.restore();
    controller.attach();
    controller.setValue({ name: 'typed just before reload', phone: '' });
    // The page goes at once: nothing async of this page runs after the handler.
    saveAllBeforeLeaving();
    expect(sessionStorage.length).toBeGreaterThan(0);

    // The reloaded page reads the copy (newer than any row), whether or not the raw write committed.
    const reloaded = new DraftController(database, 'form', EMPTY);
    await reloaded.restore();
    expect(reloaded.getState().value).toEqual({ name: 'typed just before reload', phone: '' });
    await vi.waitFor(async () => expect(await savedRow()).toEqual({ name: 'typed just before reload', phone: '' }));
  });

  it('flushAllDrafts writes every draft on screen and resolves once committed (the update prompt)', async () => {
    const first = new DraftController(database, 'first', EMPTY);
    const second = new DraftController(database, 'second', EMPTY);
    await Promise.all([first.restore(), second.restore()]);
    const detach = [first.attach(), second.attach()];
    first.setValue({ name: 'one', phone: '' });
    second.setValue({ name: 'two', phone: '' });
    await flushAllDrafts();
    expect(await savedRow('first')).toEqual({ name: 'one', phone: '' });
    expect(await savedRow('second')).toEqual({ name: 'two', phone: '' });
    for (const stop of detach) stop();
  });
});

describe('the same form in two tabs (issue 17, item 2)', () => {
  function tabScope(id: string, open: Set<string>): TabScope {
    return { id: () => Promise.resolve(id), openTabs: () => Promise.resolve(open) };
  }
  type PatientDraft = { itemId: string; name: string };

  it('keeps one draft per tab: neither overwrites nor deletes the other', async () => {
    const open = new Set(['A', 'B']);
    const tabA = new DraftController<PatientDraft>(
      database,
      'patient:new',
      { itemId: 'a', name: '' },
      {
        tab: tabScope('A', open),
      },
    );
    const tabB = new DraftController<PatientDraft>(
      database,
      'patient:new',
      { itemId: 'b', name: '' },
      {
        tab: tabScope('B', open),
      },
    );
    await Promise.all([tabA.restore(), tabB.restore()]);
    tabA.setValue((current) => ({ ...current, name: 'Ada' }));
    await tabA.flush();
    tabB.setValue((current) => ({ ...current, name: 'Bo' }));
    await tabB.flush();
    // Tab A submits: its draft goes, tab B's stays.
    await tabA.clear();

    const reloadedB = new DraftController<PatientDraft>(
      database,
      'patient:new',
      { itemId: 'new', name: '' },
      {
        tab: tabScope('B', open),
      },
    );
    await reloadedB.restore();
    expect(reloadedB.getState().value).toEqual({ itemId: 'b', name: 'Bo' });
    // A tab opened now does not take B's draft (B is open), so the item id is never shared.
    const tabC = new DraftController<PatientDraft>(
      database,
      'patient:new',
      { itemId: 'c', name: '' },
      {
        tab: tabScope('C', new Set([...open, 'C'])),
      },
    );
    await tabC.restore();
    expect(tabC.getState().value).toEqual({ itemId: 'c', name: '' });
  });

  it("adopts a closed tab's draft, and two tabs opening at once never both get it", async () => {
    const closed = new DraftController<PatientDraft>(
      database,
      'patient:new',
      { itemId: 'x', name: '' },
      {
        tab: tabScope('X', new Set(['X'])),
      },
    );
    await closed.restore();
    closed.setValue({ itemId: 'x', name: 'Left in a closed tab' });
    await closed.flush();

    const open = new Set(['D', 'E']);
    const tabD = new DraftController<PatientDraft>(
      database,
      'patient:new',
      { itemId: 'd', name: '' },
      {
        tab: tabScope('D', open),
      },
    );
    const tabE = new DraftController<PatientDraft>(
      database,
      'patient:new',
      { itemId: 'e', name: '' },
      {
        tab: tabScope('E', open),
      },
    );
    await Promise.all([tabD.restore(), tabE.restore()]);
    const values = [tabD.getState().value, tabE.getState().value];
    expect(values.filter((value) => value.itemId === 'x')).toEqual([{ itemId: 'x', name: 'Left in a closed tab' }]);
    expect(await database.drafts.where('form').equals('patient:new').count()).toBe(1);
  });
});
