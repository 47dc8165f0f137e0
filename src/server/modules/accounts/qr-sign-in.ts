import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { QR_LOGIN, SESSION } from '../../../domain/accounts/auth-rules';
import type { QrStatus } from '../../../domain/accounts/qr-login';
import type { Database } from '../../db/schema';
import { newToken, sameHash, sha256 } from '../../auth/tokens';

export async function createQrCode(db: Kysely<Database>, now = Date.now()): Promise<{ qrId: string; codeToken: string; expiresAt: number }> {
  const qrId = randomUUID();
  const codeToken = newToken(SESSION.tokenBytes);
  const expiresAt = now + QR_LOGIN.ttlSeconds * 1000;
  await db
    .insertInto('qr_logins')
    .values({ id: qrId, code_token_hash: sha256(codeToken), status: 'waiting', user_id: null, expires_at: expiresAt, collected_at: null, created_at: now })
    .execute();
  return { qrId, codeToken, expiresAt };
}

/** The phone opened the link: the login page can say "scanned, confirm on your phone". */
export async function markQrScanned(db: Kysely<Database>, qrId: string, now = Date.now()): Promise<boolean> {
  const result = await db
    .updateTable('qr_logins')
    .set({ status: 'scanned' })
    .where('id', '=', qrId)
    .where('status', 'in', ['waiting', 'scanned'])
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The signed-in phone confirms: only a waiting, unexpired code can be confirmed, and only once. */
export async function confirmQrCode(db: Kysely<Database>, qrId: string, userId: number, now = Date.now()): Promise<boolean> {
  const result = await db
    .updateTable('qr_logins')
    .set({ status: 'confirmed', user_id: userId })
    .where('id', '=', qrId)
    .where('status', 'in', ['waiting', 'scanned'])
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type QrPoll = { status: QrStatus; userId: number | null };

/**
 * The login page's poll, authorised by its code token. A confirmed code hands over its user exactly once
 * (the collect is an atomic update), so two pollers cannot both sign in with one scan.
 */
export async function pollQrCode(db: Kysely<Database>, qrId: string, codeToken: string, now = Date.now()): Promise<QrPoll | null> {
  const row = await db.selectFrom('qr_logins').selectAll().where('id', '=', qrId).executeTakeFirst();
  if (!row || !sameHash(row.code_token_hash, sha256(codeToken))) return null;
  if (row.collected_at !== null) return { status: 'expired', userId: null };
  if (row.expires_at <= now && row.status !== 'confirmed') return { status: 'expired', userId: null };
  if (row.status !== 'confirmed' || row.user_id === null) return { status: row.status, userId: null };
  const collected = await db
    .updateTable('qr_logins')
    .set({ collected_at: now })
    .where('id', '=', qrId)
    .where('collected_at', 'is', null)
    .executeTakeFirst();
  return Number(collected.numUpdatedRows) === 1 ? { status: 'confirmed', userId: row.user_id } : { status: 'expired', userId: null };
}
