import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ChallengeTable, Database } from '../../db/schema';
import { newToken, sha256 } from '../../auth/tokens';

export type ChallengeKind = ChallengeTable['kind'];

/**
 * A short-lived, single-use challenge whose answer is stored only as a hash (image captchas, slider challenges).
 * Returns its id, which the client sends back with the answer.
 */
export async function createChallenge(
  db: Kysely<Database>,
  input: { kind: ChallengeKind; answerHash: string; subject?: string | null; ttlSeconds: number },
  now = Date.now(),
): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  await insertChallenge(db, id, input, now);
  return id;
}

/**
 * Uses a challenge up: one atomic update that only an unconsumed, unexpired challenge of that kind passes, so of
 * two parallel uses at most one gets the row back. The caller compares the answer afterwards: a wrong answer has
 * spent the challenge too (no second guess on the same captcha).
 */
export async function consumeChallenge(
  db: Kysely<Database>,
  input: { id: string; kind: ChallengeKind },
  now = Date.now(),
): Promise<{ answerHash: string; subject: string | null } | null> {
  const row = await db
    .updateTable('challenges')
    .set({ consumed_at: now })
    .where('id', '=', input.id)
    .where('kind', '=', input.kind)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['answer_hash', 'subject'])
    .executeTakeFirst();
  return row ? { answerHash: row.answer_hash, subject: row.subject } : null;
}

/**
 * A bearer token (slider token, password-reset ticket): 256 random bits handed out once. The row's id is the
 * token's hash, so the table never holds a usable token.
 */
export async function issueToken(
  db: Kysely<Database>,
  input: { kind: ChallengeKind; subject?: string | null; ttlSeconds: number },
  now = Date.now(),
): Promise<string> {
  const token = newToken(32);
  await insertChallenge(db, sha256(token), { ...input, answerHash: sha256(`${input.kind}:${token}`) }, now);
  return token;
}

/** Redeems a bearer token once: its subject (null when it has none), or undefined when it is unknown, used or expired. */
export async function redeemToken(
  db: Kysely<Database>,
  kind: ChallengeKind,
  token: string,
  now = Date.now(),
): Promise<{ subject: string | null } | undefined> {
  const row = await consumeChallenge(db, { id: sha256(token), kind }, now);
  return row ? { subject: row.subject } : undefined;
}

/**
 * Gives back a challenge an attempt used up, while it has not expired: a sign-in that failed only on a wrong password
 * leaves the human proofs (captcha, slider) valid for the retry. The password lock bounds the retries.
 */
export async function releaseChallenge(
  db: Kysely<Database>,
  key: { id: string; kind: ChallengeKind },
  now = Date.now(),
): Promise<void> {
  await db
    .updateTable('challenges')
    .set({ consumed_at: null })
    .where('id', '=', key.id)
    .where('kind', '=', key.kind)
    .where('expires_at', '>', now)
    .execute();
}

/** A bearer token's challenge key (its row id is the token's hash). */
export function tokenKey(kind: ChallengeKind, token: string): { id: string; kind: ChallengeKind } {
  return { id: sha256(token), kind };
}

/** Challenges past their expiry are of no use to anyone; a timer may call this (the rows are small either way). */
export async function pruneChallenges(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const result = await db.deleteFrom('challenges').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

async function insertChallenge(
  db: Kysely<Database>,
  id: string,
  input: { kind: ChallengeKind; answerHash: string; subject?: string | null; ttlSeconds: number },
  now: number,
): Promise<void> {
  await db
    .insertInto('challenges')
    .values({
      id,
      kind: input.kind,
      answer_hash: input.answerHash,
      subject: input.subject ?? null,
      expires_at: now + input.ttlSeconds * 1000,
      consumed_at: null,
      created_at: now,
    })
    .execute();
}
