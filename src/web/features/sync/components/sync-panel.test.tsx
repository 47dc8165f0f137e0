import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadTo } from '../../../lib/navigation';
import type { UserDatabase } from '../../../lib/offline/db';
import type { DrainerState } from '../../../lib/offline/outbox';
import { LAST_SYNC_META_KEY } from '../../../lib/offline/outbox/testing';
import { SESSION_KEYS } from '../../../lib/session/session-keys';
import { closeSyncPanel, openSyncPanel } from '../hooks/use-sync-panel';
import {
  createTestDatabase,
  dependentItem,
  doneItem,
  MINUTE,
  NOW,
  renderWithOutbox,
  requestItem,
  uploadItem,
  uploadRow,
} from '../testing/sync-fixtures';
import { SyncEntry } from './sync-entry';

vi.mock('../../../lib/navigation', () => ({
  navigateTo: vi.fn(),
  reloadTo: vi.fn(),
  currentPathname: () => window.location.pathname,
}));

const MIB = 1024 * 1024;
const originalStorage = Object.getOwnPropertyDescriptor(navigator, 'storage');

beforeEach(() => {
  // Only the clock is fake: IndexedDB (fake-indexeddb) and the live queries keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.mocked(reloadTo).mockClear();
});

afterEach(() => {
  closeSyncPanel();
  vi.useRealTimers();
  if (originalStorage) Object.defineProperty(navigator, 'storage', originalStorage);
  else Reflect.deleteProperty(navigator, 'storage');
});

async function openPanel(db: UserDatabase, state: DrainerState = 'idle') {
  const rendered = renderWithOutbox(<SyncEntry />, { db, state });
  act(() => openSyncPanel());
  // The first open in a file loads the panel's chunk (transformed on demand under test): allow for a busy machine.
  const panel = await screen.findByRole('dialog', { name: 'Sync' }, { timeout: 5000 });
  return { ...rendered, panel };
}

const section = (panel: HTMLElement, name: RegExp) => within(panel).getByRole('region', { name });

/** A refused patient, a photo of it waiting behind it, a model being uploaded, a retrying stage, and what was sent. */
async function seedEverything(db: UserDatabase) {
  await db.outbox.bulkAdd([
    requestItem('refused', {
      state: 'attention',
      attempts: 1,
      error: { code: 44001, msg: 'The birth date cannot be in the future.' },
      label: { action: 'Create patient', subject: 'Zhang San', fixPath: '/patientCenter?id=local:refused' },
    }),
    dependentItem('photo', 'refused'),
    uploadItem('model', { state: 'sending', attempts: 1 }),
    requestItem('stage', {
      group: 'patient:17',
      label: { action: 'Add stage', subject: 'Before treatment' },
      attempts: 3,
      nextAttemptAt: NOW + 2 * MINUTE,
      error: { code: 503, msg: 'Service unavailable' },
    }),
  ]);
  await db.uploads.add(uploadRow('model', { confirmedBytes: 10 * MIB, confirmedParts: [1, 2] }));
  await db.outboxDone.bulkAdd(
    Array.from({ length: 60 }, (_, index) => doneItem(`sent-${index}`, NOW - (index + 1) * MINUTE)),
  );
  await db.meta.put({ key: LAST_SYNC_META_KEY, value: NOW - 3 * MINUTE });
}

describe('the sync panel', () => {
  it('shows each item in its section, from the rows on the device', async () => {
    const db = createTestDatabase();
    await seedEverything(db);
    const { panel } = await openPanel(db);

    const attention = await waitFor(() => section(panel, /^Needs attention/), { timeout: 3000 });
    expect(within(attention).getByText('Create patient: Zhang San')).toBeTruthy();
    expect(within(attention).getByText('The birth date cannot be in the future.')).toBeTruthy();

    const sending = section(panel, /^Sending/);
    expect(within(sending).getByText('Upload model: scan.stl')).toBeTruthy();
    const bar = await within(sending).findByRole('progressbar', { name: 'Upload of scan.stl' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(within(sending).getByText('10 MB of 20 MB (50%)')).toBeTruthy();

    const waiting = section(panel, /^Waiting/);
    const stage = within(waiting).getByText('Add stage: Before treatment').closest('li') as HTMLElement;
    expect(stage.textContent).toContain('Tried 3 times · Last answer: Service unavailable');
    expect(stage.textContent).toContain('Next try in 2 minutes');
    const photo = within(waiting).getByText('Add photo: photo.jpg').closest('li') as HTMLElement;
    expect(photo.textContent).toContain('Waits for "Create patient: Zhang San", which needs attention.');

    expect(within(panel).getByText(/Last successful sync/).textContent).toBe('Last successful sync: 3 minutes ago');
  });

  it('lists the last 50 items sent, newest first', async () => {
    const db = createTestDatabase();
    await seedEverything(db);
    const { panel } = await openPanel(db);
    const sent = await waitFor(() => {
      const rows = within(section(panel, /^Sent recently/)).getAllByRole('listitem');
      expect(rows).toHaveLength(50);
      return rows;
    });
    expect(sent[0]?.textContent).toBe('Add stage: sent-0a minute ago');
    expect(sent[49]?.textContent).toContain('Add stage: sent-49');
  });

  it('says when nothing is waiting and nothing was sent yet', async () => {
    const { panel } = await openPanel(createTestDatabase());
    expect(
      await within(panel).findByText('Nothing is waiting: everything saved on this device has reached the server.'),
    ).toBeTruthy();
    expect(within(panel).getAllByText('Nothing has been sent from this device yet.')).toHaveLength(2);
    expect(within(panel).queryByRole('region', { name: /^Needs attention/ })).toBeNull();
  });

  it('"Fix" opens the form of the refused item and closes the panel', async () => {
    const db = createTestDatabase();
    await seedEverything(db);
    const { panel, location } = await openPanel(db);
    const fix = await within(panel).findByRole('link', { name: 'Fix' });
    expect(fix.getAttribute('href')).toBe('/patientCenter?id=local:refused');
    await userEvent.click(fix);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.history?.at(-1)).toBe('/patientCenter?id=local:refused');
  });

  it('has no "Fix" when the item names no form', async () => {
    const db = createTestDatabase();
    await db.outbox.add(requestItem('refused', { state: 'attention', error: { code: 400, msg: 'Refused.' } }));
    const { panel } = await openPanel(db);
    await within(panel).findByText('Refused.');
    expect(within(panel).queryByRole('link', { name: 'Fix' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('a case that already became an order (60012) offers to open that order instead of "Fix"', async () => {
    const db = createTestDatabase();
    await db.outbox.add(
      requestItem('case', {
        state: 'attention',
        error: { code: 60012, msg: 'This case has already become an order.', extra: { orderId: 77, orderType: 1 } },
        label: { action: 'Submit aligner case', subject: 'Mei Zhang', fixPath: '/confirmOrder?type=1&draft=d1' },
      }),
    );
    const { panel } = await openPanel(db);
    const open = await within(panel).findByRole('link', { name: 'Open the order' });
    expect(open.getAttribute('href')).toBe('/invisibleOrthodontic/77?orderType=1');
    expect(within(panel).queryByRole('link', { name: 'Fix' })).toBeNull();
  });

  it('"Retry" puts a refused item back in the queue', async () => {
    const db = createTestDatabase();
    await db.outbox.add(requestItem('refused', { state: 'attention', error: { code: 400, msg: 'Refused.' } }));
    const { panel } = await openPanel(db);
    await userEvent.click(await within(panel).findByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect((await db.outbox.toArray())[0]?.state).toBe('waiting'));
    await waitFor(() => expect(within(panel).getByRole('region', { name: /^Waiting/ })).toBeTruthy());
  });

  it('"Retry" on an edit refused as a conflict sends it again without the refused base (issue 17, item 3)', async () => {
    const db = createTestDatabase();
    const base = { name: 'Initial records', stageTime: '2026-01-05' };
    await db.outbox.add(
      requestItem('stage', {
        state: 'attention',
        error: { code: 409, msg: 'Someone else changed Stage date while you were editing.' },
        label: { action: 'Edit stage', subject: 'Initial records' },
        request: {
          service: 'emr',
          method: 'POST',
          path: '/v1/clinicImage/stage/update',
          body: { stageId: 3, name: 'Initial records', stageTime: '2026-01-07', base },
        },
      }),
    );
    const { panel } = await openPanel(db);
    await userEvent.click(await within(panel).findByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect((await db.outbox.toArray())[0]?.state).toBe('waiting'));
    const [item] = await db.outbox.toArray();
    expect(item?.kind === 'request' && item.request.body).toEqual({
      stageId: 3,
      name: 'Initial records',
      stageTime: '2026-01-07',
    });
  });

  it('"Discard" asks first, saying exactly what is lost, and keeps the item when the user keeps it', async () => {
    const db = createTestDatabase();
    await seedEverything(db);
    const { panel } = await openPanel(db);
    await userEvent.click(await within(panel).findByRole('button', { name: 'Discard' }));

    const question = await screen.findByRole('dialog', { name: 'Discard "Create patient: Zhang San"?' });
    expect(question.textContent).toContain(
      'This change will be deleted from this device and never reach the server. 1 later change depends on it and ' +
        'will then need your attention: "Add photo: photo.jpg". This cannot be undone.',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Discard/ })).toBeNull());
    expect(await db.outbox.where('id').equals('refused').count()).toBe(1);
  });

  it('"Discard", confirmed, removes the item; what depended on it then needs attention', async () => {
    const db = createTestDatabase();
    await seedEverything(db);
    const { panel } = await openPanel(db);
    await userEvent.click(await within(panel).findByRole('button', { name: 'Discard' }));
    const question = await screen.findByRole('dialog', { name: /^Discard/ });
    await userEvent.click(within(question).getByRole('button', { name: 'Discard the change' }));

    await waitFor(async () => expect(await db.outbox.where('id').equals('refused').count()).toBe(0));
    const photo = await db.outbox.where('id').equals('photo').first();
    expect(photo?.state).toBe('attention');
    expect(await screen.findByText('The change was discarded.')).toBeTruthy();
  });

  it('a waiting upload can be removed to make room, and the question names the file and its size', async () => {
    const db = createTestDatabase();
    await db.outbox.add(uploadItem('model'));
    await db.uploads.add(uploadRow('model'));
    const { panel } = await openPanel(db);
    await userEvent.click(await within(panel).findByRole('button', { name: 'Remove this upload' }));

    const question = await screen.findByRole('dialog', { name: 'Discard "Upload model: scan.stl"?' });
    expect(question.textContent).toContain(
      'The file "scan.stl" (20 MB) will be deleted from this device and never uploaded. This cannot be undone.',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Delete the file' }));
    await waitFor(async () => expect(await db.uploads.count()).toBe(0));
    expect(await db.outbox.count()).toBe(0);
  });

  it('shows the head of a long queue and counts the rest', async () => {
    const db = createTestDatabase();
    await db.outbox.bulkAdd(Array.from({ length: 120 }, (_, index) => requestItem(`item-${index}`)));
    const { panel } = await openPanel(db);
    const waiting = await waitFor(() => section(panel, /^Waiting/), { timeout: 3000 });
    expect(within(waiting).getAllByRole('listitem')).toHaveLength(100);
    expect(within(waiting).getByText('20 more items are not shown here; they follow in their turn.')).toBeTruthy();
  });

  it('"Sync now" asks the drainer for a pass', async () => {
    const { panel, syncNow } = await openPanel(createTestDatabase());
    await userEvent.click(within(panel).getByRole('button', { name: 'Sync now' }));
    expect(syncNow).toHaveBeenCalledOnce();
  });
});

describe('the connection in the sync panel', () => {
  it('offline: the work is on the device and goes when the connection returns', async () => {
    const db = createTestDatabase();
    await db.outbox.add(requestItem('waiting'));
    const { panel } = await openPanel(db, 'offline');
    expect(
      within(panel).getByText('Offline. Work is saved on this device and is sent when the connection returns.'),
    ).toBeTruthy();
    expect(await within(panel).findByText('Will be sent when the connection returns.')).toBeTruthy();
  });

  it('waiting for sign-in: signing in again keeps the queue (local keys only, then /login back to here)', async () => {
    const db = createTestDatabase();
    await db.outbox.bulkAdd([requestItem('a'), requestItem('b')]);
    const { panel } = await openPanel(db, 'waitingForSignIn');
    expect(
      await within(panel).findByText(
        'Your session has ended. 2 items wait on this device until you sign in again; signing in again keeps them and sends them.',
      ),
    ).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Sync now' }).hasAttribute('disabled')).toBe(true);

    await userEvent.click(within(panel).getByRole('button', { name: 'Sign in again' }));
    expect(window.localStorage.getItem(SESSION_KEYS.currentUserId)).toBeNull();
    expect(reloadTo).toHaveBeenCalledExactlyOnceWith('/login?type=2&redirect=%2F');
    expect(await db.outbox.count()).toBe(2);
  });
});

describe('the storage section', () => {
  /** The browser refuses the request made at sign-in, and grants the one the user makes from the panel. */
  function fakeStorage(isPersisted: boolean) {
    const state = { isPersisted };
    const persist = vi.fn(async () => {
      state.isPersisted = persist.mock.calls.length > 1;
      return state.isPersisted;
    });
    Object.defineProperty(navigator, 'storage', {
      value: {
        persist,
        persisted: async () => state.isPersisted,
        estimate: async () => ({ usage: 5 * MIB, quota: 1024 * MIB }),
      },
      configurable: true,
    });
    return persist;
  }

  it('shows usage and quota, and whether storage is persistent', async () => {
    fakeStorage(true);
    const { panel } = await openPanel(createTestDatabase());
    const storage = section(panel, /^Storage on this device/);
    expect(await within(storage).findByText('5 MB used of 1 GB available')).toBeTruthy();
    expect(within(storage).getByRole('meter', { name: 'Storage used' }).getAttribute('aria-valuenow')).toBe('0');
    expect(within(storage).getByText(/Storage is persistent/)).toBeTruthy();
  });

  it('offers to ask the browser again when storage is not persistent', async () => {
    const persist = fakeStorage(false);
    const { panel } = await openPanel(createTestDatabase());
    await waitFor(() => expect(persist).toHaveBeenCalledOnce()); // the one request after sign-in, refused
    const storage = section(panel, /^Storage on this device/);
    await within(storage).findByText(/Storage is not persistent/);
    await userEvent.click(within(storage).getByRole('button', { name: "Ask the browser to keep the app's data" }));
    expect(persist).toHaveBeenCalledTimes(2);
    expect(await within(storage).findByText(/Storage is persistent/)).toBeTruthy();
  });

  it('says how much the waiting uploads take', async () => {
    fakeStorage(true);
    const db = createTestDatabase();
    await db.outbox.add(uploadItem('model'));
    await db.uploads.add(uploadRow('model', { confirmedBytes: 5 * MIB }));
    const { panel } = await openPanel(db);
    expect(await within(panel).findByText('Files waiting to be uploaded take 15 MB.')).toBeTruthy();
  });
});
