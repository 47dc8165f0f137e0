import type { Kysely } from 'kysely';
import type { TEmployeePostInfo } from '../../../domain/accounts/account-extras';
import type { Database, Flag } from '../../db/schema';
import { getEmployee } from './employees';

const flag = (value: boolean): Flag => (value ? 1 : 0);

/**
 * The caller's post in their current clinic (POST /clinic/getEmployeePostInfo): their membership and the staff
 * record linked to their account, if the clinic keeps one.
 */
export async function findEmployeePostInfo(
  db: Kysely<Database>,
  principal: { userId: number; clinicId: number; role: 'admin' | 'staff'; isDoctor: boolean; hidePrices: boolean },
): Promise<TEmployeePostInfo> {
  const clinic = await db.selectFrom('clinics').select('name').where('id', '=', principal.clinicId).executeTakeFirstOrThrow();
  const record = await db
    .selectFrom('employees')
    .selectAll()
    .where('clinic_id', '=', principal.clinicId)
    .where('user_id', '=', principal.userId)
    .orderBy('id')
    .executeTakeFirst();
  return {
    clinicId: principal.clinicId,
    clinicName: clinic.name,
    employeeId: record?.id ?? null,
    realName: record?.real_name ?? null,
    job: record?.job ?? null,
    jobType: record?.job_type ?? null,
    workType: record?.work_type ?? null,
    workStatus: record?.work_status ?? null,
    position: record?.position ?? null,
    entryDate: record?.entry_date ?? null,
    titlePost: record?.title_post ?? null,
    isAdmin: principal.role === 'admin',
    isDoctor: principal.isDoctor,
    hidePrices: principal.hidePrices,
    bookable: record?.bookable === 1,
    registrable: record?.registrable === 1,
  };
}

/** The staff switches "bookable" and "registrable", on a record of the admin's clinic (another clinic's: 404). */
export async function setBooking(
  trx: Kysely<Database>,
  clinicId: number,
  input: { employeeId: number; bookable: boolean; registrable: boolean },
  now = Date.now(),
): Promise<void> {
  const existing = await getEmployee(trx, clinicId, input.employeeId);
  await trx
    .updateTable('employees')
    .set({ bookable: flag(input.bookable), registrable: flag(input.registrable), updated_at: now })
    .where('id', '=', existing.id)
    .execute();
}
