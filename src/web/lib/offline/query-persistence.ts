import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClient, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { APP_VERSION } from '../app-version';
import { QUERY_CACHE_MAX_AGE_MS } from '../query/query-client';
import { openUserDatabase, type UserDatabase } from './db';

const QUERY_CACHE_KEY = 'tanstack-query';

/** The async-storage contract of the persister, kept in the user's own database. */
function queryCacheStorage(database: UserDatabase) {
  return {
    getItem: async (key: string) => (await database.queryCache.get(key))?.value ?? null,
    setItem: async (key: string, value: string) => {
      await database.queryCache.put({ key, value, updatedAt: Date.now() });
    },
    removeItem: async (key: string) => {
      await database.queryCache.delete(key);
    },
  };
}

export type TQueryPersistence = {
  /** Stops saving and closes the user's database (sign-out, another user). */
  stop: () => void;
  /**
   * Writes the cache now instead of within the second the throttle allows: after a change that a reload right away
   * must not undo (a saved holiday calendar, which the pickers keep for an hour).
   */
  saveNow: () => Promise<void>;
};

/**
 * Restores the query cache from the user's database, then saves every change there (at most once a second) until
 * `stop` runs. The async persister writes to IndexedDB off the main thread; the sync/localStorage one is
 * deprecated upstream, blocks the main thread on every save and is capped near 5 MB.
 */
export async function startQueryPersistence(queryClient: QueryClient, userId: string): Promise<TQueryPersistence> {
  const database = await openUserDatabase(userId);
  const storage = queryCacheStorage(database);
  const persister = createAsyncStoragePersister({
    storage,
    key: QUERY_CACHE_KEY,
    throttleTime: 1000,
  });
  // Keep every query that holds data, also one whose last refetch failed offline (the default keeps only
  // 'success'): otherwise an offline start drops the session and lists, and the next offline start has nothing.
  const dehydrateOptions = {
    shouldDehydrateQuery: (query: { state: { data: unknown } }) => query.state.data !== undefined,
  };
  const [unsubscribe, restored] = persistQueryClient({
    queryClient,
    persister,
    buster: APP_VERSION,
    maxAge: QUERY_CACHE_MAX_AGE_MS,
    dehydrateOptions,
  });
  await restored;
  const unthrottled = createAsyncStoragePersister({ storage, key: QUERY_CACHE_KEY, throttleTime: 0 });
  return {
    stop: () => {
      unsubscribe();
      database.close();
    },
    saveNow: () =>
      persistQueryClientSave({ queryClient, persister: unthrottled, buster: APP_VERSION, dehydrateOptions }),
  };
}
