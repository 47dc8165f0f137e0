import type { QueryClient } from '@tanstack/react-query';
import type { TQueryPersistence } from './query-persistence';

/**
 * Before sign-in nothing is persisted: the query cache is written only while a user database is open, i.e.
 * between `persistQueriesForUser(userId)` (at sign-in, or at start when a user is remembered) and
 * `stopPersistingQueries()` (at sign-out). Dexie and the persister load on demand, outside the first-route bundle.
 */
let active: { userId: string; persistence: Promise<TQueryPersistence | undefined> } | null = null;

export function persistQueriesForUser(queryClient: QueryClient, userId: string): Promise<void> {
  if (active?.userId === userId) return active.persistence.then(() => undefined);
  stopPersistingQueries();
  const persistence = import('./query-persistence')
    .then(({ startQueryPersistence }) => startQueryPersistence(queryClient, userId))
    .catch(() => undefined); // No IndexedDB (private mode, quota): the app still works, only without a warm cache.
  active = { userId, persistence };
  return persistence.then(() => undefined);
}

export function stopPersistingQueries(): void {
  const current = active;
  active = null;
  void current?.persistence.then((persistence) => persistence?.stop());
}

/** Writes the signed-in user's query cache to the device now (nothing to do before sign-in or without IndexedDB). */
export async function saveQueryCacheNow(): Promise<void> {
  await (await active?.persistence)?.saveNow();
}

export function persistedUserId(): string | null {
  return active?.userId ?? null;
}
