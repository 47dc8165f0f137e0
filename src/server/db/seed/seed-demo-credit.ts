import type { Transaction } from 'kysely';
import { setCreditLimit } from '../../modules/payments/credit';
import type { Database } from '../schema';

/** The main clinic's credit terms in the demo: ¥50,000, granted by the factory admin (its "Financial data" page shows). */
export const DEMO_CREDIT_LIMIT_CENTS = 5_000_000;

/** Grants the main clinic its demo credit limit; answers the line printed at start. */
export async function seedDemoCredit(trx: Transaction<Database>, clinicId: number, now: number): Promise<string> {
  const admin = await trx
    .selectFrom('factory_members')
    .select('user_id')
    .where('role', '=', 'admin')
    .where('removed_at', 'is', null)
    .orderBy('user_id')
    .executeTakeFirstOrThrow();
  await setCreditLimit(trx, { clinicId, cents: DEMO_CREDIT_LIMIT_CENTS, userId: admin.user_id }, now);
  return `Credit terms: Bright Smile Dental may pay on credit up to ¥${DEMO_CREDIT_LIMIT_CENTS / 100} (/financialData)`;
}
