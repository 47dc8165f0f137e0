import type { Kysely, Transaction } from 'kysely';
import { FEE_AGREEMENT_VERSION, type TFeeAgreementState } from '../../../domain/payments/pay-security';
import { PaymentErrorCode } from '../../../domain/payments/payment-messages';
import type { Database } from '../../db/schema';
import { paymentError } from './payment-errors';

type Db = Kysely<Database> | Transaction<Database>;

/** The fee agreement's current version and the newest one the user accepted. */
export async function feeAgreementState(db: Db, userId: number): Promise<TFeeAgreementState> {
  const row = await db
    .selectFrom('fee_agreement_acceptances')
    .select('version')
    .where('user_id', '=', userId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { version: FEE_AGREEMENT_VERSION, acceptedVersion: row?.version ?? null };
}

/** Records that the user read and accepted the current version (only the current one can be accepted; once). */
export async function acceptFeeAgreement(
  db: Db,
  userId: number,
  version: number,
  now: number,
): Promise<TFeeAgreementState> {
  if (version !== FEE_AGREEMENT_VERSION) throw paymentError(PaymentErrorCode.feeAgreementRequired);
  await db
    .insertInto('fee_agreement_acceptances')
    .values({ user_id: userId, version, accepted_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'version']).doNothing())
    .execute();
  return feeAgreementState(db, userId);
}

/** mergePay's and the pay link's gate: the payer accepted the current version, else 46044. */
export async function requireFeeAgreement(db: Db, userId: number): Promise<void> {
  const state = await feeAgreementState(db, userId);
  if (state.acceptedVersion !== FEE_AGREEMENT_VERSION) throw paymentError(PaymentErrorCode.feeAgreementRequired);
}
