import type { Kysely, Selectable } from 'kysely';
import { ClinicErrorCode, clinicErrorMessages } from '../../../domain/clinics/clinic-messages';
import {
  EMPLOYEE_FIELDS,
  employeeEditBase,
  type TAddEmployeeRequest,
  type TEmployee,
  type TUpdateEmployeeRequest,
} from '../../../domain/clinics/employees';
import { mergeEdit } from '../../../domain/edits/field-merge';
import type { TPageRequest, TStoredFile } from '../../../domain/clinics/fields';
import { isDoctorJob } from '../../../domain/clinics/staff-options';
import type { Database, Flag } from '../../db/schema';
import { EditConflict } from '../../http/edit-conflict';
import { AppError } from '../../http/envelope';
import { notFound } from '../../http/access';
import { type EmployeeTable, endMembership, lockClinic } from '../clinics';

type EmployeeRow = Selectable<EmployeeTable> & { role: 'admin' | 'staff' | null; is_doctor: Flag | null };
export type FileView = (key: string | null) => TStoredFile | null;

const flag = (value: boolean): Flag => (value ? 1 : 0);

function duplicate(code: typeof ClinicErrorCode.duplicatePhone | typeof ClinicErrorCode.duplicateIdNumber): AppError {
  return new AppError(code, clinicErrorMessages[code]);
}

export function toEmployee(row: EmployeeRow, fileView: FileView): TEmployee {
  return {
    employeeId: row.id,
    clinicId: row.clinic_id,
    userId: row.user_id,
    realName: row.real_name,
    phone: row.phone,
    idNumber: row.id_number,
    job: row.job,
    jobType: row.job_type,
    workType: row.work_type,
    workStatus: row.work_status,
    position: row.position,
    entryDate: row.entry_date,
    departureDate: row.departure_date,
    remark: row.remark,
    titlePost: row.title_post,
    certPath: fileView(row.cert_path),
    idCardPath: fileView(row.id_card_path),
    hidePrices: row.hide_prices === 1,
    bookable: row.bookable === 1,
    registrable: row.registrable === 1,
    isAdmin: row.role === 'admin',
    isDoctor: row.is_doctor === 1,
  };
}

function selectEmployees(db: Kysely<Database>, clinicId: number) {
  return db
    .selectFrom('employees')
    .leftJoin('clinic_members', (join) =>
      join
        .onRef('clinic_members.clinic_id', '=', 'employees.clinic_id')
        .onRef('clinic_members.user_id', '=', 'employees.user_id'),
    )
    .where('employees.clinic_id', '=', clinicId);
}

/** The clinic's employee records, oldest first. */
export async function findEmployees(
  db: Kysely<Database>,
  clinicId: number,
  page: TPageRequest,
  fileView: FileView,
): Promise<{ list: TEmployee[]; total: number }> {
  const { total } = await db
    .selectFrom('employees')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('clinic_id', '=', clinicId)
    .executeTakeFirstOrThrow();
  const rows = await selectEmployees(db, clinicId)
    .selectAll('employees')
    .select(['clinic_members.role', 'clinic_members.is_doctor'])
    .orderBy('employees.id')
    .limit(page.pageSize)
    .offset((page.pageIndex - 1) * page.pageSize)
    .execute();
  return { list: rows.map((row) => toEmployee(row, fileView)), total: Number(total) };
}

/** One record of the clinic; another clinic's answers "not found". */
export async function getEmployee(db: Kysely<Database>, clinicId: number, employeeId: number): Promise<EmployeeRow> {
  const row = await selectEmployees(db, clinicId)
    .selectAll('employees')
    .select(['clinic_members.role', 'clinic_members.is_doctor'])
    .where('employees.id', '=', employeeId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Same phone or ID number as another record of the clinic: refused with a message saying which. */
async function assertNoDuplicate(
  db: Kysely<Database>,
  clinicId: number,
  fields: { phone: string; idNumber: string | null },
  exceptId: number | null,
): Promise<void> {
  let query = db.selectFrom('employees').select(['phone', 'id_number']).where('clinic_id', '=', clinicId);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  const clashes = await query
    .where((eb) =>
      fields.idNumber === null
        ? eb('phone', '=', fields.phone)
        : eb.or([eb('phone', '=', fields.phone), eb('id_number', '=', fields.idNumber)]),
    )
    .execute();
  if (clashes.some((row) => row.phone === fields.phone)) throw duplicate(ClinicErrorCode.duplicatePhone);
  if (clashes.length > 0) throw duplicate(ClinicErrorCode.duplicateIdNumber);
}

/** A unique-index violation that slipped past the check (two requests at once) gets the same clear message. */
export function translateDuplicate(error: unknown): unknown {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  const text = `${e?.constraint ?? ''} ${e?.message ?? ''}`;
  if (/employees_clinic_phone|employees\.phone/.test(text)) return duplicate(ClinicErrorCode.duplicatePhone);
  if (/employees_clinic_id_number|employees\.id_number/.test(text)) return duplicate(ClinicErrorCode.duplicateIdNumber);
  return error;
}

const recordFields = (input: TAddEmployeeRequest) => ({
  real_name: input.realName,
  phone: input.phone,
  id_number: input.idNumber,
  job: input.job,
  job_type: input.jobType,
  work_type: input.workType,
  work_status: input.workStatus,
  position: input.position,
  entry_date: input.entryDate,
  departure_date: input.departureDate,
  remark: input.remark,
  title_post: input.titlePost,
  cert_path: input.certPath,
  id_card_path: input.idCardPath,
});

/** A new record, not linked to an account: the person joins through an application, which links it by phone. */
export async function addEmployee(
  trx: Kysely<Database>,
  clinicId: number,
  input: TAddEmployeeRequest,
  now = Date.now(),
): Promise<number> {
  await assertNoDuplicate(trx, clinicId, input, null);
  try {
    const row = await trx
      .insertInto('employees')
      .values({
        clinic_id: clinicId,
        user_id: null,
        ...recordFields(input),
        hide_prices: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    throw translateDuplicate(error);
  }
}

/** A file as its key alone: enough to compare a record with an edit's `base`. */
const keyOnly: FileView = (key) => (key === null ? null : { path: key, prefix: '', url: '' });

/**
 * Changes a record: with `base`, only the fields the form changed, and a field another admin changed meanwhile throws
 * EditConflict (domain/edits/field-merge.ts); without it, the whole record. A linked member's job (and so doctor
 * flag) follows it.
 */
export async function updateEmployee(
  trx: Kysely<Database>,
  clinicId: number,
  input: TUpdateEmployeeRequest,
  now = Date.now(),
): Promise<EmployeeRow> {
  const existing = await getEmployee(trx, clinicId, input.employeeId);
  const { employeeId: _employeeId, base, ...mine } = input;
  const current: Record<string, string | null> = employeeEditBase(toEmployee(existing, keyOnly));
  const { merged, conflicts } = mergeEdit(EMPLOYEE_FIELDS, current, mine, base);
  if (conflicts.length > 0) throw new EditConflict(conflicts);
  const record = merged as TAddEmployeeRequest;
  // Each form kept departure after entry, but one may have moved the entry and the other the departure.
  if (record.departureDate !== null && record.departureDate < record.entryDate)
    throw new EditConflict(['entryDate', 'departureDate']);
  await assertNoDuplicate(trx, clinicId, record, existing.id);
  try {
    await trx
      .updateTable('employees')
      .set({ ...recordFields(record), updated_at: now })
      .where('id', '=', existing.id)
      .execute();
  } catch (error) {
    throw translateDuplicate(error);
  }
  if (existing.user_id !== null) {
    await trx
      .updateTable('clinic_members')
      .set({ job: record.job, is_doctor: flag(isDoctorJob(record.job)) })
      .where('clinic_id', '=', clinicId)
      .where('user_id', '=', existing.user_id)
      .execute();
  }
  return existing;
}

/** Removes a record and the linked account's membership (never the clinic's last admin). */
export async function deleteEmployee(
  trx: Kysely<Database>,
  clinicId: number,
  employeeId: number,
  now = Date.now(),
): Promise<EmployeeRow> {
  await lockClinic(trx, clinicId);
  const existing = await getEmployee(trx, clinicId, employeeId);
  if (existing.user_id !== null) await endMembership(trx, clinicId, existing.user_id, now);
  await trx.deleteFrom('employees').where('id', '=', existing.id).execute();
  return existing;
}

/** The per-staff switch: kept on the record and applied to the linked account's membership. */
export async function setPriceVisibility(
  trx: Kysely<Database>,
  clinicId: number,
  employeeId: number,
  hidePrices: boolean,
  now = Date.now(),
): Promise<EmployeeRow> {
  const existing = await getEmployee(trx, clinicId, employeeId);
  await trx
    .updateTable('employees')
    .set({ hide_prices: flag(hidePrices), updated_at: now })
    .where('id', '=', existing.id)
    .execute();
  if (existing.user_id !== null) {
    await trx
      .updateTable('clinic_members')
      .set({ hide_prices: flag(hidePrices) })
      .where('clinic_id', '=', clinicId)
      .where('user_id', '=', existing.user_id)
      .execute();
  }
  return existing;
}

/**
 * Disassociates an employee's account from the clinic (the record stays, marked as left); without an employee, the
 * calling admin's own account. Never the clinic's last admin.
 */
export async function disassociateEmployee(
  trx: Kysely<Database>,
  clinicId: number,
  target: { employeeId: number } | { userId: number },
  now = Date.now(),
): Promise<number> {
  await lockClinic(trx, clinicId);
  let userId: number;
  if ('employeeId' in target) {
    const employee = await getEmployee(trx, clinicId, target.employeeId);
    if (employee.user_id === null) throw notFound();
    userId = employee.user_id;
  } else {
    userId = target.userId;
  }
  if (!(await endMembership(trx, clinicId, userId, now))) throw notFound();
  return userId;
}

export type LinkFields = {
  realName: string;
  phone: string;
  job: string;
  jobType: string;
  workType: string;
  workStatus: string;
  remark: string;
};

/**
 * The employee record of a member who joined through an application: an unlinked record with the same phone is
 * linked (its price switch carries over), otherwise a new one is made. A phone already on another account's record
 * is refused.
 */
export async function linkEmployee(
  trx: Kysely<Database>,
  clinicId: number,
  userId: number,
  fields: LinkFields,
  now = Date.now(),
): Promise<{ employeeId: number; hidePrices: Flag }> {
  const values = {
    real_name: fields.realName,
    phone: fields.phone,
    job: fields.job,
    job_type: fields.jobType,
    work_type: fields.workType,
    work_status: fields.workStatus,
    remark: fields.remark,
    updated_at: now,
  };
  const samePhone = await trx
    .selectFrom('employees')
    .select(['id', 'user_id', 'hide_prices'])
    .where('clinic_id', '=', clinicId)
    .where('phone', '=', fields.phone)
    .executeTakeFirst();
  if (samePhone && samePhone.user_id !== null && samePhone.user_id !== userId)
    throw duplicate(ClinicErrorCode.duplicatePhone);
  if (samePhone) {
    await trx
      .updateTable('employees')
      .set({ ...values, user_id: userId })
      .where('id', '=', samePhone.id)
      .execute();
    return { employeeId: samePhone.id, hidePrices: samePhone.hide_prices };
  }
  try {
    const row = await trx
      .insertInto('employees')
      .values({
        ...values,
        clinic_id: clinicId,
        user_id: userId,
        id_number: null,
        position: null,
        entry_date: null,
        departure_date: null,
        title_post: null,
        cert_path: null,
        id_card_path: null,
        hide_prices: 0,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { employeeId: row.id, hidePrices: 0 };
  } catch (error) {
    throw translateDuplicate(error);
  }
}
