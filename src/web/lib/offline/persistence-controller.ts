import type { QueryClient } from '@tanstack/react-query';

/**
 * Before sign-in nothing is persisted: the query cache is written only while a user database is open, i.e.
 * between `persistQueriesForUser(userId)` (at sign-in, or at start when a user is remembered) and
 * `stopPersistingQueries()` (at sign-out). Dexie and the persister load on demand, outside the first-route bundle.
 */
let active: { userId: string; stop: Promise<(() => void) | undefined> } | null = null;

export function persistQueriesForUser(queryClient: QueryClient, userId: string): Promise<void> {
  if (active?.userId === userId) return active.stop.then(() => undefined);
  stopPersistingQueries();
  const stop = import('./query-persistence')
    .then(({ startQueryPersistence }) => startQueryPersistence(queryClient, userId))
    .catch(() => undefined); // No IndexedDB (private mode, quota): the app still works, only without a warm cache.
  active = { userId, stop };
  return stop.then(() => undefined);
}

export function stopPersistingQueries(): void {
  const current = active;
  active = null;
  void current?.stop.then((stop) => stop?.());
}

export function persistedUserId(): string | null {
  return active?.userId ?? null;
}
