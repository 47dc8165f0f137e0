import { liveQuery, type Subscription } from 'dexie';
import type { UserDatabase } from '../db';
import { LAST_SYNC_META_KEY } from './outbox';

/**
 * What the sync panel and the top bar badge show. The counts come from the database through a Dexie live query,
 * so every tab shows the same numbers whichever tab drains; the state is this tab's drainer's.
 */
export type DrainerState =
  | 'idle'
  /** A pass is running: items are being sent. */
  | 'syncing'
  /** The browser says it is offline, or the last attempt could not reach the server. */
  | 'offline'
  /** The server answered 401: nothing is sent until the user signs in again (nothing is lost either). */
  | 'waitingForSignIn';

export type OutboxCounts = {
  waiting: number;
  sending: number;
  attention: number;
  /** When the oldest item still in the outbox was queued (for the "unsynced for over a day" warning). */
  oldestQueuedAt: number | null;
  /** The last time the server acknowledged an item (any tab), kept in `meta`. */
  lastSyncAt: number | null;
};

export type OutboxStatus = OutboxCounts & {
  state: DrainerState;
  /**
   * Whether the counts were read from the outbox yet. Until the first read they are unknown, not zero: a page that
   * just loaded must not say "everything reached the server" (or anything else) about work it has not looked at.
   */
  isKnown: boolean;
};

export type OutboxStatusStore = {
  subscribe(listener: () => void): () => void;
  getSnapshot(): OutboxStatus;
};

const EMPTY_COUNTS: OutboxCounts = { waiting: 0, sending: 0, attention: 0, oldestQueuedAt: null, lastSyncAt: null };

export async function readCounts(db: UserDatabase): Promise<OutboxCounts> {
  const byState = (state: string) => db.outbox.where('state').equals(state).count();
  const [waiting, sending, attention, oldest, lastSync] = await Promise.all([
    byState('waiting'),
    byState('sending'),
    byState('attention'),
    db.outbox.orderBy(':id').first(),
    db.meta.get(LAST_SYNC_META_KEY),
  ]);
  return {
    waiting,
    sending,
    attention,
    oldestQueuedAt: oldest?.createdAt ?? null,
    lastSyncAt: typeof lastSync?.value === 'number' ? lastSync.value : null,
  };
}

/** A store for `useSyncExternalStore`: the same snapshot object until something changed. */
export function createStatusStore(db: UserDatabase) {
  let counts = EMPTY_COUNTS;
  let state: DrainerState = 'idle';
  let isKnown = false;
  let snapshot: OutboxStatus = { ...counts, state, isKnown };
  const listeners = new Set<() => void>();
  let subscription: Subscription | null = null;

  const publish = () => {
    snapshot = { ...counts, state, isKnown };
    for (const listener of listeners) listener();
  };

  const store: OutboxStatusStore & { setState(next: DrainerState): void; getState(): DrainerState } = {
    subscribe(listener) {
      listeners.add(listener);
      // The live query runs only while someone looks.
      subscription ??= liveQuery(() => readCounts(db)).subscribe({
        next: (next) => {
          counts = next;
          isKnown = true;
          publish();
        },
        // A closed database (sign-out, a test's reload) has nothing more to show.
        error: () => undefined,
      });
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          subscription?.unsubscribe();
          subscription = null;
          // Nobody follows the outbox any more: the next look starts from unknown again, not from old counts.
          isKnown = false;
          snapshot = { ...counts, state, isKnown };
        }
      };
    },
    getSnapshot: () => snapshot,
    setState(next) {
      if (next === state) return;
      state = next;
      publish();
    },
    getState: () => state,
  };
  return store;
}
