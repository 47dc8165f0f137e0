import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The double-entry ledger (docs/payments.md). Every money movement is a set of entries adding up to zero; an account's
 * figure is the sum of its entries, never a counter. Positive cents go into an account, negative come out of it.
 * - clinicBalance (subject: the clinic): the clinic's prepaid balance.
 * - paymentHold (subject: the payment): the balance part of a payment waiting for its wallet.
 * - orderPaid (subject: the payment order): what the payment order has been paid.
 * - wallet (subject 0): money that came in through (negative) or went back to (positive) the online wallets.
 * - outside (subject 0): money received (negative) or paid back (positive) outside the portal.
 * - coupon (subject: the clinic's claimed coupon): the discount it gave (negative), paid into orderPaid.
 * - clinicCredit (subject: the clinic): credit terms; paying on credit takes from it (negative), repayments and
 *   refunds give back (positive). What the clinic has used is minus its sum, never below zero.
 */
export const LEDGER_ACCOUNTS = [
  'clinicBalance',
  'paymentHold',
  'orderPaid',
  'wallet',
  'outside',
  'coupon',
  'clinicCredit',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export type LedgerEntry = { account: LedgerAccount; subjectId: number; cents: number };

export type LedgerMovement = {
  kind: 'hold' | 'release' | 'payment' | 'refund' | 'balanceCredit' | 'lateWalletToBalance' | 'creditRepayment';
  clinicId: number | null;
  paymentId?: number | null;
  refundId?: number | null;
  reason?: string | null;
  createdBy?: number | null;
  entries: readonly LedgerEntry[];
};

/** Writes one movement; refuses entries that are not whole cents or do not add up to zero. Zero entries are left out. */
export async function postMovement(
  trx: Transaction<Database>,
  movement: LedgerMovement,
  now: number,
): Promise<number | null> {
  const entries = movement.entries.filter((entry) => entry.cents !== 0);
  if (entries.some((entry) => !Number.isSafeInteger(entry.cents)))
    throw new RangeError('Ledger entries are whole cents');
  if (entries.reduce((sum, entry) => sum + entry.cents, 0) !== 0)
    throw new RangeError('A movement must add up to zero');
  if (entries.length === 0) return null;
  const row = await trx
    .insertInto('ledger_movements')
    .values({
      kind: movement.kind,
      clinic_id: movement.clinicId,
      payment_id: movement.paymentId ?? null,
      refund_id: movement.refundId ?? null,
      reason: movement.reason ?? null,
      created_by: movement.createdBy ?? null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('ledger_entries')
    .values(
      entries.map((entry) => ({
        movement_id: row.id,
        account: entry.account,
        subject_id: entry.subjectId,
        cents: entry.cents,
      })),
    )
    .execute();
  return row.id;
}

/** An account's figure: the sum of its entries. */
export async function accountSum(db: Db, account: LedgerAccount, subjectId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<number>`cast(coalesce(sum(cents), 0) as bigint)`.as('total'))
    .where('account', '=', account)
    .where('subject_id', '=', subjectId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** What each payment order has been paid (absent: nothing). */
export async function paidByPaymentOrder(db: Db, paymentOrderIds: readonly number[]): Promise<Map<number, number>> {
  if (paymentOrderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['subject_id', sql<number>`cast(sum(cents) as bigint)`.as('total')])
    .where('account', '=', 'orderPaid')
    .where('subject_id', 'in', paymentOrderIds)
    .groupBy('subject_id')
    .execute();
  return new Map(rows.map((row) => [row.subject_id, Number(row.total)]));
}

export const clinicBalance = (db: Db, clinicId: number) => accountSum(db, 'clinicBalance', clinicId);
