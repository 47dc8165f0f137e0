import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { ClinicErrorCode, clinicErrorMessages } from '../../../domain/clinics/clinic-messages';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/envelope';

/**
 * Serialises membership changes of one clinic inside a transaction, so two admins removing each other at once
 * cannot leave the clinic without an admin. SQLite has a single writer already; PostgreSQL locks the clinic's row.
 */
export async function lockClinic(trx: Kysely<Database>, clinicId: number): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select id from clinics where id = ${clinicId} for update`.execute(trx);
}

export async function findMembership(db: Kysely<Database>, clinicId: number, userId: number) {
  return db
    .selectFrom('clinic_members')
    .select(['role', 'is_doctor', 'hide_prices'])
    .where('clinic_id', '=', clinicId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Refuses to remove the clinic's last admin. */
export async function assertNotLastAdmin(trx: Kysely<Database>, clinicId: number, userId: number): Promise<void> {
  const membership = await findMembership(trx, clinicId, userId);
  if (membership?.role !== 'admin') return;
  const { admins } = await trx
    .selectFrom('clinic_members')
    .select((eb) => eb.fn.countAll<number>().as('admins'))
    .where('clinic_id', '=', clinicId)
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow();
  if (Number(admins) <= 1)
    throw new AppError(ClinicErrorCode.lastAdmin, clinicErrorMessages[ClinicErrorCode.lastAdmin]);
}

/**
 * Ends a user's membership of a clinic (the clinic must be locked): never the last admin. Their employee record stays
 * as history, unlinked and marked as left. Answers whether there was a membership.
 */
export async function endMembership(
  trx: Kysely<Database>,
  clinicId: number,
  userId: number,
  now = Date.now(),
): Promise<boolean> {
  await assertNotLastAdmin(trx, clinicId, userId);
  const removed = await trx
    .deleteFrom('clinic_members')
    .where('clinic_id', '=', clinicId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  await trx
    .updateTable('employees')
    .set({ user_id: null, work_status: 'resigned', updated_at: now })
    .where('clinic_id', '=', clinicId)
    .where('user_id', '=', userId)
    .execute();
  return Number(removed.numDeletedRows) > 0;
}
