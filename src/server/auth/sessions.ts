import type { Kysely } from 'kysely';
import { SESSION } from '../../domain/accounts/auth-rules';
import type { Database } from '../db/schema';
import { newToken, sha256 } from './tokens';

export type SessionRecord = {
  id: number;
  userId: number;
  clinicId: number | null;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
};

/** Last-seen is written at most this often, so a busy session does not write on every request. */
const TOUCH_EVERY_MS = 60_000;

/** A new session with a fresh token (rotated at every sign-in). The token is returned once and stored only hashed. */
export async function createSession(
  db: Kysely<Database>,
  input: { userId: number; clinicId: number | null; ip?: string | null; userAgent?: string | null },
  now = Date.now(),
): Promise<{ token: string; session: SessionRecord }> {
  const token = newToken(SESSION.tokenBytes);
  const expiresAt = now + SESSION.absoluteSeconds * 1000;
  const row = await db
    .insertInto('sessions')
    .values({
      token_hash: sha256(token),
      user_id: input.userId,
      clinic_id: input.clinicId,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
      ip: input.ip ?? null,
      user_agent: input.userAgent?.slice(0, 300) ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, session: { id: row.id, userId: input.userId, clinicId: input.clinicId, createdAt: now, lastSeenAt: now, expiresAt } };
}

/** The live session a token names: not revoked, not past its absolute expiry, not idle too long. */
export async function findSession(db: Kysely<Database>, token: string, now = Date.now()): Promise<SessionRecord | null> {
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'clinic_id', 'created_at', 'last_seen_at', 'expires_at'])
    .where('token_hash', '=', sha256(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row ? keepAlive(db, row, now) : null;
}

/** What `keepAlive` needs of a session row read with its token (not revoked). */
export type SessionRow = { id: number; user_id: number; clinic_id: number | null; created_at: number; last_seen_at: number; expires_at: number };

/**
 * A session row read by its token (not revoked) as the live session, or null past its absolute expiry or idle too long;
 * its last-seen time is written at most once a minute. For callers that read the session joined to more (the auth hook).
 */
export async function keepAlive(db: Kysely<Database>, row: SessionRow, now = Date.now()): Promise<SessionRecord | null> {
  if (row.expires_at <= now || row.last_seen_at + SESSION.idleSeconds * 1000 <= now) return null;
  if (now - row.last_seen_at >= TOUCH_EVERY_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', row.id).execute();
  }
  return { id: row.id, userId: row.user_id, clinicId: row.clinic_id, createdAt: row.created_at, lastSeenAt: now, expiresAt: row.expires_at };
}

export async function revokeSession(db: Kysely<Database>, sessionId: number, now = Date.now()): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Ends every session of the user except `keepSessionId` (after a password change). */
export async function revokeOtherSessions(db: Kysely<Database>, userId: number, keepSessionId: number | null, now = Date.now()): Promise<void> {
  let query = db.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keepSessionId !== null) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}

export async function setSessionClinic(db: Kysely<Database>, sessionId: number, clinicId: number): Promise<void> {
  await db.updateTable('sessions').set({ clinic_id: clinicId }).where('id', '=', sessionId).execute();
}
