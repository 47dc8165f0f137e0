import type { UserDatabase } from '../db';

/**
 * One drainer at a time across all tabs of a user: a lease row in `meta`, claimed and renewed in IndexedDB
 * read-write transactions (which the browser runs one after another per store, so two tabs never both win). A
 * drainer holds it while it drains and renews it as it goes; a tab that dies stops renewing, and after
 * LEASE_MS another tab may take over. Nothing else is needed: Web Locks would only hand over faster.
 */
export const LEASE_META_KEY = 'outbox.lease';
export const LEASE_MS = 10_000;

export type Lease = { owner: string; expiresAt: number };

export type LeaseClaim =
  /** Ours now; `tookOver`: from a holder that stopped renewing (a tab that died or froze). */
  { isClaimed: true; tookOver: boolean } | { isClaimed: false; holder: Lease };

function isLease(value: unknown): value is Lease {
  return typeof value === 'object' && value !== null && typeof (value as Lease).owner === 'string';
}

async function readLease(db: UserDatabase): Promise<Lease | null> {
  const row = await db.meta.get(LEASE_META_KEY);
  return isLease(row?.value) ? row.value : null;
}

/**
 * Claims the lease for `owner` at the start of a pass (when `owner` sends nothing), or fails while another live
 * drainer holds it. Claiming puts every item left 'sending' back to 'waiting': only a lease holder sends, so those
 * belong to a drainer that died mid-send (the server's idempotency makes sending them again safe).
 */
export async function claimLease(
  db: UserDatabase,
  owner: string,
  now: number,
  leaseMs = LEASE_MS,
): Promise<LeaseClaim> {
  return db.transaction('rw', [db.meta, db.outbox], async () => {
    const lease = await readLease(db);
    if (lease && lease.owner !== owner && lease.expiresAt > now) return { isClaimed: false, holder: lease };
    const tookOver = lease !== null && lease.owner !== owner;
    await db.outbox.where('state').equals('sending').modify({ state: 'waiting' });
    await db.meta.put({ key: LEASE_META_KEY, value: { owner, expiresAt: now + leaseMs } satisfies Lease });
    return { isClaimed: true, tookOver };
  });
}

/**
 * Within a caller's transaction (which must include `meta`): whether `owner` still holds the lease, extending it if
 * so. A holder whose lease lapsed keeps it as long as nobody else took it.
 */
export async function holdLease(db: UserDatabase, owner: string, now: number, leaseMs = LEASE_MS): Promise<boolean> {
  const lease = await readLease(db);
  if (!lease || lease.owner !== owner) return false;
  await db.meta.put({ key: LEASE_META_KEY, value: { owner, expiresAt: now + leaseMs } satisfies Lease });
  return true;
}

export function renewLease(db: UserDatabase, owner: string, now: number, leaseMs = LEASE_MS): Promise<boolean> {
  return db.transaction('rw', [db.meta], () => holdLease(db, owner, now, leaseMs));
}

/** Gives the lease up so another tab may drain at once. */
export async function releaseLease(db: UserDatabase, owner: string): Promise<void> {
  await db.transaction('rw', [db.meta], async () => {
    const lease = await readLease(db);
    if (lease?.owner === owner) await db.meta.delete(LEASE_META_KEY);
  });
}

/**
 * The same, committed before this returns: for a page being hidden (a reload, a closed tab) and for a drainer being
 * stopped as its database closes. Dexie opens a transaction asynchronously, and a page that goes away first would
 * leave its lease to run out (LEASE_MS) before the next page or another tab may drain. Nothing may wait for an answer
 * either: a read's success callback never runs in a page that is gone (in Chromium the lease stayed, and the next page
 * waited for it). So the row is deleted without being read, in a native transaction committed at once, and only while
 * the lease this drainer last wrote (`heldUntil`) still runs: until then no other drainer can have taken it. What was
 * being sent goes back to waiting in a second transaction, where the page lives on to run it (a drainer stopped at a
 * sign-out); where it does not, the next claim does the same. Best effort: a closed database holds no lease to give up.
 */
export function releaseLeaseAtOnce(db: UserDatabase, heldUntil: number, now: number): void {
  if (heldUntil <= now) return;
  try {
    const native = db.isOpen() ? db.backendDB() : null;
    if (!native) return;
    const release = native.transaction([db.meta.name], 'readwrite');
    release.objectStore(db.meta.name).delete(LEASE_META_KEY);
    release.commit();
    const reset = native.transaction([db.outbox.name], 'readwrite');
    const sending = reset.objectStore(db.outbox.name).index('state').openCursor(IDBKeyRange.only('sending'));
    sending.onsuccess = () => {
      const cursor = sending.result;
      if (!cursor) return;
      cursor.update({ ...(cursor.value as object), state: 'waiting' });
      cursor.continue();
    };
  } catch {
    // Closing or closed: the next claim finds the lease run out.
  }
}
