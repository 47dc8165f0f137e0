import type { Kysely } from 'kysely';
import { PASSWORD_LOCK } from '../../../domain/accounts/auth-rules';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../auth/audit';
import { burnPasswordCheck, verifyPassword } from '../../auth/passwords';

export type PasswordSignInResult =
  | { outcome: 'signed-in'; userId: number }
  | { outcome: 'wrong'; remainingAttempts: number }
  | { outcome: 'locked'; retryAfterSeconds: number };

export type SignInClient = { ip: string | null };

const LOCK_MS = PASSWORD_LOCK.lockSeconds * 1000;
const MAX = PASSWORD_LOCK.maxAttempts;

/**
 * Account (phone) and password, under the password lock: at most PASSWORD_LOCK.maxAttempts password
 * verifications per lock window, however many requests arrive at once. Each verification first reserves an
 * attempt with one atomic update (the counter only moves while below the maximum and the account is not locked),
 * so the database, not the timing of requests, decides who may verify. A right password clears the counter; the
 * wrong one that spends the last attempt locks the account for PASSWORD_LOCK.lockSeconds.
 *
 * An unknown account goes through the very same steps on a counter of its own (decoy_password_locks), costs one
 * real argon2 verification and never succeeds: sequential or parallel, its answers are a real account's with a
 * wrong password, so sign-in does not tell which accounts exist.
 * Every failure is audited here; the caller audits the success, once it knows the session's clinic.
 */
export async function signInWithPassword(
  db: Kysely<Database>,
  input: { account: string; password: string; client: SignInClient },
  now = Date.now(),
): Promise<PasswordSignInResult> {
  const account = input.account.trim();
  const user = await db.selectFrom('users').select(['id', 'password_hash']).where('phone', '=', account).executeTakeFirst();
  const counter = user ? userCounter(db, user.id) : decoyCounter(db, account);
  const fail = (reason: string, extra: Record<string, unknown> = {}) =>
    recordAudit(db, { action: 'sign-in', outcome: 'failure', userId: user?.id ?? null, subject: account, ip: input.client.ip, detail: { method: 'password', reason, ...extra } }, now);
  const onLocked = async () => {
    if (user) await recordAudit(db, { action: 'account-locked', outcome: 'success', userId: user.id, subject: account, ip: input.client.ip, detail: { lockSeconds: PASSWORD_LOCK.lockSeconds } }, now);
  };

  const reservation = await reserveAttempt(counter, onLocked, now);
  if (reservation.kind === 'locked') {
    await fail('locked');
    return { outcome: 'locked', retryAfterSeconds: secondsUntil(reservation.lockedUntil, now) };
  }

  if (user && (await verifyPassword(user.password_hash, input.password))) {
    await counter.clear();
    return { outcome: 'signed-in', userId: user.id };
  }
  if (!user) await burnPasswordCheck(input.password);

  await fail(user ? 'wrong-password' : 'unknown-account', { attempt: reservation.attempt });
  if (reservation.attempt >= MAX) {
    const lockedUntil = await lockIfSpent(counter, onLocked, now);
    return { outcome: 'locked', retryAfterSeconds: secondsUntil(lockedUntil, now) };
  }
  return { outcome: 'wrong', remainingAttempts: MAX - reservation.attempt };
}

/** One account's lock counter: a user's row, or the decoy row of an account that does not exist. */
type LockCounter = {
  /** Takes one attempt while below the maximum and not locked; the attempt's number, or undefined. */
  take(now: number): Promise<number | undefined>;
  read(): Promise<{ attempts: number; lockedUntil: number | null }>;
  /** Starts afresh after a lock that ran out; compare-and-set, so of parallel requests only one resets it. */
  restartAfter(lockedUntil: number): Promise<void>;
  /** Writes the lock when the allowance is spent and no live lock exists; whether this call wrote it. */
  lock(lockedUntil: number, now: number): Promise<boolean>;
  clear(): Promise<void>;
};

function userCounter(db: Kysely<Database>, userId: number): LockCounter {
  const row = () => db.updateTable('users').where('id', '=', userId);
  return {
    take: async (now) =>
      (
        await row()
          .set((eb) => ({ failed_password_attempts: eb('failed_password_attempts', '+', 1) }))
          .where('failed_password_attempts', '<', MAX)
          .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
          .returning('failed_password_attempts')
          .executeTakeFirst()
      )?.failed_password_attempts,
    read: async () => {
      const user = await db.selectFrom('users').select(['failed_password_attempts', 'locked_until']).where('id', '=', userId).executeTakeFirstOrThrow();
      return { attempts: user.failed_password_attempts, lockedUntil: user.locked_until };
    },
    restartAfter: async (lockedUntil) => void (await row().set({ failed_password_attempts: 0, locked_until: null }).where('locked_until', '=', lockedUntil).execute()),
    lock: async (lockedUntil, now) => {
      const result = await row()
        .set({ locked_until: lockedUntil })
        .where('failed_password_attempts', '>=', MAX)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    clear: async () => void (await row().set({ failed_password_attempts: 0, locked_until: null }).execute()),
  };
}

function decoyCounter(db: Kysely<Database>, account: string): LockCounter {
  const row = () => db.updateTable('decoy_password_locks').where('account', '=', account);
  return {
    take: async (now) => {
      await db
        .insertInto('decoy_password_locks')
        .values({ account, failed_password_attempts: 0, locked_until: null, updated_at: now })
        .onConflict((oc) => oc.column('account').doNothing())
        .execute();
      return (
        await row()
          .set((eb) => ({ failed_password_attempts: eb('failed_password_attempts', '+', 1), updated_at: now }))
          .where('failed_password_attempts', '<', MAX)
          .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
          .returning('failed_password_attempts')
          .executeTakeFirst()
      )?.failed_password_attempts;
    },
    read: async () => {
      const decoy = await db.selectFrom('decoy_password_locks').select(['failed_password_attempts', 'locked_until']).where('account', '=', account).executeTakeFirst();
      return { attempts: decoy?.failed_password_attempts ?? 0, lockedUntil: decoy?.locked_until ?? null };
    },
    restartAfter: async (lockedUntil) => void (await row().set({ failed_password_attempts: 0, locked_until: null }).where('locked_until', '=', lockedUntil).execute()),
    lock: async (lockedUntil, now) => {
      const result = await row()
        .set({ locked_until: lockedUntil, updated_at: now })
        .where('failed_password_attempts', '>=', MAX)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    clear: async () => void (await row().set({ failed_password_attempts: 0, locked_until: null }).execute()),
  };
}

type Reservation = { kind: 'reserved'; attempt: number } | { kind: 'locked'; lockedUntil: number };

/** Takes one attempt from the account's allowance, or says until when it is locked. */
async function reserveAttempt(counter: LockCounter, onLocked: () => Promise<void>, now: number): Promise<Reservation> {
  for (let pass = 0; pass < 2; pass++) {
    const attempt = await counter.take(now);
    if (attempt !== undefined) return { kind: 'reserved', attempt };

    const state = await counter.read();
    if (state.lockedUntil !== null && state.lockedUntil > now) return { kind: 'locked', lockedUntil: state.lockedUntil };
    if (state.lockedUntil !== null) {
      // The lock ran out: the account starts afresh.
      await counter.restartAfter(state.lockedUntil);
      continue;
    }
    if (state.attempts < MAX) continue; // a success reset the counter meanwhile: try again
    // Every attempt is taken but no lock is written yet (they are still verifying, or one died midway): lock now,
    // so a stuck counter can never lock the account for ever. A right password among them lifts the lock again.
    return { kind: 'locked', lockedUntil: await lockIfSpent(counter, onLocked, now) };
  }
  return { kind: 'locked', lockedUntil: now + LOCK_MS };
}

/** Writes the lock when the allowance is spent and no live lock exists (onLocked runs once). Returns the lock's end. */
async function lockIfSpent(counter: LockCounter, onLocked: () => Promise<void>, now: number): Promise<number> {
  const lockedUntil = now + LOCK_MS;
  if (await counter.lock(lockedUntil, now)) {
    await onLocked();
    return lockedUntil;
  }
  return (await counter.read()).lockedUntil ?? lockedUntil;
}

/** How long an idle decoy counter is kept (a real account's has no horizon; thirty days is close enough). */
const DECOY_IDLE_MS = 30 * 24 * 60 * 60 * 1000;

/** Prunes decoy counters idle for DECOY_IDLE_MS; called on a timer by the server. */
export async function pruneDecoyPasswordLocks(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const result = await db.deleteFrom('decoy_password_locks').where('updated_at', '<=', now - DECOY_IDLE_MS).executeTakeFirst();
  return Number(result.numDeletedRows);
}

function secondsUntil(at: number, now: number): number {
  return Math.max(1, Math.ceil((at - now) / 1000));
}
