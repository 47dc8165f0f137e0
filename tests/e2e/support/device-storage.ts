import type { Page } from 'playwright-core';
import { pollUntil } from './poll.ts';

/**
 * Waits until the signed-in user's own database on this device (`cuspid-user-<id>`, its persisted query cache) holds a
 * query whose key starts with `keyPrefix` (compared as JSON, element by element). The cache is written a moment after
 * a query answers (the persister is throttled), so an offline test cuts the network only once this holds, as a
 * tablet that was online a little longer would have it.
 */
export async function waitUntilCachedOnDevice(
  page: Page,
  keyPrefix: unknown[],
  timeout = 15_000,
  /** A field the cached answer must hold (not null), e.g. the session's `clinicId` once a clinic is chosen. */
  withField?: string,
): Promise<void> {
  // Not page.waitForFunction: it takes the promise an async predicate returns as a true answer and waits for nothing.
  await pollUntil(
    () =>
      page
        .evaluate(async ({ prefix, field }) => {
          const userId = window.localStorage.getItem('cuspid.currentUserId');
          const name = `cuspid-user-${userId}`;
          // Never open a database that is not there: opening creates it, under the app's feet.
          if (!userId || !(await indexedDB.databases()).some((database) => database.name === name)) return false;
          const database = await new Promise<IDBDatabase | null>((resolve) => {
            const request = indexedDB.open(name);
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => resolve(null);
          });
          if (!database) return false;
          try {
            if (!database.objectStoreNames.contains('queryCache')) return false;
            const row = await new Promise<{ value?: string } | undefined>((resolve) => {
              const request = database.transaction('queryCache').objectStore('queryCache').get('tanstack-query');
              request.onsuccess = () => resolve(request.result as { value?: string } | undefined);
              request.onerror = () => resolve(undefined);
            });
            const state = row?.value
              ? (JSON.parse(row.value) as {
                  clientState?: { queries?: { queryKey: unknown[]; state?: { data?: Record<string, unknown> } }[] };
                })
              : null;
            const wanted = JSON.stringify(prefix);
            return (
              state?.clientState?.queries?.some(
                (query) =>
                  JSON.stringify(query.queryKey.slice(0, prefix.length)) === wanted &&
                  (!field || (query.state?.data?.[field] ?? null) !== null),
              ) ?? false
            );
          } finally {
            database.close();
          }
        }, { prefix: keyPrefix, field: withField })
        // A page between two documents has no context to evaluate in: read again on the next round.
        .catch(() => false),
    (isCached) => isCached,
    `the query ${JSON.stringify(keyPrefix)} in the persisted cache on the device`,
    timeout,
  );
}

/** The session is on the device: what the app needs to open signed in without a network. */
export async function waitUntilSessionIsOnDevice(page: Page, timeout = 15_000): Promise<void> {
  await waitUntilCachedOnDevice(page, ['session'], timeout);
}

/** The session on the device is the one after the clinic choice (a reload opens in that clinic). */
export async function waitUntilClinicIsOnDevice(page: Page, timeout = 15_000): Promise<void> {
  await waitUntilCachedOnDevice(page, ['session'], timeout, 'clinicId');
}
