import type { Page } from 'playwright-core';

/**
 * Waits until the signed-in user's own database on this device (`cuspid-user-<id>`, its persisted query cache) holds
 * the session: what the app needs to open signed in without a network. The cache is written a moment after sign-in
 * (the persister is throttled), so an offline test cuts the network only once this holds, as a tablet that was online
 * for more than a second would have it.
 */
export async function waitUntilSessionIsOnDevice(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    async () => {
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
        const state = row?.value ? (JSON.parse(row.value) as { clientState?: { queries?: { queryKey: unknown[] }[] } }) : null;
        return state?.clientState?.queries?.some((query) => query.queryKey[0] === 'session') ?? false;
      } finally {
        database.close();
      }
    },
    null,
    { timeout, polling: 100 },
  );
}
