import type { Kysely, Transaction } from 'kysely';
import { PAY_PASSWORD, type TPayPasswordState } from '../../../domain/payments/pay-security';
import { PaymentErrorCode } from '../../../domain/payments/payment-messages';
import type { Database } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { paymentError } from './payment-errors';

type Db = Kysely<Database> | Transaction<Database>;
const LOCK_MS = PAY_PASSWORD.lockSeconds * 1000;
const MAX = PAY_PASSWORD.maxAttempts;

const secondsUntil = (lockedUntil: number, now: number) => Math.max(1, Math.ceil((lockedUntil - now) / 1000));

function lockedError(lockedUntil: number, now: number) {
  const values = { retryAfterSeconds: secondsUntil(lockedUntil, now) };
  return paymentError(PaymentErrorCode.payPasswordLocked, { values, data: values });
}

/** Seconds the clinic's payment password stays locked (0: not locked, or none set). */
export async function payPasswordLockSeconds(db: Db, clinicId: number, now: number): Promise<number> {
  const row = await db
    .selectFrom('pay_passwords')
    .select('locked_until')
    .where('clinic_id', '=', clinicId)
    .executeTakeFirst();
  const lockedUntil = row?.locked_until === null || row === undefined ? null : Number(row.locked_until);
  return lockedUntil !== null && lockedUntil > now ? secondsUntil(lockedUntil, now) : 0;
}

export async function payPasswordState(
  db: Db,
  clinicId: number,
  canManage: boolean,
  phone: string | null,
  now: number,
): Promise<TPayPasswordState> {
  const row = await db
    .selectFrom('pay_passwords')
    .select('clinic_id')
    .where('clinic_id', '=', clinicId)
    .executeTakeFirst();
  return {
    isSet: row !== undefined,
    lockedSeconds: row ? await payPasswordLockSeconds(db, clinicId, now) : 0,
    canManage,
    maskedPhone: canManage && phone ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : null,
  };
}

/**
 * Checks the clinic's payment password under its lock: at most PAY_PASSWORD.maxAttempts verifications until a right
 * one, however many requests arrive at once (each first reserves an attempt with one atomic update, as the account
 * password does). The wrong try that spends the last attempt locks it for PAY_PASSWORD.lockSeconds (46042, with the
 * seconds left); the others answer 46041 with the attempts left. A lock that ran out starts afresh. Run it outside
 * the payment's transaction: a refused payment must not roll its wrong try back.
 */
export async function verifyPayPassword(
  db: Kysely<Database>,
  clinicId: number,
  password: string,
  now: number,
): Promise<void> {
  const attempt = await reserveAttempt(db, clinicId, now);
  const row = await db
    .selectFrom('pay_passwords')
    .select('password_hash')
    .where('clinic_id', '=', clinicId)
    .executeTakeFirstOrThrow();
  if (await verifyPassword(row.password_hash, password)) {
    await db
      .updateTable('pay_passwords')
      .set({ failed_attempts: 0, locked_until: null })
      .where('clinic_id', '=', clinicId)
      .execute();
    return;
  }
  if (attempt >= MAX) {
    const lockedUntil = now + LOCK_MS;
    await db
      .updateTable('pay_passwords')
      .set({ locked_until: lockedUntil })
      .where('clinic_id', '=', clinicId)
      .where('failed_attempts', '>=', MAX)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .execute();
    throw lockedError(lockedUntil, now);
  }
  const values = { remainingAttempts: MAX - attempt };
  throw paymentError(PaymentErrorCode.payPasswordWrong, { values, data: values });
}

/** Takes one attempt while below the maximum and not locked (restarting a lock that ran out); its number, or 46042. */
async function reserveAttempt(db: Kysely<Database>, clinicId: number, now: number): Promise<number> {
  for (let round = 0; round < 2; round += 1) {
    const taken = await db
      .updateTable('pay_passwords')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('clinic_id', '=', clinicId)
      .where('failed_attempts', '<', MAX)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .returning('failed_attempts')
      .executeTakeFirst();
    if (taken) return taken.failed_attempts;
    const row = await db
      .selectFrom('pay_passwords')
      .select('locked_until')
      .where('clinic_id', '=', clinicId)
      .executeTakeFirstOrThrow();
    const lockedUntil = row.locked_until === null ? null : Number(row.locked_until);
    if (lockedUntil !== null && lockedUntil > now) throw lockedError(lockedUntil, now);
    // The attempts are spent and the lock ran out (or its writer has not written it yet): start afresh, once.
    if (lockedUntil !== null)
      await db
        .updateTable('pay_passwords')
        .set({ failed_attempts: 0, locked_until: null })
        .where('clinic_id', '=', clinicId)
        .where('locked_until', '=', lockedUntil)
        .execute();
  }
  throw lockedError(now + LOCK_MS, now);
}

/**
 * mergePay's gate (docs/payments.md): paying with the balance (`useBalance`) of a clinic that has a payment password
 * needs it (46040 without, 46041/46042 when wrong); a clinic with none pays as before, and its screens prompt the
 * admin to set one. Wallet-only payments need none.
 */
export async function checkPayPasswordFor(
  db: Kysely<Database>,
  clinicId: number,
  input: { useBalance?: boolean; payPassword?: string },
  now: number,
): Promise<void> {
  if (!input.useBalance) return;
  const row = await db
    .selectFrom('pay_passwords')
    .select('clinic_id')
    .where('clinic_id', '=', clinicId)
    .executeTakeFirst();
  if (!row) return;
  if (input.payPassword === undefined) throw paymentError(PaymentErrorCode.payPasswordRequired);
  await verifyPayPassword(db, clinicId, input.payPassword, now);
}

/**
 * Sets the clinic's payment password: the first one freely (a clinic admin), a change only with the current one
 * (checked under the lock, so guessing it through a change is limited too), a reset after an SMS code (`reset`).
 * A new password clears the lock.
 */
export async function savePayPassword(
  db: Kysely<Database>,
  input: { clinicId: number; userId: number; password: string; oldPassword?: string; reset?: boolean },
  now: number,
): Promise<void> {
  const existing = await db
    .selectFrom('pay_passwords')
    .select('clinic_id')
    .where('clinic_id', '=', input.clinicId)
    .executeTakeFirst();
  if (existing && !input.reset) {
    if (input.oldPassword === undefined) throw paymentError(PaymentErrorCode.payPasswordNotSet);
    await verifyPayPassword(db, input.clinicId, input.oldPassword, now);
  }
  if (!existing && input.reset) throw paymentError(PaymentErrorCode.payPasswordNotSet);
  const passwordHash = await hashPassword(input.password);
  const row = {
    password_hash: passwordHash,
    failed_attempts: 0,
    locked_until: null,
    updated_by: input.userId,
    updated_at: now,
  };
  await db
    .insertInto('pay_passwords')
    .values({ clinic_id: input.clinicId, ...row })
    .onConflict((conflict) => conflict.column('clinic_id').doUpdateSet(row))
    .execute();
}
