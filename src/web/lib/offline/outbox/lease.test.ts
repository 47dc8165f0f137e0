import { afterEach, describe, expect, it } from 'vitest';
import { UserDatabase } from '../db';
import { claimLease, LEASE_META_KEY, LEASE_MS, releaseLease, releaseLeaseAtOnce, renewLease } from './lease';
import { newTestDatabase, queueCreate } from './testing/outbox-fixtures';

const opened: UserDatabase[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

function open(): UserDatabase {
  const db = newTestDatabase();
  opened.push(db);
  return db;
}

describe('the drain lease', () => {
  it('one holder at a time: a second tab is refused while the lease runs', async () => {
    const db = open();
    const otherTab = new UserDatabase(db.userId);
    opened.push(otherTab);
    expect(await claimLease(db, 'tab-a', 1000)).toEqual({ isClaimed: true, tookOver: false });
    expect(await claimLease(otherTab, 'tab-b', 1000 + LEASE_MS - 1)).toEqual({
      isClaimed: false,
      holder: { owner: 'tab-a', expiresAt: 1000 + LEASE_MS },
    });
  });

  it('two tabs claiming at the same moment: exactly one wins', async () => {
    const db = open();
    const tabs = [db, ...Array.from({ length: 4 }, () => new UserDatabase(db.userId))];
    opened.push(...tabs.slice(1));
    const claims = await Promise.all(tabs.map((tab, index) => claimLease(tab, `tab-${index}`, 1000)));
    expect(claims.filter((claim) => claim.isClaimed)).toHaveLength(1);
  });

  it('renewing keeps it; a holder that stops renewing loses it to the next claim after it runs out', async () => {
    const db = open();
    await claimLease(db, 'tab-a', 0);
    expect(await renewLease(db, 'tab-a', 8000)).toBe(true);
    expect((await claimLease(db, 'tab-b', 8000 + LEASE_MS - 1)).isClaimed).toBe(false);
    expect(await claimLease(db, 'tab-b', 8000 + LEASE_MS)).toEqual({ isClaimed: true, tookOver: true });
    expect(await renewLease(db, 'tab-a', 8000 + LEASE_MS + 1)).toBe(false);
  });

  it("taking over puts a dead tab's 'sending' items back to waiting", async () => {
    const db = open();
    const create = await queueCreate(db, 'Ada');
    await claimLease(db, 'tab-a', 0);
    await db.outbox.where('id').equals(create.id).modify({ state: 'sending', attempts: 1 });
    await claimLease(db, 'tab-b', LEASE_MS + 1);
    expect(await db.outbox.get(create.seq as number)).toMatchObject({ state: 'waiting', attempts: 1 });
  });

  it('a holder whose lease lapsed keeps it while nobody took it', async () => {
    const db = open();
    await claimLease(db, 'tab-a', 0);
    expect(await renewLease(db, 'tab-a', 5 * LEASE_MS)).toBe(true);
  });

  it('only the holder releases it; after that anyone may claim at once', async () => {
    const db = open();
    await claimLease(db, 'tab-a', 0);
    await releaseLease(db, 'tab-b');
    expect(await db.meta.get(LEASE_META_KEY)).toBeDefined();
    await releaseLease(db, 'tab-a');
    expect(await db.meta.get(LEASE_META_KEY)).toBeUndefined();
    expect((await claimLease(db, 'tab-b', 1)).isClaimed).toBe(true);
  });

  it('released at once (a page being hidden): only while the lease it last wrote runs, and a claim right after finds it free', async () => {
    const db = open();
    const create = await queueCreate(db, 'Ada');
    await claimLease(db, 'tab-a', 0);
    await db.outbox.where('id').equals(create.id).modify({ state: 'sending', attempts: 1 });
    // A drainer whose lease ran out may have lost it to another tab: it leaves the row alone.
    releaseLeaseAtOnce(db, LEASE_MS, LEASE_MS);
    expect((await db.meta.get(LEASE_META_KEY))?.value).toMatchObject({ owner: 'tab-a' });
    releaseLeaseAtOnce(db, LEASE_MS, 1);
    // Nothing awaited: the release was the browser's before these transactions were asked for.
    expect(await db.outbox.get(create.seq as number)).toMatchObject({ state: 'waiting', attempts: 1 });
    expect((await claimLease(new UserDatabase(db.userId), 'tab-b', 1)).isClaimed).toBe(true);
  });
});
