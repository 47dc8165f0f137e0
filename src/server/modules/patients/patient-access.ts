import type { Kysely, Selectable } from 'kysely';
import { PatientErrorCode, patientErrorMessages } from '../../../domain/patients/patient-messages';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/envelope';
import type { PatientTable } from './tables';

export type PatientRow = Selectable<PatientTable>;

/** A patient or image failure with its catalog message (the HTTP status follows the code: 44001-44003 are 404). */
export function patientError(code: PatientErrorCode): AppError {
  return new AppError(code, patientErrorMessages[code]);
}

/** The patient is not in the caller's clinic, was deleted, or never existed: one answer (44001, HTTP 404), nothing about which. */
export function patientNotFound(): AppError {
  return patientError(PatientErrorCode.patientNotFound);
}

/**
 * A live patient of `clinicId`, or the 44001 AppError. Every route that names a patient (patients, image stages,
 * images) looks it up through here, so clinic scoping and soft delete are decided in one place. Pass a transaction
 * as `db` to read inside a mutation.
 */
export async function findPatientInClinic(
  db: Kysely<Database>,
  clinicId: number,
  patientId: number,
): Promise<PatientRow> {
  const row = await db
    .selectFrom('patients')
    .selectAll()
    .where('id', '=', patientId)
    .where('clinic_id', '=', clinicId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw patientNotFound();
  return row;
}
