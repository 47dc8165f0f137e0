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
 * An unknown account answers like a wrong password, costs one real argon2 verification, and even counts down and
 * locks like a real account (replayed from the audit log), so sign-in does not tell which accounts exist.
 * Every failure is audited here; the caller audits the success, once it knows the session's clinic.
 */
export async function signInWithPassword(
  db: Kysely<Database>,
  input: { account: string; password: string; client: SignInClient },
  now = Date.now(),
): Promise<PasswordSignInResult> {
  const account = input.account.trim();
  const user = await db.selectFrom('users').select(['id', 'password_hash']).where('phone', '=', account).executeTakeFirst();
  if (!user) return unknownAccount(db, account, input.password, input.client, now);

  const fail = (reason: string, extra: Record<string, unknown> = {}) =>
    recordAudit(db, { action: 'sign-in', outcome: 'failure', userId: user.id, subject: account, ip: input.client.ip, detail: { method: 'password', reason, ...extra } }, now);

  const reservation = await reserveAttempt(db, user.id, account, input.client, now);
  if (reservation.kind === 'locked') {
    await fail('locked');
    return { outcome: 'locked', retryAfterSeconds: secondsUntil(reservation.lockedUntil, now) };
  }

  if (await verifyPassword(user.password_hash, input.password)) {
    await db.updateTable('users').set({ failed_password_attempts: 0, locked_until: null }).where('id', '=', user.id).execute();
    return { outcome: 'signed-in', userId: user.id };
  }

  await fail('wrong-password', { attempt: reservation.attempt });
  if (reservation.attempt >= MAX) {
    const lockedUntil = await lockIfSpent(db, user.id, account, input.client, now);
    return { outcome: 'locked', retryAfterSeconds: secondsUntil(lockedUntil, now) };
  }
  return { outcome: 'wrong', remainingAttempts: MAX - reservation.attempt };
}

type Reservation = { kind: 'reserved'; attempt: number } | { kind: 'locked'; lockedUntil: number };

/** Takes one attempt from the account's allowance, or says until when it is locked. */
async function reserveAttempt(db: Kysely<Database>, userId: number, account: string, client: SignInClient, now: number): Promise<Reservation> {
  for (let pass = 0; pass < 2; pass++) {
    const reserved = await db
      .updateTable('users')
      .set((eb) => ({ failed_password_attempts: eb('failed_password_attempts', '+', 1) }))
      .where('id', '=', userId)
      .where('failed_password_attempts', '<', MAX)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .returning('failed_password_attempts')
      .executeTakeFirst();
    if (reserved) return { kind: 'reserved', attempt: reserved.failed_password_attempts };

    const user = await db.selectFrom('users').select(['failed_password_attempts', 'locked_until']).where('id', '=', userId).executeTakeFirstOrThrow();
    if (user.locked_until !== null && user.locked_until > now) return { kind: 'locked', lockedUntil: user.locked_until };
    if (user.locked_until !== null) {
      // The lock ran out: the account starts afresh. Compare-and-set, so of parallel requests only one resets it.
      await db.updateTable('users').set({ failed_password_attempts: 0, locked_until: null }).where('id', '=', userId).where('locked_until', '=', user.locked_until).execute();
      continue;
    }
    if (user.failed_password_attempts < MAX) continue; // a success reset the counter meanwhile: try again
    // Every attempt is taken but no lock is written yet (they are still verifying, or one died midway): lock now,
    // so a stuck counter can never lock the account for ever. A right password among them lifts the lock again.
    return { kind: 'locked', lockedUntil: await lockIfSpent(db, userId, account, client, now) };
  }
  return { kind: 'locked', lockedUntil: now + LOCK_MS };
}

/** Writes the lock when the allowance is spent and no live lock exists; audits 'account-locked' once. Returns the lock's end. */
async function lockIfSpent(db: Kysely<Database>, userId: number, account: string, client: SignInClient, now: number): Promise<number> {
  const lockedUntil = now + LOCK_MS;
  const result = await db
    .updateTable('users')
    .set({ locked_until: lockedUntil })
    .where('id', '=', userId)
    .where('failed_password_attempts', '>=', MAX)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) {
    await recordAudit(db, { action: 'account-locked', outcome: 'success', userId, subject: account, ip: client.ip, detail: { lockSeconds: PASSWORD_LOCK.lockSeconds } }, now);
    return lockedUntil;
  }
  const current = await db.selectFrom('users').select('locked_until').where('id', '=', userId).executeTakeFirst();
  return current?.locked_until ?? lockedUntil;
}

/** The audit detail of a failed sign-in to an account that does not exist; the decoy lock is replayed from these rows. */
const UNKNOWN_ACCOUNT_DETAIL = { method: 'password', reason: 'unknown-account' } as const;
/** How far back the decoy lock looks (a real account's counter has no horizon; thirty days is close enough). */
const DECOY_HISTORY_MS = 30 * 24 * 60 * 60 * 1000;

async function unknownAccount(db: Kysely<Database>, account: string, password: string, client: SignInClient, now: number): Promise<PasswordSignInResult> {
  const detail = JSON.stringify(UNKNOWN_ACCOUNT_DETAIL);
  const history = await db
    .selectFrom('audit_events')
    .select('at')
    .where('at', '>', now - DECOY_HISTORY_MS)
    .where('action', '=', 'sign-in')
    .where('outcome', '=', 'failure')
    .where('user_id', 'is', null)
    .where('subject', '=', account)
    .where('detail', '=', detail)
    .orderBy('at')
    .orderBy('id')
    .execute();
  const state = replayLock(history.map((row) => row.at), now);
  if (state.lockedUntil !== null) {
    await recordAudit(db, { action: 'sign-in', outcome: 'failure', subject: account, ip: client.ip, detail: { method: 'password', reason: 'locked' } }, now);
    return { outcome: 'locked', retryAfterSeconds: secondsUntil(state.lockedUntil, now) };
  }
  await burnPasswordCheck(password);
  await recordAudit(db, { action: 'sign-in', outcome: 'failure', subject: account, ip: client.ip, detail: UNKNOWN_ACCOUNT_DETAIL }, now);
  const attempt = state.attempts + 1;
  if (attempt >= MAX) return { outcome: 'locked', retryAfterSeconds: PASSWORD_LOCK.lockSeconds };
  return { outcome: 'wrong', remainingAttempts: MAX - attempt };
}

/** The lock's state after these failures, by the same rules the users table follows (exported for tests). */
export function replayLock(failures: readonly number[], now: number): { attempts: number; lockedUntil: number | null } {
  let attempts = 0;
  let lockedUntil: number | null = null;
  for (const at of failures) {
    if (lockedUntil !== null) {
      if (at < lockedUntil) continue;
      attempts = 0;
      lockedUntil = null;
    }
    attempts += 1;
    if (attempts >= MAX) lockedUntil = at + LOCK_MS;
  }
  if (lockedUntil !== null && lockedUntil <= now) return { attempts: 0, lockedUntil: null };
  return { attempts, lockedUntil };
}

function secondsUntil(at: number, now: number): number {
  return Math.max(1, Math.ceil((at - now) / 1000));
}
