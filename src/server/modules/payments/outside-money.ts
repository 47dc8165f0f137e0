import type { Transaction } from 'kysely';
import { fromCents } from '../../../domain/money';
import type { Database } from '../../db/schema';
import { lockClinic } from '../clinics';
import { accountSum, clinicBalance, postMovement } from '../money';
import { newMerchantNo } from './new-payment';

/**
 * Money the factory received outside the portal (a bank remittance, cash) for a payment order: what is still due of
 * it becomes a payment from `outside` with its one share, paying the order in the ledger, with the factory's reason.
 * Nothing is due: nothing is written. Answers the cents recorded.
 */
export async function recordOutsideReceipt(
  trx: Transaction<Database>,
  receipt: { paymentOrderId: number; clinicId: number; userId: number; reason: string },
  now: number,
): Promise<number> {
  await lockClinic(trx, receipt.clinicId);
  const order = await trx
    .selectFrom('payment_orders')
    .select('amount_cents')
    .where('id', '=', receipt.paymentOrderId)
    .executeTakeFirstOrThrow();
  const due = Number(order.amount_cents) - (await accountSum(trx, 'orderPaid', receipt.paymentOrderId));
  if (due <= 0) return 0;
  const payment = await trx
    .insertInto('payments')
    .values({
      clinic_id: receipt.clinicId,
      merchant_no: newMerchantNo('OT'),
      state: 'paid',
      provider: 'outside',
      wallet: null,
      total_cents: due,
      balance_cents: 0,
      wallet_cents: 0,
      qr_payload: null,
      expires_at: null,
      provider_txn_id: null,
      reason: receipt.reason,
      created_by: receipt.userId,
      created_at: now,
      settled_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('payment_shares')
    .values({
      payment_id: payment.id,
      payment_order_id: receipt.paymentOrderId,
      source: 'outside',
      cents: due,
      applied: 1,
    })
    .execute();
  await postMovement(
    trx,
    {
      kind: 'payment',
      clinicId: receipt.clinicId,
      paymentId: payment.id,
      reason: receipt.reason,
      createdBy: receipt.userId,
      entries: [
        { account: 'outside', subjectId: 0, cents: -due },
        { account: 'orderPaid', subjectId: receipt.paymentOrderId, cents: due },
      ],
    },
    now,
  );
  return due;
}

/** Factory finance credits a clinic's balance with money received outside the portal; answers the new balance. */
export async function creditClinicBalance(
  trx: Transaction<Database>,
  credit: { clinicId: number; cents: number; userId: number; reason: string },
  now: number,
): Promise<{ clinicId: number; balanceAmount: number }> {
  await lockClinic(trx, credit.clinicId);
  await postMovement(
    trx,
    {
      kind: 'balanceCredit',
      clinicId: credit.clinicId,
      reason: credit.reason,
      createdBy: credit.userId,
      entries: [
        { account: 'outside', subjectId: 0, cents: -credit.cents },
        { account: 'clinicBalance', subjectId: credit.clinicId, cents: credit.cents },
      ],
    },
    now,
  );
  return { clinicId: credit.clinicId, balanceAmount: fromCents(await clinicBalance(trx, credit.clinicId)) };
}
