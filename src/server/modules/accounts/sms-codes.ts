import { msg } from '@lingui/core/macro';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { SMS_CODE, type SmsPurpose } from '../../../domain/accounts/auth-rules';
import type { Database } from '../../db/schema';
import { newNumericCode, newToken, sameHash, sha256 } from '../../auth/tokens';
import { AppError } from '../../http/envelope';
import { AuthErrorCode, authError } from './auth-error';

/** The text of the message that carries a code, in the language of the request that asked for it. */
export const smsCodeText = msg`Your Cuspid code is {code}. It expires in {minutes} minutes.`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The public purposes, and the signed-in one: a code to a clinic admin's own phone that resets the payment password. */
export type CodePurpose = SmsPurpose | 'payPassword';

/** Codes are stored only as this hash; the purpose is part of it, so a code for one purpose is useless for another. */
export function smsCodeHash(phone: string, purpose: CodePurpose, code: string): string {
  return sha256(`sms-code:${phone}:${purpose}:${code}`);
}

/**
 * A new code for phone and purpose, under the per-phone limits: one per SMS_CODE.resendSeconds (41006 with
 * retryAfterSeconds) and SMS_CODE.maxPerDay in any rolling 24 hours (41007), whatever the purpose.
 * Call it inside a transaction: on PostgreSQL the phone is locked for the transaction, so parallel requests
 * cannot both slip under a limit (SQLite runs one transaction at a time anyway).
 *
 * With `deliver: false` it records a decoy instead: a row that counts towards the limits exactly as a real code
 * does, but holds the hash of a code nobody knows, and `code` is null (nothing is sent). That is how a request
 * for a phone without an account answers and rate-limits exactly like one with an account.
 */
export async function issueSmsCode(
  db: Kysely<Database>,
  input: { phone: string; purpose: CodePurpose; deliver: boolean },
  now = Date.now(),
): Promise<{ codeId: number; code: string | null }> {
  const { phone, purpose } = input;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(hashtext(${`sms-code:${phone}`}))`.execute(db);
  }
  const latest = await db.selectFrom('sms_codes').select('created_at').where('phone', '=', phone).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  const resendMs = SMS_CODE.resendSeconds * 1000;
  if (latest && now - latest.created_at < resendMs) {
    throw authError(AuthErrorCode.smsTooSoon, { retryAfterSeconds: Math.ceil((latest.created_at + resendMs - now) / 1000) });
  }
  const today = await db
    .selectFrom('sms_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('phone', '=', phone)
    .where('created_at', '>', now - DAY_MS)
    .executeTakeFirstOrThrow();
  if (Number(today.count) >= SMS_CODE.maxPerDay) throw authError(AuthErrorCode.smsDailyLimit);

  const code = newNumericCode(SMS_CODE.length);
  const hashed = input.deliver ? smsCodeHash(phone, purpose, code) : sha256(`decoy:${newToken(32)}`);
  const row = await db
    .insertInto('sms_codes')
    .values({ phone, purpose, code_hash: hashed, checks: 0, expires_at: now + SMS_CODE.ttlSeconds * 1000, consumed_at: null, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { codeId: row.id, code: input.deliver ? code : null };
}

/** A refused code (41005). `codeId` names the code whose wrong try must be counted, once the caller's transaction is over. */
export class SmsCodeRejected extends AppError {
  readonly codeId: number | null;
  constructor(codeId: number | null) {
    const template = authError(AuthErrorCode.smsCodeIncorrect);
    super(template.code, template.descriptor);
    this.codeId = codeId;
  }
}

/**
 * Checks a code against the newest unconsumed, unexpired, unspent code for phone and purpose, and on success
 * uses it up: the consume is one `update … where consumed_at is null` whose row count decides, so two parallel
 * uses of one code cannot both pass. Throws SmsCodeRejected otherwise; the caller then counts the wrong try with
 * `countWrongTry` outside any transaction that the rejection rolls back (see `withSmsCodeAccounting`).
 */
export async function consumeSmsCode(
  db: Kysely<Database>,
  input: { phone: string; purpose: CodePurpose; code: string },
  now = Date.now(),
): Promise<void> {
  const row = await db
    .selectFrom('sms_codes')
    .select(['id', 'code_hash'])
    .where('phone', '=', input.phone)
    .where('purpose', '=', input.purpose)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .where('checks', '<', SMS_CODE.maxChecks)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new SmsCodeRejected(null);
  if (!sameHash(row.code_hash, smsCodeHash(input.phone, input.purpose, input.code))) throw new SmsCodeRejected(row.id);
  const consumed = await db
    .updateTable('sms_codes')
    .set({ consumed_at: now })
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .where('checks', '<', SMS_CODE.maxChecks)
    .executeTakeFirst();
  if (Number(consumed.numUpdatedRows) !== 1) throw new SmsCodeRejected(null);
}

/** One more wrong try at a code; at SMS_CODE.maxChecks it is spent. Atomic, so parallel wrong tries all count. */
export async function countWrongTry(db: Kysely<Database>, codeId: number, now = Date.now()): Promise<void> {
  const row = await db
    .updateTable('sms_codes')
    .set((eb) => ({ checks: eb('checks', '+', 1) }))
    .where('id', '=', codeId)
    .where('consumed_at', 'is', null)
    .returning('checks')
    .executeTakeFirst();
  if (row && row.checks >= SMS_CODE.maxChecks) {
    await db.updateTable('sms_codes').set({ consumed_at: now }).where('id', '=', codeId).where('consumed_at', 'is', null).execute();
  }
}

/**
 * Runs work that checks a code (typically a runMutation transaction) and, when the code was wrong, counts the try
 * after the work has ended, on `db` itself: inside the transaction the count would be rolled back with it.
 */
export async function withSmsCodeAccounting<T>(db: Kysely<Database>, work: () => Promise<T>, now = Date.now()): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SmsCodeRejected && error.codeId !== null) await countWrongTry(db, error.codeId, now);
    throw error;
  }
}

/** Codes older than a day count towards no limit and can be deleted (a timer may call this). */
export async function pruneSmsCodes(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const result = await db.deleteFrom('sms_codes').where('created_at', '<=', now - DAY_MS).executeTakeFirst();
  return Number(result.numDeletedRows);
}
