import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERSIST_ANSWER_STORAGE_KEY } from '../../../lib/offline/storage-persistence';
import { createTestDatabase, renderWithOutbox, requestItem } from '../testing/sync-fixtures';
import { SyncEntry } from './sync-entry';
import { closeSyncPanel } from '../hooks/use-sync-panel';

const originalStorage = Object.getOwnPropertyDescriptor(navigator, 'storage');

afterEach(() => {
  closeSyncPanel();
  if (originalStorage) Object.defineProperty(navigator, 'storage', originalStorage);
  else Reflect.deleteProperty(navigator, 'storage');
});

const badge = () => screen.getByRole('button', { name: /^Sync:/ });
const badgeLabel = () => badge().getAttribute('aria-label');
const badgeState = () => badge().getAttribute('data-state');
const badgeNumber = () => badge().textContent;

async function seeded(states: ('waiting' | 'sending' | 'attention')[]) {
  const db = createTestDatabase();
  await db.outbox.bulkAdd(states.map((state, index) => requestItem(`item-${index}`, { state })));
  return db;
}

describe('the sync badge', () => {
  it('says it is checking, never that everything was sent, until the outbox was read', async () => {
    const db = await seeded(['waiting']);
    renderWithOutbox(<SyncEntry />, { db });
    // Right after the page loads, before IndexedDB answered: nothing is claimed either way.
    expect(badgeState()).toBe('checking');
    expect(badgeLabel()).toBe('Sync: checking the work saved on this device…');
    expect(badge().getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(badgeState()).toBe('pending'));
    expect(badge().getAttribute('aria-busy')).toBe('false');
  });

  it('shows a check mark when everything reached the server', async () => {
    renderWithOutbox(<SyncEntry />, { db: createTestDatabase() });
    await waitFor(() => expect(badgeLabel()).toBe('Sync: everything saved on this device has reached the server'));
    expect(badgeState()).toBe('synced');
    expect(badgeNumber()).toBe('');
  });

  it('counts waiting, sending and needing attention, read from the device (so offline too)', async () => {
    const db = await seeded(['waiting', 'waiting', 'sending']);
    renderWithOutbox(<SyncEntry />, { db, state: 'offline' });
    await waitFor(() => expect(badgeNumber()).toBe('3'));
    expect(badgeLabel()).toBe('Sync: 3 items saved on this device have not reached the server yet');
    expect(badgeState()).toBe('pending');
  });

  it('turns to the warning colour when an item needs attention', async () => {
    const db = await seeded(['waiting', 'attention']);
    renderWithOutbox(<SyncEntry />, { db });
    await waitFor(() => expect(badgeNumber()).toBe('2'));
    expect(badgeState()).toBe('attention');
    expect(badgeLabel()).toBe('Sync: 2 items saved on this device have not reached the server yet, 1 needs attention');
  });

  it('stops at 99 and then reads 99+', async () => {
    const db = await seeded(Array.from({ length: 99 }, () => 'waiting' as const));
    renderWithOutbox(<SyncEntry />, { db });
    await waitFor(() => expect(badgeNumber()).toBe('99'));
    await db.outbox.add(requestItem('one-more'));
    await waitFor(() => expect(badgeNumber()).toBe('99+'));
    expect(badgeLabel()).toBe('Sync: 100 items saved on this device have not reached the server yet');
  });

  it('follows the outbox live: an item sent leaves the count', async () => {
    const db = await seeded(['waiting']);
    renderWithOutbox(<SyncEntry />, { db });
    await waitFor(() => expect(badgeNumber()).toBe('1'));
    await db.outbox.clear();
    await waitFor(() => expect(badgeState()).toBe('synced'));
  });

  it('opens the sync panel', async () => {
    renderWithOutbox(<SyncEntry />, { db: createTestDatabase() });
    await userEvent.click(badge());
    // The panel's chunk loads on first open: allow for a busy machine.
    expect(await screen.findByRole('dialog', { name: 'Sync' }, { timeout: 5000 })).toBeTruthy();
    // Behind the modal panel the rest of the page is hidden from assistive technology.
    expect(screen.getByRole('button', { name: /^Sync:/, hidden: true }).getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Close the sync panel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('persistent storage after sign-in', () => {
  it('is asked for once: a second sign-in on this device does not ask again', async () => {
    const persist = vi.fn(async () => false);
    Object.defineProperty(navigator, 'storage', {
      value: { persist, persisted: async () => false, estimate: async () => ({ usage: 0, quota: 0 }) },
      configurable: true,
    });
    const first = renderWithOutbox(<SyncEntry />, { db: createTestDatabase() });
    await waitFor(() => expect(persist).toHaveBeenCalledOnce());
    expect(window.localStorage.getItem(PERSIST_ANSWER_STORAGE_KEY)).toBe('denied');
    first.unmount();

    renderWithOutbox(<SyncEntry />, { db: createTestDatabase() });
    await waitFor(() => expect(badge()).toBeTruthy());
    expect(persist).toHaveBeenCalledOnce();
  });
});
