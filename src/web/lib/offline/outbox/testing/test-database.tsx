import Dexie from 'dexie';
import { cleanup } from '@testing-library/react';
import type { UserDatabase } from '../../db';
import type { OutboxContextValue } from '../../outbox-provider';
import type { DoneItem } from '../types';

/** Unmounts the screens (they hold the database open), then closes and deletes a test's user database. */
export async function disposeTestDatabase(database: UserDatabase): Promise<void> {
  cleanup();
  database.close({ disableAutoOpen: true });
  await Dexie.delete(database.name);
}

/** An outbox that sends nothing; `acknowledge` plays the drainer telling the page an item reached the server. */
export function stubOutbox() {
  const listeners = new Set<(item: DoneItem) => void>();
  const status = {
    subscribe: () => () => undefined,
    getSnapshot: () => ({
      waiting: 0,
      sending: 0,
      attention: 0,
      oldestQueuedAt: null,
      lastSyncAt: null,
      state: 'idle',
      isKnown: true,
    }),
  };
  const value = {
    status,
    syncNow: () => Promise.resolve({ sent: 0 }),
    onAcknowledged: (listener: (item: DoneItem) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as OutboxContextValue;
  return { value, acknowledge: (item: DoneItem) => listeners.forEach((listener) => listener(item)) };
}
