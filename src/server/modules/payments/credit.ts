import { sql, type Kysely, type Transaction } from 'kysely';
import { fromCents } from '../../../domain/money';
import type { TClinicQuota, TCreditMovement } from '../../../domain/payments/credit';
import type { TPaymentView } from '../../../domain/payments/contracts';
import { PaymentErrorCode } from '../../../domain/payments/payment-messages';
import type { Database } from '../../db/schema';
import { lockClinic } from '../clinics';
import { couponDiscountFor } from '../coupons';
import { accountSum, clinicBalance, postMovement } from '../money';
import { creditLimitCents } from './credit-limit';
import { insertPayment } from './new-payment';
import { paymentError } from './payment-errors';
import { payableOrders, paymentView, pendingPaymentsOf, settlePayment, type Payer } from './payments';

type Db = Kysely<Database> | Transaction<Database>;

/** What the clinic has used of its credit: minus the ledger's `clinicCredit` sum. */
export const creditUsedCents = async (db: Db, clinicId: number): Promise<number> =>
  -(await accountSum(db, 'clinicCredit', clinicId));

const MOVEMENT_KIND: Record<string, TCreditMovement['kind']> = {
  payment: 'payment',
  creditRepayment: 'repayment',
  refund: 'refund',
};

/** getClinicQuota: the limit, what is used and left (never below 0, even after the limit was lowered), the balance, the latest 50 credit movements (one line per movement). */
export async function clinicQuota(db: Db, clinicId: number): Promise<TClinicQuota> {
  const limit = await creditLimitCents(db, clinicId);
  const used = await creditUsedCents(db, clinicId);
  const rows = await db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_movements', 'ledger_movements.id', 'ledger_entries.movement_id')
    .select(['ledger_movements.id', 'ledger_movements.kind', 'ledger_movements.reason', 'ledger_movements.created_at'])
    .select(sql<number>`cast(sum(ledger_entries.cents) as bigint)`.as('cents'))
    .where('ledger_entries.account', '=', 'clinicCredit')
    .where('ledger_entries.subject_id', '=', clinicId)
    .groupBy(['ledger_movements.id', 'ledger_movements.kind', 'ledger_movements.reason', 'ledger_movements.created_at'])
    .having(sql`sum(ledger_entries.cents)`, '<>', 0)
    .orderBy('ledger_movements.id', 'desc')
    .limit(50)
    .execute();
  return {
    clinicId,
    hasQuota: limit > 0,
    limitAmount: fromCents(limit),
    usedAmount: fromCents(used),
    remainingAmount: fromCents(Math.max(0, limit - used)),
    balanceAmount: fromCents(await clinicBalance(db, clinicId)),
    movements: rows.map((row) => ({
      id: row.id,
      kind: MOVEMENT_KIND[row.kind] ?? 'payment',
      amount: fromCents(Number(row.cents)),
      reason: row.reason,
      createdAt: Number(row.created_at),
    })),
  };
}

/**
 * quotaPay: one payment of the payment orders on credit, settled at once through the same path as a balance-only
 * mergePay (settlePayment): each order's share is what is due of it, source `credit`; the orders are paid and move on.
 * A claimed coupon is taken off first, as with mergePay (the same checks and split); credit pays the rest.
 * Serialised per clinic like mergePay: a paid order answers 46002, a waiting wallet payment 46004. Refused (nothing
 * written) without a limit (46051) or beyond what is left of it (46050: exactly the remaining passes, a cent more not).
 */
export async function quotaPay(
  trx: Transaction<Database>,
  payer: Payer,
  input: { payIds: readonly number[]; couponId?: number | undefined },
  now: number,
): Promise<TPaymentView> {
  await lockClinic(trx, payer.clinicId);
  const limit = await creditLimitCents(trx, payer.clinicId);
  if (limit <= 0) throw paymentError(PaymentErrorCode.creditNotGranted);
  const orders = await payableOrders(trx, payer.clinicId, input.payIds);
  if ((await pendingPaymentsOf(trx, input.payIds)).length > 0) throw paymentError(PaymentErrorCode.paymentInProgress);
  const due = orders.reduce((sum, order) => sum + order.dueCents, 0);
  const couponId = input.couponId ?? null;
  const discount = couponId === null ? 0 : await couponDiscountFor(trx, payer.clinicId, couponId, due, now);
  const total = due - discount;
  const remaining = Math.max(0, limit - (await creditUsedCents(trx, payer.clinicId)));
  if (total > remaining) {
    const values = { remainingAmount: fromCents(remaining) };
    throw paymentError(PaymentErrorCode.creditLimitExceeded, { values, data: values });
  }
  const payment = await insertPayment(
    trx,
    {
      clinicId: payer.clinicId,
      userId: payer.userId,
      merchantPrefix: 'CP',
      provider: 'credit',
      wallet: null,
      orders,
      couponId,
      couponCents: discount,
      balanceCents: 0,
      restSource: 'credit',
      reason: null,
    },
    now,
  );
  await settlePayment(trx, payment.id, null, now);
  return paymentView(trx, payment.id);
}

/** Factory finance sets a clinic's credit limit (0 withdraws credit terms; below what is used leaves nothing to use). */
export async function setCreditLimit(
  trx: Transaction<Database>,
  input: { clinicId: number; cents: number; userId: number },
  now: number,
): Promise<TClinicQuota> {
  await lockClinic(trx, input.clinicId);
  const row = { limit_cents: input.cents, updated_by: input.userId, updated_at: now };
  await trx
    .insertInto('clinic_credit')
    .values({ clinic_id: input.clinicId, ...row })
    .onConflict((conflict) => conflict.column('clinic_id').doUpdateSet(row))
    .execute();
  return clinicQuota(trx, input.clinicId);
}

/** Factory finance records a repayment of used credit received outside the portal (outside → clinicCredit); never beyond what is used (46052). */
export async function recordCreditRepayment(
  trx: Transaction<Database>,
  input: { clinicId: number; cents: number; userId: number; reason: string },
  now: number,
): Promise<TClinicQuota> {
  await lockClinic(trx, input.clinicId);
  if (input.cents > (await creditUsedCents(trx, input.clinicId)))
    throw paymentError(PaymentErrorCode.repaymentBeyondUsed);
  await postMovement(
    trx,
    {
      kind: 'creditRepayment',
      clinicId: input.clinicId,
      reason: input.reason,
      createdBy: input.userId,
      entries: [
        { account: 'outside', subjectId: 0, cents: -input.cents },
        { account: 'clinicCredit', subjectId: input.clinicId, cents: input.cents },
      ],
    },
    now,
  );
  return clinicQuota(trx, input.clinicId);
}
