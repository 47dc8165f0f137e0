import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../query/query-client';
import { openUserDatabase } from './db';
import { persistQueriesForUser, stopPersistingQueries } from './persistence-controller';
import { startQueryPersistence } from './query-persistence';

async function storedCache(userId: string): Promise<string | undefined> {
  const database = await openUserDatabase(userId);
  const row = await database.queryCache.get('tanstack-query');
  database.close();
  return row?.value;
}

describe('query cache persistence', () => {
  it('writes nothing anywhere before a user database is open', async () => {
    const before = (await indexedDB.databases()).map((info) => info.name);
    const queryClient = createQueryClient();
    queryClient.setQueryData(['patients'], [{ name: 'Ada' }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await indexedDB.databases()).map((info) => info.name)).toEqual(before);
    expect(window.localStorage.length).toBe(0);
  });

  it("saves into the user's database and restores from it", async () => {
    const queryClient = createQueryClient();
    const { stop } = await startQueryPersistence(queryClient, 'persist-1');
    queryClient.setQueryData(['patients'], [{ name: 'Ada' }]);
    await expect.poll(() => storedCache('persist-1'), { timeout: 3000 }).toContain('Ada');
    stop();

    const nextSession = createQueryClient();
    const { stop: stopNext } = await startQueryPersistence(nextSession, 'persist-1');
    expect(nextSession.getQueryData(['patients'])).toEqual([{ name: 'Ada' }]);
    stopNext();
  });

  it('saves at once when asked, inside the throttle window (a reload right after a save keeps it)', async () => {
    const queryClient = createQueryClient();
    const { stop, saveNow } = await startQueryPersistence(queryClient, 'persist-4');
    queryClient.setQueryData(['calendar'], 'first');
    await expect.poll(() => storedCache('persist-4'), { timeout: 3000 }).toContain('first');
    queryClient.setQueryData(['calendar'], 'saved');
    await saveNow();
    expect(await storedCache('persist-4')).toContain('saved');
    stop();
  });

  it('discards a cache saved by another app version', async () => {
    const database = await openUserDatabase('persist-2');
    const clientState = {
      mutations: [],
      queries: [
        { queryKey: ['old'], queryHash: '["old"]', state: { data: 1, dataUpdatedAt: Date.now(), status: 'success' } },
      ],
    };
    await database.queryCache.put({
      key: 'tanstack-query',
      value: JSON.stringify({ buster: '0.0.0-old', timestamp: Date.now(), clientState }),
      updatedAt: Date.now(),
    });
    database.close();

    const queryClient = createQueryClient();
    const { stop } = await startQueryPersistence(queryClient, 'persist-2');
    expect(queryClient.getQueryData(['old'])).toBeUndefined();
    stop();
  });

  it('stops saving once persistence stops (sign-out)', async () => {
    const queryClient = createQueryClient();
    await persistQueriesForUser(queryClient, 'persist-3');
    stopPersistingQueries();
    await new Promise((resolve) => setTimeout(resolve, 50));
    queryClient.setQueryData(['after'], 'secret');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await storedCache('persist-3')) ?? '').not.toContain('secret');
  });
});
