import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The credit limit factory finance granted a clinic, in cents (0: none). A limit above 0 is the clinic's quota
 * permission (the session's `hasQuotaPermission`: the financial data page, the credit terms method).
 */
export async function creditLimitCents(
  db: Kysely<Database> | Transaction<Database>,
  clinicId: number,
): Promise<number> {
  const row = await db
    .selectFrom('clinic_credit')
    .select('limit_cents')
    .where('clinic_id', '=', clinicId)
    .executeTakeFirst();
  return row ? Number(row.limit_cents) : 0;
}
